import { credentialDateTime, IssuerProfileSchema, OB_V3_CONTEXT, VC_V2_CONTEXT, type OwnCertificate, type OwnCertificateList } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type Client, type TestApp } from '../../test/harness';
import { officialValidators } from '../../test/open-badges-standard';
import { lesson, makeJourney, put, REFLECTION } from '../journeys/test-fixtures';
import { createDocumentLoader } from './document-loader';
import { verifyCredential } from './signing';

const schemas = officialValidators();
type Json = Record<string, unknown>;
type Credential = Json & { credentialSubject: Json & { achievement: Json & { criteria: Json } } };
const HOLDER = 'Chúkwúemeka Ọ̀kọ̀nkwọ́';

/** Journey certificates as Open Badges 3.0 credentials (`/ob/certificates/:certificateId`), from real completions. */
describe.each(testDatabases())('certificate credentials on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await makeJourney(t, 'ob-certs', { modules: [lesson('listen', { title: 'Listening', cpdMinutes: 30 }), lesson('decide', { title: 'Deciding', cpdMinutes: 45 })] });
    admin = await t.signedInClient({ name: 'Mo Admin', role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A learner who finished the journey through HTTP, with their certificate. */
  async function certified(name = HOLDER) {
    const user = await t.makeUser({ name });
    const client = await t.signedInClient({ user: user });
    expect((await put(client, '/api/journeys/ob-certs/enrolment')).status).toBe(201);
    for (const slug of ['listen', 'decide']) expect((await client.post(`/api/journeys/ob-certs/modules/${slug}/completion`, { reflection: REFLECTION })).status).toBe(201);
    const { certificates } = (await (await client.get('/api/me/certificates')).json()) as OwnCertificateList;
    expect(certificates).toHaveLength(1);
    return { ...user, client, cert: certificates[0]! };
  }

  async function fetchCredential(path: string) {
    const res = await fetch(`${t.url}${path}`, { headers: { origin: 'https://wallet.example' } });
    return { res, body: (await res.json()) as Credential };
  }

  async function issuerLoader() {
    return createDocumentLoader([IssuerProfileSchema.parse(await (await fetch(`${t.url}/ob/issuer`)).json())]);
  }

  it('answers a signed OpenBadgeCredential of the journey, valid against the official schema, readable from any origin', async () => {
    const l = await certified();
    expect(l.cert.credentialUrl).toBe(`/ob/certificates/${l.cert.id}`);
    const { res, body } = await fetchCredential(l.cert.credentialUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const valid = schemas.credential(body);
    expect(schemas.credential.errors ?? []).toEqual([]);
    expect(valid).toBe(true);

    const row = await t.app.db.kysely.selectFrom('certificates').select(['issuedAt', 'journeyId']).where('id', '=', l.cert.id).executeTakeFirstOrThrow();
    expect(body['@context']).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
    expect(body.id).toBe(`${t.url}/ob/certificates/${l.cert.id}`);
    expect(body.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(body.issuer).toEqual({ id: `${t.url}/ob/issuer`, type: ['Profile'], name: 'LeadVillage', url: t.url });
    expect(body.validFrom).toBe(credentialDateTime(Number(row.issuedAt)));
    expect(body.credentialSubject.name).toBe(HOLDER);
    expect(body.credentialSubject.achievement).toEqual({
      id: `${t.url}/journeys/${row.journeyId}`,
      type: ['Achievement'],
      achievementType: 'CertificateOfCompletion',
      name: 'Journey ob-certs',
      description: 'Certificate of completion of the leadership journey Journey ob-certs: 1.25 CPD hours (1:15).',
      criteria: { narrative: 'To complete the journey Journey ob-certs: complete its 2 required modules, each with a written reflection.' },
      creditsAvailable: 1.25,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(l.email);
    expect(text).not.toContain(l.id);
    expect(body.credentialSubject.identifier).toEqual([{ type: 'IdentityObject', identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/), identityType: 'systemId', hashed: true, salt: l.cert.id }]);
    // The same certificate signs to the same bytes.
    expect((await fetchCredential(l.cert.credentialUrl!)).body).toEqual(body);
  });

  it('verifies with the offline loader and the published issuer profile; one changed character fails', async () => {
    const { cert } = await certified();
    const { body } = await fetchCredential(cert.credentialUrl!);
    const loader = await issuerLoader();
    expect(await verifyCredential(body, loader)).toEqual({ verified: true, errors: [] });

    const text = JSON.stringify(body);
    const at = text.indexOf('(1:15)');
    expect(at).toBeGreaterThan(0);
    const forged = JSON.parse(`${text.slice(0, at)}(1:16)${text.slice(at + '(1:15)'.length)}`) as Json;
    const result = await verifyCredential(forged, loader);
    expect(result.verified).toBe(false);
    expect(result.errors.join(' ')).toMatch(/Invalid signature/i);
    const renamed = { ...body, credentialSubject: { ...body.credentialSubject, name: 'Chúkwúemeka Ọ̀kọ̀nkwọ' } };
    expect((await verifyCredential(renamed, loader)).verified).toBe(false);
  });

  it('answers 410 once an admin revokes the certificate, and for the old id of a reissued one', async () => {
    const { cert, client } = await certified('Revoked Learner');
    expect((await fetchCredential(cert.credentialUrl!)).res.status).toBe(200);
    expect((await admin.post(`/api/admin/certificates/${cert.id}/revoke`, { reason: 'Issued in error' })).status).toBe(200);
    const gone = await fetchCredential(cert.credentialUrl!);
    expect(gone.res.status).toBe(410);
    expect(gone.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(gone.res.headers.get('cache-control')).toBe('no-store');
    const { revokedAt } = await t.app.db.kysely.selectFrom('certificates').select('revokedAt').where('id', '=', cert.id).executeTakeFirstOrThrow();
    expect(gone.body).toEqual({ error: { code: 'failed-precondition', message: `This credential was revoked on ${new Date(Number(revokedAt)).toISOString().slice(0, 10)}.` } });
    const [listed] = ((await (await client.get('/api/me/certificates')).json()) as OwnCertificateList).certificates;
    expect(listed).toMatchObject({ status: 'revoked', credentialUrl: null, pdfUrl: null });

    const other = (await certified('Renamed Learner')).cert;
    const reissued = await admin.post(`/api/admin/certificates/${other.id}/reissue`, { reason: 'Name corrected' });
    expect(reissued.status).toBe(200);
    const { issued } = (await reissued.json()) as { issued: OwnCertificate };
    expect((await fetchCredential(`/ob/certificates/${other.id}`)).res.status).toBe(410);
    const fresh = await fetchCredential(`/ob/certificates/${issued.id}`);
    expect(fresh.res.status).toBe(200);
    expect(fresh.body.id).toBe(`${t.url}/ob/certificates/${issued.id}`);
    expect(schemas.credential(fresh.body)).toBe(true);
    expect(await verifyCredential(fresh.body, await issuerLoader())).toEqual({ verified: true, errors: [] });
  });

  it('answers the same 404 for unknown and malformed ids', async () => {
    const { cert } = await certified();
    const shape = { error: { code: 'not-found', message: 'That credential was not found.' } };
    for (const id of [Buffer.alloc(16, 7).toString('base64url'), 'not-an-id', `${cert.id}A`, cert.id.slice(1), '%3Cscript%3E']) {
      const res = await fetch(`${t.url}/ob/certificates/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(shape);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
