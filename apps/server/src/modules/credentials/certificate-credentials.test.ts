import {
  bitAt,
  credentialDateTime,
  GROWTH_STATEMENTS,
  growthResultDescriptions,
  IssuerProfileSchema,
  NOT_OUR_CREDENTIAL_MESSAGE,
  OB_V3_CONTEXT,
  scoreAssessment,
  STATUS_LIST_SIZE,
  StatusListCredentialSchema,
  VC_V2_CONTEXT,
  type OwnCertificate,
  type OwnCertificateList,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type Client, type TestApp } from '../../test/harness';
import { officialValidators } from '../../test/open-badges-standard';
import { lesson, makeJourney, put, REFLECTION } from '../journeys/test-fixtures';
import { createDocumentLoader } from './document-loader';
import { verifyCredential } from './signing';
import { decodeStatusList, verifyCredentialAndStatus } from './status-list';
import { statusPositionOf } from '../certificates/status';
import { claimStatusEntry } from '../certificates/status-repository';

const schemas = officialValidators();
type Json = Record<string, unknown>;
type Status = {
  id: string;
  type: string;
  statusPurpose: string;
  statusListIndex: string;
  statusListCredential: string;
};
type Credential = Json & {
  credentialSubject: Json & { achievement: Json & { criteria: Json } };
  credentialStatus: Status;
};
const HOLDER = 'Chúkwúemeka Ọ̀kọ̀nkwọ́';

/** Journey certificates as Open Badges 3.0 credentials (`/ob/certificates/:certificateId`), from real completions. */
describe.each(testDatabases())('certificate credentials on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await makeJourney(t, 'ob-certs', {
      modules: [
        lesson('listen', { title: 'Listening', cpdMinutes: 30 }),
        lesson('decide', { title: 'Deciding', cpdMinutes: 45 }),
      ],
    });
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
    for (const slug of ['listen', 'decide'])
      expect(
        (
          await client.post(`/api/journeys/ob-certs/modules/${slug}/completion`, {
            reflection: REFLECTION,
          })
        ).status,
      ).toBe(201);
    const { certificates } = (await (
      await client.get('/api/me/certificates')
    ).json()) as OwnCertificateList;
    expect(certificates).toHaveLength(1);
    return { ...user, client, cert: certificates[0]! };
  }

  async function fetchCredential(path: string) {
    const res = await fetch(`${t.url}${path}`, { headers: { origin: 'https://wallet.example' } });
    return { res, body: (await res.json()) as Credential };
  }

  /** What a verifier does: the issuer profile and the status list the credential names, fetched now. */
  async function verifierLoader(credential: Credential) {
    const res = await fetch(credential.credentialStatus.statusListCredential);
    expect(res.status).toBe(200);
    const list = StatusListCredentialSchema.parse(await res.json());
    return {
      list,
      loader: createDocumentLoader(
        [IssuerProfileSchema.parse(await (await fetch(`${t.url}/ob/issuer`)).json())],
        [list],
      ),
    };
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

    const row = await t.app.db.kysely
      .selectFrom('certificates')
      .select(['issuedAt', 'journeyId'])
      .where('id', '=', l.cert.id)
      .executeTakeFirstOrThrow();
    expect(body['@context']).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
    expect(body.id).toBe(`${t.url}/ob/certificates/${l.cert.id}`);
    expect(body.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(body.issuer).toEqual({
      id: `${t.url}/ob/issuer`,
      type: ['Profile'],
      name: 'LeadVillage',
      url: t.url,
    });
    expect(body.validFrom).toBe(credentialDateTime(Number(row.issuedAt)));
    expect(body.credentialSubject.name).toBe(HOLDER);
    expect(body.credentialSubject.achievement).toEqual({
      id: `${t.url}/journeys/${row.journeyId}`,
      type: ['Achievement'],
      achievementType: 'CertificateOfCompletion',
      name: 'Journey ob-certs',
      description:
        'Certificate of completion of the leadership journey Journey ob-certs: 1.25 CPD hours (1:15).',
      criteria: {
        narrative:
          'To complete the journey Journey ob-certs: complete its 2 required modules, each with a written reflection.',
      },
      creditsAvailable: 1.25,
      resultDescription: growthResultDescriptions(`${t.url}/journeys/${row.journeyId}`),
    });
    // CPD hours earned, as the achievement offers them; no assessment, mentoring or capstone: no results, no evidence.
    expect(body.credentialSubject.creditsEarned).toBe(1.25);
    expect(body.credentialSubject).not.toHaveProperty('result');
    expect(body).not.toHaveProperty('evidence');
    expect(body.credentialStatus).toEqual({
      id: `${body.credentialStatus.statusListCredential}#${body.credentialStatus.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: expect.stringMatching(/^\d+$/),
      statusListCredential: `${t.url}/ob/status/1`,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(l.email);
    expect(text).not.toContain(l.id);
    expect(body.credentialSubject.identifier).toEqual([
      {
        type: 'IdentityObject',
        identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/),
        identityType: 'systemId',
        hashed: true,
        salt: l.cert.id,
      },
    ]);
    // The same certificate signs to the same bytes.
    expect((await fetchCredential(l.cert.credentialUrl!)).body).toEqual(body);
  });

  it('verifies with the offline loader and the published issuer profile; one changed character fails', async () => {
    const { cert } = await certified();
    const { body } = await fetchCredential(cert.credentialUrl!);
    const { loader } = await verifierLoader(body);
    expect(await verifyCredentialAndStatus(body, loader)).toEqual({ verified: true, errors: [] });
    // The library will not skip a status: verifying without a status check fails.
    expect((await verifyCredential(body, loader)).verified).toBe(false);

    const text = JSON.stringify(body);
    const at = text.indexOf('(1:15)');
    expect(at).toBeGreaterThan(0);
    const forged = JSON.parse(
      `${text.slice(0, at)}(1:16)${text.slice(at + '(1:15)'.length)}`,
    ) as Json;
    const result = await verifyCredentialAndStatus(forged, loader);
    expect(result.verified).toBe(false);
    expect(result.errors.join(' ')).toMatch(/Invalid signature/i);
    const renamed = {
      ...body,
      credentialSubject: { ...body.credentialSubject, name: 'Chúkwúemeka Ọ̀kọ̀nkwọ' },
    };
    expect((await verifyCredentialAndStatus(renamed, loader)).verified).toBe(false);
  });

  it('answers 410 once an admin revokes the certificate, and for the old id of a reissued one', async () => {
    const { cert, client } = await certified('Revoked Learner');
    expect((await fetchCredential(cert.credentialUrl!)).res.status).toBe(200);
    expect(
      (await admin.post(`/api/admin/certificates/${cert.id}/revoke`, { reason: 'Issued in error' }))
        .status,
    ).toBe(200);
    const gone = await fetchCredential(cert.credentialUrl!);
    expect(gone.res.status).toBe(410);
    expect(gone.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(gone.res.headers.get('cache-control')).toBe('no-store');
    const { revokedAt } = await t.app.db.kysely
      .selectFrom('certificates')
      .select('revokedAt')
      .where('id', '=', cert.id)
      .executeTakeFirstOrThrow();
    expect(gone.body).toEqual({
      error: {
        code: 'failed-precondition',
        message: `This credential was revoked on ${new Date(Number(revokedAt)).toISOString().slice(0, 10)}.`,
      },
    });
    const [listed] = (
      (await (await client.get('/api/me/certificates')).json()) as OwnCertificateList
    ).certificates;
    expect(listed).toMatchObject({ status: 'revoked', credentialUrl: null, pdfUrl: null });

    const other = (await certified('Renamed Learner')).cert;
    const reissued = await admin.post(`/api/admin/certificates/${other.id}/reissue`, {
      reason: 'Name corrected',
    });
    expect(reissued.status).toBe(200);
    const { issued } = (await reissued.json()) as { issued: OwnCertificate };
    expect((await fetchCredential(`/ob/certificates/${other.id}`)).res.status).toBe(410);
    const fresh = await fetchCredential(`/ob/certificates/${issued.id}`);
    expect(fresh.res.status).toBe(200);
    expect(fresh.body.id).toBe(`${t.url}/ob/certificates/${issued.id}`);
    expect(schemas.credential(fresh.body)).toBe(true);
    expect(
      await verifyCredentialAndStatus(fresh.body, (await verifierLoader(fresh.body)).loader),
    ).toEqual({ verified: true, errors: [] });
  });

  it('answers the same 404 for unknown and malformed ids', async () => {
    const { cert } = await certified();
    const shape = { error: { code: 'not-found', message: 'That credential was not found.' } };
    for (const id of [
      Buffer.alloc(16, 7).toString('base64url'),
      'not-an-id',
      `${cert.id}A`,
      cert.id.slice(1),
      '%3Cscript%3E',
    ]) {
      const res = await fetch(`${t.url}/ob/certificates/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(shape);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  const all = (value: number) => Object.fromEntries(GROWTH_STATEMENTS.map((st) => [st.id, value]));

  it('carries the measured growth, confirmed mentoring and the accepted capstone, valid against the official schema, and verifies', async () => {
    const mentee = await t.makeUser({ name: 'Bola Mentee' });
    const user = await t.makeUser({ name: 'Grown Learner' });
    const client = await t.signedInClient({ user });
    expect((await put(client, '/api/journeys/ob-certs/enrolment')).status).toBe(201);
    expect(
      (
        await client.post('/api/journeys/ob-certs/growth/assessments', {
          moment: 'baseline',
          answers: all(2),
        })
      ).status,
    ).toBe(201);
    for (const slug of ['listen', 'decide'])
      expect(
        (
          await client.post(`/api/journeys/ob-certs/modules/${slug}/completion`, {
            reflection: REFLECTION,
          })
        ).status,
      ).toBe(201);
    expect(
      (
        await client.post('/api/journeys/ob-certs/growth/assessments', {
          moment: 'completion',
          answers: all(4),
        })
      ).status,
    ).toBe(201);
    const [cert] = ((await (await client.get('/api/me/certificates')).json()) as OwnCertificateList)
      .certificates;
    const db = t.app.db.kysely;
    const row = await db
      .selectFrom('certificates')
      .select(['journeyId', 'completedAt'])
      .where('id', '=', cert!.id)
      .executeTakeFirstOrThrow();
    // Mentoring the holder gave: two confirmed by the completion day count; a pending one and one after it do not.
    const session = (
      id: string,
      day: string,
      status: 'confirmed' | 'pending',
      minutes: number,
    ) => ({
      id,
      mentorId: user.id,
      menteeId: mentee.id,
      day,
      week: '2026-W01',
      minutes,
      topic: 'Private topic about Bola',
      status,
      tokenHash: `hash-${id}`,
      expiresAt: Date.now() + 1e9,
      requestKey: null,
      createdAt: Date.now(),
      respondedAt: status === 'confirmed' ? Date.now() : null,
    });
    await db
      .insertInto('mentoring_sessions')
      .values([
        session(`${user.id}-1`, '2026-01-05', 'confirmed', 30),
        session(`${user.id}-2`, '2026-01-12', 'confirmed', 45),
        session(`${user.id}-3`, '2026-01-19', 'pending', 60),
        session(`${user.id}-4`, '2999-01-01', 'confirmed', 60),
      ])
      .execute();
    const acceptedAt = Date.UTC(2026, 10, 30, 9);
    await db
      .insertInto('capstones')
      .values({
        id: `cap-${user.id}`,
        userId: user.id,
        journeyId: row.journeyId,
        status: 'accepted',
        draftText: 'Private capstone text',
        draftLinks: '[]',
        latestSubmission: 1,
        submittedAt: acceptedAt - 1000,
        reviewedAt: acceptedAt,
        reviewSeenAt: null,
        createdAt: acceptedAt - 2000,
        updatedAt: acceptedAt,
      })
      .execute();

    const { res, body } = await fetchCredential(cert!.credentialUrl!);
    expect(res.status).toBe(200);
    const valid = schemas.credential(body);
    expect(schemas.credential.errors ?? []).toEqual([]);
    expect(valid).toBe(true);

    const achievementId = `${t.url}/journeys/${row.journeyId}`;
    const descriptions = body.credentialSubject.achievement.resultDescription as Array<
      Json & { id: string; rubricCriterionLevel: Array<{ id: string; name: string }> }
    >;
    expect(descriptions).toHaveLength(8);
    const before = scoreAssessment(GROWTH_STATEMENTS, all(2)).dimensions;
    const after = scoreAssessment(GROWTH_STATEMENTS, all(4)).dimensions;
    // 1 → 0%, 2 → 25%, 4 → 75%; one reversed statement in four: 38% before (Developing), 63% after (Practising).
    expect([before.data_literacy, after.data_literacy]).toEqual([38, 63]);
    const results = body.credentialSubject.result as Array<{
      type: string[];
      resultDescription: string;
      achievedLevel: string;
      value: string;
    }>;
    expect(results).toHaveLength(8);
    expect(results.slice(0, 2)).toEqual([
      {
        type: ['Result'],
        resultDescription: `${achievementId}#growth-data-literacy-before`,
        achievedLevel: `${achievementId}#growth-data-literacy-before-developing`,
        value: '38',
      },
      {
        type: ['Result'],
        resultDescription: `${achievementId}#growth-data-literacy-after`,
        achievedLevel: `${achievementId}#growth-data-literacy-after-practising`,
        value: '63',
      },
    ]);
    // Every result names a description of the achievement and one of that description's levels.
    for (const r of results) {
      const d = descriptions.find((x) => x.id === r.resultDescription);
      expect(d, r.resultDescription).toBeDefined();
      expect(d!.rubricCriterionLevel.map((l) => l.id)).toContain(r.achievedLevel);
    }
    expect(body.evidence).toEqual([
      {
        type: ['Evidence'],
        name: 'Confirmed peer mentoring',
        description:
          `2 peer mentoring sessions (75 minutes) given by the holder up to ` +
          `${new Date(Number(row.completedAt)).toISOString().slice(0, 10)}, each confirmed by the colleague mentored.`,
      },
      {
        type: ['Evidence'],
        name: 'Accepted capstone project',
        description: "The journey's capstone project, accepted by a reviewer on 2026-11-30.",
      },
    ]);
    expect(body.credentialSubject.creditsEarned).toBe(1.25);
    const text = JSON.stringify(body);
    for (const secret of [
      mentee.email,
      'Bola Mentee',
      'Private topic',
      'Private capstone',
      user.email,
    ])
      expect(text).not.toContain(secret);

    const { loader } = await verifierLoader(body);
    expect(await verifyCredentialAndStatus(body, loader)).toEqual({ verified: true, errors: [] });
    // A changed result breaks the proof.
    const raised = {
      ...body,
      credentialSubject: {
        ...body.credentialSubject,
        result: results.map((r) => ({ ...r, value: '99' })),
      },
    };
    expect((await verifyCredentialAndStatus(raised, loader)).verified).toBe(false);
  });

  it('publishes a signed status list; a revoked credential has its bit set and fails verification, even as a file saved before', async () => {
    const { cert } = await certified('Saved File Learner');
    const saved = (await fetchCredential(cert.credentialUrl!)).body;
    const index = Number(saved.credentialStatus.statusListIndex);
    const first = await verifierLoader(saved);
    expect(first.list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(first.list.issuer).toBe(`${t.url}/ob/issuer`);
    expect(decodeStatusList(first.list.credentialSubject.encodedList)).toHaveLength(
      STATUS_LIST_SIZE / 8,
    );
    expect(bitAt(decodeStatusList(first.list.credentialSubject.encodedList), index)).toBe(false);
    expect(await verifyCredentialAndStatus(saved, first.loader)).toEqual({
      verified: true,
      errors: [],
    });
    // The list itself is signed by the issuer's key.
    expect(await verifyCredential(first.list, first.loader)).toEqual({
      verified: true,
      errors: [],
    });

    expect(
      (await admin.post(`/api/admin/certificates/${cert.id}/revoke`, { reason: 'Issued in error' }))
        .status,
    ).toBe(200);
    const res = await fetch(saved.credentialStatus.statusListCredential);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const now = await verifierLoader(saved);
    const bits = decodeStatusList(now.list.credentialSubject.encodedList);
    expect(bitAt(bits, index)).toBe(true);
    expect(await verifyCredential(now.list, now.loader)).toEqual({ verified: true, errors: [] });
    const result = await verifyCredentialAndStatus(saved, now.loader);
    expect(result).toEqual({
      verified: false,
      errors: ['The credential has been revoked by its issuer'],
    });

    // A forged list (the bit cleared, the issuer's proof kept) does not verify, so it cannot clear a revocation.
    const cleared = {
      ...now.list,
      credentialSubject: {
        ...now.list.credentialSubject,
        encodedList: first.list.credentialSubject.encodedList,
      },
    };
    const forgedLoader = createDocumentLoader(
      [IssuerProfileSchema.parse(await (await fetch(`${t.url}/ob/issuer`)).json())],
      [cleared],
    );
    const forged = await verifyCredentialAndStatus(saved, forgedLoader);
    expect(forged.verified).toBe(false);
    expect(forged.errors.join(' ')).toMatch(/status list .* does not verify/);

    // The product's own check of a saved file says the same, in plain words.
    const check = (credential: unknown) =>
      fetch(`${t.url}/api/verify/credential`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credential) });
    const answer = await check(saved);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ verified: false, errors: ['The credential has been revoked by its issuer'] });

    // The reissued certificate has a new position, clear; the old one's stays set.
    const reissued = await admin.post(`/api/admin/certificates/${cert.id}/reissue`, {
      reason: 'Corrected',
    });
    const { issued } = (await reissued.json()) as { issued: OwnCertificate };
    const fresh = (await fetchCredential(`/ob/certificates/${issued.id}`)).body;
    expect(fresh.credentialStatus.statusListIndex).not.toBe(saved.credentialStatus.statusListIndex);
    const after = await verifierLoader(fresh);
    expect(await verifyCredentialAndStatus(fresh, after.loader)).toEqual({
      verified: true,
      errors: [],
    });
    expect(bitAt(decodeStatusList(after.list.credentialSubject.encodedList), index)).toBe(true);
    expect((await verifyCredentialAndStatus(saved, after.loader)).verified).toBe(false);
    expect(await (await check(fresh)).json()).toEqual({ verified: true, errors: [] });
    const edited = { ...fresh, credentialSubject: { ...fresh.credentialSubject, name: 'Someone Else' } };
    expect(await (await check(edited)).json()).toEqual({ verified: false, errors: expect.arrayContaining(['Invalid signature.']) });
    const foreign = await check({ ...fresh, issuer: { id: 'https://other.example/issuer' } });
    expect(await foreign.json()).toEqual({ verified: false, errors: [NOT_OUR_CREDENTIAL_MESSAGE] });
    const garbage = await check({ issuer: `${t.url}/ob/issuer`, credentialStatus: [{ statusListCredential: `${t.url}/ob/status/99999999` }] });
    expect(garbage.status).toBe(200);
    expect(((await garbage.json()) as { verified: boolean }).verified).toBe(false);
  });

  it('gives concurrent issues distinct positions, and one certificate one position however often it is asked', async () => {
    const learners = await Promise.all(
      Array.from({ length: 6 }, (_, i) => certified(`Parallel ${i}`)),
    );
    const db = t.app.db.kysely;
    const ids = learners.map((l) => l.cert.id);
    const positions = await Promise.all([...ids, ...ids].map((id) => statusPositionOf(db, id)));
    expect(positions.slice(0, 6)).toEqual(positions.slice(6));
    const rows = await db
      .selectFrom('certificate_status_entries')
      .select(['statusList', 'statusIndex', 'certificateId'])
      .execute();
    expect(new Set(rows.map((r) => `${r.statusList}:${r.statusIndex}`)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.certificateId)).size).toBe(rows.length);
    for (const id of ids) expect(rows.filter((r) => r.certificateId === id)).toHaveLength(1);
    // A taken position is never claimed again.
    const taken = positions[0]!;
    expect(await claimStatusEntry(db, 'another-certificate', taken, Date.now())).toBe(false);
    expect(
      await t.app.db.kysely
        .selectFrom('certificate_status_entries')
        .select('certificateId')
        .where('statusIndex', '=', taken.index)
        .where('statusList', '=', taken.list)
        .executeTakeFirst(),
    ).toEqual({ certificateId: ids[0] });
    // A list not started answers 404.
    expect((await fetch(`${t.url}/ob/status/2`)).status).toBe(404);
    expect((await fetch(`${t.url}/ob/status/0`)).status).toBe(400);
  });
});
