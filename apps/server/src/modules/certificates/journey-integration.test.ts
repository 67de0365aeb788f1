import type { CertificateVerification, CpdRecord, OwnCertificateList } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { lesson, makeJourney, put, REFLECTION } from '../journeys/test-fixtures';

/** The journeys module's real completions, through HTTP, feeding the CPD record and the certificates. */
describe.each(testDatabases())('journey completions into the CPD record and certificates on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { VERIFY_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records each module once and issues one certificate with the journey CPD minutes, under racing final completions', async () => {
    await makeJourney(t, 'leading-teams', { modules: [lesson('listen', { title: 'Listening to your team', cpdMinutes: 30 }), lesson('decide', { title: 'Deciding together', cpdMinutes: 45 })] });
    const user = await t.makeUser({ name: 'Ọlábísí Àdìgún' });
    const c = await t.signedInClient({ user: user });
    expect((await put(c, '/api/journeys/leading-teams/enrolment')).status).toBe(201);

    // Both modules at once, ten times each: whichever commits last completes the journey.
    const answers = await Promise.all(
      ['listen', 'decide'].flatMap((slug) => Array.from({ length: 10 }, () => c.post(`/api/journeys/leading-teams/modules/${slug}/completion`, { reflection: REFLECTION }))),
    );
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);

    const record = (await (await c.get('/api/me/cpd')).json()) as CpdRecord;
    expect(record.entries.map((e) => [e.title, e.minutes, e.type, e.verifiedBy, e.evidence]).sort()).toEqual([
      ['Deciding together', 45, 'module', 'platform', REFLECTION],
      ['Listening to your team', 30, 'module', 'platform', REFLECTION],
    ]);
    expect(record.totals.minutes).toBe(75);

    const { certificates } = (await (await c.get('/api/me/certificates')).json()) as OwnCertificateList;
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ holderName: 'Ọlábísí Àdìgún', journeyTitle: 'Journey leading-teams', cpdMinutes: 75, status: 'valid' });
    const verified = (await (await c.get(`/api/verify/${certificates[0]!.id}`)).json()) as CertificateVerification;
    expect(verified).toMatchObject({ status: 'valid', certificate: { cpdHours: 1.25, journeyTitle: 'Journey leading-teams' } });
  });
});
