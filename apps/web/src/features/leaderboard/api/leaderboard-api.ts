import {
  LEADERBOARD_PERIODS,
  type LeaderboardScope,
  LeaderboardResponseSchema,
  TeamRankingResponseSchema,
  TeamCompletionRankingSchema,
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
  page: (
    period: LeaderboardPeriod,
    page: number,
    pageSize = LEADERBOARD_PAGE_SIZE,
    scope: LeaderboardScope = 'everyone',
  ) => [...leaderboardKeys.period(period), { page, pageSize, scope }] as const,
};

/** `GET /api/leaderboard`: one page of a window plus the viewer's own place. */
export function fetchLeaderboard(
  period: LeaderboardPeriod,
  page: number,
  pageSize = LEADERBOARD_PAGE_SIZE,
  signal?: AbortSignal,
  scope: LeaderboardScope = 'everyone',
): Promise<LeaderboardResponse> {
  const query = new URLSearchParams({
    period,
    page: String(page),
    pageSize: String(pageSize),
  });
  if (scope !== 'everyone') query.set('scope', scope);
  return api.get(`/api/leaderboard?${query.toString()}`, {
    signal,
    schema: LeaderboardResponseSchema,
  });
}

export function leaderboardQueryOptions(
  period: LeaderboardPeriod,
  page: number,
  scope: LeaderboardScope = 'everyone',
) {
  return queryOptions({
    queryKey: leaderboardKeys.page(period, page, LEADERBOARD_PAGE_SIZE, scope),
    queryFn: ({ signal }) => fetchLeaderboard(period, page, LEADERBOARD_PAGE_SIZE, signal, scope),
    // While the next page or window loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(
  period: LeaderboardPeriod,
  page: number,
  scope: LeaderboardScope = 'everyone',
  enabled = true,
) {
  return useQuery({ ...leaderboardQueryOptions(period, page, scope), enabled });
}

/** What the board shows: every learner, my village's learners, or villages ranked. */
export const BOARD_VIEWS = ['everyone', 'team', 'teams'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** The view named in `?scope=`, everyone when missing or unknown. */
export function parseBoardView(value: string | null): BoardView {
  return BOARD_VIEWS.find((view) => view === value) ?? 'everyone';
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

/** Villages per page of the village ranking. */
export const TEAM_RANKING_PAGE_SIZE = 50;

/** `GET /api/leaderboard/teams`: villages ranked by their members' average XP in the window. */
export function useTeamRanking(period: LeaderboardPeriod, page: number, enabled = true) {
  return useQuery({
    queryKey: [...leaderboardKeys.all, 'teams', period, page] as const,
    queryFn: ({ signal }) =>
      api.get(
        `/api/leaderboard/teams?${new URLSearchParams({ period, page: String(page), pageSize: String(TEAM_RANKING_PAGE_SIZE) }).toString()}`,
        { signal, schema: TeamRankingResponseSchema },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How villages are ranked: by their members' average XP in the window, or average journey completion. */
export const VILLAGE_MEASURES = ['xp', 'completion'] as const;
export type VillageMeasure = (typeof VILLAGE_MEASURES)[number];

/** The measure named in `?by=`, average XP when missing or unknown. */
export function parseVillageMeasure(value: string | null): VillageMeasure {
  return VILLAGE_MEASURES.find((measure) => measure === value) ?? 'xp';
}

/** `GET /api/leaderboard/teams/completion`: villages by their members' average journey completion (all time). */
export function useTeamCompletionRanking(page: number, enabled = true) {
  return useQuery({
    queryKey: [...leaderboardKeys.all, 'teams', 'completion', page] as const,
    queryFn: ({ signal }) =>
      api.get(
        `/api/leaderboard/teams/completion?${new URLSearchParams({ page: String(page), pageSize: String(TEAM_RANKING_PAGE_SIZE) }).toString()}`,
        { signal, schema: TeamCompletionRankingSchema },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
