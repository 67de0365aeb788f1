import {
  EnrolResultSchema,
  JourneyDetailSchema,
  JourneyListSchema,
  ModuleCompletionResultSchema,
  ModuleDetailSchema,
  type ModuleCompletionInput,
  type ModuleDetail,
} from '@lv/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the journeys, one factory (an enrolment or a completion refreshes them all). */
export const journeyKeys = {
  all: ['journeys'] as const,
  list: () => [...journeyKeys.all, 'list'] as const,
  detail: (journeyId: string) => [...journeyKeys.all, 'detail', journeyId] as const,
  module: (journeyId: string, moduleSlug: string) => [...journeyKeys.all, 'module', journeyId, moduleSlug] as const,
};

const journeyPath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}`;
const modulePath = (journeyId: string, moduleSlug: string) =>
  `${journeyPath(journeyId)}/modules/${encodeURIComponent(moduleSlug)}`;

/** `GET /api/journeys`: every published journey, the learner's recommended one first. */
export const journeysQuery = () =>
  queryOptions({
    queryKey: journeyKeys.list(),
    queryFn: ({ signal }) => api.get('/api/journeys', { signal, schema: JourneyListSchema }),
  });

/** `GET /api/journeys/:journeyId`: its modules in order, progress, what is next, capstone, webinars. */
export const journeyQuery = (journeyId: string) =>
  queryOptions({
    queryKey: journeyKeys.detail(journeyId),
    queryFn: ({ signal }) => api.get(journeyPath(journeyId), { signal, schema: JourneyDetailSchema }),
  });

/** `GET /api/journeys/:journeyId/modules/:moduleSlug`: the lesson (safe HTML) and the learner's state. */
export const moduleQuery = (journeyId: string, moduleSlug: string) =>
  queryOptions({
    queryKey: journeyKeys.module(journeyId, moduleSlug),
    queryFn: ({ signal }) => api.get(modulePath(journeyId, moduleSlug), { signal, schema: ModuleDetailSchema }),
  });

export const useJourneys = () => useQuery(journeysQuery());
export const useJourney = (journeyId: string) => useQuery(journeyQuery(journeyId));
export const useJourneyModule = (journeyId: string, moduleSlug: string) => useQuery(moduleQuery(journeyId, moduleSlug));

/** `PUT /api/journeys/:journeyId/enrolment`: idempotent; every journeys screen reads the new state. */
export function useEnrol(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put(`${journeyPath(journeyId)}/enrolment`, undefined, { schema: EnrolResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
  });
}

/**
 * `POST .../completion` with the reflection: 201 the first time (XP awarded), 200 with
 * `created: false` for a repeat (nothing awarded). The module shows done at once; the journey's
 * progress and the list are read again.
 */
export function useCompleteModule(journeyId: string, moduleSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModuleCompletionInput) =>
      api.post(`${modulePath(journeyId, moduleSlug)}/completion`, input, { schema: ModuleCompletionResultSchema }),
    onSuccess: (result) => {
      queryClient.setQueryData<ModuleDetail>(journeyKeys.module(journeyId, moduleSlug), (module) =>
        module ? { ...module, completion: result.completion } : module,
      );
      void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.detail(journeyId) });
    },
  });
}
