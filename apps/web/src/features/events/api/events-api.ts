import {
  AdminEventDetailSchema,
  AdminEventListSchema,
  AdminEventResultSchema,
  AttendanceCodeSchema,
  AttendanceResultSchema,
  EventDetailSchema,
  EventListSchema,
  MarkAttendanceResultSchema,
  RegistrationResultSchema,
  type AttendanceCodeInput,
  type EventInput,
  type LearnerEvent,
  type MarkAttendanceInput,
} from '@lv/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';

/** Query keys of events, one factory (so a change invalidates the right screens). */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => ['events', 'list'] as const,
  list: (journeyId: string | null) => ['events', 'list', journeyId] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  admin: () => ['events', 'admin'] as const,
  adminList: () => ['events', 'admin', 'list'] as const,
  adminDetail: (id: string) => ['events', 'admin', 'detail', id] as const,
  code: (id: string) => ['events', 'admin', 'code', id] as const,
};

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
const adminPath = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

/** The address of an event's calendar file (the browser downloads it). */
export const calendarUrl = (id: string) => `${eventPath(id)}/calendar.ics`;

/** The learner's events, optionally of one journey (its URL id). */
export const useEvents = (journeyId: string | null = null) =>
  useQuery({
    queryKey: eventKeys.list(journeyId),
    queryFn: ({ signal }) =>
      api.get(`/api/events${journeyId ? `?${new URLSearchParams({ journeyId }).toString()}` : ''}`, {
        signal,
        schema: EventListSchema,
      }),
  });

export const useEvent = (id: string) =>
  useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api.get(eventPath(id), { signal, schema: EventDetailSchema }),
  });

/** Puts a changed event into its detail, and refreshes the lists that hold it. */
async function storeEvent(queryClient: QueryClient, event: LearnerEvent) {
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  await putAnswer<{ event: LearnerEvent }>(queryClient, eventKeys.detail(event.id), (old) =>
    old ? { ...old, event } : old,
  );
}

export function useRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (register: boolean) =>
      register
        ? api.put(`${eventPath(id)}/registration`, undefined, { schema: RegistrationResultSchema })
        : api.delete(`${eventPath(id)}/registration`, { schema: RegistrationResultSchema }),
    onSuccess: (result) => storeEvent(queryClient, result.event),
  });
}

export function useAttend(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttendanceCodeInput) =>
      api.post(`${eventPath(id)}/attendance`, input, { schema: AttendanceResultSchema }),
    onSuccess: (result) => storeEvent(queryClient, result.event),
  });
}

// ---- Admin ----

export const useAdminEvents = () =>
  useQuery({
    queryKey: eventKeys.adminList(),
    queryFn: ({ signal }) => api.get('/api/admin/events', { signal, schema: AdminEventListSchema }),
  });

export const useAdminEvent = (id: string) =>
  useQuery({
    queryKey: eventKeys.adminDetail(id),
    queryFn: ({ signal }) => api.get(adminPath(id), { signal, schema: AdminEventDetailSchema }),
  });

/** Schedules (id null) or changes an event. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
      id
        ? api.put(adminPath(id), input, { schema: AdminEventResultSchema })
        : api.post('/api/admin/events', input, { schema: AdminEventResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`${adminPath(id)}/cancel`, undefined, { schema: AdminEventResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useMarkAttendance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (who: MarkAttendanceInput) =>
      api.post(`${adminPath(id)}/attendance`, who, { schema: MarkAttendanceResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.admin() }),
  });
}

/** The longest wait between two reads of the host's code while it is not showing one. */
const CODE_IDLE_POLL_MS = 30_000;

/**
 * The host's current code: read again just after it rotates (by the server's clock), and every
 * half minute while attendance is not open yet.
 */
export const useAttendanceCode = (id: string) =>
  useQuery({
    queryKey: eventKeys.code(id),
    queryFn: ({ signal }) =>
      api.get(`${adminPath(id)}/code`, { signal, schema: AttendanceCodeSchema }),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      if (data.state === 'closed' || data.state === 'cancelled') return false;
      if (!data.rotatesAt) return CODE_IDLE_POLL_MS;
      const untilRotation = Date.parse(data.rotatesAt) - Date.parse(data.serverTime);
      return Math.max(1_000, untilRotation + 500);
    },
  });
