import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSiteName } from '../hooks/use-public-config';
import { AppNavigationContext, type AppNavigation } from '../lib/app-navigation';
import { i18n } from '@lingui/core';
import { isLocale } from '@lv/domain';
import { loadCatalogs } from '../lib/i18n/catalogs';
import type * as AppRouterModule from './app-router';
import { routerReady } from './router-ready';

let appRouterModule: Promise<typeof AppRouterModule> | null = null;
/** The router and the rest of the app's messages in the page's language. */
const loadAppRouter = () =>
  (appRouterModule ??= Promise.all([import('./app-router'), isLocale(i18n.locale) ? loadCatalogs(i18n.locale, ['app', 'domain']) : null]).then(([m]) => m));

/** The landing page alone, as the root layout shows it at `/` (same DOM), with its document title. */
function LandingPage({ screen: Screen }: { screen: ComponentType }) {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = siteName;
  }, [siteName]);
  return <Screen />;
}

/**
 * The prerendered landing page's app: the landing screen without React Router, so the page's first
 * JavaScript leaves the router out. The first in-app navigation loads the router (links start that
 * on hover or focus), lets it load the target screen, then hands the page over to it; from there
 * the router runs everything, `/` included. The screen is passed in once its module has loaded
 * (the first render must match the prerendered HTML).
 */
export function LandingApp({ screen }: { screen: ComponentType }) {
  const [app, setApp] = useState<ReactNode>(null);
  // Only the first navigation counts: the router takes the page over after it.
  const started = useRef(false);
  const navigation = useMemo<AppNavigation>(
    () => ({
      prefetch: () => void loadAppRouter(),
      navigate: (to) => {
        if (started.current) return;
        started.current = true;
        void loadAppRouter()
          .then(async ({ createAppRouter, AppRouter }) => {
            const router = await createAppRouter();
            await routerReady(router);
            await router.navigate(to);
            setApp(<AppRouter router={router} />);
          })
          .catch((error: unknown) => {
            // The router's code did not arrive (offline, a new deployment): a full page load.
            console.error('Loading the app failed', error);
            window.location.assign(to);
          });
      },
    }),
    [],
  );

  if (app) return app;
  return (
    <AppNavigationContext.Provider value={navigation}>
      <LandingPage screen={screen} />
    </AppNavigationContext.Provider>
  );
}
