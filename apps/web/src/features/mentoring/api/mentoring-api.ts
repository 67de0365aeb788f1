import {
  ColleagueSearchResultSchema,
  LogMentoringResultSchema,
  MentoringInvitationSchema,
  MentoringOverviewSchema,
  MentoringPendingCountSchema,
  MentoringResponseResultSchema,
  type LogMentoringSession,
  type MentoringAnswer,
} from '@lv/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const mentoringKeys = {
  all: ['mentoring'] as const,
  overview: () => ['mentoring', 'overview'] as const,
  pendingCount: () => ['mentoring', 'pending-count'] as const,
  colleagues: (q: string) => ['mentoring', 'colleagues', q] as const,
  invitation: (token: string) => ['mentoring', 'invitation', token] as const,
};

/** `GET /api/mentoring`: the mentor status, sessions to confirm and the learner's other sessions. */
export const useMentoringOverview = () =>
  useQuery({
    queryKey: mentoringKeys.overview(),
    queryFn: ({ signal }) => api.get('/api/mentoring', { signal, schema: MentoringOverviewSchema }),
  });

/** Sessions waiting for the learner's answer (the navigation badge); a minute old is fresh enough. */
export const usePendingMentoringCount = (enabled = true) =>
  useQuery({
    queryKey: mentoringKeys.pendingCount(),
    queryFn: ({ signal }) => api.get('/api/mentoring/pending-count', { signal, schema: MentoringPendingCountSchema }),
    staleTime: 60_000,
    enabled,
  });

/** Colleagues matching `q` (the learner's village first); without `q`, the village. */
export const useColleagues = (q: string) =>
  useQuery({
    queryKey: mentoringKeys.colleagues(q),
    queryFn: ({ signal }) =>
      api.get(`/api/mentoring/colleagues${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`, { signal, schema: ColleagueSearchResultSchema }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

function useRefreshMentoring() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mentoringKeys.all });
}

export function useLogSession() {
  const refresh = useRefreshMentoring();
  return useMutation({
    mutationFn: (input: LogMentoringSession) => api.post('/api/mentoring/sessions', input, { schema: LogMentoringResultSchema }),
    onSuccess: refresh,
  });
}

/** The mentee answers in the app. */
export function useAnswerSession() {
  const refresh = useRefreshMentoring();
  return useMutation({
    mutationFn: ({ sessionId, answer }: { sessionId: string; answer: MentoringAnswer }) =>
      api.post(`/api/mentoring/sessions/${encodeURIComponent(sessionId)}/${answer}`, undefined, { schema: MentoringResponseResultSchema }),
    onSuccess: refresh,
  });
}

/** What an emailed link is about (a POST, so the token never sits in a URL the server logs). */
export const useInvitation = (token: string | null) =>
  useQuery({
    queryKey: mentoringKeys.invitation(token ?? ''),
    queryFn: ({ signal }) => api.post('/api/mentoring/respond/lookup', { token }, { signal, schema: MentoringInvitationSchema }),
    enabled: token !== null,
    retry: false,
  });

/** The one tap on the link's page. */
export function useAnswerByLink() {
  const refresh = useRefreshMentoring();
  return useMutation({
    mutationFn: ({ token, answer }: { token: string; answer: MentoringAnswer }) =>
      api.post('/api/mentoring/respond', { token, answer }, { schema: MentoringResponseResultSchema }),
    onSuccess: refresh,
  });
}
