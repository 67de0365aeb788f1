import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { ProfileScreen } from './profile-screen';

const profile = {
  id: 'user-1',
  name: 'Ada Learner',
  email: 'ada@example.com',
  image: null,
  bio: null,
  country: null,
  timezone: 'UTC',
  timezoneChosen: false,
  personalityType: null,
  leaderboardHidden: false,
  locale: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
let patches: unknown[];
beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  patches = [];
  let current: Record<string, unknown> = { ...profile };
  fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me/profile' && init?.method === 'PATCH') {
      const patch = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push(patch);
      current = { ...current, ...patch, timezoneChosen: true };
      return Promise.resolve(jsonResponse(current));
    }
    if (url.pathname === '/api/me/profile') return Promise.resolve(jsonResponse(current));
    return Promise.resolve(jsonResponse({}, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

// The country and timezone selects hold hundreds of options: slow in jsdom, so a longer timeout.
describe('ProfileScreen', { timeout: 20_000 }, () => {
  it('offers the browser timezone before the first save', async () => {
    renderScreen(<ProfileScreen />, { path: '/profile', auth });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await screen.findByLabelText('Timezone')).toHaveValue(zone);
    expect(screen.getByText('Detected from your browser. Save to keep it.')).toBeInTheDocument();
  });

  it('refuses an http photo URL before sending anything', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileScreen />, { path: '/profile', auth });
    await user.type(await screen.findByLabelText('Photo URL'), 'http://example.com/me.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a photo URL starting with https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo URL')).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it('saves the details with privacy, never sending role or points', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileScreen />, { path: '/profile', auth });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Amina Okafor');
    await user.type(screen.getByLabelText('Bio'), 'I lead a team.');
    await user.selectOptions(screen.getByLabelText('Country'), 'KE');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'Africa/Nairobi');
    await user.click(screen.getByLabelText(/Show me on public leaderboards/));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(patches).toEqual([
      { name: 'Amina Okafor', image: null, bio: 'I lead a team.', country: 'KE', timezone: 'Africa/Nairobi', leaderboardHidden: true, locale: 'en' },
    ]);
  });

  it('chooses a DISC style in an accessible dialog and saves it', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileScreen />, { path: '/profile', auth });
    await user.click(await screen.findByRole('button', { name: 'Choose personality type' }));
    const dialog = screen.getByRole('dialog', { name: 'Your personality type' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(within(dialog).getByText('Conscientiousness')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save personality type' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Steadiness/ }));
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Change personality type' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Steadiness')).toBeInTheDocument();
    expect(patches).toEqual([{ personalityType: 'steadiness' }]);
  });

  it('saves the chosen language and reloads the page in it', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderScreen(<ProfileScreen />, { path: '/profile', auth });
    const language = await screen.findByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(within(language).getByRole('option', { name: 'Français' })).toBeInTheDocument();
    await user.selectOptions(language, 'fr');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(patches.at(-1)).toMatchObject({ locale: 'fr' });
  });

  it('speaks French when the page does, country names included', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    try {
      renderScreen(<ProfileScreen />, { path: '/profile', auth });
      expect(await screen.findByRole('heading', { name: 'Profil', level: 1 })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Enregistrer le profil' })).toBeInTheDocument();
      expect(screen.getByText(/^Connecté avec/)).toHaveTextContent('Connecté avec ada@example.com');
      const country = screen.getByLabelText('Pays');
      expect(within(country).getByRole('option', { name: 'Côte d’Ivoire' })).toBeInTheDocument();
      expect(within(country).getByRole('option', { name: 'Afrique du Sud' })).toBeInTheDocument();
    } finally {
      await loadCatalogs('en', CATALOG_NAMES);
    }
  });
});
