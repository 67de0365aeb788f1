import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigate, useNavigation } from 'react-router';
import { useSiteName } from '../hooks/use-public-config';
import { AppNavigationContext, type AppNavigation } from '../lib/app-navigation';
import { domainText } from '../lib/i18n/domain-text';
import { loadingText } from '../lib/i18n/domain-messages';
import { OfflineSupport } from './offline-support';
import { isRouteHandle } from './route-handle';

/** Sets the document title from the deepest route's handle: "Leadership board · LeadVillage". */
function useDocumentTitle(siteName: string): void {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle && handle.title !== 'Home' ? `${domainText(handle.title)} · ${siteName}` : siteName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Root of every screen: while the next lazily loaded screen loads, 'Loading...' is shown. Links
 * that do without React Router (the landing page's) navigate with the router here.
 */
export function RootLayout() {
  const siteName = useSiteName();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const appNavigation = useMemo<AppNavigation>(() => ({ navigate: (to) => void navigate(to) }), [navigate]);
  useDocumentTitle(siteName);

  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="status"
          className="fixed top-3 left-1/2 z-50 -translate-x-1/2 rounded-full bg-ink px-4 py-1.5 text-sm font-medium text-white shadow-lg"
        >
          {loadingText()}
        </div>
      ) : null}
      <AppNavigationContext.Provider value={appNavigation}>
        <Outlet />
      </AppNavigationContext.Provider>
      <ScrollRestoration />
      <OfflineSupport />
    </>
  );
}
