import { MyBadgesSchema } from '@lv/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const myBadgesKey = () => ['my-badges'] as const;

/** Where an unlocked badge's signed Open Badges 3.0 credential is served. */
export const badgeCredentialUrl = (credentialId: string) => `/ob/badges/${encodeURIComponent(credentialId)}`;

export const myBadgesQueryOptions = () =>
  queryOptions({
    queryKey: myBadgesKey(),
    queryFn: ({ signal }) => api.get('/api/me/badges', { signal, schema: MyBadgesSchema }),
  });

export const useMyBadges = () => useQuery(myBadgesQueryOptions());
