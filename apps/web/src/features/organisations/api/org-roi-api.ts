import type { RoiEstimateSeries, RoiInput } from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';
import { orgKeys } from './org-api';

/*
 * The organisation's ROI estimate series (ADR 053), apart from org-api: only /org shows it, so the
 * series' contract stays out of the chunk every organisation screen shares. The server's answer
 * is its checked contract and is not parsed again (issue 37: no client re-parse), so no domain
 * module is shared with /build-village's chunk only for it.
 */

const roiKey = (orgId: string) => [...orgKeys.all, orgId, 'roi-estimates'] as const;
const path = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/roi-estimates`;

/** `GET /api/orgs/:orgId/roi-estimates`: the organisation's ROI estimate series (owners and admins, ADR 053). */
export const useOrgRoiEstimates = (orgId: string) =>
  useQuery({
    queryKey: roiKey(orgId),
    queryFn: ({ signal }) => api.get<RoiEstimateSeries>(path(orgId), { signal }),
  });

/**
 * A new estimate in the organisation's series: its answer is the series as it now is, put in
 * place at once; the dashboards read again (their ROI row moves with it).
 */
export function useSaveOrgRoiEstimate(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoiInput) => api.post<RoiEstimateSeries>(path(orgId), input),
    onSuccess: async (series: RoiEstimateSeries) => {
      await putAnswer<RoiEstimateSeries>(queryClient, roiKey(orgId), series);
      // The dashboard on /org (growth's 'impact' keys) shows the series' trend too.
      void queryClient.invalidateQueries({ queryKey: ['growth', 'impact'] });
    },
  });
}
