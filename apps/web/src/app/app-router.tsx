import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { AppQueryProvider } from './query-provider';
import { appRoutes } from './router';

// The whole app's router, with TanStack Query for its screens. The prerendered landing page loads
// this module only when the visitor leaves the page (app/landing-app.tsx); every other page loads
// it at once (src/main.tsx).

/** One query cache per page load. */
const queryClient = createQueryClient();

/** The browser's data router over the whole route table, at the current location. */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes);
}

/** The router with the query client its screens use. */
export function AppRouter({ router }: { router: DataRouter }) {
  return (
    <AppQueryProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppQueryProvider>
  );
}
