import { localeFromCookie, negotiateLocale, type Locale } from '@lv/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The language to answer a request in (docs/decisions/020-i18n.md): the visitor's choice kept in
 * the `lv_locale` cookie (the switcher, and the learner's profile setting, write it), else the
 * browser's Accept-Language, else English. Content with a French version (journeys, knowledge base)
 * and anything else the server words follows it.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromCookie(request.headers.cookie) ?? negotiateLocale(request.headers['accept-language']);
}

/** What a language-dependent answer varies on: the two headers requestLocale reads. */
const LOCALE_VARY = ['Accept-Language', 'Cookie'];

/**
 * requestLocale for an answer whose words depend on it (translated content), adding those headers
 * to Vary so that no cache gives a reader the copy made for another language. The ETag (a hash of
 * the body, plugins/low-data.ts) differs between languages anyway.
 */
export function answerLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  const missing = LOCALE_VARY.filter((v) => !names.some((n) => n.toLowerCase() === v.toLowerCase()));
  if (missing.length) reply.header('vary', [...names, ...missing].join(', '));
  return requestLocale(request);
}
