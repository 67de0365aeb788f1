import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** One badge with the learner's progress (0-100; 100 = Unlocked) and when it was unlocked. */
export const MyBadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  criteria: z.string(),
  progress: z.number().int().min(0).max(100),
  unlockedAt: z.string().nullable(),
  /** The unlocked badge's Open Badges credential id (`/ob/badges/:credentialId`); null while locked. */
  credentialId: z.string().nullable(),
});
export type MyBadge = z.infer<typeof MyBadgeSchema>;

/** `GET /api/me/badges`: every badge with the signed-in learner's progress. */
export const MyBadgesSchema = z.object({ badges: z.array(MyBadgeSchema) });

export const myBadgesKey = () => ['my-badges'] as const;

/** Where an unlocked badge's signed Open Badges 3.0 credential is served. */
export const badgeCredentialUrl = (credentialId: string) => `/ob/badges/${encodeURIComponent(credentialId)}`;

export const myBadgesQueryOptions = () =>
  queryOptions({
    queryKey: myBadgesKey(),
    queryFn: ({ signal }) => api.get('/api/me/badges', { signal, schema: MyBadgesSchema }),
  });

export const useMyBadges = () => useQuery(myBadgesQueryOptions());
