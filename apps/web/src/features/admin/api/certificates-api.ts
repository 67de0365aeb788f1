import {
  AdminCertificatePageSchema,
  AdminCertificateSchema,
  ReissueAnswerSchema,
  type AccreditorPackQuery,
  type AdminCertificateQuery,
} from '@lv/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, toSearch } from './admin-api';

const certificateKeys = {
  all: [...adminKeys.all, 'certificates'] as const,
  list: (query: AdminCertificateQuery) => [...adminKeys.all, 'certificates', query] as const,
};

/** `GET /api/admin/certificates`: a page of certificates (search by name, id or code; per journey). */
export const useAdminCertificates = (query: AdminCertificateQuery) =>
  useQuery({
    queryKey: certificateKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/admin/certificates${toSearch(query)}`, { signal, schema: AdminCertificatePageSchema }),
    placeholderData: keepPreviousData,
  });

/** Revoke or reissue a certificate, with the reason (audited on the server). */
export function useCertificateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, reason }: { id: string; action: 'revoke' | 'reissue'; reason: string }): Promise<void> => {
      const path = `/api/admin/certificates/${encodeURIComponent(id)}/${action}`;
      if (action === 'revoke') await api.post(path, { reason }, { schema: AdminCertificateSchema });
      else await api.post(path, { reason }, { schema: ReissueAnswerSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

/** The accreditor pack's address (the browser downloads the CSV). */
export const accreditorPackUrl = (query: AccreditorPackQuery) => `/api/admin/certificates/accreditor-pack.csv${toSearch(query)}`;
