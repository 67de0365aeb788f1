import type { Locale } from '@lv/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './request-locale';

/** What a language-dependent answer varies on: the two headers requestLocale reads. */
const LOCALE_VARY = ['Accept-Language', 'Cookie'];

/**
 * requestLocale for an answer whose words depend on it (translated content: journeys, lessons, the
 * knowledge base, events), adding those headers to Vary so that no cache gives a reader the copy
 * made for another language. The ETag (a hash of the body, plugins/low-data.ts) differs between
 * languages anyway, so a revalidation in another language gets the new copy, never a 304.
 */
export function answerLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const missing = LOCALE_VARY.filter((v) => !names.some((n) => n.toLowerCase() === v.toLowerCase()));
  if (missing.length) reply.header('vary', [...names, ...missing].join(', '));
  return requestLocale(request);
}
