import type { MentoringOverview } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { MentoringScreen } from './mentoring-screen';
import { ada, kofi, mentoringSession } from './test-fixtures';

const me = ada;

const session = mentoringSession;

const overview = (overrides: Partial<MentoringOverview> = {}): MentoringOverview => ({
  today: '2026-11-24',
  earliestDay: '2026-10-25',
  mentor: { allowed: true, xp: 2500, xpToUnlock: 0, unlockLevel: { number: 3, name: 'Change Architect', minXp: 2001 } },
  toConfirm: [],
  sessions: [],
  ...overrides,
});

let requests: Array<{ method: string; path: string; body: unknown }>;
function serve(answers: Record<string, (body: unknown) => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      requests.push({ method, path: url.pathname + url.search, body });
      const answer = answers[`${method} ${url.pathname}`];
      return Promise.resolve(answer ? answer(body) : jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
    }),
  );
}

beforeEach(() => {
  requests = [];
});
afterEach(() => vi.unstubAllGlobals());

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

describe('MentoringScreen', () => {
  it('lists a session to confirm and confirms it in the app, saying what it earned', async () => {
    let confirmed = false;
    serve({
      'GET /api/mentoring': () => jsonResponse(overview({ toConfirm: confirmed ? [] : [session()] })),
      'POST /api/mentoring/sessions/s1/confirm': () => {
        confirmed = true;
        return jsonResponse({ created: true, session: session({ status: 'confirmed', xpAwarded: 0, respondedAt: '2026-11-24T09:00:00.000Z' }) });
      },
    });
    const user = userEvent.setup();
    renderScreen(<MentoringScreen />, { path: '/mentoring', auth });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('heading', { name: 'Ama Mensah mentored you' })).toBeInTheDocument();
    expect(within(list).getByText('Delegating the weekly report')).toBeInTheDocument();
    expect(within(list).getByText('Waiting for your answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Confirm the session with Ama Mensah on/ }));
    expect(await screen.findByText('You confirmed the session with Ama Mensah: 45 CPD minutes for you and Ama Mensah.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/mentoring/sessions/s1/confirm')).toBe(true);
    expect(await screen.findByText(/Nothing to confirm/)).toBeInTheDocument();
  });

  it('explains the Level 3 unlock instead of the form, with the distance to it', async () => {
    serve({ 'GET /api/mentoring': () => jsonResponse(overview({ mentor: { allowed: false, xp: 1500, xpToUnlock: 501, unlockLevel: { number: 3, name: 'Change Architect', minXp: 2001 } } })) });
    renderScreen(<MentoringScreen />, { path: '/mentoring', auth });
    expect(await screen.findByText(/Mentoring unlocks at Level 3, Change Architect/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Level 3, Change Architect' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText(/501 XP to go/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log session' })).not.toBeInTheDocument();
  });

  it('shows what each of my sessions earned, including a second one in the same week', async () => {
    serve({
      'GET /api/mentoring': () =>
        jsonResponse(
          overview({
            sessions: [
              session({ id: 'a', role: 'mentor', mentor: me, mentee: kofi, status: 'confirmed', xpAwarded: 80 }),
              session({ id: 'b', role: 'mentor', mentor: me, mentee: kofi, status: 'confirmed', xpAwarded: 0 }),
              session({ id: 'c', role: 'mentor', mentor: me, mentee: kofi, status: 'pending' }),
              session({ id: 'd', role: 'mentor', mentor: me, mentee: kofi, status: 'expired' }),
            ],
          }),
        ),
    });
    renderScreen(<MentoringScreen />, { path: '/mentoring', auth });
    expect(await screen.findByText('+80 XP Peer Mentoring and 45 CPD minutes.')).toBeInTheDocument();
    expect(screen.getByText('45 CPD minutes, no XP: you had already earned Peer Mentoring with Kofi Boateng that week. It counts once per colleague per week.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for Kofi Boateng')).toBeInTheDocument();
    expect(screen.getByText('Not answered within 14 days: nothing was recorded.')).toBeInTheDocument();
  });

  it('logs a session: checks the form first, then sends the chosen colleague, date, minutes, topic and a request key', async () => {
    serve({
      'GET /api/mentoring': () => jsonResponse(overview()),
      'GET /api/mentoring/colleagues': () => jsonResponse({ village: 'Lagos Ops', colleagues: [{ ...kofi, image: null, level: { number: 1, name: 'Explorer' }, inMyVillage: true }] }),
      'POST /api/mentoring/sessions': () =>
        jsonResponse({ created: true, mailSent: true, session: session({ id: 'new', role: 'mentor', mentor: me, mentee: kofi }) }, 201),
    });
    const user = userEvent.setup();
    renderScreen(<MentoringScreen />, { path: '/mentoring', auth });
    await user.click(await screen.findByRole('button', { name: 'Log session' }));
    expect(await screen.findByText('Choose the colleague you mentored')).toBeInTheDocument();
    expect(screen.getByText('Say what you worked on')).toBeInTheDocument();
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.click(await screen.findByRole('radio', { name: /Kofi Boateng/ }));
    await user.type(screen.getByLabelText('Topic'), '  Coaching   a new supervisor ');
    await user.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByText('The date cannot be in the future')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Log session' }));
    expect(await screen.findByText('Logged. We emailed Kofi Boateng to confirm it; you earn Peer Mentoring XP once they do.')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ menteeId: 'u-kofi', day: '2026-11-20', minutes: 60, topic: 'Coaching a new supervisor' });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a retry when the overview cannot load', async () => {
    serve({ 'GET /api/mentoring': () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderScreen(<MentoringScreen />, { path: '/mentoring', auth });
    expect(await screen.findByText('We could not load your mentoring sessions. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('MentoringScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the sessions to confirm, the locked mentor card and the outcomes in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    serve({
      'GET /api/mentoring': () =>
        jsonResponse(
          overview({
            mentor: { allowed: false, xp: 1500, xpToUnlock: 501, unlockLevel: { number: 3, name: 'Change Architect', minXp: 2001 } },
            toConfirm: [session()],
            sessions: [session({ id: 'a', role: 'mentor', mentor: me, mentee: kofi, status: 'confirmed', xpAwarded: 80, minutes: 1 })],
          }),
        ),
    });
    renderScreen(<MentoringScreen />, { path: '/mentoring', auth });
    expect(await screen.findByRole('heading', { level: 2, name: 'À confirmer (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mentorat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ama Mensah vous a accompagné' })).toBeInTheDocument();
    expect(screen.getByText('En attente de votre réponse')).toBeInTheDocument();
    expect(screen.getByText('45 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Confirmer la séance avec Ama Mensah du / })).toHaveTextContent('Confirmer');
    // The level's name comes from the domain's texts, in the page's language.
    expect(screen.getByText(/^Le mentorat se débloque au niveau 3, /)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /^Progression vers le niveau 3, / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vous avez accompagné Kofi Boateng' })).toBeInTheDocument();
    expect(screen.getByText('1 minute')).toBeInTheDocument();
    expect(screen.getByText('+80 XP Mentorat entre pairs et 1 minute CPD.')).toBeInTheDocument();
  });
});
