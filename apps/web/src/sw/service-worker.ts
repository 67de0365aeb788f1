/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@lv/domain';
import { API_CACHE, isCachedRead, readsToSave, SAVE_READS, SAVED_AT_HEADER, serverFirst, shellFor, type SaveReadsAnswer } from './routes';
import { checkOwner } from './saved-reads-owner';

/*
 * The service worker (built by vite-plugin-pwa, injectManifest; docs/ARCHITECTURE.md "Offline").
 * - The app shell, the prerendered landing page and every hashed asset are precached, so a
 *   return visit starts without the network and navigations work offline.
 * - The learner's own API reads go network first; when the network fails (or takes over 6 s,
 *   a stalled 3G link) the saved copy answers, marked with `x-lv-saved-at` so the page can say
 *   "Offline — showing what was saved at HH:MM". They are one learner's: cleared when the
 *   session ends however it ends (the next online 401, or a session answer for someone else or
 *   nobody: saved-reads-owner.ts).
 * - The worker saves reads the page asks it to (SAVE_READS): the reads the page made before the
 *   first worker took it over (read here, off the page's main thread, so the page renders nothing
 *   again for them) and the lessons a learner saves for offline reading, answering how many it saved.
 * - A new version waits: it never skips waiting on its own. The page tells it to take over at the
 *   next navigation when no form has unsent edits (lib/offline/service-worker.ts).
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Navigations get the precached page of this version at once (the app shell model); the
// server-made pages and files go to the network as before. The payment page comes from the
// server (its own CSP), the precached shell only when the network fails.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && shellFor(url.pathname) !== null,
  async ({ request, url }) => {
    const shell = async () => matchPrecache(shellFor(url.pathname, await visitorLocale(url)) ?? '/index.html');
    if (serverFirst(url.pathname)) return fetch(request).catch(async (error: unknown) => (await shell()) ?? Promise.reject(error));
    return (await shell()) ?? fetch(request);
  },
);

/** As the server decides (docs/decisions/020-i18n.md): `?lang=`, the cookie where the worker can read it, the browser's languages. */
async function visitorLocale(url: URL): Promise<Locale> {
  const lang = url.searchParams.get('lang');
  if (isLocale(lang)) return lang;
  const store = (self as { cookieStore?: { get: (name: string) => Promise<{ value: string } | null> } }).cookieStore;
  const cookie = await store?.get(LOCALE_COOKIE).catch(() => null);
  if (isLocale(cookie?.value)) return cookie.value;
  return negotiateLocale(self.navigator.languages);
}

/** Stores a copy stamped with the time it was saved; only complete, successful answers are kept. */
const stampSavedAt = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * One saved copy per address, whoever read it: the page's reads and the worker's own (SAVE_READS)
 * carry different request headers, and an answer that varies on the reader's language (`Vary:
 * Accept-Language, Cookie`) would otherwise be kept once per set of headers and found only by the
 * same set. The newest copy of an address answers offline, in the language it was read in.
 */
const keyedByAddress = {
  cacheKeyWillBeUsed: ({ request }: { request: Request }) => Promise.resolve(request.url),
};

/**
 * The saved reads are the signed-in learner's only: each online answer is checked before it is
 * stored or handed to the page, and one that ends the session clears them (saved-reads-owner.ts).
 */
const oneLearner = {
  handlerWillStart: ({ state }: { state?: Record<string, unknown> }) => {
    if (state) state.sentAt = Date.now();
    return Promise.resolve();
  },
  fetchDidSucceed: async ({ request, response, state }: { request: Request; response: Response; state?: Record<string, unknown> }) => {
    await checkOwner(await caches.open(API_CACHE), self.location.origin, request, response, Number(state?.sentAt ?? Date.now()));
    return response;
  },
};

const apiReads = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [keyedByAddress, oneLearner, stampSavedAt, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 })],
});
registerRoute(({ request, url }) => isCachedRead(url, request.method, self.location.origin), apiReads);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type !== SAVE_READS) return;
  // Read again here through the same network-first route as the page's reads, so they are saved
  // as those are; a message with a port hears how many were saved (lib/offline/saved-reads.ts).
  const saving = Promise.all(readsToSave(event.data, self.location.origin).map((url) => saveRead(event, url)));
  event.waitUntil(saving.then((saved) => event.ports[0]?.postMessage({ saved: saved.filter(Boolean).length } satisfies SaveReadsAnswer)));
});

/** Reads `url` through the saved reads' route; true once a copy read from the network since is stored. */
async function saveRead(event: ExtendableEvent, url: URL): Promise<boolean> {
  const since = Date.now();
  const [answered, stored] = apiReads.handleAll({ event, request: new Request(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }) });
  // Offline, the strategy answers the older copy or fails: the stamp below tells.
  await answered.catch(() => undefined);
  await stored.catch(() => undefined);
  const copy = await (await caches.open(API_CACHE)).match(url.href, { ignoreVary: true });
  return Number(copy?.headers.get(SAVED_AT_HEADER)) >= since;
}

// The first install takes the open page at once, so its reads are saved from now on. A later
// version is only activated by the page's SKIP_WAITING (or when every tab has closed).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
