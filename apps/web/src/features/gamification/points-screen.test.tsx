// Long on purpose: one screen's states (loading, levels, XP actions, history pages, failures, live refresh) over one mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import type { LedgerEntry, LedgerPage, PointsSummary, XpDays } from '@lv/domain';
import { PointsScreen } from './points-screen';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ membershipStatus: 'paid' }) });

function summary(points: number, streak: Partial<PointsSummary['streak']> = {}): PointsSummary {
  return {
    points,
    streak: {
      days: 3,
      multiplier: 1,
      daysToMultiplier: 4,
      earnedToday: true,
      freezes: 0,
      ...streak,
    },
  };
}

let nextId = 0;
function ledgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  nextId += 1;
  return {
    id: `e${nextId}`,
    action: 'complete_module',
    label: 'Complete Module',
    basePoints: 100,
    multiplier: 1,
    points: 100,
    reason: null,
    localDay: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

interface Server {
  summary: () => Response | Promise<Response>;
  ledger: (page: number) => Response | Promise<Response>;
  xpDays: () => Response | Promise<Response>;
}

let fetchMock: ReturnType<typeof vi.fn>;
function serve(server: Partial<Server>) {
  const full: Server = {
    summary: () => jsonResponse(summary(1_250)),
    ledger: (page) => jsonResponse({ page, hasMore: false, entries: [] } satisfies LedgerPage),
    xpDays: () => jsonResponse({ today: '2026-12-02', from: '2026-10-12', days: [] } satisfies XpDays),
    ...server,
  };
  fetchMock.mockImplementation((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me/points') return Promise.resolve(full.summary());
    if (url.pathname === '/api/me/xp-days') return Promise.resolve(full.xpDays());
    if (url.pathname === '/api/me/ledger') {
      return Promise.resolve(full.ledger(Number(url.searchParams.get('page'))));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });
}

const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A card of the screen once its placeholder has gone. */
function loadedRegion(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole('region', { name });
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    return region;
  });
}

const renderPoints = (livePoints = { points: 0, pointsLevel: 1, isLoaded: false, streak: null, userId: null }) =>
  renderScreen(<PointsScreen />, { path: '/points', auth, livePoints });

describe('PointsScreen', () => {
  it('shows loading placeholders, then the XP, named level and progress to the next level', async () => {
    let release: (response: Response) => void = () => {};
    serve({ summary: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderPoints();
    expect(screen.getByRole('heading', { level: 1, name: 'Points system' })).toBeInTheDocument();
    expect(screen.getByText('Loading your points')).toBeInTheDocument();
    expect(screen.getByText('Loading your streak')).toBeInTheDocument();
    // What follows the cards waits for them, so the cards growing cannot push it down.
    expect(screen.queryByRole('table', { name: /XP for each action/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your XP history' })).not.toBeInTheDocument();

    release(jsonResponse(summary(1_250)));
    const level = await loadedRegion('Your level');
    expect(level).toHaveTextContent('1,250 XP');
    expect(level).toHaveTextContent('Level 2 · Impact Builder');
    const bar = within(level).getByRole('progressbar', { name: 'Progress to Change Architect' });
    // (1250 - 501) / (2001 - 501) = 49.9%
    expect(bar).toHaveAttribute('aria-valuenow', '49');
    expect(level).toHaveTextContent('751 XP to Level 3 · Change Architect');
    expect(level).not.toHaveTextContent('unlocks');
    expect(screen.queryByText('Loading your points')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /XP for each action/ })).toBeInTheDocument();
  });

  it('shows the top level as reached', async () => {
    serve({ summary: () => jsonResponse(summary(7_000)) });
    renderPoints();
    const level = await loadedRegion('Your level');
    expect(level).toHaveTextContent('Level 4 · Transformation Leader');
    expect(within(level).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(level).toHaveTextContent('You have reached the top level.');
    // The level card says where the learner stands; what a level unlocks is the level path's.
    expect(level).not.toHaveTextContent('Elite certification');
  });

  it('lists every XP action with its points and its streak value', async () => {
    serve({});
    renderPoints();
    const table = await screen.findByRole('table', { name: /XP for each action/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['50', '75'],
      ['100', '150'],
      ['75', '113'],
      ['80', '120'],
      ['60', '90'],
      ['250', '375'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Onboarding Complete',
      'Complete Module',
      'Attend Webinar',
      'Peer Mentoring',
      'Submit Weekly Reflection',
      'Capstone Challenge',
    ]);
    await loadedRegion('Your level');
  });

  it('shows the level path with what each level unlocks, built or not yet, and marks the learner’s', async () => {
    serve({ summary: () => jsonResponse(summary(2_500)) });
    renderPoints();
    const levels = await screen.findByRole('region', { name: 'Level path' });
    const items = within(levels).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((item) => item.textContent?.replace('You are here', ''))).toEqual([
      'Level 1 · Explorer0–500 XPStarting level',
      'Level 2 · Impact Builder501–2,000 XPUnlocks: Group challenges with your village Not open yet',
      'Level 3 · Change Architect2,001–5,000 XPUnlocks: Logging mentoring sessions as the mentor',
      'Level 4 · Transformation Leader5,001+ XPUnlocks: Elite certification',
    ]);
    // What is built leads to its screen; what is not has no link.
    expect(within(items[2]!).getByRole('link', { name: 'Logging mentoring sessions as the mentor' })).toHaveAttribute(
      'href',
      '/mentoring',
    );
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[3]!).getByRole('link', { name: 'Elite certification' })).toHaveAttribute('href', '/cpd');
    expect(await within(levels).findByText('You are here')).toBeInTheDocument();
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it.each([
    {
      streak: { days: 3, daysToMultiplier: 4, earnedToday: true },
      title: '3-day streak',
      message: '4 more days to the 1.5x multiplier',
      hint: 'You earned XP today.',
    },
    {
      streak: { days: 6, daysToMultiplier: 1, earnedToday: false },
      title: '6-day streak',
      message: '1 more day to the 1.5x multiplier',
      hint: 'Earn XP today to keep your streak.',
    },
    {
      streak: { days: 9, multiplier: 1.5, daysToMultiplier: 0, earnedToday: true },
      title: '9-day streak',
      message: '1.5x multiplier active',
      hint: 'Every award is multiplied by 1.5 while your streak lasts.',
    },
    {
      streak: { days: 0, daysToMultiplier: 7, earnedToday: false },
      title: 'No streak yet',
      message: 'Earn XP 7 days in a row for the 1.5x multiplier',
      hint: 'Earn XP today to start one.',
    },
  ])('shows the streak: $title, $message', async ({ streak, title, message, hint }) => {
    serve({ summary: () => jsonResponse(summary(300, streak)) });
    renderPoints();
    const card = await loadedRegion('Your streak');
    expect(within(card).getByText(title)).toBeInTheDocument();
    expect(within(card).getByText(message)).toBeInTheDocument();
    expect(card).toHaveTextContent(hint);
  });

  it.each([
    [0, 'No streak freezes held Every 7 days of a streak earn one, up to 2.'],
    [
      1,
      '1 streak freeze held If you miss a day, one is used automatically and your streak carries on.',
    ],
    [
      2,
      '2 streak freezes held If you miss a day, one is used automatically and your streak carries on.',
    ],
  ])('shows the streak freezes held: %i', async (freezes, text) => {
    serve({
      summary: () =>
        jsonResponse(summary(300, { days: 15, multiplier: 1.5, daysToMultiplier: 0, freezes })),
    });
    renderPoints();
    const card = await loadedRegion('Your streak');
    expect(card).toHaveTextContent(text);
  });

  it('shows an error with Retry when the points cannot be loaded', async () => {
    let fail = true;
    serve({
      summary: () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)
          : jsonResponse(summary(40)),
    });
    const user = userEvent.setup();
    renderPoints();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your points. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await loadedRegion('Your level')).toHaveTextContent('40 XP');
  });

  it('names the module, webinar, session or capstone behind each award', async () => {
    serve({
      ledger: (page) =>
        jsonResponse({
          page,
          hasMore: false,
          entries: [
            ledgerEntry({
              id: 'a',
              action: 'complete_module',
              label: 'Complete Module',
              about: { kind: 'module', title: 'Break down silos' },
            }),
            ledgerEntry({
              id: 'b',
              action: 'attend_webinar',
              label: 'Attend Webinar',
              basePoints: 75,
              points: 75,
              about: { kind: 'webinar', title: 'Leading hybrid teams' },
            }),
            ledgerEntry({
              id: 'c',
              action: 'peer_mentoring',
              label: 'Peer Mentoring',
              basePoints: 80,
              points: 80,
              about: { kind: 'session', title: 'Delegation' },
            }),
            ledgerEntry({
              id: 'd',
              action: 'capstone_challenge',
              label: 'Capstone Challenge',
              basePoints: 250,
              points: 250,
              about: { kind: 'capstone', title: "Amara's Path" },
            }),
            ledgerEntry({
              id: 'e',
              action: 'onboarding_complete',
              label: 'Onboarding Complete',
              basePoints: 50,
              points: 50,
              about: null,
            }),
          ],
        }),
    });
    renderPoints();
    const history = await screen.findByRole('region', { name: 'Your XP history' });
    const items = within(await within(history).findByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Complete ModuleModule: Break down silos');
    expect(items[1]).toHaveTextContent('Webinar: Leading hybrid teams');
    expect(items[2]).toHaveTextContent('Mentoring session: Delegation');
    expect(items[3]).toHaveTextContent("Capstone: Amara's Path");
    expect(items[4]).not.toHaveTextContent(/Module:|Webinar:|session:|Capstone:/);
  });

  it('shows the XP history with reasons and streak bonuses, and loads more', async () => {
    serve({
      ledger: (page) =>
        page === 1
          ? jsonResponse({
              page: 1,
              hasMore: true,
              entries: [
                ledgerEntry({
                  action: 'weekly_reflection',
                  label: 'Submit Weekly Reflection',
                  basePoints: 60,
                  multiplier: 1.5,
                  points: 90,
                }),
                ledgerEntry({
                  action: 'admin_adjustment',
                  label: 'Adjustment by an admin',
                  basePoints: -25,
                  points: -25,
                  reason: 'Duplicate webinar attendance',
                }),
              ],
            })
          : jsonResponse({
              page: 2,
              hasMore: false,
              entries: [
                ledgerEntry({
                  action: 'onboarding_complete',
                  label: 'Onboarding Complete',
                  basePoints: 50,
                  points: 50,
                }),
              ],
            }),
    });
    const user = userEvent.setup();
    renderPoints();
    const history = await screen.findByRole('region', { name: 'Your XP history' });
    const list = await within(history).findByRole('list');
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Submit Weekly Reflection');
    expect(items[0]).toHaveTextContent('+90 XP');
    expect(items[0]).toHaveTextContent('60 × 1.5 streak');
    expect(items[1]).toHaveTextContent('Adjustment by an admin');
    expect(items[1]).toHaveTextContent('Duplicate webinar attendance');
    expect(items[1]).toHaveTextContent('−25 XP');
    expect(within(items[0]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );

    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await within(history).findByText('Onboarding Complete');
    items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo('/api/me/ledger').map(([input]) => String(input))).toEqual([
      '/api/me/ledger?page=1',
      '/api/me/ledger?page=2',
    ]);
  });

  it('says so when there is no XP history yet', async () => {
    serve({});
    renderPoints();
    expect(
      await screen.findByText('No XP yet. Complete your first module to earn 100 XP.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when the history cannot be loaded', async () => {
    let fail = true;
    serve({
      ledger: (page) =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)
          : jsonResponse({ page, hasMore: false, entries: [ledgerEntry()] }),
    });
    const user = userEvent.setup();
    renderPoints();
    const history = await screen.findByRole('region', { name: 'Your XP history' });
    expect(await within(history).findByRole('alert')).toHaveTextContent(
      'We could not load your XP history.',
    );
    fail = false;
    await user.click(within(history).getByRole('button', { name: 'Retry' }));
    expect(await within(history).findByText('Complete Module')).toBeInTheDocument();
  });

  it('refetches the points and the history when the live points change', async () => {
    let points = 1_250;
    serve({ summary: () => jsonResponse(summary(points)) });
    const { setLivePoints } = renderPoints({ points: 1_250, pointsLevel: 2, isLoaded: true, streak: null, userId: null });
    const level = await loadedRegion('Your level');
    expect(level).toHaveTextContent('1,250 XP');
    await screen.findByText('No XP yet. Complete your first module to earn 100 XP.');

    points = 1_350;
    setLivePoints({ points: 1_350, pointsLevel: 2, isLoaded: true, streak: null, userId: null });
    expect(await within(level).findByText(/1,350/)).toBeInTheDocument();
    expect(callsTo('/api/me/points')).toHaveLength(2);
    expect(callsTo('/api/me/ledger')).toHaveLength(2);
  });
  it('shows the streak calendar: the days with XP filled, each named for a screen reader', async () => {
    serve({
      xpDays: () =>
        jsonResponse({
          today: '2026-12-02',
          from: '2026-10-12',
          days: [
            { day: '2026-11-30', xp: 100 },
            { day: '2026-12-01', xp: 250 },
          ],
        } satisfies XpDays),
    });
    renderPoints();
    const calendar = await loadedRegion('Streak calendar');
    expect(calendar).toHaveTextContent('XP on 2 days of the last 8 weeks');
    const table = within(calendar).getByRole('table', { name: /Days you earned XP/ });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    expect(within(table).getByText('Dec 1, 2026: 250 XP')).toBeInTheDocument();
    expect(within(table).getByText('Dec 2, 2026: no XP')).toBeInTheDocument();
    expect(calendar.querySelectorAll('[data-xp-day]')).toHaveLength(2);
  });

  it('says so when the streak calendar cannot be loaded', async () => {
    serve({ xpDays: () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderPoints();
    const calendar = await screen.findByRole('region', { name: 'Streak calendar' });
    expect(
      await within(calendar).findByText(/We could not load your streak calendar/),
    ).toBeInTheDocument();
  });
});

describe('PointsScreen in French', () => {
  beforeEach(() => loadCatalogs('fr', CATALOG_NAMES));
  afterEach(() => loadCatalogs('en', CATALOG_NAMES));

  it('shows the level, the streak, the XP table and the levels in French', async () => {
    serve({
      summary: () =>
        jsonResponse(summary(300, { days: 3, daysToMultiplier: 4, earnedToday: true })),
      ledger: (page) =>
        jsonResponse({
          page,
          hasMore: false,
          entries: [
            ledgerEntry({
              action: 'admin_adjustment',
              label: 'Adjustment by an admin',
              points: -25,
              basePoints: -25,
            }),
            ledgerEntry(),
          ],
        } satisfies LedgerPage),
    });
    renderPoints();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Système de points' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chargement de vos points')).toBeInTheDocument();

    const level = await loadedRegion('Votre niveau');
    expect(level).toHaveTextContent('Niveau 1 · Explorateur');
    const streak = await loadedRegion('Votre série');
    expect(within(streak).getByText('3 jours de série')).toBeInTheDocument();
    expect(
      within(streak).getByText(/^4 jours restants avant le multiplicateur ×/),
    ).toBeInTheDocument();
    expect(streak).toHaveTextContent("Vous avez gagné des XP aujourd'hui.");

    const table = screen.getByRole('table', { name: /^XP par action/ });
    expect(within(table).getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Module terminé' })).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'Parcours de niveaux' });
    expect(levels).toHaveTextContent('Pas encore ouvert');
    expect(await within(levels).findByText('Vous êtes ici')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: "Votre historique d'XP" });
    expect(await within(history).findByText('Module terminé')).toBeInTheDocument();
  });

  it('writes a one-day streak in the singular', async () => {
    serve({
      summary: () =>
        jsonResponse(summary(300, { days: 6, daysToMultiplier: 1, earnedToday: false })),
    });
    renderPoints();
    const streak = await loadedRegion('Votre série');
    expect(within(streak).getByText('6 jours de série')).toBeInTheDocument();
    expect(
      within(streak).getByText(/^1 jour restant avant le multiplicateur ×/),
    ).toBeInTheDocument();
    expect(streak).toHaveTextContent("Gagnez des XP aujourd'hui pour garder votre série.");
  });
});
