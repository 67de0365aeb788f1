import { PublicProfileSchema } from '@lv/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const publicProfileKeys = {
  all: ['public-profile'] as const,
  one: (userId: string) => [...publicProfileKeys.all, userId] as const,
};

/** Retried as every read is (lib/query-client.ts shouldRetryQuery: never a 404, never offline). */
export const publicProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: publicProfileKeys.one(userId),
    queryFn: ({ signal }) =>
      api.get(`/api/users/${encodeURIComponent(userId)}/profile`, {
        signal,
        schema: PublicProfileSchema,
      }),
  });

export const usePublicProfile = (userId: string) => useQuery(publicProfileQuery(userId));
