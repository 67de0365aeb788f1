import { createBrowserRouter } from 'react-router';
import { appRoutes } from './router';

// The whole app's router. The prerendered landing page loads it only when the visitor leaves the
// page (app/landing-app.tsx); every other page loads it at once (src/main.tsx).
export { RouterProvider } from 'react-router/dom';

/** The browser's data router over the whole route table, at the current location. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
