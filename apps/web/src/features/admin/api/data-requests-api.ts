import { AdminDeletionRequestsSchema, DeletionProcessAnswerSchema } from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const KEY = ['admin', 'deletion-requests'] as const;

/** The admin's list of deletion requests, newest first. */
export const useDeletionRequests = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get('/api/admin/deletion-requests', { signal, schema: AdminDeletionRequestsSchema }),
  });

/** The admin runs the due requests now, or erases one (`id`) before its date. */
export function useProcessDeletions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.post(
        id
          ? `/api/admin/deletion-requests/${encodeURIComponent(id)}/erase`
          : '/api/admin/deletion-requests/process',
        undefined,
        {
          schema: DeletionProcessAnswerSchema,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
