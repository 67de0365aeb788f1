// First of all: Zod must not probe for eval under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import { Providers } from './app/providers';
import type { UserDocument } from '@lv/domain';
import type { ServerState } from './entry-server';
import { FIRST_CATALOGS, loadCatalogs } from './lib/i18n/catalogs';
import { startLocale } from './lib/i18n/locale';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Set by a rendered page's boot module (prerendered or the server's): buttons tapped, and forms
 * held, before React took over the page (build/prerender-plugin.ts). */
interface EarlyTaps {
  stop: () => void;
  replay: () => void;
}
const earlyTaps = (window as { __lvEarlyTaps?: EarlyTaps }).__lvEarlyTaps;

/** Renders nothing; once the tree has committed, buttons tapped before hydration get their tap. */
function ReplayEarlyTaps() {
  useEffect(() => earlyTaps?.replay(), []);
  return null;
}

const app = (content: ReactNode, initialSession?: UserDocument | null) => (
  <StrictMode>
    <Providers initialSession={initialSession}>
      {content}
      <ReplayEarlyTaps />
    </Providers>
  </StrictMode>
);

// The server sends the landing page prerendered (dist/landing.html, see build/prerender-plugin.ts)
// from the same tree as here: once the landing screen's module is loaded the first render matches that
// HTML, and React takes it over in place, without React Router and TanStack Query (they load when
// the visitor leaves the page, app/landing-app.tsx). Hydrating in a transition lets React yield to the browser while
// it works (short tasks, a page that answers taps sooner). Every other route arrives as an empty
// shell and renders the router from scratch (the shell preloads its chunk).
// The prerendered landing page names the paths it is served at ('/', and '/fr' for the French one).
const prerendered = (container.dataset.prerendered ?? '').split(' ').includes(window.location.pathname) && !!container.firstElementChild;
// A screen the server rendered for this reader carries the state its first render needs (ADR 024).
const stateScript = document.getElementById('lv-state');
const serverState = stateScript && container.firstElementChild ? (JSON.parse(stateScript.textContent ?? '') as ServerState) : null;
const locale = startLocale(prerendered || serverState !== null);
// Only when it differs: writing `lang`, even the same value, restyles the whole page (a 65 ms task
// at 4x CPU on a rendered /profile).
if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
if (prerendered) {
  // Its language's landing messages only (the boot module preloads their chunk with the screen's).
  void Promise.all([import('./features/landing/landing-screen'), loadCatalogs(locale, ['landing'])]).then(([{ LandingScreen }]) => {
    // From here React itself queues taps on parts it has not hydrated yet.
    earlyTaps?.stop();
    startTransition(() => void hydrateRoot(container, app(<LandingApp screen={LandingScreen} />)));
  });
} else if (serverState) {
  // The same tree as the server's, hydrated in a transition as the landing page is; from the
  // hydration on, React queues taps on parts it has not hydrated yet.
  void Promise.all([import('./app/app-router'), loadCatalogs(locale, FIRST_CATALOGS)]).then(async ([{ createAppRouter, AppRouter, takeOverServerRender }]) => {
    await takeOverServerRender(serverState);
    const router = await createAppRouter({ overServerRender: true });
    earlyTaps?.stop();
    startTransition(() => void hydrateRoot(container, app(<AppRouter router={router} />, serverState.session)));
  });
} else {
  // The router shows the landing page at `/` too: both catalogues. The first render happens in a
  // transition, so React yields to the browser while it works, as the hydration above does (ADR 023).
  void Promise.all([import('./app/app-router'), loadCatalogs(locale, FIRST_CATALOGS)]).then(async ([{ createAppRouter, AppRouter }]) => {
    const router = await createAppRouter();
    const root = createRoot(container);
    startTransition(() => root.render(app(<AppRouter router={router} />)));
  });
}

// The service worker (installable app, offline reads, the write queue) is registered once the page
// has loaded, from its own small module: the landing page's first JavaScript grows only by this import.
// The page also names the browser's time zone then: the server writes a screen's times in it
// (src/entry-server.tsx), from the next page on.
const afterLoad = () => {
  void import('./lib/offline/service-worker').then((m) => m.registerServiceWorker());
  void import('./lib/time-zones').then((m) => m.rememberTimeZone());
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
