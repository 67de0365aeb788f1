import { t } from '@lingui/core/macro';
import type { CheckAttempt, CheckResult, ModuleCheck } from '@lv/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-state';
import { outbox, useOutbox } from '../../../lib/offline/outbox-instance';
import type { QueuedWrite } from '../../../lib/offline/outbox-store';
import { putAnswer } from '../../../lib/query-client';
import { checkPath, journeyKeys } from './journeys-api';

/*
 * A module's knowledge check (ADR 040), for the module screen only (its own chunk): the questions
 * without their answers, and attempts graded by the server through the offline queue, as a module
 * completion is (kept on the phone first, sent with an Idempotency-Key, offline sent later).
 * The server's answers are its checked contract and are not parsed again here (issue 37: no
 * client re-parse), so this screen and the admin's editor share no domain module (a shared chunk
 * costs every first load its entry in the router's table).
 */

/** The offline queue's kind for an attempt at a module's knowledge check. */
export const KNOWLEDGE_CHECK_KIND = 'knowledge-check';

/**
 * Answers that mean "no check for this reader here": the module has no questions (404), the
 * learner is not enrolled (403) or the module is not in their version (409). The screen then shows
 * no check, as the server would refuse an attempt; enrolling reads it again (journeyKeys.all).
 */
const NO_CHECK = new Set([403, 404, 409]);

/**
 * `GET .../modules/:moduleSlug/check`: the questions, the pass mark and whether it is passed; null
 * when there is no check to take.
 */
export const moduleCheckQuery = (journeyId: string, moduleSlug: string) =>
  queryOptions({
    queryKey: journeyKeys.check(journeyId, moduleSlug),
    queryFn: async ({ signal }): Promise<ModuleCheck | null> => {
      try {
        return await api.get<ModuleCheck>(checkPath(journeyId, moduleSlug), { signal });
      } catch (error) {
        if (error instanceof ApiError && NO_CHECK.has(error.status)) return null;
        throw error;
      }
    },
  });

export const useModuleCheck = (journeyId: string, moduleSlug: string) =>
  useQuery(moduleCheckQuery(journeyId, moduleSlug));

/** A passing attempt: the check shows passed (and the completion no longer waits on it) at once. */
async function applyResult(
  queryClient: QueryClient,
  journeyId: string,
  moduleSlug: string,
  result: CheckResult,
) {
  if (!result.passed) return;
  await putAnswer<ModuleCheck | null>(
    queryClient,
    journeyKeys.check(journeyId, moduleSlug),
    (check) => (check ? { ...check, passed: true } : check),
  );
}

/** What became of an attempt: graded by the server, or waiting on this phone (the offline queue). */
export type AttemptOutcome =
  { state: 'sent'; result: CheckResult } | { state: 'queued'; id: string };

/**
 * `POST .../check` with the chosen options, through the offline queue: graded at once online;
 * offline kept on the phone and sent when the network returns. Rejects with the server's ApiError
 * when it refuses the attempt.
 */
export function useSubmitCheck(journeyId: string, moduleSlug: string, moduleTitle: string) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: async (attempt: CheckAttempt): Promise<AttemptOutcome> => {
      const outcome = await outbox.submit<CheckResult>({
        userId,
        kind: KNOWLEDGE_CHECK_KIND,
        label: t`Knowledge check: ${moduleTitle}`,
        path: checkPath(journeyId, moduleSlug),
        body: attempt,
      });
      return outcome.state === 'sent' ? { state: 'sent', result: outcome.data } : outcome;
    },
    onSuccess: async (outcome) => {
      if (outcome.state === 'sent')
        await applyResult(queryClient, journeyId, moduleSlug, outcome.result);
    },
  });
}

/** The chosen options of a queued attempt, by question id (empty when it is not one). */
export function answersOf(write: QueuedWrite | undefined): Record<string, number> {
  // Kept on the phone, perhaps by an older deploy: only well-formed answers are put back.
  const answers = (write?.body as Partial<CheckAttempt> | undefined)?.answers;
  if (!Array.isArray(answers)) return {};
  return Object.fromEntries(
    answers
      .filter((a) => typeof a?.questionId === 'string' && Number.isInteger(a?.option))
      .map((a) => [a.questionId, a.option]),
  );
}

/** This module's attempts in the offline queue: one waiting to be sent, one refused later. */
export function useQueuedAttempts(journeyId: string, moduleSlug: string) {
  const queue = useOutbox();
  const path = checkPath(journeyId, moduleSlug);
  const mine = (write: { kind: string; path: string }) =>
    write.kind === KNOWLEDGE_CHECK_KIND && write.path === path;
  return {
    waiting: queue.waiting.find(mine),
    refused: queue.refused.find(mine),
    sent: queue.sent.filter(mine),
  };
}

/**
 * Calls `onArrived` with the graded result when a queued attempt at this module's check reaches
 * the server (sent later by the queue), after showing the check passed when it passed.
 */
export function useQueuedAttemptArrival(
  journeyId: string,
  moduleSlug: string,
  onArrived: (id: string, result: CheckResult) => void,
) {
  const queryClient = useQueryClient();
  const latest = useRef(onArrived);
  useEffect(() => {
    latest.current = onArrived;
  });
  useEffect(() => {
    const path = checkPath(journeyId, moduleSlug);
    return outbox.onSent((write, answer) => {
      if (write.kind !== KNOWLEDGE_CHECK_KIND || write.path !== path) return;
      const result = answer as CheckResult;
      void applyResult(queryClient, journeyId, moduleSlug, result).then(() =>
        latest.current(write.id, result),
      );
    });
  }, [queryClient, journeyId, moduleSlug]);
}
