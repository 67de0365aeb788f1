import { ImpactEntrySchema } from '@lv/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** `GET /api/users/:userId/profile`: what anyone may see of a learner. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  personalityType: z.string().nullable(),
  points: z.number(),
  rank: z.number().int().nullable(),
  memberSince: z.string(),
  badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      criteria: z.string(),
      progress: z.number().int().min(0).max(100),
      unlockedAt: z.string().nullable(),
    }),
  ),
  /** The learner's public impact entries, newest first. */
  impact: z.array(ImpactEntrySchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

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
