import { OwnProfileSchema, type ProfileUpdateInput } from '@lv/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';
import { useAuth } from '../../../lib/auth-state';
import { publicProfileKeys } from './public-profile-api';

export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
};

/** `GET /api/me/profile`: the signed-in learner's own profile. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: profileKeys.own(),
    queryFn: ({ signal }) => api.get('/api/me/profile', { signal, schema: OwnProfileSchema }),
  });

export const useOwnProfile = () => useQuery(ownProfileQuery());

/** `PATCH /api/me/profile`: changes only the fields sent. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (patch: ProfileUpdateInput) =>
      api.patch('/api/me/profile', patch, { schema: OwnProfileSchema }),
    onSuccess: async (profile) => {
      // The name and photo show in the header, the public profile and the leaderboards.
      void refresh();
      void queryClient.invalidateQueries({ queryKey: publicProfileKeys.one(profile.id) });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
      await putAnswer(queryClient, profileKeys.own(), profile);
    },
  });
}
