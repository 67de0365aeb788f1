import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { BadgesScreen } from './leaderboard-screen';
import { MyBadgesPanel } from './components/my-badges-panel';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me', name: 'Ada Learner' }) });

const badges = [
  {
    id: 'b1',
    name: 'Data Master',
    description: 'd',
    criteria: 'Complete 5 modules',
    progress: 100,
    unlockedAt: '2026-11-20T10:00:00.000Z',
    credentialId: 'DytiuL6D9XRjsQDEQcrQhg',
  },
  {
    id: 'b2',
    name: 'Change Champion',
    description: 'd',
    criteria: 'Earn 2,000 XP',
    progress: 40,
    unlockedAt: null,
    credentialId: null,
  },
];

let fetchMock: ReturnType<typeof vi.fn>;
function serve(answer: (path: string) => Response | Promise<Response>) {
  fetchMock.mockImplementation((input: RequestInfo | URL) =>
    Promise.resolve(answer(new URL(String(input), 'http://localhost').pathname)),
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyBadgesPanel', () => {
  it('lists each badge with its criteria, a 0-100 progress bar (100 reads Unlocked) and the unlock date', async () => {
    serve((path) =>
      path === '/api/me/badges'
        ? jsonResponse({ badges })
        : jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404),
    );
    renderScreen(<MyBadgesPanel />, { path: '/badges', auth });
    expect(screen.getByText('Loading your badges...')).toBeInTheDocument();

    expect(await screen.findByText('1 of 2 unlocked')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Your badges' });
    const master = within(panel).getByRole('progressbar', { name: 'Data Master progress' });
    expect(master).toHaveAttribute('aria-valuenow', '100');
    expect(master).toHaveAttribute('aria-valuetext', 'Unlocked');
    expect(within(panel).getByText('Complete 5 modules')).toBeInTheDocument();
    expect(within(panel).getByText(/^Unlocked on /)).toHaveTextContent('Unlocked on Nov 20, 2026');
    const champion = within(panel).getByRole('progressbar', { name: 'Change Champion progress' });
    expect(champion).toHaveAttribute('aria-valuenow', '40');
    expect(within(panel).getByText('40%')).toBeInTheDocument();
    expect(within(panel).getAllByText(/^Unlocked on /)).toHaveLength(1);
  });

  it('says so when loading fails, and retries', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)
        : jsonResponse({ badges }),
    );
    renderScreen(<MyBadgesPanel />, { path: '/badges', auth });
    expect(await screen.findByText(/We could not load your badges/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 2 unlocked')).toBeInTheDocument();
  });

  it('offers each unlocked badge, and only those, as a signed credential to download', async () => {
    serve((path) =>
      path === '/api/me/badges'
        ? jsonResponse({ badges })
        : jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404),
    );
    renderScreen(<MyBadgesPanel />, { path: '/badges', auth });
    const link = await screen.findByRole('link', { name: 'Export credential for Data Master' });
    expect(link).toHaveAttribute('href', '/ob/badges/DytiuL6D9XRjsQDEQcrQhg');
    expect(link).toHaveAttribute('download', 'data-master-credential.json');
    expect(screen.getAllByRole('link', { name: /^Export credential/ })).toHaveLength(1);
    expect(screen.getByText(/signed Open Badges 3.0 credential/)).toBeInTheDocument();
  });

  it('offers no export while no badge is unlocked', async () => {
    const locked = badges.map((b) => ({ ...b, progress: 40, unlockedAt: null, credentialId: null }));
    serve(() => jsonResponse({ badges: locked }));
    renderScreen(<MyBadgesPanel />, { path: '/badges', auth });
    expect(await screen.findByText('0 of 2 unlocked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Export credential/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Open Badges 3.0/)).not.toBeInTheDocument();
  });

  it('is shown on /badges above the board, with the Badges item active', async () => {
    serve((path) =>
      path === '/api/me/badges'
        ? jsonResponse({ badges })
        : jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404),
    );
    renderScreen(<BadgesScreen />, { path: '/badges', auth });
    expect(await screen.findByText('1 of 2 unlocked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Badges' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('MyBadgesPanel in French', () => {
  beforeEach(() => loadCatalogs('fr', CATALOG_NAMES));
  afterEach(() => loadCatalogs('en', CATALOG_NAMES));

  it('counts, shows progress and offers the export in French', async () => {
    serve(() => jsonResponse({ badges }));
    renderScreen(<MyBadgesPanel />, { path: '/badges', auth });
    expect(screen.getByText('Chargement de vos badges...')).toBeInTheDocument();

    expect(await screen.findByText('1 badge débloqué sur 2')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Vos badges' });
    expect(within(panel).getByText('40 %')).toBeInTheDocument();
    const champion = within(panel).getByRole('progressbar', { name: 'Progression du badge Champion du changement' });
    expect(champion).toHaveAttribute('aria-valuetext', '40 %');
    expect(within(panel).getByRole('link', { name: /^Exporter l'attestation du badge / })).toHaveTextContent("Exporter l'attestation");
    expect(within(panel).getByText(/^Débloqué le /)).toBeInTheDocument();
  });

  it('writes the count in the plural when several badges are unlocked', async () => {
    serve(() => jsonResponse({ badges: badges.map((b) => ({ ...b, progress: 100, unlockedAt: '2026-11-20T10:00:00.000Z' })) }));
    renderScreen(<MyBadgesPanel />, { path: '/badges', auth });
    expect(await screen.findByText('2 badges débloqués sur 2')).toBeInTheDocument();
  });
});
