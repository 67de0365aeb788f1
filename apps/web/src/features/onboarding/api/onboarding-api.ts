import { OnboardingResultSchema, OnboardingStatusSchema, type OnboardingData } from '@lv/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: () => [...onboardingKeys.all, 'status'] as const,
};

/** `GET /api/me/onboarding`: the saved blueprint, or the landing-page blueprint to start from. */
export const onboardingStatusQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.status(),
    queryFn: ({ signal }) => api.get('/api/me/onboarding', { signal, schema: OnboardingStatusSchema }),
  });

export const useOnboardingStatus = () => useQuery(onboardingStatusQuery());

/** `PUT /api/me/onboarding`: saves the blueprint; the server awards 50 XP the first time only. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: OnboardingData) =>
      api.put('/api/me/onboarding', answers, { schema: OnboardingResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** `POST /api/me/welcome`: the learner has seen /welcome (later sign-ins go straight on). */
export const markWelcomed = () => api.post('/api/me/welcome');
