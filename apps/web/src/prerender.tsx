import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@lv/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './app/landing-app';
import { Providers } from './app/providers';
import { LandingScreen } from './features/landing/landing-screen';
import { loadCatalogs } from './lib/i18n/catalogs';

/**
 * Build time only (apps/web/build/prerender-plugin.ts): the landing page's HTML in one language as a
 * visitor's browser first renders it, with the same providers and tree as src/main.tsx (auth still
 * loading, the spec's default settings), so the client hydrates it without a mismatch.
 */
export async function renderLanding(locale: Locale): Promise<{ markup: string; description: string }> {
  await loadCatalogs(locale, ['landing']);
  const description = i18n._(
    msg`LeadVillage: gamified, CPD-accredited leadership journeys for teams and leaders across Africa. Earn XP, unlock badges and grow with your village.`,
  );
  const markup = renderToString(
    <StrictMode>
      <Providers>
        <LandingApp screen={LandingScreen} />
      </Providers>
    </StrictMode>,
  );
  return { markup, description };
}
