import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { acceptedLanguages, TIME_ZONE_COOKIE, type Locale, type UserDocument } from '@lv/domain';
import { parseCookies } from 'better-auth/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web build's Node module (apps/web/src/entry-server.tsx), in dist-server beside dist. */
interface EntryServer {
  renderScreen(request: {
    url: string;
    locale: Locale;
    timeZone: string | null;
    languages: readonly string[];
    saveData: boolean;
    read: (path: string) => Promise<Response>;
  }): Promise<{ markup: string; state: { session: UserDocument | null; queries: unknown } } | null>;
}

/** A screen rendered for its reader: its markup and the state the browser's first render takes. */
export interface RenderedScreen {
  markup: string;
  /** The state as JSON that is safe inside a `<script type="application/json">`. */
  stateJson: string;
}

/** The reader's time zone from their cookie, when it is one this server knows. */
export function readerTimeZone(request: FastifyRequest): string | null {
  const zone = parseCookies(request.headers.cookie ?? '').get(TIME_ZONE_COOKIE);
  if (!zone) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(zone);
    new Intl.DateTimeFormat('en', { timeZone: decoded });
  } catch {
    return null;
  }
  return decoded.length <= 64 ? decoded : null;
}

/** The request's `Save-Data: on` (the browser's data saver): the page leaves photos out until asked. */
export const asksToSaveData = (request: FastifyRequest): boolean => String(request.headers['save-data'] ?? '').trim().toLowerCase() === 'on';

/** JSON inside HTML: no `<` can close the script, no line separator can end it. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The server's render of a screen with its first data (ADR 024), or null without a web build that
 * has it. Each API read the screen makes goes through this app's own request pipeline
 * (`app.inject`) with the reader's cookie and language, so it meets every check a read from their
 * browser meets. Times are written in the reader's time zone (their browser names it on every
 * page, `lv-tz`); before it is known, a screen that writes a date or a time is not rendered here,
 * as its times could differ from the browser's render.
 * A failure is logged and the browser renders the screen itself, as it does without this.
 */
export async function loadServerRender(
  app: FastifyInstance,
  dist: string,
): Promise<((request: FastifyRequest, locale: Locale) => Promise<RenderedScreen | null>) | null> {
  const file = path.join(dist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as EntryServer;
  return async (request, locale) => {
    const timeZone = readerTimeZone(request);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    const read = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers });
      const type = answer.headers['content-type'];
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    };
    try {
      const rendered = await entry.renderScreen({
        url: request.url,
        locale,
        timeZone,
        languages: acceptedLanguages(request.headers['accept-language']),
        saveData: asksToSaveData(request),
        read,
      });
      return rendered && { markup: rendered.markup, stateJson: scriptSafeJson(rendered.state) };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the browser renders the screen');
      return null;
    }
  };
}
