import { t } from '@lingui/core/macro';
import {
  lazySchema,
  LeaveTeamAnswerSchema,
  MyTeamResponseSchema,
  RoiEstimateSeriesSchema,
  TeamInviteSentSchema,
  TeamPreviewSchema,
  VillageProgressSchema,
  type MyTeamResponse,
  type RoiInput,
  type VillageProgress,
} from '@lv/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';

/** The leaderboard feature's root query key (features do not import each other). */
const LEADERBOARD_ROOT_KEY = ['leaderboard'] as const;

/** Query keys of the village: a change to it refreshes the team boards too. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: () => ['teams', 'mine'] as const,
  preview: (token: string) => ['teams', 'preview', token] as const,
  progress: () => ['teams', 'mine', 'progress'] as const,
};

export const useMyTeam = () =>
  useQuery({
    queryKey: teamKeys.mine(),
    queryFn: ({ signal }) => api.get('/api/teams/mine', { signal, schema: MyTeamResponseSchema }),
  });

/** The leader's view of the members' journeys (the server refuses it to members). */
export const useVillageProgress = () =>
  useQuery({
    queryKey: teamKeys.progress(),
    queryFn: ({ signal }) =>
      api.get('/api/teams/mine/progress', { signal, schema: VillageProgressSchema }),
  });

/**
 * A re-measure of the leader's ROI estimate (ADR 051): a new estimate in their series. Its answer
 * is the series as it now is, put into the village progress at once; the progress is read again
 * for the rest.
 */
export function useSaveRoiEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoiInput) =>
      api.post('/api/me/roi-estimates', input, { schema: RoiEstimateSeriesSchema }),
    onSuccess: async (series) => {
      const newest = series.estimates.at(-1);
      await putAnswer<VillageProgress>(queryClient, teamKeys.progress(), (old) =>
        old && newest && series.lastInput
          ? {
              ...old,
              roiTrend: series,
              roiEstimate: { savedAt: newest.savedAt, input: series.lastInput },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.progress() });
      // The dashboards (growth's 'impact' keys) show the series' trend too.
      void queryClient.invalidateQueries({ queryKey: ['growth', 'impact'] });
    },
  });
}

/** What a join link leads to; only asked while the learner has no village. */
export const useTeamPreview = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: teamKeys.preview(token ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/teams/preview?${new URLSearchParams({ token: token ?? '' }).toString()}`, {
        signal,
        schema: TeamPreviewSchema,
      }),
    enabled: enabled && token !== null,
    retry: false,
  });

async function settle(queryClient: QueryClient, answer: MyTeamResponse | { team: null }) {
  // Members joined, left or changed places: the leader's progress view follows.
  void queryClient.invalidateQueries({ queryKey: teamKeys.progress() });
  // Team boards and the village ranking live under the leaderboard feature's root key ('leaderboard').
  void queryClient.invalidateQueries({ queryKey: LEADERBOARD_ROOT_KEY });
  await putAnswer(queryClient, teamKeys.mine(), { team: answer.team });
}

/** One mutation of the village whose answer is the village as it now is. */
function useTeamMutation<V>(call: (vars: V) => Promise<MyTeamResponse | { team: null }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (answer) => settle(queryClient, answer) });
}

export const useCreateTeam = () =>
  useTeamMutation((name: string) =>
    api.post('/api/teams', { name }, { schema: MyTeamResponseSchema }),
  );

export const useJoinTeam = () =>
  useTeamMutation((token: string) =>
    api.post('/api/teams/join', { token }, { schema: MyTeamResponseSchema }),
  );

export const useNewJoinLink = () =>
  useTeamMutation(() =>
    api.post('/api/teams/mine/join-link', undefined, { schema: MyTeamResponseSchema }),
  );

export const useLeaveTeam = () =>
  useTeamMutation(() =>
    api.post('/api/teams/mine/leave', undefined, {
      schema: LeaveTeamAnswerSchema,
    }),
  );

export const useRemoveMember = () =>
  useTeamMutation((userId: string) =>
    api.delete(`/api/teams/mine/members/${encodeURIComponent(userId)}`, {
      schema: MyTeamResponseSchema,
    }),
  );

export const useHandOver = () =>
  useTeamMutation((userId: string) =>
    api.post('/api/teams/mine/leader', { userId }, { schema: MyTeamResponseSchema }),
  );

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/teams/mine/invites', { email }, { schema: TeamInviteSentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.mine() }),
  });
}

/** The token of a pasted join link, or the pasted token itself; null when it is neither. */
export function tokenFromInput(input: string): string | null {
  const text = input.trim();
  if (/^[A-Za-z0-9_-]{43}$/.test(text)) return text;
  try {
    const token = new URL(text).searchParams.get('join');
    return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** The join form: a pasted join link (or its bare token), read as the token it carries. */
export const JoinLinkFormSchema = lazySchema(() =>
  z.object({
    link: z.string().transform((link, ctx) => {
      const token = tokenFromInput(link);
      if (token) return token;
      ctx.addIssue({
        code: 'custom',
        message: t`Paste the whole join link your village leader shared, for example https://…/build-village?join=…`,
      });
      return z.NEVER;
    }),
  }),
);
