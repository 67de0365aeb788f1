import type { AdminUser } from '@lv/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Generous waits: the whole suite runs in parallel on two cores.
const WAIT = { timeout: 5_000 };
import { AuthContext } from '../../lib/auth-state';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { AdminUserScreen } from './admin-user-screen';

const learner: AdminUser = {
  id: 'learner-1',
  name: 'Kofi Mensah',
  email: 'kofi@example.test',
  emailVerified: true,
  role: 'learner',
  accountStatus: 'active',
  membershipStatus: 'free',
  transformationTier: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActive: null,
};

const NO_HISTORY = { signIns: [], badges: [], bookings: [], payments: [] };

function stubApi(
  user: AdminUser,
  patchAnswer: (body: unknown) => Response,
  history: Record<string, unknown> = NO_HISTORY,
) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      if (method === 'PATCH') return Promise.resolve(patchAnswer(body));
      if (path === `/api/admin/users/${user.id}/xp` && method === 'POST')
        return Promise.resolve(jsonResponse({ created: true, points: 150 }));
      if (path === `/api/admin/users/${user.id}/xp`)
        return Promise.resolve(
          jsonResponse({
            points: 0,
            streak: { days: 0, multiplier: 1, daysToMultiplier: 7, earnedToday: false, freezes: 0 },
            entries: [],
          }),
        );
      if (path.startsWith('/api/admin/audit'))
        return Promise.resolve(jsonResponse({ entries: [], total: 0, page: 1, pageSize: 10 }));
      if (path === `/api/admin/users/${user.id}`)
        return Promise.resolve(jsonResponse({ user, ...history }));
      return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
    }),
  );
  return calls;
}

function renderScreen(userId: string, meId: string) {
  const router = createMemoryRouter([{ path: '/admin/user/:userId', Component: AdminUserScreen }], {
    initialEntries: [`/admin/user/${userId}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider
        value={makeAuth({ status: 'signedIn', user: makeUser({ id: meId, role: 'admin' }) })}
      >
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminUserScreen', () => {
  it('sends only the changed fields and confirms the save', async () => {
    const calls = stubApi(learner, (body) =>
      jsonResponse({ user: { ...learner, ...(body as object) } }),
    );
    renderScreen(learner.id, 'admin-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kofi Mensah' }, WAIT),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Membership'), 'paid');
    await userEvent.selectOptions(screen.getByLabelText('Tier'), 'individual_paid');
    await userEvent.click(save);
    expect(await screen.findByText('Changes saved.', {}, WAIT)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/users/learner-1',
      body: { membershipStatus: 'paid', transformationTier: 'individual_paid' },
    });
  });

  it('warns that deactivating signs the user out everywhere', async () => {
    stubApi(learner, () => jsonResponse({ user: learner }));
    renderScreen(learner.id, 'admin-1');
    await userEvent.selectOptions(
      await screen.findByLabelText('Account status', {}, WAIT),
      'inactive',
    );
    expect(screen.getByText(/signs Kofi Mensah out on every device at once/)).toBeInTheDocument();
  });

  it("locks an admin's own role and status", async () => {
    const me: AdminUser = { ...learner, id: 'admin-1', role: 'admin', name: 'Ada Admin' };
    stubApi(me, () => jsonResponse({ user: me }));
    renderScreen(me.id, me.id);
    expect(await screen.findByLabelText('Role', {}, WAIT)).toBeDisabled();
    expect(screen.getByLabelText('Account status')).toBeDisabled();
    expect(screen.getByLabelText('Membership')).toBeEnabled();
  });

  it("shows the server's refusal", async () => {
    stubApi(learner, () =>
      jsonResponse(
        { error: { code: 'permission-denied', message: 'You cannot remove your own admin role.' } },
        403,
      ),
    );
    renderScreen(learner.id, 'admin-1');
    await userEvent.selectOptions(await screen.findByLabelText('Role', {}, WAIT), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'You cannot remove your own admin role.',
    );
  });

  it('adjusts XP only with a whole number and a reason, through the ledger API', async () => {
    const calls = stubApi(learner, () => jsonResponse({ user: learner }));
    renderScreen(learner.id, 'admin-1');
    expect(await screen.findByText('No XP earned yet.', {}, WAIT)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Points'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust XP' }));
    expect(await screen.findByText('Enter a whole number of points', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('A reason is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Points'));
    await userEvent.type(screen.getByLabelText('Points'), '150');
    await userEvent.type(screen.getByLabelText('Reason'), 'Hosted the webinar');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust XP' }));
    expect(await screen.findByText('+150 XP recorded.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Points')).toHaveValue('');
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ points: 150, reason: 'Hosted the webinar' });
  });

  it("shows the user's badges, bookings, payments and sign-ins", async () => {
    stubApi(learner, () => jsonResponse({ user: learner }), {
      signIns: [
        {
          id: 's1',
          createdAt: '2026-11-20T08:00:00.000Z',
          expiresAt: '2026-12-20T08:00:00.000Z',
          ipAddress: '203.0.113.9',
          userAgent: 'Firefox on Linux',
          isActive: true,
        },
      ],
      badges: [{ id: 'data-master', name: 'Data Master', unlockedAt: '2026-11-19T10:00:00.000Z' }],
      bookings: [
        {
          id: 'b1',
          createdAt: '2026-11-18T10:00:00.000Z',
          date: '2026-12-01',
          time: '13:30',
          timezone: 'Africa/Lagos',
          deliveryStatus: 'failed',
        },
      ],
      payments: [
        {
          id: 'p1',
          createdAt: '2026-11-17T10:00:00.000Z',
          plan: 'individual',
          amount: 4900,
          currency: 'usd',
          status: 'succeeded',
        },
      ],
    });
    renderScreen(learner.id, 'admin-1');
    const badges = await screen.findByRole('region', { name: 'Badges' }, WAIT);
    expect(badges).toHaveTextContent('Data Master');
    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(bookings).toHaveTextContent('2026-12-01 at 13:30');
    expect(bookings).toHaveTextContent('Failed');
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('Individual plan');
    expect(payments).toHaveTextContent('49.00');
    expect(payments).toHaveTextContent('Paid');
    expect(screen.getByRole('region', { name: 'Sign-in history' })).toHaveTextContent(
      '203.0.113.9 · Firefox on Linux',
    );
  });

  it('says when a user has no badges, bookings or payments', async () => {
    stubApi(learner, () => jsonResponse({ user: learner }));
    renderScreen(learner.id, 'admin-1');
    expect(await screen.findByText('No badges unlocked yet.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('No Pathfinder bookings.')).toBeInTheDocument();
    expect(screen.getByText('No card payments.')).toBeInTheDocument();
  });

  it('says so when the user does not exist', async () => {
    stubApi(learner, () => jsonResponse({}));
    renderScreen('nobody', 'admin-1');
    expect(await screen.findByText('This user does not exist.', {}, WAIT)).toBeInTheDocument();
  });
});

describe('AdminUserScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the account, the XP and the history in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    stubApi(learner, () => jsonResponse({ user: learner }));
    renderScreen(learner.id, 'admin-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Compte' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Tous les utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('Aucune connexion enregistrée (les sessions terminées sont supprimées).')).toBeInTheDocument();
    // French counts zero as singular.
    expect(await screen.findByText(/· 0 jour de série/, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText("Aucun administrateur n'a encore modifié ce compte.", {}, WAIT)).toBeInTheDocument();
  });
});
