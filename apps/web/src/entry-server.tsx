// First of all: Zod must not probe for eval (lib/zod-jitless.ts), here as in the browser.
import './lib/zod-jitless';
// This module runs only in Node (the server's render of a screen), never in the browser.
// eslint-disable-next-line no-restricted-imports
import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n } from '@lingui/core';
import { decideRouteAccess, ROUTE_TABLE, type Locale, type UserDocument } from '@lv/domain';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { AppQueryProvider } from './app/query-provider';
import { appRoutes, SCREENS } from './app/router';
import { renderWithPublicConfig } from './hooks/use-public-config';
import { setApiTransport } from './lib/api';
import { setDisplayLanguages, setDisplayTimeZone, zoneWasNeeded } from './lib/format';
import { FIRST_CATALOGS, loadCatalogs } from './lib/i18n/catalogs';
import { fetchMe } from './lib/me-api';
import { publicConfigAnswer } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { setRenderedSaveData } from './lib/save-data';

/**
 * Server only (apps/server/src/plugins/server-render.ts, ADR 024): a screen of the route table
 * rendered for one reader with its first data, so the phone paints the screen from the HTML
 * instead of after 220 KB of JavaScript and a round of API reads. src/main.tsx hydrates it from the
 * same tree, with the query cache and the session carried in the page (`ServerState`).
 */

/** What the page carries for the browser to take over the rendered screen. */
export interface ServerState {
  session: UserDocument | null;
  queries: DehydratedState;
  /** The ids of the routes that matched the address (app/router.tsx names them), root first. */
  routes: string[];
  /** `GET /api/public-config` as the server read it for this page (hooks/use-public-config.ts). */
  publicConfig: unknown;
  /** The API paths read for this page: the browser's first service worker saves them for offline use. */
  reads: string[];
  /** Whether the page was rendered for a browser that asked to save data (lib/save-data.ts useSaveData). */
  saveData: boolean;
}

export interface RenderRequest {
  /** The address asked for, path and query. */
  url: string;
  locale: Locale;
  /**
   * The reader's IANA time zone, as their browser named it: times are written in it. Null when it
   * is not known: a screen that writes a date or a time is then left to the browser.
   */
  timeZone: string | null;
  /**
   * The reader's language tags, best first (the request's Accept-Language): English dates follow
   * the first one as the browser's do (lib/format.ts dateLocale). Absent, dates are day first.
   */
  languages?: readonly string[];
  /** The request's `Save-Data: on`: photos are left out until asked (components/ui/avatar.tsx). */
  saveData: boolean;
  /** A GET of our API for this reader (the server's own request pipeline, with their cookie). */
  read: (path: string) => Promise<Response>;
}

/** The API reads made while one page renders go to that page's reader. */
const reader = new AsyncLocalStorage<RenderRequest['read']>();
setApiTransport((path, init) => {
  const read = reader.getStore();
  if (!read) return Promise.reject(new Error(`No reader for ${path}: the server renders only inside renderScreen`));
  if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`The server renders without writing (${init.method} ${path})`));
  return read(path);
});

/** The route table's data routes, made once (each screen's module is loaded on its first render). */
const handler = createStaticHandler(appRoutes);

/**
 * Every screen but the landing page, which is prerendered at build time. A form on a rendered page
 * is not sent before React has it: the page's boot module holds it (build/prerender-plugin.ts).
 */
const RENDERED = (path: string) => path !== '/';

/** Passes of render, then read what it asked for: a screen's reads that wait on another read. */
const MAX_PASSES = 3;

const enabled = (query: Query): boolean => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/**
 * The screen at `url` with its first data, as the browser's first render of it will be once the
 * state is in its query cache; null when it is not one of the route table's screens, the reader
 * may not open it (the browser redirects), a part of it failed, or it writes a date or a time and
 * the reader's zone is not known (the browser renders it then).
 */
export async function renderScreen(request: RenderRequest): Promise<{ markup: string; state: ServerState } | null> {
  const context = await handler.query(new Request(new URL(request.url, 'http://app.invalid')));
  if (context instanceof Response || context.errors) return null;
  const path = context.matches.at(-1)?.route.path;
  const route = ROUTE_TABLE.find((entry) => entry.path === path);
  if (!route || !RENDERED(route.path)) return null;
  const reads = new Set<string>();
  const read = (path: string) => {
    reads.add(path);
    return request.read(path);
  };
  const [session, publicConfig] = await reader.run(read, () => Promise.all([fetchMe(), publicConfigAnswer(true)]));
  // A signed-in reader's browser named its zone at sign-in; without it (cookies cleared) the
  // browser renders, as before ADR 026: only a visitor's first visit is rendered without a zone.
  if (request.timeZone === null && session) return null;
  const decision = decideRouteAccess(route.access, session ? { status: 'signedIn', user: session } : { status: 'signedOut' });
  if (decision.kind !== 'render') return null;
  await loadCatalogs(request.locale, [...FIRST_CATALOGS, ...SCREENS[route.path].messages]);

  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);
  let zoneNeeded = false;
  const render = () => {
    // Lingui's language, the time zone and Save-Data are the process's: set for this page, in one synchronous render.
    i18n.activate(request.locale);
    setDisplayTimeZone(request.timeZone);
    setDisplayLanguages(request.languages ?? []);
    setRenderedSaveData(request.saveData);
    renderWithPublicConfig(publicConfig);
    try {
      return renderToString(
        <StrictMode>
          <Providers initialSession={session}>
            <AppQueryProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppQueryProvider>
          </Providers>
        </StrictMode>,
      );
    } finally {
      zoneNeeded ||= zoneWasNeeded();
      setDisplayTimeZone(undefined);
      setDisplayLanguages(undefined);
      setRenderedSaveData(undefined);
      renderWithPublicConfig(undefined);
    }
  };

  const asked = new Set<string>();
  let markup = render();
  for (let pass = 1; pass < MAX_PASSES && !zoneNeeded; pass++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && enabled(query));
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await reader.run(read, () => Promise.allSettled(waiting.map((query) => query.fetch())));
    markup = render();
  }
  // A read that failed is read again by the browser, which shows it loading first: so does the page.
  const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) {
    for (const query of failed) client.getQueryCache().remove(query);
    markup = render();
  }
  // Dates written in a zone that is not the reader's would change as the browser takes over.
  if (zoneNeeded) return null;
  // A screen that sends its reader on (`<Navigate>`, a no-op here: /auth when signed in) renders
  // nothing: a page with nothing to paint would never start its scripts (they wait for the first
  // contentful paint), so the browser renders it.
  if (markup === '') return null;
  return { markup, state: { session, queries: dehydrate(client), routes: context.matches.map((match) => match.route.id), publicConfig, reads: [...reads], saveData: request.saveData } };
}
