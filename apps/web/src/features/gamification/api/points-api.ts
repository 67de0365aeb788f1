import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** `GET /api/me/points`: the learner's points and streak as of now, in their timezone. */
export const PointsSummarySchema = z.object({
  points: z.coerce.number(),
  streak: z.object({
    days: z.coerce.number().int().min(0),
    multiplier: z.coerce.number(),
    daysToMultiplier: z.coerce.number().int().min(0),
    earnedToday: z.boolean(),
  }),
});
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

/** One row of the learner's XP ledger, with the label of its action. */
export const LedgerEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  label: z.string(),
  basePoints: z.coerce.number(),
  multiplier: z.coerce.number(),
  points: z.coerce.number(),
  reason: z.string().nullable(),
  localDay: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** `GET /api/me/ledger?page=N`: newest first, 20 a page. */
export const LedgerPageSchema = z.object({
  page: z.number().int(),
  hasMore: z.boolean(),
  entries: z.array(LedgerEntrySchema),
});
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** Query keys of the learner's own gamification data; `all` refreshes everything. */
export const gamificationKeys = {
  all: ['gamification'] as const,
  summary: () => [...gamificationKeys.all, 'summary'] as const,
  ledger: () => [...gamificationKeys.all, 'ledger'] as const,
};

export function fetchPointsSummary(signal?: AbortSignal): Promise<PointsSummary> {
  return api.get('/api/me/points', { signal, schema: PointsSummarySchema });
}

export function fetchLedgerPage(page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return api.get(`/api/me/ledger?page=${page}`, { signal, schema: LedgerPageSchema });
}

export const pointsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: gamificationKeys.summary(),
    queryFn: ({ signal }) => fetchPointsSummary(signal),
  });

export const ledgerQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: gamificationKeys.ledger(),
    queryFn: ({ pageParam, signal }) => fetchLedgerPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: LedgerPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const usePointsSummary = () => useQuery(pointsSummaryQueryOptions());
export const useLedger = () => useInfiniteQuery(ledgerQueryOptions());
