import { randomUUID } from 'node:crypto';
import {
  addDays,
  defaultKnowledgeBase,
  defaultKnowledgeBaseFr,
  localDay,
  streakCalendarStart,
  XpDaysSchema,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIPPED_BEFORE,
  shipTruthfulAnswers,
} from '../../db/migrations/2026-12-02-2030-truthful-faq';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import type { PointsEvent } from './live';
import { awardXp } from './service';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Africa/Nairobi';

describe.each(testDatabases())('streak calendar, live streak and truthful FAQ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => {
    const u = await t.makeUser();
    await t.app.db.kysely
      .updateTable('users')
      .set({ timezone: ZONE })
      .where('id', '=', u.id)
      .execute();
    return u;
  };
  const award = (userId: string, now: number) =>
    awardXp(
      t.app.db,
      t.app.points,
      { userId, action: 'complete_module', idempotencyKey: `m-${randomUUID()}` },
      now,
    );

  it("gives the learner's XP per local day of the calendar's weeks, without an admin's correction", async () => {
    const u = await learner();
    const admin = await t.makeUser({ role: 'admin' });
    const now = Date.now();
    const today = localDay(new Date(now), ZONE);
    await award(u.id, now - 2 * DAY);
    await award(u.id, now - 2 * DAY + 60_000);
    await award(u.id, now);
    // Long before the calendar's first day: not read.
    await award(u.id, now - 120 * DAY);
    await awardXp(
      t.app.db,
      t.app.points,
      {
        userId: u.id,
        action: 'admin_adjustment',
        points: 500,
        reason: 'Workshop attended offline',
        actorId: admin.id,
        idempotencyKey: `admin:${randomUUID()}`,
      },
      now - 5 * DAY,
    );
    const client = await t.signedInClient({ user: u });
    const res = await client.get('/api/me/xp-days');
    expect(res.status).toBe(200);
    const body = XpDaysSchema.parse(await res.json());
    expect(body.today).toBe(today);
    expect(body.from).toBe(streakCalendarStart(today));
    expect(body.days).toEqual([
      { day: localDay(new Date(now - 2 * DAY), ZONE), xp: 200 },
      { day: today, xp: 100 },
    ]);
    expect(addDays(body.from, 7 * 8 - 1) >= today).toBe(true);
  });

  it('is for signed-in learners only', async () => {
    const res = await fetch(`${t.url}/api/me/xp-days`);
    expect(res.status).toBe(401);
  });

  it("carries the streak and its freezes in the live points event (the header's chip)", async () => {
    const u = await learner();
    const events: PointsEvent[] = [];
    const stop = t.app.points.subscribe(u.id, (e) => events.push(e));
    const now = Date.now();
    await t.app.db.kysely
      .updateTable('user_points')
      .set({ streakLastDay: localDay(new Date(now - DAY), ZONE), streakDays: 6, streakFreezes: 0 })
      .where('userId', '=', u.id)
      .execute();
    await award(u.id, now);
    await expect.poll(() => events.length).toBe(1);
    stop();
    expect(events[0]).toMatchObject({
      points: 150,
      streak: { days: 7, freezes: 1, earnedToday: true },
    });
  });

  it('replaces the answers that sold unbuilt spaces and unlocks, in both languages, never an edit', async () => {
    const db = t.app.db.kysely;
    const now = Date.now();
    const en = defaultKnowledgeBase();
    const fr = defaultKnowledgeBaseFr();
    for (const old of SHIPPED_BEFORE) {
      const shipped = randomUUID();
      const edited = randomUUID();
      await db
        .insertInto('kb_entries')
        .values(
          [shipped, edited].map((id, i) => ({
            id,
            category: 'Membership and payment',
            question: old.question,
            answer: i === 0 ? old.en : 'Our own words.',
            position: 200 + i,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
      await db
        .insertInto('kb_entry_translations')
        .values([
          { entryId: shipped, locale: 'fr', question: null, answer: old.fr, updatedAt: now },
          { entryId: edited, locale: 'fr', question: null, answer: old.fr, updatedAt: now },
        ])
        .execute();
      await shipTruthfulAnswers(db, now + 1);
      const index = en.findIndex((e) => e.question === old.question);
      const rows = await db
        .selectFrom('kb_entries')
        .select(['id', 'answer'])
        .where('id', 'in', [shipped, edited])
        .execute();
      expect(new Map(rows.map((r) => [r.id, r.answer]))).toEqual(
        new Map([
          [shipped, en[index]!.answer],
          [edited, 'Our own words.'],
        ]),
      );
      const french = await db
        .selectFrom('kb_entry_translations')
        .select(['entryId', 'answer'])
        .where('entryId', 'in', [shipped, edited])
        .execute();
      // The edited entry's French stays too: only a shipped English answer is replaced.
      expect(new Map(french.map((f) => [f.entryId, f.answer]))).toEqual(
        new Map([
          [shipped, fr[index]!.answer],
          [edited, old.fr],
        ]),
      );
      await db
        .deleteFrom('kb_entry_translations')
        .where('entryId', 'in', [shipped, edited])
        .execute();
      await db.deleteFrom('kb_entries').where('id', 'in', [shipped, edited]).execute();
    }
    // What the new answers say: no unbuilt space sold, the levels honest.
    const paid = en.find(
      (e) => e.question === 'What is the difference between free and paid membership?',
    )!;
    expect(paid.answer).toContain('Paid members also get the Points system page');
    expect(paid.answer).toContain('they are not open yet');
    const levels = en.find((e) => e.question === 'What are the levels and what do they unlock?')!;
    expect(levels.answer).toContain('group challenges: not open yet');
    expect(levels.answer).toContain('unlocks logging mentoring sessions as the mentor');
  });
});
