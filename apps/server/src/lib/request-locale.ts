import { localeFromCookie, negotiateLocale, type Locale } from '@lv/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a request in (docs/decisions/020-i18n.md): the visitor's choice kept in
 * the `lv_locale` cookie (the switcher, and the learner's profile setting, write it), else the
 * browser's Accept-Language, else English. Content with a French version (journeys, knowledge base)
 * and anything else the server words follows it.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromCookie(request.headers.cookie) ?? negotiateLocale(request.headers['accept-language']);
}
