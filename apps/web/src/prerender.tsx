import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// RouterProvider from 'react-router' (the /dom one only adds flushSync, which a server render never uses).
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/router';
import { routerReady } from './app/router-ready';
import { createQueryClient } from './lib/query-client';

/**
 * Build time only (apps/web/vite.config.ts): the landing page's HTML as a visitor's browser first
 * renders it, with the same providers and routes as src/main.tsx (auth still loading, the spec's
 * default settings), so the client hydrates it without a mismatch.
 */
export async function renderLanding(): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
  await routerReady(router);
  return renderToString(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
