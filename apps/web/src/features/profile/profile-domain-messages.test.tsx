import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { ProfileScreen } from './profile-screen';

/*
 * The profile form checks its fields with the domain's schema (ProfileUpdateSchema), whose
 * messages are English: on a French page they show from the `domain` catalogue (lib/use-zod-form.ts).
 */

const profile = {
  id: 'user-1',
  name: 'Ada Learner',
  email: 'ada@example.com',
  image: null,
  bio: null,
  country: null,
  timezone: 'UTC',
  timezoneChosen: true,
  personalityType: null,
  leaderboardHidden: false,
  locale: 'fr',
};

let patches: unknown[];
beforeEach(async () => {
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me/profile' && init?.method === 'PATCH')
        patches.push(JSON.parse(String(init.body)));
      if (url.pathname === '/api/me/profile') return Promise.resolve(jsonResponse(profile));
      return Promise.resolve(jsonResponse({}, 404));
    }),
  );
  await loadCatalogs('fr', CATALOG_NAMES);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await loadCatalogs('en', CATALOG_NAMES);
});

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

// The country and timezone selects hold hundreds of options: slow in jsdom, so a longer timeout.
describe('ProfileScreen in French', { timeout: 20_000 }, () => {
  it("shows the domain's validation messages in French", async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileScreen />, { path: '/profile', auth });
    await user.clear(await screen.findByLabelText('Nom'));
    await user.type(screen.getByLabelText('Lien de la photo'), 'http://example.com/me.png');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText('Saisissez votre nom')).toBeInTheDocument();
    expect(
      screen.getByText('Saisissez un lien de photo commençant par https://'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
