import { PodcastEpisodeAnswerSchema, PodcastListSchema } from '@lv/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the podcast, one factory. */
export const podcastKeys = {
  all: ['podcast'] as const,
  list: () => ['podcast', 'list'] as const,
  episode: (id: string) => ['podcast', 'episode', id] as const,
};

/** `GET /api/podcast`: the published episodes, newest first (the service worker keeps a copy). */
export const podcastListQuery = () =>
  queryOptions({
    queryKey: podcastKeys.list(),
    queryFn: ({ signal }) => api.get('/api/podcast', { signal, schema: PodcastListSchema }),
    staleTime: 60_000,
  });

/** `GET /api/podcast/episodes/:id`: one episode with its transcript (kept for reading offline). */
export const podcastEpisodeQuery = (id: string) =>
  queryOptions({
    queryKey: podcastKeys.episode(id),
    queryFn: ({ signal }) =>
      api.get(`/api/podcast/episodes/${encodeURIComponent(id)}`, {
        signal,
        schema: PodcastEpisodeAnswerSchema,
      }),
    staleTime: 60_000,
  });

export const usePodcastList = () => useQuery(podcastListQuery());
export const usePodcastEpisode = (id: string) => useQuery(podcastEpisodeQuery(id));
