import {
  CpdAddAnswerSchema,
  CpdEntrySchema,
  CpdRecordSchema,
  OwnCertificateListSchema,
  type ExternalCpdInput,
} from '@lv/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const cpdKeys = {
  all: ['cpd'] as const,
  record: (page: number) => [...cpdKeys.all, 'record', { page }] as const,
  certificates: () => [...cpdKeys.all, 'certificates'] as const,
};

/** `GET /api/me/cpd?page=`: a page of the learner's record (newest first) and the whole record's totals. */
export const cpdRecordQuery = (page: number) =>
  queryOptions({
    queryKey: cpdKeys.record(page),
    queryFn: ({ signal }) => api.get(`/api/me/cpd?page=${page}`, { signal, schema: CpdRecordSchema }),
  });

export const useCpdRecord = (page: number) => useQuery({ ...cpdRecordQuery(page), placeholderData: keepPreviousData });

/** `GET /api/me/certificates`: the learner's journey certificates. */
export const certificatesQuery = () =>
  queryOptions({
    queryKey: cpdKeys.certificates(),
    queryFn: ({ signal }) => api.get('/api/me/certificates', { signal, schema: OwnCertificateListSchema }),
  });

export const useCertificates = () => useQuery(certificatesQuery());

function useInvalidateRecord() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cpdKeys.all });
}

/** `POST /api/me/cpd`: external CPD, self-reported (the request key makes a retry add it once). */
export function useAddExternalCpd() {
  const invalidate = useInvalidateRecord();
  return useMutation({
    mutationFn: (input: ExternalCpdInput) => api.post('/api/me/cpd', input, { schema: CpdAddAnswerSchema }),
    onSuccess: invalidate,
  });
}

/** `POST /api/me/cpd/:id/void`: voids an own self-reported entry, with the reason. */
export function useVoidEntry() {
  const invalidate = useInvalidateRecord();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`/api/me/cpd/${encodeURIComponent(id)}/void`, { reason }, { schema: CpdEntrySchema }),
    onSuccess: invalidate,
  });
}

/** Same-origin download links (the server makes both files; the session cookie goes along). */
export const CPD_EXPORTS = { csv: '/api/me/cpd/export.csv', pdf: '/api/me/cpd/statement.pdf' } as const;
