import { createContext } from 'react';

/**
 * How links that must not import React Router (the landing page's) change the page. The router's
 * root layout provides its navigate; the prerendered landing page, which runs without the router
 * at first, provides one that loads it (app/landing-app.tsx). Without a provider: a full page load.
 */
export interface AppNavigation {
  navigate: (to: string) => void;
  /** Starts loading what `navigate` needs (on hover or focus), if anything. */
  prefetch?: () => void;
}

export const AppNavigationContext = createContext<AppNavigation>({
  navigate: (to) => window.location.assign(to),
});
