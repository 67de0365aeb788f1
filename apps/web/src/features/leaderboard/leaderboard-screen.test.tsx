// Long on purpose: one screen's views (windows, paging, my place, empty and failing, team and village boards, live refresh) over one mocked API.
import type { LeaderboardEntry, LeaderboardResponse } from '@lv/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { BadgesScreen, LeaderboardScreen } from './leaderboard-screen';

const viewer = makeUser({ id: 'me', name: 'Ada Learner' });
const auth = makeAuth({ status: 'signedIn', user: viewer });

const entry = (rank: number, userId: string, name: string, points: number): LeaderboardEntry => ({
  rank,
  userId,
  name,
  image: null,
  points,
});

function board(overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse {
  return {
    period: 'week',
    page: 1,
    pageSize: 50,
    total: 3,
    entries: [
      entry(1, 'u1', 'Kwame Mensah', 1_250),
      entry(2, 'me', 'Ada Learner', 900),
      entry(3, 'u3', 'Zanele Dube', 400),
    ],
    me: {
      rank: 2,
      points: 900,
      around: [
        entry(1, 'u1', 'Kwame Mensah', 1_250),
        entry(2, 'me', 'Ada Learner', 900),
        entry(3, 'u3', 'Zanele Dube', 400),
      ],
    },
    ...overrides,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;

/** Answers GET /api/leaderboard with `answer(url)`. */
function serveBoard(answer: (url: URL) => Response | Promise<Response>) {
  fetchMock.mockImplementation((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/leaderboard') return Promise.resolve(answer(url));
    return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });
}

const boardCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/leaderboard');

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LeaderboardScreen', () => {
  it('shows a loading skeleton, then this week’s ranked list with the viewer highlighted', async () => {
    let release: (response: Response) => void = () => {};
    serveBoard(() => new Promise<Response>((resolve) => (release = resolve)));
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the leadership board');
    const weekTab = screen.getByRole('tab', { name: 'This week' });
    expect(weekTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'This month' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    await act(async () => release(jsonResponse(board())));

    const list = await screen.findByRole('list', { name: 'This week rankings, page 1' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Rank 1');
    expect(rows[0]).toHaveTextContent('KM');
    expect(rows[0]).toHaveTextContent('Kwame Mensah');
    expect(rows[0]).toHaveTextContent('1,250 XP');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]!).getByText('You')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(rows[0]!).getByRole('link', { name: 'Kwame Mensah' })).toHaveAttribute(
      'href',
      '/users/u1',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Top leaders this week' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // One page: no pagination.
    expect(
      screen.queryByRole('navigation', { name: 'Leadership board pages' }),
    ).not.toBeInTheDocument();

    const [call] = boardCalls();
    expect(call?.searchParams.get('period')).toBe('week');
    expect(call?.searchParams.get('page')).toBe('1');
    expect(call?.searchParams.get('pageSize')).toBe('50');
  });

  it('shows the viewer’s place and the learners around them even far from the top', async () => {
    serveBoard(() =>
      jsonResponse(
        board({
          total: 1_204,
          entries: [entry(1, 'u1', 'Kwame Mensah', 9_000)],
          me: {
            rank: 1_017,
            points: 120,
            around: [
              entry(1_015, 'a1', 'Fatima Bello', 140),
              entry(1_016, 'a2', 'Tunde Ade', 130),
              entry(1_017, 'me', 'Ada Learner', 120),
              entry(1_017, 'b1', 'Grace Otieno', 120),
              entry(1_019, 'b2', 'Sipho Nkosi', 110),
            ],
          },
        }),
      ),
    );
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });

    const card = await screen.findByRole('region', { name: 'Your place' });
    expect(within(card).getByText('#1,017')).toBeInTheDocument();
    expect(card).toHaveTextContent('of 1,204 learners');
    expect(card).toHaveTextContent('120 XP');
    const around = within(card).getByRole('list', { name: 'Learners around you' });
    const rows = within(around).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Fatima Bello',
      'Tunde Ade',
      'Ada Learner',
      'Grace Otieno',
      'Sipho Nkosi',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
  });

  it('tells a learner without XP in the window how to take a place', async () => {
    serveBoard(() => jsonResponse(board({ me: null })));
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });
    const card = await screen.findByRole('region', { name: 'Your place' });
    expect(card).toHaveTextContent(
      'You have not earned XP this week yet. Complete a module to take your place on the board.',
    );
    expect(within(card).getByRole('link', { name: 'Complete a module' })).toHaveAttribute(
      'href',
      '/journeys',
    );
  });

  it('shows the empty state when nobody earned XP this week', async () => {
    serveBoard(() => jsonResponse(board({ total: 0, entries: [], me: null })));
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });
    const rankings = await screen.findByRole('region', { name: 'Top leaders this week' });
    expect(
      await within(rankings).findByText((_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'No XP earned this week yet. Complete a module to lead the board.',
      ),
    ).toBeInTheDocument();
    expect(within(rankings).getByRole('link', { name: 'Complete a module' })).toHaveAttribute(
      'href',
      '/journeys',
    );
    expect(screen.queryByRole('list', { name: /rankings/ })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and the board once Retry works', async () => {
    let fail = true;
    serveBoard(() =>
      fail
        ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500)
        : jsonResponse(board()),
    );
    const user = userEvent.setup();
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the leadership board. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('list', { name: 'This week rankings, page 1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches windows with the tabs (click and arrow keys) and keeps them in ?period=', async () => {
    serveBoard((url) => {
      const period = url.searchParams.get('period') as LeaderboardResponse['period'];
      const names = { week: 'Week Leader', month: 'Month Leader', all: 'All-time Leader' };
      return jsonResponse(
        board({ period, entries: [entry(1, 'x', names[period], 500)], total: 1 }),
      );
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });
    expect(await screen.findByRole('link', { name: 'Week Leader' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'This month' }));
    expect(router.state.location.search).toBe('?period=month');
    expect(screen.getByRole('tab', { name: 'This month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Month Leader' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'This month' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveFocus();
    expect(router.state.location.search).toBe('?period=all');
    expect(await screen.findByRole('link', { name: 'All-time Leader' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Top leaders of all time' }),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'This week' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'This week' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens the window and page named in the address', async () => {
    serveBoard((url) =>
      jsonResponse(
        board({
          period: 'month',
          page: Number(url.searchParams.get('page')),
          total: 120,
          entries: [entry(51, 'x', 'Page Two Leader', 80)],
        }),
      ),
    );
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard?period=month&page=2', auth });
    expect(await screen.findByRole('link', { name: 'Page Two Leader' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'This month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [call] = boardCalls();
    expect(call?.searchParams.get('period')).toBe('month');
    expect(call?.searchParams.get('page')).toBe('2');
  });

  it('links the pages keeping the window and view, leaving out the default week', async () => {
    serveBoard(() =>
      jsonResponse(
        board({
          period: 'month',
          page: 2,
          total: 120,
          entries: [entry(51, 'x', 'Page Two Leader', 80)],
          team: { id: 't1', name: 'Lagos Leaders' },
        }),
      ),
    );
    renderScreen(<LeaderboardScreen />, {
      path: '/leaderboard?period=month&scope=team&page=2',
      auth,
    });
    const pages = await screen.findByRole('navigation', { name: 'Leadership board pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/leaderboard?period=month&scope=team',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/leaderboard?period=month&scope=team&page=3',
    );
  });

  it('pages through the board with Previous, Next and page numbers from the total', async () => {
    serveBoard((url) => {
      const page = Number(url.searchParams.get('page'));
      const first = (page - 1) * 50 + 1;
      return jsonResponse(
        board({
          page,
          total: 130,
          entries: [entry(first, `u${first}`, `Learner ${first}`, 10_000 - first)],
        }),
      );
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });
    const pages = await screen.findByRole('navigation', { name: 'Leadership board pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Learner 51' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'This week rankings, page 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Learner 101' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Learner 51' })).toBeInTheDocument();
  });

  it('refetches the board when the live points change', async () => {
    let points = 900;
    serveBoard(() => jsonResponse(board({ me: { rank: 2, points, around: [] } })));
    const { setLivePoints } = renderScreen(<LeaderboardScreen />, {
      path: '/leaderboard',
      auth,
      livePoints: { points: 900, pointsLevel: 1, isLoaded: true, streak: null, userId: null },
    });
    const card = await screen.findByRole('region', { name: 'Your place' });
    expect(card).toHaveTextContent('900 XP');
    expect(boardCalls()).toHaveLength(1);

    points = 1_150;
    setLivePoints({ points: 1_150, pointsLevel: 2, isLoaded: true, streak: null, userId: null });
    expect(await within(card).findByText('1,150 XP')).toBeInTheDocument();
    expect(boardCalls()).toHaveLength(2);
  });

  it('shows the board on /badges with the Badges view current', async () => {
    serveBoard(() => jsonResponse(board()));
    renderScreen(<BadgesScreen />, { path: '/badges', auth });
    expect(screen.getByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Leadership board views' });
    expect(within(views).getByRole('link', { name: 'Badges' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('list', { name: 'This week rankings, page 1' }),
    ).toBeInTheDocument();
  });
});

describe('LeaderboardScreen team views', () => {
  it('My team without a village points to /build-village; with one it asks for the team board', async () => {
    let hasTeam = false;
    serveBoard((url) =>
      jsonResponse(
        url.searchParams.get('scope') === 'team'
          ? hasTeam
            ? board({ team: { id: 't1', name: 'Lagos Leaders' } })
            : board({ total: 0, entries: [], me: null, team: null })
          : board(),
      ),
    );
    const view = renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Top leaders this week' });
    expect(screen.getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'My team' }));
    expect(await screen.findByText(/You are not in a village yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build your village' })).toHaveAttribute(
      'href',
      '/build-village',
    );
    expect(view.router.state.location.search).toBe('?scope=team');
    expect(boardCalls().at(-1)?.searchParams.get('scope')).toBe('team');

    hasTeam = true;
    await act(async () => {
      await view.router.navigate('/leaderboard?scope=team&period=month');
    });
    expect(
      await screen.findByRole('heading', { name: 'Lagos Leaders: top leaders this month' }),
    ).toBeInTheDocument();
  });

  it('Villages ranks teams by average XP with the viewer’s own village', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/leaderboard/teams') {
        const mine = {
          rank: 2,
          teamId: 't2',
          name: 'Lagos Leaders',
          members: 6,
          points: 600,
          average: 100,
        };
        return Promise.resolve(
          jsonResponse({
            period: 'week',
            page: 1,
            pageSize: 50,
            total: 2,
            entries: [
              {
                rank: 1,
                teamId: 't1',
                name: 'Small Mighty',
                members: 2,
                points: 600,
                average: 300,
              },
              mine,
            ],
            mine,
          }),
        );
      }
      return Promise.resolve(jsonResponse(board()));
    });
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard?scope=teams', auth });
    const list = await screen.findByRole('list', { name: 'Villages ranked by average XP, page 1' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Small Mighty');
    expect(rows[0]).toHaveTextContent('300 XP avg');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('100 XP per member on average')).toBeInTheDocument();
  });
});

describe('LeaderboardScreen in French', () => {
  beforeEach(() => loadCatalogs('fr', CATALOG_NAMES));
  afterEach(() => loadCatalogs('en', CATALOG_NAMES));

  it('shows the board, its switches, the viewer’s place and the ranked list in French', async () => {
    serveBoard(() => jsonResponse(board()));
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });

    expect(screen.getByRole('heading', { level: 1, name: 'Classement des leaders' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Vues du classement' });
    expect(within(views).getByRole('link', { name: 'Classement des leaders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tablist', { name: 'Période du classement' })).toBeInTheDocument();
    const scope = screen.getByRole('group', { name: 'Quel classement' });
    expect(within(scope).getByRole('button', { name: 'Tout le monde' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(scope).getByRole('button', { name: 'Mon équipe' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Classement de la semaine, page 1' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Rang 1');
    expect(screen.getByRole('heading', { name: 'Meilleurs leaders de la semaine' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Votre place' });
    expect(card).toHaveTextContent('sur 3 apprenants');
    expect(within(card).getByRole('list', { name: 'Les apprenants autour de vous' })).toBeInTheDocument();
    expect(within(list).getByText('Vous')).toBeInTheDocument();
  });

  it('puts the link where the French sentence wants it when the board is empty', async () => {
    serveBoard(() => jsonResponse(board({ total: 0, entries: [], me: null })));
    renderScreen(<LeaderboardScreen />, { path: '/leaderboard', auth });

    const card = await screen.findByRole('region', { name: 'Votre place' });
    expect(card).toHaveTextContent(
      'Vous n\'avez pas encore gagné d\'XP cette semaine. Terminez un module pour entrer au classement.',
    );
    expect(within(card).getByRole('link', { name: 'Terminez un module' })).toHaveAttribute('href', '/journeys');
    const rankings = screen.getByRole('region', { name: 'Meilleurs leaders de la semaine' });
    expect(rankings).toHaveTextContent(
      'Aucun XP gagné cette semaine pour l\'instant. Terminez un module pour prendre la tête du classement.',
    );
  });

  it('names the badges view in French', async () => {
    serveBoard(() => jsonResponse(board()));
    renderScreen(<BadgesScreen />, { path: '/badges', auth });
    expect(screen.getByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
    expect(screen.getByText(/^Suivez votre progression vers les badges /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
  });
});
