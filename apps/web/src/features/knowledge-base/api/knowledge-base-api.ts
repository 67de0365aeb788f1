import { KB_CATEGORIES, type KbEntry, type KbList } from '@lv/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the public FAQ. */
export const knowledgeBaseKeys = {
  all: ['knowledge-base'] as const,
  search: (q: string) => [...knowledgeBaseKeys.all, { q }] as const,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const CATEGORIES: ReadonlySet<string> = new Set(KB_CATEGORIES);

function toKbEntry(v: unknown): KbEntry {
  if (
    !isRecord(v) ||
    typeof v.id !== 'string' ||
    typeof v.category !== 'string' ||
    !CATEGORIES.has(v.category) ||
    typeof v.question !== 'string' ||
    typeof v.answer !== 'string' ||
    typeof v.position !== 'number' ||
    typeof v.updatedAt !== 'string'
  ) {
    throw new Error('Unexpected knowledge-base entry');
  }
  return {
    id: v.id,
    category: v.category as KbEntry['category'],
    question: v.question,
    answer: v.answer,
    position: v.position,
    updatedAt: v.updatedAt,
  };
}

/**
 * Checks the answer's shape by hand: the public page stays free of zod (about 23 KB), as the
 * landing page does for the public config.
 */
export function toKbList(data: unknown): KbList {
  if (!isRecord(data) || !Array.isArray(data.entries)) throw new Error('Unexpected knowledge-base answer');
  return { entries: data.entries.map(toKbEntry) };
}

/** `GET /api/knowledge-base`: every entry, or those matching the search text. */
export function fetchKnowledgeBase(q: string, signal?: AbortSignal): Promise<KbList> {
  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return api.get(`/api/knowledge-base${search}`, { signal, schema: { parse: toKbList } });
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
