import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { appRoutes } from './app/router';
import { routerReady } from './app/router-ready';
import { createQueryClient } from './lib/query-client';
import './index.css';

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Set by the prerendered page's boot module: buttons tapped before React took over the page. */
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

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <ReplayEarlyTaps />
    </Providers>
  </StrictMode>
);

// The server sends the landing page prerendered (dist/landing.html, see vite.config.ts): once its
// route's lazy module is loaded the first render matches that HTML, and React takes it over in
// place. Hydrating in a transition lets React yield to the browser while it works (short tasks, a
// page that answers taps sooner). Every other route arrives as an empty shell and renders from scratch.
if (container.dataset.prerendered === window.location.pathname && container.firstElementChild) {
  void routerReady(router).then(() => {
    // From here React itself queues taps on parts it has not hydrated yet.
    earlyTaps?.stop();
    startTransition(() => void hydrateRoot(container, app));
  });
} else {
  createRoot(container).render(app);
}
