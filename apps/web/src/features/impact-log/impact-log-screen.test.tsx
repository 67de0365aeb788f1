import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { ImpactLogScreen } from './impact-log-screen';

const entry = {
  id: 'e1',
  kind: 'entry',
  title: 'Shorter stand-ups',
  description: 'Cut to 15 minutes.',
  day: '2026-11-20',
  effect: { metric: 'Minutes', before: 40, after: 30 },
  visibility: 'public',
  reflectionWeek: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const page = (overrides: Record<string, unknown> = {}) => ({
  page: 1,
  pageSize: 10,
  total: 1,
  entries: [entry],
  today: '2026-11-22',
  reflection: { week: '2026-W47', done: false, points: 60 },
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn>;
let requests: Array<{ method: string; path: string; body: unknown }>;
function serve(log: () => unknown, answers: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`];
    if (answer) return Promise.resolve(answer());
    if (method === 'GET' && url.pathname === '/api/me/impact') return Promise.resolve(jsonResponse(log()));
    return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });
}

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  requests = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

describe('ImpactLogScreen', () => {
  it('lists entries with their measured effect and says the reflection is not done', async () => {
    serve(() => page());
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    expect(await screen.findByRole('heading', { level: 3, name: 'Shorter stand-ups' })).toBeInTheDocument();
    expect(screen.getByText('(-25%)')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText(/Not done yet/)).toBeInTheDocument();
    // Words for learners: the week is named by its days, not as an "ISO week".
    expect(screen.getByText('This week (Monday to Sunday), in your time zone')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ISO/);
  });

  it('shows the empty state and the loaded page number from the address', async () => {
    serve(() => page({ total: 0, entries: [] }));
    renderScreen(<ImpactLogScreen />, { path: '/impact-log?page=1', auth });
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/me/impact?page=1');
  });

  it('refuses a future date in the form without sending it', async () => {
    serve(() => page());
    const user = userEvent.setup();
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New impact entry' });
    await user.type(within(dialog).getByLabelText('Title'), 'Tomorrow');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-23');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('The date cannot be in the future')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates an entry with a measured effect', async () => {
    serve(() => page(), { 'POST /api/me/impact': () => jsonResponse({ ...entry, id: 'e2', title: 'New habit' }, 201) });
    const user = userEvent.setup();
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New impact entry' });
    await user.type(within(dialog).getByLabelText('Title'), 'New habit');
    await user.click(within(dialog).getByLabelText('Add a measured effect'));
    await user.type(within(dialog).getByLabelText('What you measured'), 'Hours');
    await user.type(within(dialog).getByLabelText('Before'), '10');
    await user.type(within(dialog).getByLabelText('After'), '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Entry added.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'New habit',
      description: '',
      day: '2026-11-22',
      effect: { metric: 'Hours', before: 10, after: 7.5 },
      visibility: 'private',
    });
  });

  it('deletes after a confirmation and shows the server refusal when there is one', async () => {
    serve(() => page(), { 'DELETE /api/me/impact/e1': () => jsonResponse({ error: { code: 'permission-denied', message: 'You can only change your own impact entries.' } }, 403) });
    const user = userEvent.setup();
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    await user.click(await screen.findByRole('button', { name: 'Delete Shorter stand-ups' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await within(dialog).findByText(/You can only change your own impact entries/)).toBeInTheDocument();
  });

  it('submits the weekly reflection and shows the XP earned', async () => {
    let done = false;
    serve(() => page({ reflection: { week: '2026-W47', done, points: 60 } }), {
      'POST /api/me/impact/reflections': () => {
        done = true;
        return jsonResponse({ entry: { ...entry, id: 'r1', kind: 'reflection', reflectionWeek: '2026-W47' }, xpEarned: 60, xpAwardedNow: true, points: 60 }, 201);
      },
    });
    const user = userEvent.setup();
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    await user.click(await screen.findByRole('button', { name: 'Submit Weekly Reflection' }));
    await user.click(screen.getByRole('button', { name: 'Submit Weekly Reflection (+60 XP)' }));
    expect(await screen.findByText('Write your reflection')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What did you learn or change this week?'), 'I listened more.');
    await user.click(screen.getByRole('button', { name: 'Submit Weekly Reflection (+60 XP)' }));
    expect(await screen.findByText('Done. You earned 60 XP')).toBeInTheDocument();
  });

  it('keeps an entry and a reflection written offline on the phone, and says so', async () => {
    serve(() => page());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New impact entry' });
    await user.type(within(dialog).getByLabelText('Title'), 'Written on the bus');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Entry saved on this phone. It will be sent when you are back online.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Weekly Reflection' }));
    await user.type(screen.getByLabelText('What did you learn or change this week?'), 'I listened more.');
    await user.click(screen.getByRole('button', { name: 'Submit Weekly Reflection (+60 XP)' }));
    expect(await screen.findByText('Saved on this phone. It will be sent when you are back online, for the week you wrote it.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    vi.restoreAllMocks();
  });
});

describe('ImpactLogScreen in French', () => {
  beforeEach(() => loadCatalogs('fr', CATALOG_NAMES));
  afterEach(() => loadCatalogs('en', CATALOG_NAMES));

  it('shows the log, an entry and this week’s reflection in French', async () => {
    serve(() => page());
    const user = userEvent.setup();
    renderScreen(<ImpactLogScreen />, { path: '/impact-log', auth });
    expect(screen.getByRole('heading', { level: 1, name: "Journal d'impact" })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Shorter stand-ups' })).toBeInTheDocument();
    expect(screen.getByText('Publique')).toBeInTheDocument();
    expect(screen.getByText('Minutes :')).toBeInTheDocument();
    expect(screen.getByText('(-25 %)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier Shorter stand-ups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Réflexion de la semaine' })).toBeInTheDocument();
    expect(screen.getByText('Cette semaine (du lundi au dimanche), dans votre fuseau horaire')).toBeInTheDocument();
    expect(screen.getByText(/^Pas encore faite\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nouvelle entrée' }));
    const dialog = screen.getByRole('dialog', { name: "Nouvelle entrée d'impact" });
    expect(within(dialog).getByLabelText('Titre')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Qui peut la voir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ajouter une entrée' })).toBeInTheDocument();
  });
});
