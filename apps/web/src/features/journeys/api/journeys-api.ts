import { t } from '@lingui/core/macro';
import {
  EnrolResultSchema,
  JourneyDetailSchema,
  JourneyListSchema,
  ModuleCompletionResultSchema,
  ModuleDetailSchema,
  NextStepsSchema,
  type ModuleCompletionInput,
  type ModuleCompletionResult,
  type ModuleDetail,
} from '@lv/domain';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';
import { useAuth } from '../../../lib/auth-state';
import { outbox } from '../../../lib/offline/outbox-instance';

/** Query keys of the journeys, one factory (an enrolment or a completion refreshes them all). */
export const journeyKeys = {
  all: ['journeys'] as const,
  list: () => [...journeyKeys.all, 'list'] as const,
  detail: (journeyId: string) => [...journeyKeys.all, 'detail', journeyId] as const,
  module: (journeyId: string, moduleSlug: string) => [...journeyKeys.all, 'module', journeyId, moduleSlug] as const,
  check: (journeyId: string, moduleSlug: string) => [...journeyKeys.all, 'check', journeyId, moduleSlug] as const,
  nextSteps: () => [...journeyKeys.all, 'next-steps'] as const,
};

const journeyPath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}`;
/** `GET` of one module (its lesson); exported for the offline reading list. */
export const modulePath = (journeyId: string, moduleSlug: string) =>
  `${journeyPath(journeyId)}/modules/${encodeURIComponent(moduleSlug)}`;

/** Where a module's completion is posted (and how the offline queue's write is recognised). */
export const completionPath = (journeyId: string, moduleSlug: string) => `${modulePath(journeyId, moduleSlug)}/completion`;

/** A module's knowledge check: read (its questions) and answered (graded); also saved for offline reading. */
export const checkPath = (journeyId: string, moduleSlug: string) => `${modulePath(journeyId, moduleSlug)}/check`;

/** The offline queue's kind for a module completion. */
export const MODULE_COMPLETION_KIND = 'module-completion';

/** `GET /api/journeys`: every published journey, the learner's recommended one first. */
export const journeysQuery = () =>
  queryOptions({
    queryKey: journeyKeys.list(),
    queryFn: ({ signal }) => api.get('/api/journeys', { signal, schema: JourneyListSchema }),
  });

/** `GET /api/journeys/:journeyId`: its modules in order, progress, what is next, capstone, webinars. */
export const journeyQuery = (journeyId: string) =>
  queryOptions({
    queryKey: journeyKeys.detail(journeyId),
    queryFn: ({ signal }) => api.get(journeyPath(journeyId), { signal, schema: JourneyDetailSchema }),
  });

/** `GET /api/journeys/:journeyId/modules/:moduleSlug`: the lesson (safe HTML) and the learner's state. */
export const moduleQuery = (journeyId: string, moduleSlug: string) =>
  queryOptions({
    queryKey: journeyKeys.module(journeyId, moduleSlug),
    queryFn: ({ signal }) => api.get(modulePath(journeyId, moduleSlug), { signal, schema: ModuleDetailSchema }),
  });

/** `GET /api/me/next-steps`: what the learner does next, each with its reason (ADR 049). */
export const nextStepsQuery = () =>
  queryOptions({
    queryKey: journeyKeys.nextSteps(),
    queryFn: ({ signal }) => api.get('/api/me/next-steps', { signal, schema: NextStepsSchema }),
  });

export const useJourneys = () => useQuery(journeysQuery());
export const useNextSteps = () => useQuery(nextStepsQuery());
export const useJourney = (journeyId: string) => useQuery(journeyQuery(journeyId));
export const useJourneyModule = (journeyId: string, moduleSlug: string) => useQuery(moduleQuery(journeyId, moduleSlug));

/** `PUT /api/journeys/:journeyId/enrolment`: idempotent; every journeys screen reads the new state. */
export function useEnrol(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put(`${journeyPath(journeyId)}/enrolment`, undefined, { schema: EnrolResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
  });
}

/** The module shows done at once; the journey's progress and the list are read again. */
async function applyCompletion(queryClient: QueryClient, journeyId: string, moduleSlug: string, result: ModuleCompletionResult) {
  void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
  void queryClient.invalidateQueries({ queryKey: journeyKeys.nextSteps() });
  void queryClient.invalidateQueries({ queryKey: journeyKeys.detail(journeyId) });
  await putAnswer<ModuleDetail>(queryClient, journeyKeys.module(journeyId, moduleSlug), (module) =>
    module ? { ...module, completion: result.completion } : module,
  );
}

/** What became of a completion: the server's answer, or waiting on this device (the offline queue). */
export type CompletionOutcome = { state: 'sent'; result: ModuleCompletionResult } | { state: 'queued'; id: string };

/**
 * `POST .../completion` with the reflection, through the offline queue (kept on the device, sent
 * with an Idempotency-Key; offline it waits and goes when the network returns): 201 the first time
 * (XP awarded), 200 with `created: false` for a repeat (nothing awarded). Rejects with the
 * server's ApiError when it refuses, as before the queue.
 */
export function useCompleteModule(journeyId: string, moduleSlug: string, moduleTitle: string) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: async (input: ModuleCompletionInput): Promise<CompletionOutcome> => {
      const outcome = await outbox.submit({
        userId,
        kind: MODULE_COMPLETION_KIND,
        label: t`Module completion: ${moduleTitle}`,
        path: completionPath(journeyId, moduleSlug),
        body: { reflection: input.reflection },
        schema: ModuleCompletionResultSchema,
      });
      return outcome.state === 'sent' ? { state: 'sent', result: outcome.data } : outcome;
    },
    onSuccess: async (outcome) => {
      if (outcome.state === 'sent') await applyCompletion(queryClient, journeyId, moduleSlug, outcome.result);
    },
  });
}

/**
 * Calls `onArrived` with the server's answer when a queued completion of this module reaches the
 * server (sent later by the queue, also after a reload), after showing it done.
 */
export function useQueuedCompletionArrival(journeyId: string, moduleSlug: string, onArrived: (result: ModuleCompletionResult) => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onArrived);
  useEffect(() => {
    latest.current = onArrived;
  });
  useEffect(() => {
    const path = completionPath(journeyId, moduleSlug);
    return outbox.onSent((write, answer) => {
      if (write.kind !== MODULE_COMPLETION_KIND || write.path !== path) return;
      const parsed = ModuleCompletionResultSchema.safeParse(answer);
      if (!parsed.success) return; // the screens are read again anyway (app/offline-support.tsx)
      void applyCompletion(queryClient, journeyId, moduleSlug, parsed.data).then(() =>
        latest.current(parsed.data),
      );
    });
  }, [queryClient, journeyId, moduleSlug]);
}
