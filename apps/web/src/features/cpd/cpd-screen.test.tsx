import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { CpdScreen } from './cpd-screen';

const platformEntry = {
  id: 'e1',
  type: 'module',
  title: 'Leading change in a small team',
  provider: 'LeadVillage',
  startDate: '2026-11-20',
  endDate: '2026-11-20',
  minutes: 45,
  evidence: 'I will run a 15-minute stand-up.',
  verifiedBy: 'platform',
  journeyId: 'amara',
  createdAt: '2026-11-20T10:00:00.000Z',
  voided: null,
  canVoid: false,
};
const externalEntry = { ...platformEntry, id: 'e2', type: 'external', title: 'Negotiation course', provider: 'Strathmore', minutes: 90, evidence: null, verifiedBy: 'self', journeyId: null, canVoid: true };

const record = (overrides: Record<string, unknown> = {}) => ({
  entries: [externalEntry, platformEntry],
  total: 2,
  page: 1,
  pageSize: 25,
  totals: { minutes: 135, byYear: [{ year: 2026, minutes: 135 }], byType: [{ type: 'module', minutes: 45 }, { type: 'external', minutes: 90 }] },
  today: '2026-11-24',
  ...overrides,
});

const certificate = {
  id: 'q83vEjRWeJCrze8SNFZ4kA',
  code: 'EA2F54K1M5V',
  journeyId: 'amara',
  journeyTitle: "Amara's 6-month leadership journey",
  holderName: 'Ada Learner',
  cpdMinutes: 270,
  issuedAt: '2026-11-20T12:00:00.000Z',
  status: 'valid',
  revokedAt: null,
  revokedReason: null,
  verifyUrl: 'http://localhost/verify/q83vEjRWeJCrze8SNFZ4kA',
  pdfUrl: '/api/me/certificates/q83vEjRWeJCrze8SNFZ4kA/pdf',
  credentialUrl: '/ob/certificates/q83vEjRWeJCrze8SNFZ4kA',
};

let fetchMock: ReturnType<typeof vi.fn>;
let requests: Array<{ method: string; path: string; body: unknown }>;
function serve(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`];
    return Promise.resolve(answer ? answer() : jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
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
const base = { 'GET /api/me/cpd': () => jsonResponse(record()), 'GET /api/me/certificates': () => jsonResponse({ certificates: [certificate] }) };

describe('CpdScreen', () => {
  it('shows the totals, the record newest first, the certificates and the exports', async () => {
    serve(base);
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    expect(await screen.findByTestId('cpd-total')).toHaveTextContent('2.25 h (2:15)');
    const entries = screen.getAllByTestId('cpd-entry');
    expect(entries.map((e) => within(e).getByRole('heading', { level: 3 }).textContent)).toEqual(['Negotiation course', 'Leading change in a small team']);
    expect(within(entries[0]!).getByText('Self-reported')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Verified by the platform')).toBeInTheDocument();
    // Only the self-reported entry can be voided.
    expect(within(entries[0]!).getByRole('button', { name: 'Remove Negotiation course' })).toBeInTheDocument();
    expect(within(entries[1]!).queryByRole('button')).toBeNull();

    const cert = await screen.findByTestId('certificate');
    expect(within(cert).getByRole('heading', { name: "Amara's 6-month leadership journey" })).toBeInTheDocument();
    expect(within(cert).getByText('EA2F5-4K1M5-V')).toBeInTheDocument();
    expect(within(cert).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', certificate.pdfUrl);
    const credential = within(cert).getByRole('link', { name: 'Export credential' });
    expect(credential).toHaveAttribute('href', '/ob/certificates/q83vEjRWeJCrze8SNFZ4kA');
    expect(credential).toHaveAttribute('download', 'amara-s-6-month-leadership-journey-credential.json');
    expect(within(cert).getByRole('link', { name: 'Public verification page' })).toHaveAttribute('href', certificate.verifyUrl);
    expect(screen.getByRole('link', { name: 'PDF statement' })).toHaveAttribute('href', '/api/me/cpd/statement.pdf');
    expect(screen.getByRole('link', { name: 'CSV for spreadsheets' })).toHaveAttribute('href', '/api/me/cpd/export.csv');
  });

  it('shows the record once its certificates have answered, and keeps it when they fail', async () => {
    let answer: (response: Response) => void = () => {};
    const failed = () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    let held = true;
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/me/cpd') return Promise.resolve(jsonResponse(record()));
      // The first certificates read waits; any later one (the section reads again when it mounts) fails at once.
      if (!held) return Promise.resolve(failed());
      held = false;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    // The record is in, its certificates are not: nothing shows yet that they would push down.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('cpd-entry')).toBeNull();
    answer(failed());
    expect(await screen.findByText('We could not load your certificates. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cpd-entry')).toHaveLength(2);
  });

  it('offers neither the PDF nor the credential of a revoked certificate', async () => {
    const revoked = { ...certificate, status: 'revoked', revokedAt: '2026-11-22T09:00:00.000Z', revokedReason: 'Issued in error', pdfUrl: null, credentialUrl: null };
    serve({ ...base, 'GET /api/me/certificates': () => jsonResponse({ certificates: [revoked] }) });
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    const cert = await screen.findByTestId('certificate');
    expect(within(cert).getByText(/Issued in error/)).toBeInTheDocument();
    expect(within(cert).queryByRole('link', { name: 'Export credential' })).toBeNull();
    expect(within(cert).queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(within(cert).getByRole('link', { name: 'Public verification page' })).toHaveAttribute('href', certificate.verifyUrl);
  });

  it('shows the empty states', async () => {
    serve({
      'GET /api/me/cpd': () => jsonResponse(record({ entries: [], total: 0, totals: { minutes: 0, byYear: [], byType: [] } })),
      'GET /api/me/certificates': () => jsonResponse({ certificates: [] }),
    });
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    expect(await screen.findByText('No CPD recorded yet.')).toBeInTheDocument();
    expect(await screen.findByText('No certificates yet.')).toBeInTheDocument();
  });

  it('offers a retry when the record does not load', async () => {
    serve({ 'GET /api/me/cpd': () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500), 'GET /api/me/certificates': () => jsonResponse({ certificates: [] }) });
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    expect(await screen.findByText(/could not load your CPD record/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('checks external CPD with the domain schema before sending anything', async () => {
    serve(base);
    const user = userEvent.setup();
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    await user.click(await screen.findByRole('button', { name: 'Add external CPD' }));
    const dialog = screen.getByRole('dialog', { name: 'Add external CPD' });
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.type(within(dialog).getByLabelText('Minutes'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Add to my record' }));
    expect(await within(dialog).findByText('Name the activity')).toBeInTheDocument();
    expect(within(dialog).getByText('Name the provider (who ran it)')).toBeInTheDocument();
    expect(within(dialog).getByText('The date cannot be in the future')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at most 1,440 minutes (one day) per entry')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Activity')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("writes the date inputs' chosen day under them as the reader writes dates, day first outside the US", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'], language: 'en-GB' });
    try {
      serve(base);
      const user = userEvent.setup();
      renderScreen(<CpdScreen />, { path: '/cpd', auth });
      await user.click(await screen.findByRole('button', { name: 'Add external CPD' }));
      const dialog = screen.getByRole('dialog', { name: 'Add external CPD' });
      expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription('Chosen: 24 Nov 2026.');
      await user.type(within(dialog).getByLabelText('Last day (optional)'), '2026-11-20');
      expect(within(dialog).getByLabelText('Last day (optional)')).toHaveAccessibleDescription('When it ran over several days. Chosen: 20 Nov 2026.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds external CPD with a request key', async () => {
    serve({ ...base, 'POST /api/me/cpd': () => jsonResponse({ entry: externalEntry, created: true }, 201) });
    const user = userEvent.setup();
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    await user.click(await screen.findByRole('button', { name: 'Add external CPD' }));
    const dialog = screen.getByRole('dialog', { name: 'Add external CPD' });
    await user.type(within(dialog).getByLabelText('Activity'), 'Negotiation course');
    await user.type(within(dialog).getByLabelText('Provider'), 'Strathmore');
    await user.type(within(dialog).getByLabelText('Minutes'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Add to my record' }));
    expect(await screen.findByText('Added to your record.')).toBeInTheDocument();
    const body = requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Negotiation course', provider: 'Strathmore', startDate: '2026-11-24', endDate: null, minutes: 90, evidence: null });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('removes a self-reported entry from the totals with a reason, in words for learners (no "void")', async () => {
    serve({ ...base, 'POST /api/me/cpd/e2/void': () => jsonResponse({ ...externalEntry, canVoid: false, voided: { at: '2026-11-24T10:00:00.000Z', reason: 'Entered twice' } }) });
    const user = userEvent.setup();
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    await user.click(await screen.findByRole('button', { name: 'Remove Negotiation course' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this entry from your totals?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove entry' }));
    expect(await within(dialog).findByText('Say why you remove this entry (at least 3 characters)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Why remove it?'), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Remove entry' }));
    expect(await screen.findByText(/Entry removed from your totals/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/me/cpd/e2/void', body: { reason: 'Entered twice' } });
    expect(document.body).not.toHaveTextContent(/\bvoid/i);
  });
});

describe('CpdScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows an elite certificate with its level, XP at issue and journey', async () => {
    const elite = { ...certificate, id: 'r94wFkSXfKDsaf9TOGA5lB', kind: 'elite', xp: 5240, pdfUrl: '/api/me/certificates/r94wFkSXfKDsaf9TOGA5lB/pdf', credentialUrl: '/ob/certificates/r94wFkSXfKDsaf9TOGA5lB' };
    serve({ ...base, 'GET /api/me/certificates': () => jsonResponse({ certificates: [elite, certificate] }) });
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    const [first] = await screen.findAllByTestId('certificate');
    expect(within(first!).getByRole('heading', { name: 'Elite certificate · Level 4, Transformation Leader' })).toBeInTheDocument();
    expect(within(first!).getByText("5,240 XP at issue · completed journey: Amara's 6-month leadership journey")).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Export credential' })).toHaveAttribute('download', 'elite-certificate-credential.json');
    expect(within(first!).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', elite.pdfUrl);
  });

  it('shows the record, its certificates and the void dialog in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    serve(base);
    const user = userEvent.setup();
    renderScreen(<CpdScreen />, { path: '/cpd', auth });
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre temps CPD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Relevé CPD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Par année' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Activités (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relevé PDF' })).toHaveAttribute('href', '/api/me/cpd/statement.pdf');
    const cert = await screen.findByTestId('certificate');
    expect(within(cert).getByRole('link', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(within(cert).getByText(/ · délivré le .+ · code$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer Negotiation course' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer cette activité de vos totaux ?' });
    expect(within(dialog).getByText('« Negotiation course » reste sur votre relevé, marquée comme retirée, et ne compte plus.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pourquoi la retirer ?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Conserver' })).toBeInTheDocument();
  });
});
