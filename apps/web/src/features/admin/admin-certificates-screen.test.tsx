import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminCertificatesScreen } from './admin-certificates-screen';

const valid = {
  id: 'q83vEjRWeJCrze8SNFZ4kA',
  code: 'EA2F54K1M5V',
  journeyId: 'amara',
  journeyTitle: "Amara's 6-month leadership journey",
  holderName: 'Chúkwúemeka Ọ̀kọ̀nkwọ́',
  cpdMinutes: 270,
  issuedAt: '2026-11-20T12:00:00.000Z',
  status: 'valid',
  revokedAt: null,
  revokedReason: null,
  verifyUrl: 'http://localhost/verify/q83vEjRWeJCrze8SNFZ4kA',
  userId: 'u1',
  replacesId: null,
  replacedById: null,
};
const revoked = { ...valid, id: 'AAAAAAAAAAAAAAAAAAAAAA', holderName: 'Ben Old', status: 'revoked', revokedAt: '2026-11-21T12:00:00.000Z', revokedReason: 'Plagiarism', replacedById: 'BBBBBBBBBBBBBBBBBBBBBA' };
const page = { items: [valid, revoked], total: 2, page: 1, pageSize: 25, journeys: [{ id: 'amara', title: "Amara's 6-month leadership journey" }] };

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

const auth = makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) });

describe('AdminCertificatesScreen', () => {
  it('lists certificates with their state and offers only the actions that apply', async () => {
    serve({ 'GET /api/admin/certificates': () => jsonResponse(page) });
    renderScreen(<AdminCertificatesScreen />, { path: '/admin/certificates?q=ada', auth });
    const rows = await screen.findAllByTestId('admin-certificate');
    expect(requests[0]?.path).toBe('/api/admin/certificates?q=ada&page=1&pageSize=25');
    expect(within(rows[0]!).getByText('EA2F5-4K1M5-V')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /Revoke the certificate of Chúkwúemeka/ })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /Reissue the certificate of Chúkwúemeka/ })).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Revoked .*: Plagiarism · reissued/)).toBeInTheDocument();
    // Revoked and already reissued: nothing more to do.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('revokes with a reason, refusing an empty one first', async () => {
    serve({
      'GET /api/admin/certificates': () => jsonResponse(page),
      [`POST /api/admin/certificates/${valid.id}/revoke`]: () => jsonResponse({ ...valid, status: 'revoked', revokedAt: '2026-11-24T00:00:00.000Z', revokedReason: 'Plagiarism' }),
    });
    const user = userEvent.setup();
    renderScreen(<AdminCertificatesScreen />, { path: '/admin/certificates', auth });
    await user.click(await screen.findByRole('button', { name: /Revoke the certificate of Chúkwúemeka/ }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this certificate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Plagiarism');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText('Certificate revoked.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: `/api/admin/certificates/${valid.id}/revoke`, body: { reason: 'Plagiarism' } });
  });

  it('checks the accreditor pack period before downloading', async () => {
    serve({ 'GET /api/admin/certificates': () => jsonResponse(page) });
    const user = userEvent.setup();
    renderScreen(<AdminCertificatesScreen />, { path: '/admin/certificates', auth });
    const from = await screen.findByLabelText('Issued from');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    const to = screen.getByLabelText('Issued until');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByText('The end of the period cannot be before its start')).toBeInTheDocument();
  });
});

describe('AdminCertificatesScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('lists the certificates and asks for the reason in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    serve({ 'GET /api/admin/certificates': () => jsonResponse(page) });
    const user = userEvent.setup();
    renderScreen(<AdminCertificatesScreen />, { path: '/admin/certificates', auth });
    const rows = await screen.findAllByTestId('admin-certificate');
    expect(screen.getByRole('heading', { level: 1, name: 'Certificats' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Valide')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Révoqué le .* : Plagiarism · réémis/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Dossier pour l'organisme d'accréditation" })).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: /Révoquer le certificat de Chúkwúemeka/ }));
    const dialog = screen.getByRole('dialog', { name: 'Révoquer ce certificat ?' });
    expect(within(dialog).getByLabelText('Motif')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
