import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext, type AuthValue } from '../auth-state';
import { INITIAL_LIVE_POINTS, LivePointsContext, type LivePoints } from '../live-points-state';

interface RenderScreenOptions {
  path: string;
  /** The route pattern the screen is mounted on (defaults to the path without its query). */
  route?: string;
  auth: AuthValue;
  livePoints?: LivePoints;
}

/**
 * Renders one screen in a memory router with a fresh query client (no retries), an auth value
 * and live points; `setLivePoints` changes the points as the stream would.
 */
export function renderScreen(screen: ReactNode, options: RenderScreenOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const route = options.route ?? options.path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [options.path] },
  );
  const tree = (points: LivePoints) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={options.auth}>
        <LivePointsContext.Provider value={points}>
          <RouterProvider router={router} />
        </LivePointsContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = render(tree(options.livePoints ?? INITIAL_LIVE_POINTS));
  return {
    ...view,
    router,
    queryClient,
    setLivePoints: (points: LivePoints) => view.rerender(tree(points)),
  };
}
