import { OwnDeletionAnswerSchema, type DeletionRequestInput } from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';

/** The two files of "Download my data" (ADR 037): downloaded by the browser, never read by the app. */
export const DATA_EXPORTS = {
  html: '/api/me/data/export.html',
  json: '/api/me/data/export.json',
} as const;

const DELETION = '/api/me/data/deletion';
export const dataRightsKeys = {
  deletion: () => ['data-rights', 'deletion'] as const,
};

/** The learner's pending deletion request, or null. */
export const useOwnDeletion = () =>
  useQuery({
    queryKey: dataRightsKeys.deletion(),
    queryFn: ({ signal }) => api.get(DELETION, { signal, schema: OwnDeletionAnswerSchema }),
  });

/** Asks for the account to be deleted after the cool-off. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeletionRequestInput) =>
      api.post(DELETION, input, { schema: OwnDeletionAnswerSchema }),
    onSuccess: (answer) => putAnswer(queryClient, dataRightsKeys.deletion(), answer),
  });
}

/** Cancels the pending request. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(DELETION),
    onSuccess: () => putAnswer(queryClient, dataRightsKeys.deletion(), { request: null }),
  });
}
