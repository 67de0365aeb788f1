import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { LeaderboardScreen } from './leaderboard-screen';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me' }) });
const WAIT = { timeout: 5_000 };
let fetchMock: ReturnType<typeof vi.fn>;

const xpRanking = {
  period: 'week',
  page: 1,
  pageSize: 50,
  total: 1,
  entries: [
    { rank: 1, teamId: 't1', name: 'Lagos Leaders', members: 4, points: 800, average: 200 },
  ],
  mine: null,
};
const completionRanking = {
  page: 1,
  pageSize: 50,
  total: 2,
  entries: [
    { rank: 1, teamId: 't2', name: 'Accra Builders', members: 3, averageCompletion: 80 },
    { rank: 2, teamId: 't1', name: 'Lagos Leaders', members: 4, averageCompletion: 35 },
  ],
  mine: { rank: 2, teamId: 't1', name: 'Lagos Leaders', members: 4, averageCompletion: 35 },
};

beforeEach(() => {
  fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/leaderboard/teams') return Promise.resolve(jsonResponse(xpRanking));
    if (url.pathname === '/api/leaderboard/teams/completion')
      return Promise.resolve(jsonResponse(completionRanking));
    return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Villages view', () => {
  it('switches from average XP to average journey completion, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<LeaderboardScreen />, {
      path: '/leaderboard?scope=teams',
      auth,
    });
    expect(
      await screen.findByRole('list', { name: 'Villages ranked by average XP, page 1' }, WAIT),
    ).toBeInTheDocument();
    const measures = screen.getByRole('group', { name: 'Rank villages by' });
    expect(within(measures).getByRole('button', { name: 'Average XP' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(measures).getByRole('button', { name: 'Average completion' }));
    const list = await screen.findByRole(
      'list',
      { name: 'Villages ranked by average completion, page 1' },
      WAIT,
    );
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Accra Builders');
    expect(rows[0]).toHaveTextContent('80 % done');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getByRole('heading', { name: 'Villages by average journey completion · all time' }),
    ).toBeInTheDocument();
    expect(screen.getByText('35% of their journey done per member on average')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scope=teams&by=completion');

    // Back to Everyone: the measure belongs to the Villages view only.
    await user.click(screen.getByRole('button', { name: 'Everyone' }));
    expect(router.state.location.search).toBe('');
  });
});
