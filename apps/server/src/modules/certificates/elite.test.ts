// The elite certificate (ADR 043): issued once when Level 4's XP and a completed journey both hold.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_ADJUSTMENT,
  ELITE_CRITERIA,
  formatCertificateCode,
  IssuerProfileSchema,
  StatusListCredentialSchema,
  type CertificateVerification,
  type OwnCertificate,
  type OwnCertificateList,
  type PublicProfile,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { officialValidators } from '../../test/open-badges-standard';
import { decodeQr, pdfText, renderPage } from '../../test/pdf-tools';
import { createDocumentLoader } from '../credentials/document-loader';
import { verifyCredentialAndStatus } from '../credentials/status-list';
import { PointsBus } from '../gamification/live';
import { awardXp } from '../gamification/service';
import { lesson, makeJourney, put, REFLECTION } from '../journeys/test-fixtures';
import { ELITE_CHECK_JOB } from './elite';

const schemas = officialValidators();
const HOLDER = 'Adéwálé Ọ̀ṣọ́';
const JOURNEY = 'elite-path';

type Step = { xp: number } | { module: 'listen' | 'decide' };
type Credential = Record<string, unknown> & {
  credentialSubject: {
    name: string;
    creditsEarned?: number;
    achievement: Record<string, unknown> & { criteria: { narrative: string } };
  };
};

describe.each(testDatabases())('elite certification on %s', (kind) => {
  let t: TestApp;
  let adminId: string;
  let admin: SignedInClient;

  beforeAll(async () => {
    t = await startTestApp(kind, { VERIFY_RATE_LIMIT: '1000' });
    await makeJourney(t, JOURNEY, {
      modules: [
        lesson('listen', { title: 'Listening', cpdMinutes: 30 }),
        lesson('decide', { title: 'Deciding', cpdMinutes: 45 }),
      ],
    });
    admin = await t.signedInClient({ name: 'Mo Admin', role: 'admin' });
    adminId = admin.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An admin's XP adjustment: any number of points in one award, never multiplied. */
  const adjust = (userId: string, points: number, bus: PointsBus = t.app.points) =>
    awardXp(t.app.db, bus, {
      userId,
      action: ADMIN_ADJUSTMENT,
      points,
      reason: 'Points from the pilot programme',
      idempotencyKey: randomUUID(),
      actorId: adminId,
    });
  const elites = (userId: string) =>
    t.app.db.kysely
      .selectFrom('certificates')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', 'elite')
      .execute();
  const xpOf = async (userId: string) =>
    Number(
      (
        await t.app.db.kysely
          .selectFrom('user_points')
          .select('points')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).points,
    );

  async function enrolled(name = 'Elite Learner') {
    const user = await t.makeUser({ name });
    const client = await t.signedInClient({ user });
    expect((await put(client, `/api/journeys/${JOURNEY}/enrolment`)).status).toBe(201);
    return { ...user, client };
  }
  async function completeModule(client: Client, slug: 'listen' | 'decide') {
    const res = await client.post(`/api/journeys/${JOURNEY}/modules/${slug}/completion`, {
      reflection: REFLECTION,
    });
    expect(res.status).toBe(201);
  }
  async function run(l: { id: string; client: Client }, steps: Step[]) {
    for (const step of steps) {
      if ('xp' in step) await adjust(l.id, step.xp);
      else await completeModule(l.client, step.module);
    }
  }
  const mine = async (c: Client) =>
    ((await (await c.get('/api/me/certificates')).json()) as OwnCertificateList).certificates;
  const eliteOf = async (c: Client) => (await mine(c)).find((x) => x.kind === 'elite');

  /** A learner holding the elite certificate, earned by finishing the journey at 4,801 + 200 XP. */
  async function eliteHolder(name = HOLDER) {
    const l = await enrolled(name);
    await run(l, [{ xp: 4_801 }, { module: 'listen' }, { module: 'decide' }]);
    const cert = await eliteOf(l.client);
    expect(cert).toBeDefined();
    return { ...l, cert: cert! };
  }

  // Each module completion is 100 XP (no streak multiplier on a first day); both complete the journey.
  it.each<[string, Step[], number | null]>([
    ['XP past 5,001 without a completed journey', [{ xp: 6_000 }, { module: 'listen' }], null],
    [
      'a completed journey at exactly 5,000 XP',
      [{ xp: 4_800 }, { module: 'listen' }, { module: 'decide' }],
      null,
    ],
    [
      'a completed journey at 4,999 XP after an adjustment down',
      [{ xp: 5_500 }, { xp: -701 }, { module: 'listen' }, { module: 'decide' }],
      null,
    ],
    [
      'the journey first, then the award that reaches 5,001',
      [{ module: 'listen' }, { module: 'decide' }, { xp: 4_801 }],
      5_001,
    ],
    [
      '5,001 XP first, then the module that completes the journey',
      [{ xp: 5_001 }, { module: 'listen' }, { module: 'decide' }],
      5_201,
    ],
    [
      'the module that completes the journey also reaches 5,001',
      [{ xp: 4_801 }, { module: 'listen' }, { module: 'decide' }],
      5_001,
    ],
    [
      'further awards after the issue',
      [
        { module: 'listen' },
        { module: 'decide' },
        { xp: 5_000 },
        { xp: 500 },
        { xp: -600 },
        { xp: 700 },
      ],
      5_200,
    ],
  ])('%s', async (_name, steps, issuedAtXp) => {
    const l = await enrolled();
    await run(l, steps);
    const rows = await elites(l.id);
    if (issuedAtXp === null) {
      expect(rows).toEqual([]);
      expect((await mine(l.client)).every((c) => c.kind === 'journey')).toBe(true);
      return;
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'elite',
      issueKey: `elite:${l.id}`,
      journeyTitle: `Journey ${JOURNEY}`,
      revokedAt: null,
    });
    expect(Number(rows[0]!.xp)).toBe(issuedAtXp);
    // The verified CPD minutes of the record at issue: both modules of the journey.
    expect(Number(rows[0]!.cpdMinutes)).toBe(75);
  });

  it('issues one elite certificate when ten awards cross 5,001 at once', async () => {
    const l = await enrolled('Racing Leader');
    await run(l, [{ module: 'listen' }, { module: 'decide' }, { xp: 4_700 }]);
    await Promise.all(Array.from({ length: 10 }, () => adjust(l.id, 150)));
    expect(await xpOf(l.id)).toBe(6_400);
    const rows = await elites(l.id);
    expect(rows).toHaveLength(1);
    // 4,900 + 150: whichever award commits first is the one that reaches the level.
    expect(Number(rows[0]!.xp)).toBe(5_050);
  });

  it('issues one elite certificate when two awards each cross 5,001 at once', async () => {
    const l = await enrolled('Two Awards');
    await run(l, [{ module: 'listen' }, { module: 'decide' }, { xp: 4_700 }]);
    await Promise.all([adjust(l.id, 300), adjust(l.id, 300)]);
    expect(await elites(l.id)).toHaveLength(1);
  });

  it('issues one when the journey completion and the award reaching 5,001 land at once, whichever commits first', async () => {
    // 4,900 XP after one module; the last module (+100) completes the journey, the award adds 1:
    // whichever is first leaves one condition missing, the second meets both at 5,001.
    const learners = await Promise.all(
      Array.from({ length: 6 }, (_, i) => enrolled(`Concurrent ${i}`)),
    );
    for (const l of learners) await run(l, [{ module: 'listen' }, { xp: 4_800 }]);
    await Promise.all(
      learners.flatMap((l) => [completeModule(l.client, 'decide'), adjust(l.id, 1)]),
    );
    for (const l of learners) {
      expect(await xpOf(l.id)).toBe(5_001);
      const rows = await elites(l.id);
      expect(rows).toHaveLength(1);
      expect(Number(rows[0]!.xp)).toBe(5_001);
    }
  });

  it('commits with the award or not at all: a failure later in the award leaves neither, the retry issues it', async () => {
    const l = await enrolled('Crashing Award');
    await run(l, [{ module: 'listen' }, { module: 'decide' }]);
    let failing = true;
    // Told after the elite listener, in the same transaction: a crash after the issue.
    t.app.points.onAward(async (_trx, event) => {
      if (failing && event.userId === l.id) throw new Error('the server stopped mid-award');
    });
    await expect(adjust(l.id, 5_000)).rejects.toThrow('the server stopped mid-award');
    expect(await xpOf(l.id)).toBe(200);
    expect(await elites(l.id)).toEqual([]);
    failing = false;
    await adjust(l.id, 5_000);
    expect(await elites(l.id)).toHaveLength(1);
  });

  it('a check job issues it when the award that reached 5,001 did not see the completed journey', async () => {
    const l = await enrolled('Job Checked');
    await run(l, [{ module: 'listen' }, { module: 'decide' }]);
    // An award told to no listener stands for one that committed before the journey it raced.
    await adjust(l.id, 5_000, new PointsBus(t.app.db, t.app.log));
    expect(await elites(l.id)).toEqual([]);
    await t.app.jobs.enqueue(t.app.db.kysely, ELITE_CHECK_JOB, { userId: l.id });
    const end = Date.now() + 30_000;
    while ((await elites(l.id)).length === 0 && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    const rows = await elites(l.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.xp)).toBe(5_200);
    // A second run of the job (at least once) issues nothing more.
    await t.app.jobs.enqueue(t.app.db.kysely, ELITE_CHECK_JOB, { userId: l.id });
    await new Promise((r) => setTimeout(r, 500));
    expect(await elites(l.id)).toHaveLength(1);
  });

  it('lists it for its holder beside the journey certificate, with its XP, PDF, credential and verification page', async () => {
    const { client, cert } = await eliteHolder();
    const all = await mine(client);
    expect(all.map((c) => c.kind).sort()).toEqual(['elite', 'journey']);
    expect(cert).toMatchObject({
      kind: 'elite',
      xp: 5_001,
      holderName: HOLDER,
      status: 'valid',
      cpdMinutes: 75,
      verifyUrl: `${t.url}/verify/${cert.id}`,
      pdfUrl: `/api/me/certificates/${cert.id}/pdf`,
      credentialUrl: `/ob/certificates/${cert.id}`,
    });
  });

  it('makes its own PDF, in English and French, with the QR code of its verification page', async () => {
    const { client, cert } = await eliteHolder();
    const res = await client.get(cert.pdfUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('elite-certificate-');
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('ELITE CERTIFICATION');
    expect(text).toContain('Level 4 · Transformation Leader');
    expect(text).toContain(HOLDER.normalize('NFC'));
    expect(text).toContain('has reached Level 4, Transformation Leader, with 5,001 XP');
    expect(text).toContain(`Journey ${JOURNEY}`);
    expect(text).toContain('1.25 verified CPD hours (1:15)');
    expect(text).toContain(formatCertificateCode(cert.code));
    expect(text).toContain(`Certificate id: ${cert.id}`);
    // Not the journey certificate's design and words.
    expect(text).not.toContain('CERTIFICATE OF COMPLETION');
    expect(decodeQr(renderPage(pdf))).toBe(cert.verifyUrl);

    const fr = pdfText(
      Buffer.from(
        await (await client.get(cert.pdfUrl!, { 'accept-language': 'fr' })).arrayBuffer(),
      ),
    ).replace(/\s+/g, ' ');
    expect(fr).toContain("CERTIFICATION D'ÉLITE");
    expect(fr).toContain('Niveau 4 · Leader de la transformation');
    expect(fr).toContain('a atteint le niveau 4, Leader de la transformation, avec 5');
    expect(fr).toContain('heures CPD vérifiées');
  }, 120_000);

  it('answers a signed credential with the elite criteria, valid against the official schema', async () => {
    const { cert } = await eliteHolder();
    const res = await fetch(`${t.url}${cert.credentialUrl}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Credential;
    expect(schemas.credential(body)).toBe(true);
    expect(schemas.credential.errors ?? []).toEqual([]);
    expect(body.credentialSubject.name).toBe(HOLDER);
    expect(body.credentialSubject.achievement).toMatchObject({
      id: `${t.url}/ob/achievements/elite`,
      type: ['Achievement'],
      achievementType: 'Certificate',
      name: 'Elite certification: Transformation Leader',
      criteria: { narrative: ELITE_CRITERIA },
      creditsAvailable: 1.25,
    });
    // Its revocation bit (ADR 050) and the CPD hours earned, as a journey certificate's.
    const status = body.credentialStatus as { statusListCredential: string };
    expect(status).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${t.url}/ob/status/1`,
    });
    expect(body.credentialSubject.creditsEarned).toBe(1.25);
    const list = StatusListCredentialSchema.parse(
      await (await fetch(status.statusListCredential)).json(),
    );
    const loader = createDocumentLoader(
      [IssuerProfileSchema.parse(await (await fetch(`${t.url}/ob/issuer`)).json())],
      [list],
    );
    expect(await verifyCredentialAndStatus(body, loader)).toEqual({ verified: true, errors: [] });

    const doc = await fetch(`${t.url}/ob/achievements/elite`);
    expect(doc.status).toBe(200);
    const achievement = (await doc.json()) as Record<string, unknown>;
    expect(achievement).toMatchObject({
      id: `${t.url}/ob/achievements/elite`,
      criteria: { narrative: ELITE_CRITERIA },
    });
    expect(achievement).not.toHaveProperty('creditsAvailable');
  });

  it('shows on /verify with its level and XP, in English and French', async () => {
    const { cert } = await eliteHolder();
    const json = (await (
      await fetch(`${t.url}/api/verify/${cert.id}`)
    ).json()) as CertificateVerification;
    expect(json).toMatchObject({
      status: 'valid',
      certificate: { kind: 'elite', xp: 5_001, holderName: HOLDER },
    });
    const page = await (
      await fetch(`${t.url}/verify/${cert.id}`, {
        headers: { accept: 'text/html', 'accept-language': 'en' },
      })
    ).text();
    expect(page).toContain('Elite certification · Level 4, Transformation Leader');
    expect(page).toContain('5,001 XP');
    expect(page).toContain(`Journey ${JOURNEY}`);
    const fr = await (
      await fetch(`${t.url}/verify/${cert.id}`, {
        headers: { accept: 'text/html', 'accept-language': 'fr' },
      })
    ).text();
    expect(fr).toContain('Niveau 4, Leader de la transformation');
  });

  it('marks the public profile while it stands; a revocation makes /verify say revoked and removes the mark', async () => {
    const { id, client, cert } = await eliteHolder('Revoked Leader');
    const visitor = new Client(t.url);
    const profile = (await (await visitor.get(`/api/users/${id}/profile`)).json()) as PublicProfile;
    expect(profile.elite).toEqual({
      verifyUrl: cert.verifyUrl,
      issuedOn: cert.issuedAt.slice(0, 10),
    });
    const plain = await enrolled('No Mark');
    expect(
      ((await (await visitor.get(`/api/users/${plain.id}/profile`)).json()) as PublicProfile).elite,
    ).toBeNull();

    // Revoked on the admin certificates screen's route, like any certificate.
    const listed = (await (
      await admin.get(`/api/admin/certificates?q=${encodeURIComponent('Revoked Leader')}`)
    ).json()) as { items: Array<{ id: string; kind: string }> };
    expect(listed.items.map((c) => c.kind).sort()).toEqual(['elite', 'journey']);
    expect(
      (
        await admin.post(`/api/admin/certificates/${cert.id}/revoke`, {
          reason: 'XP awarded in error',
        })
      ).status,
    ).toBe(200);
    const verified = (await (
      await fetch(`${t.url}/api/verify/${cert.id}`)
    ).json()) as CertificateVerification;
    expect(verified).toMatchObject({
      status: 'revoked',
      reason: 'XP awarded in error',
      certificate: { kind: 'elite' },
    });
    const page = await (
      await fetch(`${t.url}/verify/${cert.id}`, {
        headers: { accept: 'text/html', 'accept-language': 'en' },
      })
    ).text();
    expect(page).toContain('Revoked on');
    expect((await fetch(`${t.url}${cert.credentialUrl}`)).status).toBe(410);
    expect(
      ((await (await visitor.get(`/api/users/${id}/profile`)).json()) as PublicProfile).elite,
    ).toBeNull();
    const own = (await mine(client)).find((c) => c.id === cert.id) as OwnCertificate;
    expect(own).toMatchObject({ status: 'revoked', pdfUrl: null, credentialUrl: null });

    // Revoked stays revoked: later awards do not issue it again.
    await adjust(id, 1_000);
    expect(await elites(id)).toHaveLength(1);
  });

  it('keeps elite certificates out of the accreditor pack and the journey filter', async () => {
    await eliteHolder('Pack Leader');
    const page = (await (await admin.get('/api/admin/certificates?pageSize=100')).json()) as {
      journeys: Array<{ id: string }>;
    };
    const byJourney = (await (
      await admin.get(`/api/admin/certificates?pageSize=100&journeyId=${page.journeys[0]!.id}`)
    ).json()) as { items: Array<{ kind: string }> };
    expect(byJourney.items.length).toBeGreaterThan(0);
    expect(byJourney.items.every((c) => c.kind === 'journey')).toBe(true);
  });
});
