// First of all: Zod must not probe for eval under the CSP (lib/zod-jitless.ts).
import '../lib/zod-jitless';
import { DEFAULT_LOCALE, isLocale } from '@lv/domain';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogs } from '../lib/i18n/catalogs';
import { TRIAL_CATALOGS } from './catalogs';

// The server wrote the page in its language; its messages load before React takes the page over.
const lang = document.documentElement.lang;
void loadCatalogs(isLocale(lang) ? lang : DEFAULT_LOCALE, TRIAL_CATALOGS).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
