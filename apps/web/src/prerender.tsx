import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './app/landing-app';
import { Providers } from './app/providers';
import { LandingScreen } from './features/landing/landing-screen';

/**
 * Build time only (apps/web/vite.config.ts): the landing page's HTML as a visitor's browser first
 * renders it, with the same providers and tree as src/main.tsx (auth still loading, the spec's
 * default settings), so the client hydrates it without a mismatch.
 */
export function renderLanding(): Promise<string> {
  return Promise.resolve(
    renderToString(
      <StrictMode>
        <Providers>
          <LandingApp screen={LandingScreen} />
        </Providers>
      </StrictMode>,
    ),
  );
}
