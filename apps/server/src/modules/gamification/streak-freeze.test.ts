import { randomUUID } from 'node:crypto';
import {
  defaultKnowledgeBase,
  defaultKnowledgeBaseFr,
  localDay,
  PointsSummarySchema,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_ANSWER_EN,
  OLD_ANSWER_FR,
  shipFreezesAnswer,
} from '../../db/migrations/2026-12-02-1330-streak-freezes';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { awardXp } from './service';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Africa/Lagos';
/** 10:00 in Lagos on 1 March 2027, and the same time `d` days later. */
const dayAt = (d: number) => Date.parse('2027-03-01T09:00:00Z') + d * DAY;

describe.each(testDatabases())('streak freezes on %s', (kind) => {
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
  const record = (userId: string) =>
    t.app.db.kysely
      .selectFrom('user_points')
      .select(['streakDays', 'streakLastDay', 'streakFreezes'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
  const setStreak = (
    userId: string,
    streakLastDay: string,
    streakDays: number,
    streakFreezes: number,
  ) =>
    t.app.db.kysely
      .updateTable('user_points')
      .set({ streakLastDay, streakDays, streakFreezes })
      .where('userId', '=', userId)
      .execute();
  const award = (userId: string, now: number, key = randomUUID()) =>
    awardXp(
      t.app.db,
      t.app.points,
      { userId, action: 'complete_module', idempotencyKey: `sf-${key}` },
      now,
    );

  it('earns a freeze at day 7 and 14, holds 2, and a missed day uses one with the multiplier kept', async () => {
    const u = await learner();
    const held: number[] = [];
    for (let d = 0; d < 15; d++) {
      await award(u.id, dayAt(d));
      held.push((await record(u.id)).streakFreezes);
    }
    expect(held).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
    // 16 March missed; 17 March's award carries the streak on at day 16, multiplied.
    const after = await award(u.id, dayAt(16));
    expect(after.entry).toMatchObject({ multiplier: 1.5, points: 150, localDay: '2027-03-17' });
    expect(await record(u.id)).toEqual({
      streakDays: 16,
      streakLastDay: '2027-03-17',
      streakFreezes: 1,
    });
    // Three days missed with one freeze: the streak starts again, the award is not multiplied.
    const reset = await award(u.id, dayAt(20));
    expect(reset.entry).toMatchObject({ multiplier: 1, points: 100 });
    expect(await record(u.id)).toEqual({
      streakDays: 1,
      streakLastDay: '2027-03-21',
      streakFreezes: 0,
    });
  });

  it('counts the day in the learner timezone: 23:30 and 00:30 in Lagos are two days', async () => {
    const u = await learner();
    await setStreak(u.id, '2027-03-09', 6, 0);
    await award(u.id, Date.parse('2027-03-10T22:30:00Z')); // 23:30 on the 10th: day 7
    await award(u.id, Date.parse('2027-03-11T23:30:00Z')); // 00:30 on the 12th: the 11th was missed, the new freeze bridges it
    expect(await record(u.id)).toEqual({
      streakDays: 8,
      streakLastDay: '2027-03-12',
      streakFreezes: 0,
    });
  });

  it('two awards at once neither earn nor spend a freeze twice', async () => {
    const earner = await learner();
    const spender = await learner();
    await setStreak(earner.id, localDay(new Date(dayAt(-1)), ZONE), 6, 0);
    await setStreak(spender.id, localDay(new Date(dayAt(-2)), ZONE), 9, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => award(i % 2 ? earner.id : spender.id, dayAt(0))),
    );
    expect(results.every((r) => r.created && r.entry.multiplier === 1.5)).toBe(true);
    expect(await record(earner.id)).toEqual({
      streakDays: 7,
      streakLastDay: '2027-03-01',
      streakFreezes: 1,
    });
    expect(await record(spender.id)).toEqual({
      streakDays: 10,
      streakLastDay: '2027-03-01',
      streakFreezes: 0,
    });
  });

  it('shows the learner the freezes held, after the ones missed days used', async () => {
    const u = await learner();
    const client = await t.signedInClient({ user: u });
    const today = localDay(new Date(), ZONE);
    const shift = (days: number) =>
      localDay(new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY), 'UTC');
    await setStreak(u.id, shift(-2), 9, 2);
    const summary = PointsSummarySchema.parse(await (await client.get('/api/me/points')).json());
    expect(summary.streak).toEqual({
      days: 9,
      multiplier: 1.5,
      daysToMultiplier: 0,
      earnedToday: false,
      freezes: 1,
    });
    await setStreak(u.id, shift(-4), 9, 2);
    const broken = PointsSummarySchema.parse(await (await client.get('/api/me/points')).json());
    expect(broken.streak).toMatchObject({ days: 0, freezes: 0, multiplier: 1 });
  });

  it("replaces the FAQ's shipped streaks answer in both languages, never an admin's edit", async () => {
    const db = t.app.db.kysely;
    const now = Date.now();
    const shipped = randomUUID();
    const edited = randomUUID();
    const category = 'XP, levels and streaks';
    await db
      .insertInto('kb_entries')
      .values([
        {
          id: shipped,
          category,
          question: 'How do streaks work?',
          answer: OLD_ANSWER_EN,
          position: 90,
          createdAt: now,
          updatedAt: now,
        },
        {
          id: edited,
          category,
          question: 'How do streaks work?',
          answer: 'Our own words.',
          position: 91,
          createdAt: now,
          updatedAt: now,
        },
      ])
      .execute();
    await db
      .insertInto('kb_entry_translations')
      .values([
        { entryId: shipped, locale: 'fr', question: null, answer: OLD_ANSWER_FR, updatedAt: now },
        {
          entryId: edited,
          locale: 'fr',
          question: null,
          answer: 'Nos propres mots.',
          updatedAt: now,
        },
      ])
      .execute();
    await shipFreezesAnswer(db, now + 1);
    const index = defaultKnowledgeBase().findIndex((e) => e.question === 'How do streaks work?');
    const answers = await db
      .selectFrom('kb_entries')
      .select(['id', 'answer'])
      .where('id', 'in', [shipped, edited])
      .orderBy('position')
      .execute();
    expect(answers.map((a) => a.answer)).toEqual([
      defaultKnowledgeBase()[index]!.answer,
      'Our own words.',
    ]);
    const french = await db
      .selectFrom('kb_entry_translations')
      .select(['entryId', 'answer'])
      .where('entryId', 'in', [shipped, edited])
      .execute();
    expect(new Map(french.map((f) => [f.entryId, f.answer]))).toEqual(
      new Map([
        [shipped, defaultKnowledgeBaseFr()[index]!.answer],
        [edited, 'Nos propres mots.'],
      ]),
    );
    expect(defaultKnowledgeBaseFr()[index]!.answer).toContain('gel de série');
    await db.deleteFrom('kb_entries').where('id', 'in', [shipped, edited]).execute();
  });
});
