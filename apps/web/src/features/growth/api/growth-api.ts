import { t } from '@lingui/core/macro';
import {
  InviteRatersResultSchema,
  JourneyGrowthSchema,
  MyGrowthSchema,
  RaterAnswerResultSchema,
  RaterInvitationSchema,
  type AssessmentMoment,
  type InviteRaters,
  type JourneyGrowth,
} from '@lv/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-state';
import { outbox } from '../../../lib/offline/outbox-instance';
import { putAnswer } from '../../../lib/query-client';
import { growthKeys } from './growth-keys';

export { growthKeys } from './growth-keys';

const growthPath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}/growth`;
/** Where an answer set is posted (and how the offline queue's write is recognised). */
export const assessmentPath = (journeyId: string) => `${growthPath(journeyId)}/assessments`;
/** The offline queue's kind for a self-assessment. */
export const ASSESSMENT_KIND = 'growth-assessment';

/** `GET /api/journeys/:journeyId/growth`: the learner's assessments and 360 on the journey. */
export const journeyGrowthQuery = (journeyId: string) =>
  queryOptions({
    queryKey: growthKeys.journey(journeyId),
    queryFn: ({ signal }) =>
      api.get(growthPath(journeyId), { signal, schema: JourneyGrowthSchema }),
  });

/** `GET /api/me/growth`: every journey the learner has measured. */
export const myGrowthQuery = () =>
  queryOptions({
    queryKey: growthKeys.mine(),
    queryFn: ({ signal }) => api.get('/api/me/growth', { signal, schema: MyGrowthSchema }),
  });

export const useJourneyGrowth = (journeyId: string) => useQuery(journeyGrowthQuery(journeyId));
export const useMyGrowth = () => useQuery(myGrowthQuery());

export type AssessmentOutcome =
  { state: 'sent'; growth: JourneyGrowth } | { state: 'queued'; id: string };

/**
 * `POST .../growth/assessments` through the offline queue (kept on the device, sent with an
 * Idempotency-Key; offline it waits and goes when the network returns). Rejects with the
 * server's ApiError when it refuses.
 */
export function useSubmitAssessment(journeyId: string, journeyTitle: string) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: async (input: {
      moment: AssessmentMoment;
      answers: Record<string, number>;
    }): Promise<AssessmentOutcome> => {
      const outcome = await outbox.submit({
        userId,
        kind: ASSESSMENT_KIND,
        label: t`Self-assessment: ${journeyTitle}`,
        path: assessmentPath(journeyId),
        body: input,
        schema: JourneyGrowthSchema,
      });
      return outcome.state === 'sent' ? { state: 'sent', growth: outcome.data } : outcome;
    },
    onSuccess: async (outcome) => {
      if (outcome.state !== 'sent') return;
      void queryClient.invalidateQueries({ queryKey: growthKeys.mine() });
      await putAnswer<JourneyGrowth>(
        queryClient,
        growthKeys.journey(journeyId),
        () => outcome.growth,
      );
    },
  });
}

/** Reads the journey's growth again when a queued answer set of it reaches the server. */
export function useQueuedAssessmentArrival(journeyId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const path = assessmentPath(journeyId);
    return outbox.onSent((write) => {
      if (write.kind === ASSESSMENT_KIND && write.path === path)
        void queryClient.invalidateQueries({ queryKey: growthKeys.all });
    });
  }, [queryClient, journeyId]);
}

/** `POST .../growth/raters`: the invitations, their mails queued with them. */
export function useInviteRaters(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteRaters) =>
      api.post(`${growthPath(journeyId)}/raters`, input, { schema: InviteRatersResultSchema }),
    onSuccess: async (result) => {
      void queryClient.invalidateQueries({ queryKey: growthKeys.mine() });
      await putAnswer<JourneyGrowth>(
        queryClient,
        growthKeys.journey(journeyId),
        () => result.growth,
      );
    },
  });
}

/** `POST /api/growth/rate/lookup`: what a rater's link is about (a POST: the token stays out of URLs). */
export function useRaterInvitation(token: string | null) {
  return useQuery({
    queryKey: [...growthKeys.all, 'rate', token],
    enabled: token !== null,
    retry: false,
    queryFn: () =>
      api.post('/api/growth/rate/lookup', { token }, { schema: RaterInvitationSchema }),
  });
}

/** `POST /api/growth/rate`: the rater's one answer set. */
export function useRate() {
  return useMutation({
    mutationFn: (input: { token: string; answers: Record<string, number>; comment?: string }) =>
      api.post('/api/growth/rate', input, { schema: RaterAnswerResultSchema }),
  });
}
