import { PublicProfileSchema } from '@lv/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const publicProfileKeys = {
  all: ['public-profile'] as const,
  one: (userId: string) => [...publicProfileKeys.all, userId] as const,
};

export const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: publicProfileKeys.one(userId),
    queryFn: ({ signal }) =>
      api.get(`/api/users/${encodeURIComponent(userId)}/profile`, {
        signal,
        schema: PublicProfileSchema,
      }),
    retry: (count, error) =>
      !(error instanceof Error && 'status' in error && error.status === 404) && count < 2,
  });

export const usePublicProfile = (userId: string) => useQuery(publicProfileQuery(userId));
