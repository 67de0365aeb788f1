import type { ApiErrorBody } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type SignedInClient, type TestApp } from '../test/harness';
import { HUGE_NAME, largestStatementRecord, longText } from '../test/largest-statement';
import { pdfText } from '../test/pdf-tools';
import { awardXp } from '../modules/gamification/service';
import { CPU_TIMEOUT_MESSAGE } from './cpu-pool';

/** A learner with the largest statement the server makes, signed in. */
async function learnerWithLargestStatement(t: TestApp, name = HUGE_NAME): Promise<SignedInClient> {
  const user = await t.makeUser();
  await largestStatementRecord(t.app.db.kysely, user.id, name);
  return t.signedInClient({ user });
}

describe.each(testDatabases())('PDFs within their size limits on %s (ADR 033)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'prints a stored name of 60,000 characters cut short, quickly, with a note when it lists only the newest entries',
    { timeout: 60_000 },
    async () => {
      const c = await learnerWithLargestStatement(t, 'a'.repeat(60_000));
      const started = performance.now();
      const res = await c.get('/api/me/cpd/statement.pdf');
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(15_000);
      const text = pdfText(Buffer.from(await res.arrayBuffer())).replace(/\s+/g, ' ');
      expect(text).toMatch(/a{30,}…/);
      expect(text).not.toContain('a'.repeat(121));
      expect(text).toContain(
        'This statement lists your newest 100 entries of 105; the totals count them all. The CSV export lists every entry.',
      );
    },
  );

  it(
    'makes the certificate of a stored 60,000-character name with the name cut to one line',
    { timeout: 60_000 },
    async () => {
      const user = await t.makeUser({ name: 'Ada Certified' });
      const c = await t.signedInClient({ user });
      await t.app.db.kysely.transaction().execute((trx) =>
        t.app.learning.journeyCompleted(trx, {
          userId: user.id,
          journeyId: 'amara',
          journeyTitle: longText(5_000),
          version: 1,
          completedAt: Date.now(),
        }),
      );
      const cert = await t.app.db.kysely
        .selectFrom('certificates')
        .select('id')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      await t.app.db.kysely
        .updateTable('certificates')
        .set({ holderName: 'b'.repeat(60_000) })
        .where('id', '=', cert.id)
        .execute();
      const started = performance.now();
      const res = await c.get(`/api/me/certificates/${cert.id}/pdf`);
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(15_000);
      const text = pdfText(Buffer.from(await res.arrayBuffer()));
      expect(text).toMatch(/b{10,}…/);
      expect(text).not.toContain('b'.repeat(121));
    },
  );
});

describe('a render over the time limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { CPU_TASK_TIME_LIMIT_MS: '10' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'is abandoned and answered 503 with the error body; the server goes on answering',
    { timeout: 60_000 },
    async () => {
      const c = await learnerWithLargestStatement(t);
      const res = await c.get('/api/me/cpd/statement.pdf');
      expect(res.status).toBe(503);
      expect((await res.json()) as ApiErrorBody).toEqual({
        error: { code: 'unavailable', message: CPU_TIMEOUT_MESSAGE },
      });
      expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
      // The abandoned thread was terminated and replaced: the next one times out the same way, no worse.
      expect((await c.get('/api/me/cpd/statement.pdf')).status).toBe(503);
    },
  );
  it('holds Open Badges signing to the same limit: the credential answers 503, not a blocked server', async () => {
    const user = await t.makeUser();
    for (let i = 0; i < 5; i++)
      await awardXp(t.app.db, t.app.points, {
        userId: user.id,
        action: 'peer_mentoring',
        idempotencyKey: `cpu-${user.id}-${i}`,
      });
    const badge = await t.app.db.kysely
      .selectFrom('user_badges')
      .select('credentialId')
      .where('userId', '=', user.id)
      .where('badgeId', '=', 'leadership-excellence')
      .executeTakeFirstOrThrow();
    const res = await fetch(`${t.url}/ob/badges/${badge.credentialId}`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe('unavailable');
  });
});
