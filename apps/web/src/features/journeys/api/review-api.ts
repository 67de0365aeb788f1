import type { ReviewAnswerInput, ReviewAnswerResult, ReviewToday } from '@lv/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/*
 * The daily review of questions missed in knowledge checks (ADR 040): today's questions, and one
 * answer at a time, graded on the server (so never through the offline queue: the answer and the
 * right option come back at once). The server's answers are not parsed again (see check-api.ts).
 */

export const reviewKeys = {
  today: () => ['review', 'today'] as const,
};

/** `GET /api/me/review`: today's questions (without their answers) and how many are due. */
export const reviewTodayQuery = () =>
  queryOptions({
    queryKey: reviewKeys.today(),
    queryFn: ({ signal }) => api.get<ReviewToday>('/api/me/review', { signal }),
  });

export const useReviewToday = () => useQuery(reviewTodayQuery());

/** `POST /api/me/review/answers`: right or wrong, the explanations, the right option, when it comes back. */
export function useAnswerReview() {
  return useMutation({
    mutationFn: (input: ReviewAnswerInput) =>
      api.post<ReviewAnswerResult>('/api/me/review/answers', input),
  });
}

/** Reads today's review again (after the last answer, for the card's count). */
export function useRefreshReview() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.today() });
}
