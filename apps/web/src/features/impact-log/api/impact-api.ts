import {
  ImpactEntrySchema,
  ImpactLogPageSchema,
  type ImpactEntryInput,
  type WeeklyReflectionInput,
} from '@lv/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

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

export function useSaveEntry() {
  const invalidate = useInvalidateLog();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ImpactEntryInput }) =>
      id
        ? api.put(`/api/me/impact/${encodeURIComponent(id)}`, input, { schema: ImpactEntrySchema })
        : api.post('/api/me/impact', input, { schema: ImpactEntrySchema }),
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

const ReflectionAnswerSchema = z.object({
  entry: ImpactEntrySchema,
  xpEarned: z.number(),
  xpAwardedNow: z.boolean(),
  points: z.number(),
});

/** `POST /api/me/impact/reflections`: this week's reflection (+60 XP once per ISO week). */
export function useSubmitReflection() {
  const invalidate = useInvalidateLog();
  return useMutation({
    mutationFn: (input: WeeklyReflectionInput) =>
      api.post('/api/me/impact/reflections', input, { schema: ReflectionAnswerSchema }),
    onSuccess: invalidate,
  });
}
