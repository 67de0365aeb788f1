import {
  LedgerPageSchema,
  PointsSummarySchema,
  XpDaysSchema,
  type LedgerPage,
  type PointsSummary,
  type XpDays,
} from '@lv/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the learner's own gamification data; `all` refreshes everything. */
export const gamificationKeys = {
  all: ['gamification'] as const,
  summary: () => [...gamificationKeys.all, 'summary'] as const,
  ledger: () => [...gamificationKeys.all, 'ledger'] as const,
  xpDays: () => [...gamificationKeys.all, 'xp-days'] as const,
};

/** The streak calendar's days: XP per local day over the last weeks. */
export function fetchXpDays(signal?: AbortSignal): Promise<XpDays> {
  return api.get('/api/me/xp-days', { signal, schema: XpDaysSchema });
}

export const xpDaysQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.xpDays(), queryFn: ({ signal }) => fetchXpDays(signal) });

export const useXpDays = () => useQuery(xpDaysQueryOptions());

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
