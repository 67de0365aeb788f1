import { AppShell } from './app-shell';
import { LivePointsProvider } from './live-points-provider';

/**
 * The signed-in layout: the app shell with the live points it shows. Loaded lazily by the router,
 * so the landing page's first download carries neither.
 */
export function ShellLayout() {
  return (
    <LivePointsProvider>
      <AppShell />
    </LivePointsProvider>
  );
}
