import { isPaymentPage, type Locale } from '@lv/domain';

/*
 * What the service worker answers, as pure functions of the URL (tested in routes.test.ts).
 * Only this file decides; service-worker.ts wires it to Workbox.
 */

/** The Cache Storage name of the learner's API reads (the page deletes it on sign-out). */
export const API_CACHE = 'lv-api-v1';
/** The header the worker puts on an API answer it stored: when it was saved (epoch ms). */
export const SAVED_AT_HEADER = 'x-lv-saved-at';

/** Paths the server answers itself: the API, callable functions, credentials, server-made pages, files. */
const SERVER_PATH = /^\/(?:api|functions|ob|verify|assets)(?:\/|$)/;
const FILE_PATH = /\.[a-z0-9]{1,12}$/i;

/**
 * The precached page a navigation to `pathname` gets: the prerendered landing page in the visitor's
 * language for `/`, the French one for `/fr` whatever the visitor's language (the English page
 * names only `/` as its path, and at `/fr` it would start the router: "Page not found"), the app
 * shell for every client-side route, null for what the server must answer (as the server's own
 * fallback does, apps/server/src/plugins/web-app.ts).
 */
export function shellFor(pathname: string, locale: Locale = 'en'): string | null {
  if (pathname === '/fr') return '/landing-fr.html';
  if (pathname === '/') return locale === 'en' ? '/landing.html' : `/landing-${locale}.html`;
  if (SERVER_PATH.test(pathname) || FILE_PATH.test(pathname)) return null;
  return '/index.html';
}

/**
 * True for the page the server must send itself when it can: the payment page, whose document
 * alone carries the CSP that lets Stripe.js run (ADR 018). The precached shell answers it offline.
 */
export function serverFirst(pathname: string): boolean {
  return isPaymentPage(pathname);
}

/**
 * The learner's own reads kept for offline use (network first, the saved copy when the network
 * fails): their session and user document, points and ledger, badges, profile, onboarding, the
 * impact log, their village, the leaderboards, the journeys, lessons and knowledge checks and the
 * podcast episodes they opened. Never a live stream, an admin read, another learner's page or
 * anything outside /api.
 */
const CACHED_READS: readonly RegExp[] = [
  /^\/api\/session$/,
  /^\/api\/public-config$/,
  /^\/api\/me$/,
  /^\/api\/me\/(?:points|ledger|badges|profile|onboarding|impact)$/,
  /^\/api\/leaderboard(?:\/teams)?$/,
  /^\/api\/teams\/mine$/,
  // The journeys, their lessons and each lesson's knowledge check (its questions, never its answers).
  /^\/api\/journeys(?:\/[^/]+(?:\/modules\/[^/]+(?:\/check)?)?)?$/,
  // The podcast's list and the episodes opened, transcripts included: readable offline (ADR 042).
  /^\/api\/podcast(?:\/episodes\/[^/]+)?$/,
];

/** True for a GET of our origin that the worker serves network first with a saved copy. */
export function isCachedRead(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && CACHED_READS.some((pattern) => pattern.test(url.pathname));
}

/**
 * The one message that asks the worker to read and save API reads: the page's first worker gets it
 * for the reads made before it controlled the page, and "Save lessons for offline reading" for each
 * lesson. With a port, the worker answers on it how many it saved (`SaveReadsAnswer`).
 */
export const SAVE_READS = 'SAVE_READS';

/** The SAVE_READS message for `paths`. */
export const saveReadsMessage = (paths: readonly string[]) => ({ type: SAVE_READS, paths: [...paths] });

/** The worker's answer to a SAVE_READS message sent with a port: how many reads it saved fresh from the network. */
export interface SaveReadsAnswer {
  saved: number;
}
/** At most this many reads saved for one message (a screen makes a handful). */
const MAX_READS_TO_SAVE = 40;

/**
 * The addresses of a SAVE_READS message the worker saves: paths of our origin that are saved reads
 * (`isCachedRead`), each once; anything else in the message is ignored.
 */
export function readsToSave(data: unknown, origin: string): URL[] {
  const message = data as { type?: unknown; paths?: unknown } | null;
  if (message?.type !== SAVE_READS || !Array.isArray(message.paths)) return [];
  const urls = new Map<string, URL>();
  for (const path of message.paths as unknown[]) {
    if (urls.size === MAX_READS_TO_SAVE) break;
    if (typeof path !== 'string' || !path.startsWith('/')) continue;
    const url = new URL(path, origin);
    if (isCachedRead(url, 'GET', origin)) urls.set(url.href, url);
  }
  return [...urls.values()];
}
