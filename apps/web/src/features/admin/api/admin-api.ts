import {
  AdminBlueprintPageSchema,
  AdminBookingPageSchema,
  AdminRoiLeadPageSchema,
  AdminUserAnswerSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AuditPageSchema,
  BookingRetryAnswerSchema,
  DashboardSchema,
  DevOutboxSchema,
  KbEntryAnswerSchema,
  KbListSchema,
  SettingsAnswerSchema,
  type AdminUserExportQuery,
  type AdminUserListQuery,
  type AdminUserPatch,
  type AuditQuery,
  type DashboardPeriod,
  type KbEntryInput,
  type KbMove,
  type LeadExportQuery,
  type LeadKind,
  type LeadListQuery,
  type SettingsPatch,
} from '@lv/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';
import { refreshPublicConfig } from '../../../hooks/use-public-config';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../../lib/public-config';

/** Query keys of the admin console, one factory (so a change invalidates the right screens). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (period: DashboardPeriod) => ['admin', 'dashboard', period] as const,
  users: (query: AdminUserListQuery) => ['admin', 'users', 'list', query] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  settings: () => ['admin', 'settings'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
  outbox: () => ['admin', 'outbox'] as const,
  knowledgeBase: () => ['admin', 'knowledge-base'] as const,
  leads: (kind: LeadKind, query: LeadListQuery) => ['admin', 'leads', kind, query] as const,
};

/** Query-string of the defined values. */
export function toSearch(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: adminKeys.dashboard(period),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/dashboard${toSearch({ period })}`, { signal, schema: DashboardSchema }),
  });

export const useDashboard = (period: DashboardPeriod) =>
  useQuery({ ...dashboardQuery(period), placeholderData: keepPreviousData });

export const useUsers = (query: AdminUserListQuery) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/users${toSearch(query)}`, { signal, schema: AdminUserPageSchema }),
    placeholderData: keepPreviousData,
  });

/** The CSV export's address for the current filters (the browser downloads it). */
export const usersExportUrl = (filters: AdminUserExportQuery) =>
  `/api/admin/users/export${toSearch(filters)}`;

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/users/${encodeURIComponent(id)}`, {
        signal,
        schema: AdminUserDetailSchema,
      }),
  });

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminUserPatch) =>
      api.patch(`/api/admin/users/${encodeURIComponent(id)}`, patch, {
        schema: AdminUserAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}


export const useAdminSettings = () =>
  useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) =>
      api.get('/api/admin/settings', { signal, schema: SettingsAnswerSchema }),
  });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      api.patch('/api/admin/settings', patch, { schema: SettingsAnswerSchema }),
    onSuccess: async (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      // The public config (site name, leaders, prices) is cached app-wide.
      void refreshPublicConfig();
      void queryClient.invalidateQueries({ queryKey: PUBLIC_CONFIG_QUERY_KEY });
      await putAnswer(queryClient, adminKeys.settings(), answer);
    },
  });
}

export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/audit${toSearch(query)}`, { signal, schema: AuditPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useOutbox = () =>
  useQuery({
    queryKey: adminKeys.outbox(),
    queryFn: ({ signal }) =>
      api.get('/api/admin/outbox?limit=100', { signal, schema: DevOutboxSchema }),
  });

export const useAdminKnowledgeBase = () =>
  useQuery({
    queryKey: adminKeys.knowledgeBase(),
    queryFn: ({ signal }) => api.get('/api/admin/knowledge-base', { signal, schema: KbListSchema }),
  });

/** After a knowledge-base change: the admin list, the audit log and the public FAQ's cache. */
function useKnowledgeBaseChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.knowledgeBase() });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    void queryClient.invalidateQueries({ queryKey: ['knowledge-base'] });
  };
}

const entryPath = (id: string) => `/api/admin/knowledge-base/${encodeURIComponent(id)}`;

/** Adds an entry (no id) or changes one (with its id). */
export function useSaveKbEntry() {
  const changed = useKnowledgeBaseChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: KbEntryInput }) =>
      id
        ? api.put(entryPath(id), input, { schema: KbEntryAnswerSchema })
        : api.post('/api/admin/knowledge-base', input, { schema: KbEntryAnswerSchema }),
    onSuccess: changed,
  });
}

export function useMoveKbEntry() {
  const changed = useKnowledgeBaseChanged();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: KbMove }) =>
      api.post(`${entryPath(id)}/move`, move, { schema: KbListSchema }),
    onSettled: changed,
  });
}

export function useDeleteKbEntry() {
  const changed = useKnowledgeBaseChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete(entryPath(id)),
    onSuccess: changed,
  });
}

/** Filters a list of this kind accepts (only bookings have a delivery status). */
const leadFilters = ({ status, ...rest }: LeadExportQuery, kind: LeadKind): LeadExportQuery =>
  kind === 'bookings' ? { ...rest, status } : rest;

const leadPath = (kind: LeadKind) => `/api/admin/leads/${kind}`;

export const useBookings = (query: LeadListQuery) =>
  useQuery({
    queryKey: adminKeys.leads('bookings', query),
    queryFn: ({ signal }) =>
      api.get(`${leadPath('bookings')}${toSearch(query)}`, {
        signal,
        schema: AdminBookingPageSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useRoiLeads = (query: LeadListQuery) =>
  useQuery({
    queryKey: adminKeys.leads('roi', query),
    queryFn: ({ signal }) =>
      api.get(
        `${leadPath('roi')}${toSearch({ ...leadFilters(query, 'roi'), page: query.page, pageSize: query.pageSize })}`,
        {
          signal,
          schema: AdminRoiLeadPageSchema,
        },
      ),
    placeholderData: keepPreviousData,
  });

export const useBlueprints = (query: LeadListQuery) =>
  useQuery({
    queryKey: adminKeys.leads('blueprints', query),
    queryFn: ({ signal }) =>
      api.get(
        `${leadPath('blueprints')}${toSearch({ ...leadFilters(query, 'blueprints'), page: query.page, pageSize: query.pageSize })}`,
        {
          signal,
          schema: AdminBlueprintPageSchema,
        },
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV export's address for a list and its filters (the browser downloads it). */
export const leadsExportUrl = (kind: LeadKind, filters: LeadExportQuery) =>
  `${leadPath(kind)}/export${toSearch({ ...leadFilters(filters, kind) })}`;

/** Re-queues a failed booking delivery; the lists and the dashboard refresh. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api.post(`${leadPath('bookings')}/${encodeURIComponent(bookingId)}/retry`, undefined, {
        schema: BookingRetryAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
