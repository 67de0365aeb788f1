import { ShellLayout } from '../../app/shell-layout';
import { RouteError } from '../../app/route-error';

/** The signed-in layout around the trial's screens, as today's router has it (app/router.tsx). */
export default function Shell() {
  return <ShellLayout />;
}

/** Inside the shell, so a screen that fails keeps the navigation. */
export function ErrorBoundary() {
  return <RouteError />;
}
