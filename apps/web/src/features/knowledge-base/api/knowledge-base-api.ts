import { KbListSchema, type KbList } from '@lv/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the public FAQ. */
export const knowledgeBaseKeys = {
  all: ['knowledge-base'] as const,
  search: (q: string) => [...knowledgeBaseKeys.all, { q }] as const,
};

/** `GET /api/knowledge-base`: every entry, or those matching the search text. */
export function fetchKnowledgeBase(q: string, signal?: AbortSignal): Promise<KbList> {
  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return api.get(`/api/knowledge-base${search}`, { signal, schema: KbListSchema });
}

export const knowledgeBaseQuery = (q: string) =>
  queryOptions({
    queryKey: knowledgeBaseKeys.search(q.trim()),
    queryFn: ({ signal }) => fetchKnowledgeBase(q, signal),
    // While a new search runs, the last answers stay on screen.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useKnowledgeBase = (q: string) => useQuery(knowledgeBaseQuery(q));
