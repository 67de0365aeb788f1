import type { MyTeamResponse, Team } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { BuildVillageScreen } from './build-village-screen';

const viewer = makeUser({ id: 'me', name: 'Ada Learner' });
const auth = makeAuth({ status: 'signedIn', user: viewer });
const TOKEN = 'A'.repeat(43);

function team(overrides: Partial<Team> = {}): Team {
  return {
    id: 't1',
    name: 'Lagos Leaders',
    createdAt: '2026-11-22T10:00:00.000Z',
    myRole: 'leader',
    members: [
      {
        userId: 'me',
        name: 'Ada Learner',
        image: null,
        role: 'leader',
        points: 0,
        level: { number: 1, name: 'Explorer' },
        joinedAt: '2026-11-22T10:00:00.000Z',
      },
      {
        userId: 'u2',
        name: 'Kwame Mensah',
        image: null,
        role: 'member',
        points: 2_500,
        level: { number: 3, name: 'Change Architect' },
        joinedAt: '2026-11-22T11:00:00.000Z',
      },
    ],
    joinLink: {
      url: `http://localhost/build-village?join=${TOKEN}`,
      expiresAt: '2026-11-29T10:00:00.000Z',
    },
    invites: [],
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
function serve(handler: Handler) {
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return Promise.resolve(
      handler(url, init) ?? jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404),
    );
  });
}
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BuildVillageScreen', () => {
  it(
    'without a village: checks the name, creates the village and shows its members with levels',
    { timeout: 20_000 },
    async () => {
      let mine: MyTeamResponse = { team: null };
      serve((url, init) => {
        if (url.pathname === '/api/teams/mine') return jsonResponse(mine);
        if (url.pathname === '/api/teams' && init?.method === 'POST') {
          mine = { team: team() };
          return jsonResponse(mine, 201);
        }
        return undefined;
      });
      renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      const user = userEvent.setup();
      const name = await screen.findByLabelText('Village name');
      await user.click(screen.getByRole('button', { name: 'Create village' }));
      await vi.waitFor(() =>
        expect(name).toHaveAccessibleDescription(
          expect.stringContaining('Village name is required'),
        ),
      );
      await user.type(name, 'A');
      await user.click(screen.getByRole('button', { name: 'Create village' }));
      await vi.waitFor(() =>
        expect(name).toHaveAccessibleDescription(
          expect.stringContaining('Village name must be at least 2 characters'),
        ),
      );
      expect(calls('POST', '/api/teams')).toHaveLength(0);

      await user.type(name, 'gile Leaders');
      await user.click(screen.getByRole('button', { name: 'Create village' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Lagos Leaders' }),
      ).toBeInTheDocument();
      expect(JSON.parse(String((calls('POST', '/api/teams')[0]![1] as RequestInit).body))).toEqual({
        name: 'Agile Leaders',
      });
      const members = screen.getByRole('list', { name: 'Village members' });
      expect(
        within(members).getByText('Level 3 · Change Architect · 2,500 XP'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Join link' })).toHaveValue(
        `http://localhost/build-village?join=${TOKEN}`,
      );
      // With other members the leader must hand over before leaving.
      expect(screen.getByRole('button', { name: 'Leave village' })).toBeDisabled();
    },
  );

  it('refuses a pasted link that is not a join link, without sending it', async () => {
    serve((url) => (url.pathname === '/api/teams/mine' ? jsonResponse({ team: null }) : undefined));
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const user = userEvent.setup();
    const link = await screen.findByRole('textbox', { name: 'Join link' });
    await user.type(link, 'https://example.org/build-village?join=short');
    await user.click(screen.getByRole('button', { name: 'Join village' }));
    await vi.waitFor(() =>
      expect(link).toHaveAccessibleDescription(
        expect.stringContaining('Paste the whole join link your village leader shared'),
      ),
    );
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveFocus();
    expect(calls('POST', '/api/teams/join')).toHaveLength(0);
  });

  it('checks an invite email, sends it lower-cased and says who was invited', async () => {
    serve((url, init) => {
      if (url.pathname === '/api/teams/mine') return jsonResponse({ team: team() });
      if (url.pathname === '/api/teams/mine/invites' && init?.method === 'POST')
        // What the server answers (TeamInviteSentSchema): the invite, never its token.
        return jsonResponse({ invite: { id: 'invite-1', email: 'kwame@example.org', expiresAt: '2026-12-01T00:00:00.000Z' } }, 201);
      return undefined;
    });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Colleague’s email');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('Email is required')),
    );
    await user.type(email, 'kwame@');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid email address'),
      ),
    );
    expect(calls('POST', '/api/teams/mine/invites')).toHaveLength(0);
    await user.type(email, 'Example.org ');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent to kwame@Example.org.')).toBeInTheDocument();
    expect(
      JSON.parse(String((calls('POST', '/api/teams/mine/invites')[0]![1] as RequestInit).body)),
    ).toEqual({ email: 'kwame@example.org' });
    expect(email).toHaveValue('');
  });

  it('asks before removing a member, and removes them on confirm', async () => {
    let mine: MyTeamResponse = { team: team() };
    serve((url, init) => {
      if (url.pathname === '/api/teams/mine') return jsonResponse(mine);
      if (url.pathname === '/api/teams/mine/members/u2' && init?.method === 'DELETE') {
        mine = { team: team({ members: team().members.slice(0, 1) }) };
        return jsonResponse(mine);
      }
      return undefined;
    });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Kwame Mensah' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Kwame Mensah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE', '/api/teams/mine/members/u2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Kwame Mensah' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Kwame Mensah was removed from Lagos Leaders.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Village members' })).queryByText('Kwame Mensah'),
    ).toBeNull();
    // Now alone, the leader may close the village.
    expect(screen.getByRole('button', { name: 'Close village' })).toBeEnabled();
  });

  it('opens a join link: shows the village, joins it, and shows an expired link’s message', async () => {
    let mine: MyTeamResponse = { team: null };
    serve((url, init) => {
      if (url.pathname === '/api/teams/mine') return jsonResponse(mine);
      if (url.pathname === '/api/teams/preview')
        return jsonResponse({
          name: 'Lagos Leaders',
          leaderName: 'Kwame Mensah',
          members: 3,
          expiresAt: '2026-11-29T10:00:00.000Z',
        });
      if (url.pathname === '/api/teams/join' && init?.method === 'POST') {
        mine = { team: team({ myRole: 'member', joinLink: null }) };
        return jsonResponse(mine);
      }
      return undefined;
    });
    const view = renderScreen(<BuildVillageScreen />, {
      path: `/build-village?join=${TOKEN}`,
      auth,
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/invites you to join/)).toHaveTextContent(
      'Kwame Mensah invites you to join Lagos Leaders (3 members).',
    );
    await user.click(screen.getByRole('button', { name: 'Join Lagos Leaders' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lagos Leaders' }),
    ).toBeInTheDocument();
    expect(
      JSON.parse(String((calls('POST', '/api/teams/join')[0]![1] as RequestInit).body)),
    ).toEqual({ token: TOKEN });
    expect(view.router.state.location.search).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Join link' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('explains an expired link', async () => {
    serve((url) => {
      if (url.pathname === '/api/teams/mine') return jsonResponse({ team: null });
      if (url.pathname === '/api/teams/preview')
        return jsonResponse(
          {
            error: {
              code: 'invalid-argument',
              message: 'This link has expired. Ask your village leader for a new one.',
            },
          },
          400,
        );
      return undefined;
    });
    renderScreen(<BuildVillageScreen />, { path: `/build-village?join=${TOKEN}`, auth });
    expect(
      await screen.findByText('This link has expired. Ask your village leader for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your village' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the village cannot load', async () => {
    serve(() => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500));
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    expect(await screen.findByText(/We could not load your village\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('BuildVillageScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the leader\'s village, its members and their actions in French', async () => {
    serve((url) => (url.pathname === '/api/teams/mine' ? jsonResponse({ team: team() }) : undefined));
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créez votre village' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lagos Leaders' })).toBeInTheDocument();
    expect(screen.getByText('2 membres ·', { exact: false })).toHaveTextContent('2 membres · vous êtes responsable');
    const members = screen.getByRole('list', { name: 'Membres du village' });
    expect(within(members).getByText('Responsable')).toBeInTheDocument();
    expect(within(members).getByText(/^Niveau 3 · /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Kwame Mensah' })).toHaveTextContent('Retirer');
    expect(screen.getByRole('button', { name: 'Nommer Kwame Mensah responsable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Envoyer l'invitation" })).toBeInTheDocument();
  });

  it('shows a join link\'s invitation in French, with a singular member', async () => {
    serve((url) => {
      if (url.pathname === '/api/teams/mine') return jsonResponse({ team: null });
      if (url.pathname === '/api/teams/preview')
        return jsonResponse({ name: 'Lagos Leaders', leaderName: 'Kwame Mensah', members: 1, expiresAt: '2026-11-29T10:00:00.000Z' });
      return undefined;
    });
    renderScreen(<BuildVillageScreen />, { path: `/build-village?join=${TOKEN}`, auth });
    expect(await screen.findByText(/vous invite à rejoindre/)).toHaveTextContent(
      'Kwame Mensah vous invite à rejoindre Lagos Leaders (1 membre).',
    );
    expect(screen.getByRole('button', { name: 'Rejoindre Lagos Leaders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Créer un village' })).toBeInTheDocument();
  });
});
