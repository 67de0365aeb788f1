import {
  AdminCapstoneDetailSchema,
  AdminCapstonePageSchema,
  CapstonePreviewSchema,
  CapstoneViewSchema,
  EnrolResultSchema,
  type AdminCapstoneQuery,
  type CapstoneDraftInput,
  type CapstoneReviewInput,
  type CapstoneSubmissionInput,
  type CapstoneView,
} from '@lv/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';

/** Query keys of the capstones, one factory (so a change refreshes the right screens). */
export const capstoneKeys = {
  all: ['capstones'] as const,
  mine: (journeyId: string) => ['capstones', 'mine', journeyId] as const,
  queues: () => ['capstones', 'admin', 'queue'] as const,
  queue: (query: AdminCapstoneQuery) => ['capstones', 'admin', 'queue', query] as const,
  detail: (id: string) => ['capstones', 'admin', 'detail', id] as const,
};

const minePath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}/capstone`;
const adminPath = (id: string) => `/api/admin/capstones/${encodeURIComponent(id)}`;

/** The learner's own capstone for a journey (brief, working copy, submissions and reviews). */
export const useCapstone = (journeyId: string) =>
  useQuery({
    queryKey: capstoneKeys.mine(journeyId),
    queryFn: ({ signal }) => api.get(minePath(journeyId), { signal, schema: CapstoneViewSchema }),
  });

/** Saves the answer in the cache, so the screen shows what the server stored. */
function useStoreView(journeyId: string) {
  const queryClient = useQueryClient();
  return (view: CapstoneView) => putAnswer(queryClient, capstoneKeys.mine(journeyId), view);
}

export function useSaveDraft(journeyId: string) {
  const store = useStoreView(journeyId);
  return useMutation({
    mutationFn: (input: CapstoneDraftInput) =>
      api.put(minePath(journeyId), input, { schema: CapstoneViewSchema }),
    onSuccess: store,
  });
}

export function useSubmitCapstone(journeyId: string) {
  const store = useStoreView(journeyId);
  return useMutation({
    mutationFn: (input: CapstoneSubmissionInput) =>
      api.post(`${minePath(journeyId)}/submissions`, input, { schema: CapstoneViewSchema }),
    onSuccess: store,
  });
}

/** Tells the server the learner has read their review; the screen keeps showing it until they leave. */
export function useMarkReviewSeen(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${minePath(journeyId)}/review-seen`),
    onSuccess: () =>
      putAnswer<CapstoneView>(queryClient, capstoneKeys.mine(journeyId), (view) =>
        view ? { ...view, unseenReview: false } : view,
      ),
  });
}

/** Enrols in the journey (idempotent on the server), then reloads the capstone. */
export function useEnrol(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put(`/api/journeys/${encodeURIComponent(journeyId)}/enrolment`, undefined, {
        schema: EnrolResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: capstoneKeys.mine(journeyId) }),
  });
}

/** The Markdown rendered and sanitised by the server, exactly as a submission will be stored. */
export const usePreview = () =>
  useMutation({
    mutationFn: (text: string) =>
      api.post('/api/capstones/preview', { text }, { schema: CapstonePreviewSchema }),
  });

// ---- Admin ----

function queueSearch(query: AdminCapstoneQuery): string {
  const search = new URLSearchParams({ view: query.view, pageSize: String(query.pageSize) });
  if (query.page > 1) search.set('page', String(query.page));
  return `?${search.toString()}`;
}

export const useCapstoneQueue = (query: AdminCapstoneQuery) =>
  useQuery({
    queryKey: capstoneKeys.queue(query),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/capstones${queueSearch(query)}`, {
        signal,
        schema: AdminCapstonePageSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminCapstone = (id: string) =>
  useQuery({
    queryKey: capstoneKeys.detail(id),
    queryFn: ({ signal }) => api.get(adminPath(id), { signal, schema: AdminCapstoneDetailSchema }),
  });

/** Accepts or asks for changes; the queue is refreshed either way (also after a 409: someone else decided). */
export function useReviewCapstone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CapstoneReviewInput) =>
      api.post(`${adminPath(id)}/review`, input, { schema: AdminCapstoneDetailSchema }),
    onSuccess: (detail) => putAnswer(queryClient, capstoneKeys.detail(id), detail),
    onError: () => queryClient.invalidateQueries({ queryKey: capstoneKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: capstoneKeys.queues() }),
  });
}
