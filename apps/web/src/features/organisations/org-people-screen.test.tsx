import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgImportReport, OrgMembers } from '@lv/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { filterPeople, OrgPeopleScreen } from './org-people-screen';
import { organisation } from './test-fixtures';

const members: OrgMembers = {
  members: [
    {
      userId: 'u1',
      name: 'Moussa Diop',
      email: 'moussa@sahelgrid.local',
      role: 'team_leader',
      holdsSeat: true,
      teamId: 't1',
      joinedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      userId: 'u2',
      name: 'Aminata Ba',
      email: 'aminata@sahelgrid.local',
      role: 'member',
      holdsSeat: true,
      teamId: null,
      joinedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'cheikh@sahelgrid.local',
      role: 'member',
      expiresAt: '2026-12-20T00:00:00.000Z',
      name: 'Cheikh Sy',
      teamId: 't1',
    },
  ],
};
const teams = {
  teams: [
    { id: 't1', name: 'Field Operations', leaderId: 'u1', leaderName: 'Moussa Diop', members: 1 },
  ],
};
const report = (over: Partial<OrgImportReport> = {}): OrgImportReport => ({
  rows: [
    {
      line: 2,
      name: 'Awa Sow',
      email: 'awa@sahelgrid.local',
      team: 'Field Operations',
      status: 'new',
    },
    { line: 3, name: 'Bad', email: 'not-an-email', team: '', status: 'bad_email' },
  ],
  summary: { new: 1, unchanged: 0, errors: 1 },
  seatsLeft: 7,
  imported: false,
  ...over,
});

let calls: Array<{ method: string; path: string; body: unknown }>;
function serve(check: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/orgs/mine')
        return Promise.resolve(jsonResponse({ organisation: organisation() }));
      if (path === '/api/orgs/org-1/members') return Promise.resolve(jsonResponse(members));
      if (path === '/api/orgs/org-1/teams') return Promise.resolve(jsonResponse(teams));
      if (path === '/api/orgs/org-1/imports/check') return Promise.resolve(check());
      return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
    }),
  );
}
beforeEach(() => {
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('filterPeople', () => {
  it.each([
    [{ q: '', teamId: '', status: '' as const }, ['Moussa Diop', 'Aminata Ba', 'Cheikh Sy']],
    [{ q: 'AMINATA', teamId: '', status: '' as const }, ['Aminata Ba']],
    [{ q: 'cheikh@', teamId: '', status: '' as const }, ['Cheikh Sy']],
    [{ q: '', teamId: 't1', status: '' as const }, ['Moussa Diop', 'Cheikh Sy']],
    [{ q: '', teamId: 'none', status: '' as const }, ['Aminata Ba']],
    [{ q: '', teamId: 't1', status: 'invited' as const }, ['Cheikh Sy']],
    [{ q: '', teamId: '', status: 'member' as const }, ['Moussa Diop', 'Aminata Ba']],
  ])('%o', (filters, names) => {
    expect(filterPeople(members, filters).map((r) => r.name)).toEqual(names);
  });
});

describe('OrgPeopleScreen', () => {
  it('checks a chosen file, lists each row with what happens to it, and offers no confirmation while a row is in error', async () => {
    serve(() => jsonResponse(report()));
    const user = userEvent.setup();
    renderScreen(<OrgPeopleScreen />, {
      path: '/org/people',
      route: '/org/people',
      auth: makeAuth({ status: 'signedIn', user: makeUser() }),
    });
    expect(await screen.findByText('Cheikh Sy', {}, { timeout: 10_000 })).toBeInTheDocument();
    const file = new File(
      ['name,email,team\nAwa Sow,awa@sahelgrid.local,Field Operations\nBad,not-an-email,'],
      'people.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('Choose a CSV file'), file);
    expect(await screen.findByText('1 new, 0 left as they are, 1 to fix.')).toBeInTheDocument();
    expect(screen.getByText('Not a valid email address')).toBeInTheDocument();
    expect(screen.getByText('New: will be invited and take a seat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm and invite/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/orgs/org-1/imports/check',
    ]);
  });

  it('offers to confirm a file without errors', async () => {
    serve(() =>
      jsonResponse(
        report({ rows: [report().rows[0]!], summary: { new: 1, unchanged: 0, errors: 0 } }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<OrgPeopleScreen />, {
      path: '/org/people',
      route: '/org/people',
      auth: makeAuth({ status: 'signedIn', user: makeUser() }),
    });
    await screen.findByText('Cheikh Sy', {}, { timeout: 10_000 });
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      new File(['x'], 'p.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Confirm and invite 1 people' }),
    ).toBeInTheDocument();
  });
});
