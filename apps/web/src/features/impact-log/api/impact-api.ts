import { t } from '@lingui/core/macro';
import {
  ImpactEntrySchema,
  ImpactLogPageSchema,
  WeeklyReflectionAnswerSchema,
  type ImpactEntryInput,
  type WeeklyReflectionAnswer,
  type WeeklyReflectionInput,
} from '@lv/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-state';
import { outbox } from '../../../lib/offline/outbox-instance';

export const impactKeys = {
  all: ['impact-log'] as const,
  page: (page: number) => [...impactKeys.all, { page }] as const,
};

/** `GET /api/me/impact?page=`: a page of the learner's own log and this week's reflection status. */
export const impactLogQuery = (page: number) =>
  queryOptions({
    queryKey: impactKeys.page(page),
    queryFn: ({ signal }) => api.get(`/api/me/impact?page=${page}`, { signal, schema: ImpactLogPageSchema }),
  });

export const useImpactLog = (page: number) => useQuery({ ...impactLogQuery(page), placeholderData: keepPreviousData });

function useInvalidateLog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: impactKeys.all });
}

/** What became of a write: it reached the server, or it waits on this device (the offline queue). */
export type WriteOutcome = 'sent' | 'queued';

/**
 * Adds (through the offline queue: kept on the device, sent with an Idempotency-Key) or edits an
 * entry (online only).
 */
export function useSaveEntry() {
  const invalidate = useInvalidateLog();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ImpactEntryInput }): Promise<WriteOutcome> => {
      if (id) {
        await api.put(`/api/me/impact/${encodeURIComponent(id)}`, input, { schema: ImpactEntrySchema });
        return 'sent';
      }
      const title = input.title;
      const outcome = await outbox.submit({ userId, kind: 'impact-entry', label: t`Impact entry: ${title}`, path: '/api/me/impact', body: input, schema: ImpactEntrySchema });
      return outcome.state;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateLog();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/me/impact/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export type ReflectionOutcome = { state: 'sent'; answer: WeeklyReflectionAnswer } | { state: 'queued'; id: string };

/**
 * `POST /api/me/impact/reflections` through the offline queue: +60 XP once per ISO week, for the
 * week of the day it was written (the device's day, sent with it).
 */
export function useSubmitReflection() {
  const invalidate = useInvalidateLog();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: async (input: WeeklyReflectionInput): Promise<ReflectionOutcome> => {
      const title = input.title;
      const outcome = await outbox.submit({ userId, kind: REFLECTION_KIND, label: t`Weekly reflection: ${title}`, path: '/api/me/impact/reflections', body: input, schema: WeeklyReflectionAnswerSchema });
      return outcome.state === 'sent' ? { state: 'sent', answer: outcome.data } : outcome;
    },
    onSuccess: invalidate,
  });
}

/** The queue's kind for a weekly reflection (the card shows one waiting). */
export const REFLECTION_KIND = 'weekly-reflection';
