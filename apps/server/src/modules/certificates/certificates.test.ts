// Long on purpose: the certificate lifecycle (issue, PDF, verify, revoke, reissue, admin list, accreditor pack) with one holder and admin per engine.
import type { AdminCertificate, AdminCertificatePage, CertificateVerification, OwnCertificate, OwnCertificateList, ReissueAnswer } from '@lv/domain';
import { formatCertificateCode } from '@lv/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import type { CompletedActivity, CompletedJourney } from '../../lib/learning-events';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { decodeQr, inkedShare, pdfText, renderPage } from '../../test/pdf-tools';
import { newCertificateId } from './service';

type ErrorAnswer = { error: { code: string; message: string } };
const HOLDER = 'Chúkwúemeka Ọ̀kọ̀nkwọ́';
const EMAIL_PATTERN = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/i;

const moduleDone = (userId: string, n: number, over: Partial<CompletedActivity> = {}): CompletedActivity => ({
  kind: 'module',
  userId,
  sourceId: `module-${n}`,
  title: `Module ${n}`,
  journeyId: 'amara',
  cpdMinutes: 45,
  occurredAt: Date.parse('2026-11-02T10:00:00Z') + n * 86_400_000,
  verifiedBy: 'platform',
  evidence: 'My reflection.',
  ...over,
});

const journeyDone = (userId: string, over: Partial<CompletedJourney> = {}): CompletedJourney => ({
  userId,
  journeyId: 'amara',
  journeyTitle: "Amara's 6-month leadership journey",
  version: 1,
  completedAt: Date.parse('2026-11-20T12:00:00Z'),
  ...over,
});

describe.each(testDatabases())('certificates on %s', (kind) => {
  let t: TestApp;
  let holder: { id: string; email: string; password: string };
  let learner: Client;
  let other: Client;
  let admin: Client;
  let cert: OwnCertificate;

  const inTrx = <T>(work: (trx: Kysely<Database>) => Promise<T>) => t.app.db.kysely.transaction().execute(work);
  const completeJourney = async (userId: string, modules: number, over: Partial<CompletedJourney> = {}) => {
    await inTrx(async (trx) => {
      for (let n = 1; n <= modules; n += 1) await t.app.learning.activityCompleted(trx, moduleDone(userId, n));
      await t.app.learning.journeyCompleted(trx, journeyDone(userId, over));
    });
  };
  const certificatesOf = (userId: string) => t.app.db.kysely.selectFrom('certificates').selectAll().where('userId', '=', userId).execute();
  const mine = async (c: Client) => ((await (await c.get('/api/me/certificates')).json()) as OwnCertificateList).certificates;
  const pdfOf = async (c: Client, cert: OwnCertificate) => {
    const res = await c.get(cert.pdfUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await res.arrayBuffer());
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { VERIFY_RATE_LIMIT: '1000' });
    holder = await t.makeUser({ name: HOLDER });
    learner = await t.signedInClient({ user: holder });
    other = await t.signedInClient({ name: 'Other Learner' });
    admin = await t.signedInClient({ name: 'Mo Admin', role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues nothing when the completing transaction fails later', async () => {
    const failing = inTrx(async (trx) => {
      await t.app.learning.activityCompleted(trx, moduleDone(holder.id, 1));
      await t.app.learning.journeyCompleted(trx, journeyDone(holder.id));
      throw new Error('a later write failed');
    });
    await expect(failing).rejects.toThrow('a later write failed');
    expect(await certificatesOf(holder.id)).toHaveLength(0);
    expect(await t.app.db.kysely.selectFrom('cpd_entries').selectAll().where('userId', '=', holder.id).execute()).toHaveLength(0);
  });

  it('issues one certificate for the journey, with the CPD minutes of its entries', async () => {
    // CPD outside the journey does not count on its certificate.
    await inTrx((trx) => t.app.learning.activityCompleted(trx, moduleDone(holder.id, 99, { journeyId: 'kwame', sourceId: 'other-journey' })));
    expect((await learner.post('/api/me/cpd', { title: 'Outside course', provider: 'Someone', startDate: '2026-11-01', minutes: 600 })).status).toBe(201);
    await completeJourney(holder.id, 6);
    const rows = await certificatesOf(holder.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ holderName: HOLDER, journeyId: 'amara', journeyTitle: "Amara's 6-month leadership journey", cpdMinutes: 270, issuerName: 'LeadVillage', accreditorName: null, revokedAt: null });
    expect(rows[0]!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(rows[0]!.id, 'base64url')).toHaveLength(16);

    const list = await mine(learner);
    expect(list).toHaveLength(1);
    cert = list[0]!;
    expect(cert).toMatchObject({ status: 'valid', holderName: HOLDER, cpdMinutes: 270, verifyUrl: `${t.url}/verify/${rows[0]!.id}`, pdfUrl: `/api/me/certificates/${rows[0]!.id}/pdf` });
    expect(await mine(other)).toEqual([]);
    expect((await new Client(t.url).get('/api/me/certificates')).status).toBe(401);
  });

  it('issues exactly one certificate when 20 final activities complete the journey at once', async () => {
    const racer = await t.makeUser({ name: 'Racing Learner' });
    await Promise.all(Array.from({ length: 20 }, () => completeJourney(racer.id, 3)));
    const rows = await certificatesOf(racer.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.cpdMinutes)).toBe(135);
  });

  it("makes a PDF with the holder's name as written, a page that is not blank and a QR of the verification URL", async () => {
    const pdf = await pdfOf(learner, cert);
    const text = pdfText(pdf);
    expect(text).toContain(HOLDER.normalize('NFC'));
    expect(text).toContain("Amara's 6-month leadership journey");
    expect(text).toContain('4.5 CPD hours (4:30)');
    expect(text).toContain('Issued ');
    expect(text).toContain(formatCertificateCode(cert.code));
    expect(text).not.toContain('accredited by');
    const page = renderPage(pdf, 1);
    expect(inkedShare(page)).toBeGreaterThan(0.02);
    expect(decodeQr(page)).toBe(`${t.url}/verify/${cert.id}`);
  });

  it('words the PDF and the verification page in the reader\'s language (French here), the holder and journey as written', async () => {
    const pdf = pdfText(Buffer.from(await (await learner.get(cert.pdfUrl!, { 'accept-language': 'fr-CI,fr;q=0.9' })).arrayBuffer()));
    expect(pdf).toContain('Nous certifions que');
    expect(pdf).toContain('4,5 heures CPD (4:30)');
    expect(pdf).toContain('Délivré le ');
    expect(pdf).toContain(HOLDER.normalize('NFC'));
    expect(pdf).toContain("Amara's 6-month leadership journey");
    expect(pdf).not.toContain('This certifies that');

    const page = await new Client(t.url).get(`/verify/${cert.id}`, { accept: 'text/html', cookie: 'lv_locale=fr' });
    expect(page.headers.get('vary')).toContain('Cookie');
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('✓ Certificat valide');
    expect(html).toContain('4,5 heures (4:30)');
    expect(html).toContain('Titulaire');
    expect(html).not.toContain('Valid certificate');
  });

  it('names the accrediting body only once it is set', async () => {
    const res = await admin.request('PATCH', '/api/admin/settings', { accreditorName: 'CPD Standards Office', accreditorNumber: 'P-40123' });
    expect(res.status).toBe(200);
    const c = await t.makeUser({ name: 'Accredited Learner' });
    await completeJourney(c.id, 2);
    const [issued] = await mine(await t.signedInClient({ user: c }));
    const text = pdfText(await pdfOf(await t.signedInClient({ user: c }), issued!));
    expect(text).toContain('CPD accredited by CPD Standards Office, accreditation no. P-40123');
    const verified = (await (await new Client(t.url).get(`/api/verify/${issued!.id}`)).json()) as CertificateVerification;
    expect(verified.certificate.accreditor).toEqual({ name: 'CPD Standards Office', number: 'P-40123' });
    // Certificates issued before keep what they said.
    expect(pdfText(await pdfOf(learner, cert))).not.toContain('accredited by');
    expect((await admin.request('PATCH', '/api/admin/settings', { accreditorName: null, accreditorNumber: null })).status).toBe(200);
  });

  it("refuses another learner's certificate PDF (404)", async () => {
    expect((await other.get(cert.pdfUrl!)).status).toBe(404);
    expect((await other.get('/api/me/certificates/not-an-id/pdf')).status).toBe(404);
    expect((await new Client(t.url).get(cert.pdfUrl!)).status).toBe(401);
  });

  it('verifies a valid certificate signed out, by id and by code, as JSON and as a page, with no email', async () => {
    const visitor = new Client(t.url);
    const expected = { status: 'valid', certificate: { id: cert.id, code: cert.code, kind: 'journey', xp: null, holderName: HOLDER, journeyTitle: "Amara's 6-month leadership journey", cpdMinutes: 270, cpdHours: 4.5, issuedOn: cert.issuedAt.slice(0, 10), issuer: 'LeadVillage', accreditor: null } };
    for (const [path, headers] of [
      [`/api/verify/${cert.id}`, {}],
      [`/verify/${cert.id}`, { accept: 'application/json' }],
      [`/api/verify?code=${encodeURIComponent(formatCertificateCode(cert.code).toLowerCase())}`, {}],
      [`/verify?code=${cert.code}`, { accept: 'application/json, text/html;q=0.5' }],
    ] as const) {
      const res = await visitor.get(path, headers);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.text();
      expect(JSON.parse(body)).toEqual(expected);
      expect(body).not.toContain(holder.email);
      expect(body).not.toMatch(EMAIL_PATTERN);
    }
    const page = await visitor.get(`/verify/${cert.id}`, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('Valid certificate');
    expect(html).toContain(HOLDER);
    expect(html).toContain('4.5 hours (4:30)');
    expect(html).toContain(formatCertificateCode(cert.code));
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(EMAIL_PATTERN);
    expect(Buffer.byteLength(html)).toBeLessThan(8_000);
  });

  it('answers one 404 shape for unknown and malformed ids and codes', async () => {
    const visitor = new Client(t.url);
    const unknownId = Buffer.alloc(16, 7).toString('base64url');
    const bodies = new Set<string>();
    for (const path of [
      `/api/verify/${unknownId}`,
      '/api/verify/not-an-id',
      `/api/verify/${'x'.repeat(500)}`,
      '/api/verify/%3Cscript%3E',
      `/api/verify/${unknownId}/more`,
      '/api/verify/',
      '/api/verify?code=ABCDE-FGHJK-M',
      '/api/verify?code=',
      '/api/verify',
      `/verify/${unknownId}`,
    ]) {
      const res = await visitor.get(path, { accept: 'application/json' });
      expect(res.status, path).toBe(404);
      bodies.add(await res.text());
    }
    expect([...bodies]).toEqual([JSON.stringify({ status: 'unknown', message: 'No certificate has this id or code. Check it against the paper copy.' })]);
    const page = await visitor.get('/verify/not-an-id');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Unknown certificate');
    // The bare page is a form to check a code.
    const form = await visitor.get('/verify');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<form method="get" action="/verify">');
  });

  it('escapes the holder name on the page', async () => {
    const evil = await t.makeUser({ name: '<img src=x onerror=alert(1)> Ada' });
    await completeJourney(evil.id, 1);
    const [issued] = await certificatesOf(evil.id);
    const html = await (await new Client(t.url).get(`/verify/${issued!.id}`)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Ada');
    expect(html).not.toContain('<img');
  });

  it('lets only admins revoke, with a reason, audited; verification then says revoked', async () => {
    const revokePath = `/api/admin/certificates/${cert.id}/revoke`;
    expect((await new Client(t.url).post(revokePath, { reason: 'Capstone was plagiarised' })).status).toBe(401);
    expect((await learner.post(revokePath, { reason: 'Capstone was plagiarised' })).status).toBe(403);
    expect((await admin.post(revokePath, { reason: 'no' })).status).toBe(400);
    expect((await admin.post('/api/admin/certificates/unknown/revoke', { reason: 'Capstone was plagiarised' })).status).toBe(404);
    expect((await certificatesOf(holder.id))[0]!.revokedAt).toBeNull();

    const res = await admin.post(revokePath, { reason: 'Capstone was plagiarised' });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminCertificate).toMatchObject({ id: cert.id, status: 'revoked', revokedReason: 'Capstone was plagiarised', replacedById: null });
    const again = await admin.post(revokePath, { reason: 'Capstone was plagiarised' });
    expect(again.status).toBe(409);
    const audit = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'certificate.revoke').where('targetId', '=', cert.id).execute();
    expect(audit).toHaveLength(1);

    const today = new Date().toISOString().slice(0, 10);
    const json = (await (await new Client(t.url).get(`/api/verify/${cert.id}`)).json()) as CertificateVerification;
    expect(json).toMatchObject({ status: 'revoked', revokedOn: today, reason: 'Capstone was plagiarised', certificate: { id: cert.id } });
    const html = await (await new Client(t.url).get(`/verify?code=${cert.code}`)).text();
    expect(html).toContain('Revoked on');
    expect(html).toContain('Reason: Capstone was plagiarised');
    expect(html).not.toMatch(EMAIL_PATTERN);

    const [listed] = await mine(learner);
    expect(listed).toMatchObject({ status: 'revoked', pdfUrl: null, revokedReason: 'Capstone was plagiarised' });
    const download = await learner.get(cert.pdfUrl!);
    expect(download.status).toBe(409);
    expect(((await download.json()) as ErrorAnswer).error.message).toMatch(/^This certificate was revoked on \d{4}-\d{2}-\d{2}; it can no longer be downloaded\.$/);
  });

  it('reissues once with a new id and code; the old one stays revoked', async () => {
    expect((await learner.request('PATCH', '/api/me/profile', { name: `${HOLDER} Jr.` })).status).toBe(200);
    const path = `/api/admin/certificates/${cert.id}/reissue`;
    expect((await learner.post(path, { reason: 'Name corrected' })).status).toBe(403);
    const res = await admin.post(path, { reason: 'Name corrected' });
    expect(res.status).toBe(200);
    const { revoked, issued } = (await res.json()) as ReissueAnswer;
    expect(revoked).toMatchObject({ id: cert.id, status: 'revoked', replacedById: issued.id });
    expect(issued).toMatchObject({ status: 'valid', replacesId: cert.id, holderName: `${HOLDER} Jr.`, cpdMinutes: 270, journeyId: 'amara' });
    expect(issued.id).not.toBe(cert.id);
    expect(issued.code).not.toBe(cert.code);
    expect((await admin.post(path, { reason: 'Name corrected' })).status).toBe(409);
    expect(await certificatesOf(holder.id)).toHaveLength(2);

    expect(((await (await new Client(t.url).get(`/api/verify/${cert.id}`)).json()) as CertificateVerification).status).toBe('revoked');
    expect(((await (await new Client(t.url).get(`/api/verify/${issued.id}`)).json()) as CertificateVerification).status).toBe('valid');
    expect(await t.app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'certificate.reissue').where('targetId', '=', cert.id).execute()).toHaveLength(1);
    const [newest] = await mine(learner);
    expect(pdfText(await pdfOf(learner, newest!))).toContain(`${HOLDER} Jr.`.normalize('NFC'));
  });

  it('lists and finds certificates for admins by name, id or code', async () => {
    const list = async (query: string) => {
      const res = await admin.get(`/api/admin/certificates${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as AdminCertificatePage;
    };
    const all = await list('');
    expect(all.total).toBe((await t.app.db.kysely.selectFrom('certificates').select('id').execute()).length);
    expect(all.journeys).toEqual([{ id: 'amara', title: "Amara's 6-month leadership journey" }]);
    expect((await list(`?q=${encodeURIComponent('chúkwú')}`)).items.map((c) => c.holderName)).toEqual([`${HOLDER} Jr.`, HOLDER]);
    expect((await list(`?q=${cert.id}`)).items.map((c) => c.id)).toEqual([cert.id]);
    expect((await list(`?q=${formatCertificateCode(cert.code)}`)).items.map((c) => c.id)).toEqual([cert.id]);
    expect((await list('?journeyId=kwame')).total).toBe(0);
    expect((await learner.get('/api/admin/certificates')).status).toBe(403);
  });

  it('exports the accreditor pack for a journey and period, formula cells defused', async () => {
    const formula = await t.makeUser({ name: '=SUM(A1:A3) Learner' });
    await completeJourney(formula.id, 2);
    const today = new Date().toISOString().slice(0, 10);
    const res = await admin.get(`/api/admin/certificates/accreditor-pack.csv?journeyId=amara&from=2026-01-01&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Holder,Journey,First activity,Completed,Issued,CPD minutes,CPD hours (h:mm),Certificate id,Certificate code,Status,Revoked on,Revocation reason');
    expect(lines).toHaveLength(1 + (await t.app.db.kysely.selectFrom('certificates').select('id').where('journeyId', '=', 'amara').execute()).length);
    expect(lines.find((l) => l.includes(cert.id))?.split(',')).toEqual(
      [HOLDER, "Amara's 6-month leadership journey", '2026-11-03', '2026-11-20', today, '270', '4:30', cert.id, formatCertificateCode(cert.code), 'Revoked', today, 'Capstone was plagiarised'],
    );
    expect(lines.some((l) => l.startsWith("'=SUM(A1:A3) Learner,"))).toBe(true);
    const none = await admin.get('/api/admin/certificates/accreditor-pack.csv?journeyId=amara&from=2020-01-01&to=2020-12-31');
    expect((await none.text()).trimEnd().split('\r\n')).toHaveLength(1);
    const bad = await admin.get('/api/admin/certificates/accreditor-pack.csv?journeyId=amara&from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect((await learner.get(`/api/admin/certificates/accreditor-pack.csv?journeyId=amara&from=2026-01-01&to=${today}`)).status).toBe(403);
  });
});

describe('newCertificateId', () => {
  it('draws 128-bit base64url ids that never start with a spreadsheet formula character', () => {
    const ids = new Set(Array.from({ length: 3000 }, () => newCertificateId()));
    expect(ids.size).toBe(3000);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{20}[AQgw]$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
  });
});

describe('certificate verification rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { VERIFY_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after VERIFY_RATE_LIMIT lookups a minute from one address', async () => {
    const visitor = new Client(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await visitor.get('/api/verify/not-an-id')).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
