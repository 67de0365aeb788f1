import {
  LEADERBOARD_PERIODS,
  LeaderboardResponseSchema,
  type LeaderboardPeriod,
  type LeaderboardResponse,
} from '@lv/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Learners per page of the board. */
export const LEADERBOARD_PAGE_SIZE = 50;

/** Query keys of the leaderboard: everything under `all`, so one call refreshes every page. */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  period: (period: LeaderboardPeriod) => [...leaderboardKeys.all, period] as const,
  page: (period: LeaderboardPeriod, page: number, pageSize = LEADERBOARD_PAGE_SIZE) =>
    [...leaderboardKeys.period(period), { page, pageSize }] as const,
};

/** `GET /api/leaderboard`: one page of a window plus the viewer's own place. */
export function fetchLeaderboard(
  period: LeaderboardPeriod,
  page: number,
  pageSize = LEADERBOARD_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  const query = new URLSearchParams({
    period,
    page: String(page),
    pageSize: String(pageSize),
  });
  return api.get(`/api/leaderboard?${query.toString()}`, {
    signal,
    schema: LeaderboardResponseSchema,
  });
}

export function leaderboardQueryOptions(period: LeaderboardPeriod, page: number) {
  return queryOptions({
    queryKey: leaderboardKeys.page(period, page),
    queryFn: ({ signal }) => fetchLeaderboard(period, page, LEADERBOARD_PAGE_SIZE, signal),
    // While the next page or window loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(period: LeaderboardPeriod, page: number) {
  return useQuery(leaderboardQueryOptions(period, page));
}

/** The window named in `?period=`, the weekly board when missing or unknown. */
export function parsePeriod(value: string | null): LeaderboardPeriod {
  return LEADERBOARD_PERIODS.find((period) => period === value) ?? 'week';
}

/** The page named in `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
