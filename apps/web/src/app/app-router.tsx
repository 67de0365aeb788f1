import { hydrate } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ServerState } from '../entry-server';
import { renderWithPublicConfig } from '../hooks/use-public-config';
import { setApiTransport } from '../lib/api';
import { useAuth } from '../lib/auth-state';
import { cookieLocaleDiffers } from '../lib/i18n/locale';
import { noteServerReads } from '../lib/offline/cached-reads';
import { createQueryClient } from '../lib/query-client';
import { timedTransport } from '../lib/read-timeout';
import { setRenderedSaveData } from '../lib/save-data';
import { AppQueryProvider } from './query-provider';
import { appRoutes } from './router';

// The whole app's router, with TanStack Query for its screens. The prerendered landing page loads
// this module only when the visitor leaves the page (app/landing-app.tsx); every other page loads
// it at once (src/main.tsx).

/**
 * A learner signing in on a new device: the session answer set the cookie to their own language
 * (apps/server me routes); the page loads again in it. Here, not in the landing page's first
 * JavaScript: a signed-in learner leaves the landing page through the router.
 */
function useOwnLanguage(): void {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    // In a task of its own: reading the cookie asks the browser's network process (CookieJar), and
    // this effect runs in the commit that hydrates a rendered page (issue 18).
    const check = setTimeout(() => {
      if (cookieLocaleDiffers()) window.location.reload();
    }, 0);
    return () => clearTimeout(check);
  }, [user]);
}

/** One query cache per page load. */
const queryClient = createQueryClient();
// Every read the app makes has a timeout from here on (lib/read-timeout.ts).
setApiTransport(timedTransport());

/** The routes among `routes` (and their children) whose id is in `ids`. */
function routesWithIds(routes: RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => [...(route.id !== undefined && ids.has(route.id) ? [route] : []), ...routesWithIds(route.children ?? [], ids)]);
}

/**
 * A page the server rendered (src/entry-server.tsx) is taken over by a first render that matches
 * it: its query cache, the public settings and the Save-Data it was rendered with are put in (and the reads the
 * server made, for the first service worker to save), and the lazily
 * loaded routes the server matched are loaded before the router is made, as React Router asks for
 * hydration (otherwise the router first shows its fallback, not the screen). The server names
 * them: matching the address here as well would rank the whole route table once more before the
 * router ranks it (issue 18).
 */
export async function takeOverServerRender({ queries, publicConfig, routes, reads, saveData }: ServerState): Promise<void> {
  // Running this module's chunks (or, with the scripts at hand, the entry too) was the task before.
  await nextTask();
  hydrate(queryClient, queries);
  noteServerReads(reads);
  renderWithPublicConfig(publicConfig);
  setRenderedSaveData(saveData);
  await Promise.all(
    routesWithIds(appRoutes, new Set(routes))
      .filter((route) => route.lazy)
      .map(async (route) => {
        const load = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
  );
}

/**
 * The browser's data router over the whole route table, at the current location, made in a task of
 * its own and handed over in the next: what ran before, making it (the history, ranking the route
 * table) and what the caller starts then (React hydrating or rendering the page) are each a task,
 * not one long task on a slow phone (issue 18).
 *
 * Over a page the server rendered, the router starts as React Router's hydration does (its
 * `hydrationData`; our routes have no loaders, so it is empty): its scroll restoration leaves the
 * page where it is. Otherwise its first render scrolls to the top, under a reader who has already
 * scrolled the page as sent (on a slow phone, seconds of reading), and a tap landing then hits
 * whatever is at the top.
 */
export async function createAppRouter({ overServerRender = false }: { overServerRender?: boolean } = {}): Promise<DataRouter> {
  await nextTask();
  const router = createBrowserRouter(appRoutes, overServerRender ? { hydrationData: {} } : undefined);
  await nextTask();
  return router;
}

/**
 * Resolves in a later task. Where the page's scripts are already at hand (a return visit, from the
 * service worker's cache, or a fast network) the steps of taking a page over would otherwise run
 * back to back in one long task: on a slow phone, hundreds of milliseconds in which a tap waits.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The router with the query client its screens use. */
export function AppRouter({ router }: { router: DataRouter }) {
  useOwnLanguage();
  return (
    <AppQueryProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppQueryProvider>
  );
}
