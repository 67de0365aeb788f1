import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { JobQueue } from '../../lib/jobs';
import { PgQueue } from '../../lib/jobs/pg-queue';
import { SqliteQueue } from '../../lib/jobs/sqlite-queue';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/databases';
import type { Mail, Mailer } from '../mail/mailer';
import { createMailOutbox, type MailOutbox } from '../mail/outbox';
import { planReminders, PLAN_EVERY_MINUTES, PLAN_JOB } from './planner';

const log = pino({ level: 'silent' });
const PUBLIC_URL = 'http://127.0.0.1:9';
const SLOT = PLAN_EVERY_MINUTES * 60_000;
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe.each(testDatabases())('reminders on %s', (kind) => {
  let tdb: TestDatabase;
  let db: Db;
  let queue: JobQueue;
  afterEach(async () => {
    await queue?.stop();
    await db?.destroy();
    await tdb?.drop();
  });

  async function setUp(): Promise<MailOutbox> {
    tdb = await createTestDatabase(kind);
    const database =
      kind === 'postgres'
        ? { kind, url: tdb.url! }
        : { kind, file: path.join(tdb.dataDir, 'lv.sqlite') };
    db = openDatabase(database);
    await migrateToLatest(db);
    queue =
      kind === 'postgres'
        ? new PgQueue({ connectionString: tdb.url!, log, pollSeconds: 0.5 })
        : new SqliteQueue({ db: db.kysely, log });
    const transport: Mailer = { mode: 'outbox', send: async (_m: Mail) => undefined };
    const outbox = createMailOutbox({
      jobs: queue,
      transport,
      db: db.kysely,
      log,
      publicUrl: PUBLIC_URL,
      limitPerAddress: false,
      retryBaseMs: 1_000,
    });
    if (kind === 'postgres') await queue.start();
    return outbox;
  }

  async function learner(
    id: string,
    f: { timezone: string; locale: 'en' | 'fr'; lastActive: number; streak?: number },
  ) {
    const iso = new Date(f.lastActive).toISOString();
    await db.kysely
      .insertInto('users')
      .values({
        id,
        name: `Learner ${id}`,
        email: `${id}@example.test`,
        emailVerified: 1,
        createdAt: iso,
        updatedAt: iso,
        role: 'learner',
        accountStatus: 'active',
        membershipStatus: 'free',
        transformationTier: null,
        lastActive: f.lastActive,
        timezone: f.timezone,
        locale: f.locale,
      })
      .execute();
    await db.kysely
      .insertInto('user_points')
      .values({ userId: id, updatedAt: f.lastActive, streakDays: f.streak ?? 0 })
      .execute();
    if (f.streak)
      await db.kysely
        .insertInto('xp_ledger')
        .values({
          id: `xp-${id}`,
          userId: id,
          action: 'module_completed',
          basePoints: 10,
          multiplier: 1,
          points: 10,
          reason: null,
          sourceId: null,
          idempotencyKey: `xp-${id}`,
          actorId: null,
          localDay: '2026-03-10',
          createdAt: f.lastActive,
        })
        .execute();
  }

  /** Runs the planner at every slot from `from` to `to`, as the recurring job would. */
  async function runSlots(outbox: MailOutbox, from: number, to: number) {
    const queuedAt = new Map<string, number>();
    for (let now = Math.floor(from / SLOT) * SLOT; now <= to; now += SLOT) {
      const before = await deliveries();
      await planReminders(db, outbox, {
        now,
        publicUrl: PUBLIC_URL,
        siteName: 'LeadVillage',
      });
      for (const d of await deliveries())
        if (!before.some((b) => b.causeKey === d.causeKey)) queuedAt.set(d.causeKey, now);
    }
    return queuedAt;
  }
  const deliveries = () =>
    db.kysely
      .selectFrom('mail_deliveries')
      .select(['causeKey', 'to', 'subject'])
      .orderBy('causeKey')
      .execute();

  it(
    'a streak at risk is mailed once, at its local time, in Lagos, Nairobi and Paris (clocks change)',
    { timeout: 120_000 },
    async () => {
      const outbox = await setUp();
      // Last XP at 18:00 local; due 23 hours later, but by 19:00 local the next day.
      await learner('lagos', {
        timezone: 'Africa/Lagos',
        locale: 'en',
        lastActive: at('2026-03-10T17:00:00Z'),
        streak: 5,
      });
      await learner('nairobi', {
        timezone: 'Africa/Nairobi',
        locale: 'fr',
        lastActive: at('2026-03-10T15:00:00Z'),
        streak: 3,
      });
      // Paris goes from UTC+1 to UTC+2 in the night of 28 to 29 March 2026: 23 hours after 18:00 CET
      // is 18:00 CEST (16:00Z), before the 19:00 cap.
      await learner('paris', {
        timezone: 'Europe/Paris',
        locale: 'fr',
        lastActive: at('2026-03-28T17:00:00Z'),
        streak: 4,
      });
      const a = await runSlots(outbox, at('2026-03-10T14:00:00Z'), at('2026-03-12T00:00:00Z'));
      const b = await runSlots(outbox, at('2026-03-28T16:00:00Z'), at('2026-03-30T00:00:00Z'));
      const streak = (m: Map<string, number>, who: string) =>
        [...m].filter(([c]) => c.startsWith(`streak-at-risk:${who}:`));
      // 17:00 local the day after: 16:00Z in Lagos (UTC+1), 14:00Z in Nairobi (UTC+3).
      expect(streak(a, 'lagos')).toEqual([
        ['streak-at-risk:lagos:2026-03-10', at('2026-03-11T16:00:00Z')],
      ]);
      expect(streak(a, 'nairobi')).toEqual([
        ['streak-at-risk:nairobi:2026-03-10', at('2026-03-11T14:00:00Z')],
      ]);
      expect(streak(b, 'paris')).toEqual([
        ['streak-at-risk:paris:2026-03-28', at('2026-03-29T16:00:00Z')],
      ]);
      const rows = await deliveries();
      const subject = (c: string) => rows.find((r) => r.causeKey === c)?.subject;
      expect(subject('streak-at-risk:lagos:2026-03-10')).toBe('Your 5-day streak ends tonight');
      expect(subject('streak-at-risk:nairobi:2026-03-10')).toBe(
        'Votre série de 3 jours s’arrête ce soir',
      );
      // Each cause once in all, however many runs saw it due.
      expect(new Set(rows.map((r) => r.causeKey)).size).toBe(rows.length);
    },
  );

  it(
    'inactivity due at 23:00 local goes at 08:00, after 3, 7 and 14 days, then silence',
    { timeout: 180_000 },
    async () => {
      const outbox = await setUp();
      // Last seen at 23:00 in Lagos (22:00Z): each reminder falls due at 23:00 local.
      await learner('night', {
        timezone: 'Africa/Lagos',
        locale: 'en',
        lastActive: at('2026-03-01T22:00:00Z'),
      });
      const queued = new Map<string, number>();
      for (const [from, to] of [
        ['2026-03-04T20:00:00Z', '2026-03-05T12:00:00Z'],
        ['2026-03-08T20:00:00Z', '2026-03-09T12:00:00Z'],
        ['2026-03-15T20:00:00Z', '2026-03-16T12:00:00Z'],
        ['2026-03-22T20:00:00Z', '2026-03-23T12:00:00Z'],
      ] as const)
        for (const [c, t] of await runSlots(outbox, at(from), at(to))) queued.set(c, t);
      // 08:00 in Lagos is 07:00Z, the morning after each due night.
      expect([...queued]).toEqual([
        ['inactive:night:2026-03-01:3', at('2026-03-05T07:00:00Z')],
        ['inactive:night:2026-03-01:7', at('2026-03-09T07:00:00Z')],
        ['inactive:night:2026-03-01:14', at('2026-03-16T07:00:00Z')],
      ]);
    },
  );

  it(
    'a registered webinar is reminded the day before at 09:00 and 1 hour before, in local time',
    { timeout: 180_000 },
    async () => {
      const outbox = await setUp();
      const t0 = at('2026-03-09T12:00:00Z');
      await learner('nbo', { timezone: 'Africa/Nairobi', locale: 'fr', lastActive: t0 });
      await learner('los', { timezone: 'Africa/Lagos', locale: 'en', lastActive: t0 });
      const event = (id: string, startsAt: number) => ({
        id,
        title: 'Leading hard conversations',
        description: 'Practice feedback that lands.',
        startsAt,
        endsAt: startsAt + HOUR,
        timeZone: 'Africa/Lagos',
        joinUrl: null,
        cpdMinutes: 60,
        journeyId: null,
        cancelledAt: null,
        createdBy: null,
        createdAt: t0,
        updatedAt: t0,
      });
      // 10:00 in Nairobi; 08:30 in Lagos (its 1-hour reminder falls at 07:30, quiet: it goes at 08:00).
      await db.kysely
        .insertInto('events')
        .values([event('e1', at('2026-03-12T07:00:00Z')), event('e2', at('2026-03-12T07:30:00Z'))])
        .execute();
      await db.kysely
        .insertInto('event_registrations')
        .values([
          { eventId: 'e1', userId: 'nbo', registeredAt: t0 },
          { eventId: 'e2', userId: 'los', registeredAt: t0 },
        ])
        .execute();
      const queued = await runSlots(outbox, at('2026-03-10T20:00:00Z'), at('2026-03-12T09:00:00Z'));
      const webinar = [...queued].filter(([c]) => c.startsWith('webinar-'));
      expect(webinar.sort()).toEqual(
        [
          ['webinar-soon:los:e2:2026-03-12T07:30:00.000Z', at('2026-03-12T07:00:00Z')],
          ['webinar-soon:nbo:e1:2026-03-12T07:00:00.000Z', at('2026-03-12T06:00:00Z')],
          ['webinar-tomorrow:los:e2:2026-03-12T07:30:00.000Z', at('2026-03-11T08:00:00Z')],
          ['webinar-tomorrow:nbo:e1:2026-03-12T07:00:00.000Z', at('2026-03-11T06:00:00Z')],
        ].sort(),
      );
      const rows = await deliveries();
      expect(rows.find((r) => r.causeKey.startsWith('webinar-soon:nbo'))?.subject).toBe(
        'Dans 1 heure : Leading hard conversations',
      );
    },
  );

  it(
    "the 90-day self-assessment is mailed once when it opens, in the learner's language, until taken",
    { timeout: 120_000 },
    async () => {
      const outbox = await setUp();
      const journey = await db.kysely
        .selectFrom('journeys')
        .select(['id', 'currentVersion'])
        .where('path', '=', 'first')
        .executeTakeFirstOrThrow();
      const version = await db.kysely
        .selectFrom('journey_versions')
        .select('id')
        .where('journeyId', '=', journey.id)
        .where('version', '=', journey.currentVersion!)
        .executeTakeFirstOrThrow();
      const completedAt = at('2026-03-02T13:00:00Z'); // 14:00 in Lagos, 16:00 in Nairobi
      for (const [id, timezone, locale] of [
        ['done-fr', 'Africa/Nairobi', 'fr'],
        ['done-en', 'Africa/Lagos', 'en'],
        ['taken', 'Africa/Lagos', 'en'],
      ] as const) {
        await learner(id, { timezone, locale, lastActive: at('2026-05-31T08:00:00Z') });
        await db.kysely
          .insertInto('journey_enrolments')
          .values({
            userId: id,
            journeyId: journey.id,
            versionId: version.id,
            enrolledAt: completedAt - 60 * 86_400_000,
            completedAt,
          })
          .execute();
      }
      await db.kysely
        .insertInto('growth_assessments')
        .values({
          id: 'a-taken',
          userId: 'taken',
          journeyId: journey.id,
          moment: 'follow_up',
          answers: '{}',
          takenAt: at('2026-05-31T13:00:00Z'),
        })
        .execute();
      // Opens 90 days later at the same instant (31 May 13:00Z), after 09:00 local in both zones.
      const queued = await runSlots(outbox, at('2026-05-30T00:00:00Z'), at('2026-06-02T00:00:00Z'));
      const followUps = [...queued].filter(([c]) => c.startsWith('follow-up-assessment:'));
      expect(followUps.sort()).toEqual(
        [
          [`follow-up-assessment:done-en:${journey.id}`, at('2026-05-31T13:00:00Z')],
          [`follow-up-assessment:done-fr:${journey.id}`, at('2026-05-31T13:00:00Z')],
        ].sort(),
      );
      const mails = await db.kysely
        .selectFrom('mail_deliveries')
        .select(['causeKey', 'subject', 'text'])
        .where('causeKey', 'like', 'follow-up-assessment:%')
        .execute();
      const fr = mails.find((m) => m.causeKey.startsWith('follow-up-assessment:done-fr'))!;
      expect(fr.subject).toMatch(/^Trois mois après .+ : qu’est-ce qui a changé \?$/);
      expect(fr.text).toContain(`${PUBLIC_URL}/journeys/amara/assessment`);
      const en = mails.find((m) => m.causeKey.startsWith('follow-up-assessment:done-en'))!;
      expect(en.subject).toMatch(/^Three months after .+: how have you grown\?$/);
      // Later runs, the next weeks, queue no second follow-up reminder.
      const later = await runSlots(outbox, at('2026-06-10T07:00:00Z'), at('2026-06-10T09:00:00Z'));
      expect([...later.keys()].filter((c) => c.startsWith('follow-up-assessment:'))).toEqual([]);
    },
  );

  it(
    "a village leader's ROI estimate is mailed for re-measure once at 30 days, none once re-measured",
    { timeout: 120_000 },
    async () => {
      const outbox = await setUp();
      const estimate = (id: string, userId: string, createdAt: number) =>
        db.kysely
          .insertInto('roi_leads')
          .values({ id, input: '{}', score: 40, band: 'High', email: null, userId, createdAt })
          .execute();
      for (const [id, timezone, locale] of [
        ['lead-fr', 'Africa/Nairobi', 'fr'],
        ['lead-done', 'Africa/Lagos', 'en'],
        ['member', 'Africa/Lagos', 'en'],
      ] as const)
        await learner(id, { timezone, locale, lastActive: at('2026-03-31T08:00:00Z') });
      for (const leaderId of ['lead-fr', 'lead-done'])
        await db.kysely
          .insertInto('teams')
          .values({
            id: `team-${leaderId}`,
            name: `Village ${leaderId}`,
            leaderId,
            joinToken: `token-${leaderId}`,
            joinTokenExpiresAt: at('2026-12-31T00:00:00Z'),
            createdAt: at('2026-02-01T00:00:00Z'),
            updatedAt: at('2026-02-01T00:00:00Z'),
          })
          .execute();
      // 30 days after 2 March 13:00Z: 1 April 13:00Z, after 09:00 local in Nairobi.
      await estimate('e-fr', 'lead-fr', at('2026-03-02T13:00:00Z'));
      // Due 30 March, re-measured 31 March: done, nothing to remind.
      await estimate('e-done-1', 'lead-done', at('2026-02-28T13:00:00Z'));
      await estimate('e-done-2', 'lead-done', at('2026-03-31T08:00:00Z'));
      // Not a village leader: their series has no screen to re-measure on.
      await estimate('e-member', 'member', at('2026-03-02T13:00:00Z'));
      const queued = await runSlots(outbox, at('2026-03-31T12:00:00Z'), at('2026-04-01T15:00:00Z'));
      expect([...queued].filter(([c]) => c.startsWith('roi-remeasure:'))).toEqual([
        ['roi-remeasure:lead-fr:30', at('2026-04-01T13:00:00Z')],
      ]);
      const mail = await db.kysely
        .selectFrom('mail_deliveries')
        .select(['to', 'subject', 'text'])
        .where('causeKey', '=', 'roi-remeasure:lead-fr:30')
        .executeTakeFirstOrThrow();
      expect(mail.to).toBe('lead-fr@example.test');
      expect(mail.subject).toBe('30 jours après : le coût des projets bloqués a-t-il changé ?');
      expect(mail.text).toContain(`${PUBLIC_URL}/build-village`);
      const later = await runSlots(outbox, at('2026-04-05T07:00:00Z'), at('2026-04-05T09:00:00Z'));
      expect([...later.keys()].filter((c) => c.startsWith('roi-remeasure:'))).toEqual([]);
    },
  );

  it(
    'a mentoring session not answered in 2 days is mailed to the colleague once; none once answered or expired',
    { timeout: 120_000 },
    async () => {
      const outbox = await setUp();
      for (const [id, timezone, locale] of [
        ['mentor', 'Africa/Lagos', 'en'],
        ['mentee-fr', 'Africa/Nairobi', 'fr'],
        ['mentee-done', 'Africa/Lagos', 'en'],
      ] as const)
        await learner(id, { timezone, locale, lastActive: at('2026-03-01T08:00:00Z') });
      const loggedAt = at('2026-03-01T10:00:00Z');
      const session = (
        id: string,
        menteeId: string,
        status: 'pending' | 'confirmed',
        expiresAt: number,
      ) =>
        db.kysely
          .insertInto('mentoring_sessions')
          .values({
            id,
            mentorId: 'mentor',
            menteeId,
            day: '2026-02-27',
            week: '2026-W09',
            minutes: 45,
            topic: 'Planning the first team data review',
            status,
            tokenHash: `hash-${id}`,
            expiresAt,
            requestKey: null,
            createdAt: loggedAt,
            respondedAt: status === 'pending' ? null : loggedAt + HOUR,
          })
          .execute();
      await session('s-waiting', 'mentee-fr', 'pending', loggedAt + 14 * 86_400_000);
      await session('s-answered', 'mentee-done', 'confirmed', loggedAt + 14 * 86_400_000);
      await session('s-expiring', 'mentee-done', 'pending', loggedAt + 2 * 86_400_000);
      // Due 3 March 10:00Z: 13:00 in Nairobi, inside the day.
      const queued = await runSlots(outbox, at('2026-03-03T06:00:00Z'), at('2026-03-03T12:00:00Z'));
      expect([...queued].filter(([c]) => c.startsWith('mentoring-waiting:'))).toEqual([
        ['mentoring-waiting:mentee-fr:s-waiting', at('2026-03-03T10:00:00Z')],
      ]);
      const mail = await db.kysely
        .selectFrom('mail_deliveries')
        .select(['to', 'subject', 'text'])
        .where('causeKey', '=', 'mentoring-waiting:mentee-fr:s-waiting')
        .executeTakeFirstOrThrow();
      expect(mail.to).toBe('mentee-fr@example.test');
      expect(mail.subject).toBe('Learner mentor attend votre réponse sur LeadVillage');
      expect(mail.text).toContain('Planning the first team data review');
      expect(mail.text).toContain(`${PUBLIC_URL}/mentoring`);
      const later = await runSlots(outbox, at('2026-03-05T09:00:00Z'), at('2026-03-05T10:00:00Z'));
      expect([...later.keys()].filter((c) => c.startsWith('mentoring-waiting:'))).toEqual([]);
    },
  );

  it(
    "a village leader's Monday digest: their members' week at 09:00 local, once; none for a village of one",
    { timeout: 120_000 },
    async () => {
      const outbox = await setUp();
      // Monday 7 December 2026; 09:00 in Lagos is 08:00Z.
      const monday = at('2026-12-07T08:00:00Z');
      for (const [id, lastActive] of [
        ['leader', monday - 86_400_000],
        ['ama', monday - 2 * 86_400_000],
        ['kofi', monday - 3 * 86_400_000],
        ['quiet', monday - 20 * 86_400_000],
        ['alone', monday - 86_400_000],
      ] as const)
        await learner(id, { timezone: 'Africa/Lagos', locale: 'en', lastActive });
      const team = (id: string, leaderId: string) =>
        db.kysely
          .insertInto('teams')
          .values({
            id,
            name: `Village ${id}`,
            leaderId,
            joinToken: `token-${id}`,
            joinTokenExpiresAt: monday + 30 * 86_400_000,
            createdAt: monday - 60 * 86_400_000,
            updatedAt: monday - 60 * 86_400_000,
          })
          .execute();
      await team('north', 'leader');
      await team('solo', 'alone');
      const joins = [
        ['leader', 'north', 'leader'],
        ['ama', 'north', 'member'],
        ['kofi', 'north', 'member'],
        ['quiet', 'north', 'member'],
        ['alone', 'solo', 'leader'],
      ] as const;
      for (const [userId, teamId, role] of joins)
        await db.kysely
          .insertInto('team_members')
          .values({
            userId,
            teamId,
            role,
            tierBefore: null,
            tierSetByTeam: null,
            joinedAt: monday - 50 * 86_400_000,
          })
          .execute();
      const xp = (id: string, userId: string, points: number, createdAt: number) =>
        db.kysely
          .insertInto('xp_ledger')
          .values({
            id,
            userId,
            action: 'module_completed',
            basePoints: points,
            multiplier: 1,
            points,
            reason: null,
            sourceId: null,
            idempotencyKey: id,
            actorId: null,
            localDay: '2026-12-05',
            createdAt,
          })
          .execute();
      await xp('x1', 'ama', 300, monday - 2 * 86_400_000);
      await xp('x2', 'kofi', 100, monday - 3 * 86_400_000);
      await xp('x3', 'kofi', 900, monday - 10 * 86_400_000); // before the digest's week
      const queued = await runSlots(outbox, at('2026-12-07T06:00:00Z'), at('2026-12-07T10:00:00Z'));
      expect([...queued].filter(([c]) => c.startsWith('leader-digest:'))).toEqual([
        ['leader-digest:leader:2026-W50', monday],
      ]);
      const mail = await db.kysely
        .selectFrom('mail_deliveries')
        .select(['to', 'subject', 'text'])
        .where('causeKey', '=', 'leader-digest:leader:2026-W50')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Village north this week: 0 modules completed');
      expect(mail.text).toContain('In the last 7 days, 2 of your 3 members were active');
      expect(mail.text).toContain('Learner ama moved most, with 300 XP.');
      expect(mail.text).toContain('Quiet for 14 days or more: Learner quiet.');
      expect(mail.text).toContain(`${PUBLIC_URL}/build-village`);
      const later = await runSlots(outbox, at('2026-12-09T08:00:00Z'), at('2026-12-09T09:00:00Z'));
      expect([...later.keys()].filter((c) => c.startsWith('leader-digest:'))).toEqual([]);
    },
  );

  it('a run repeated after a restart, or two at once, queues each cause once', async () => {
    const outbox = await setUp();
    await learner('twice', {
      timezone: 'Africa/Nairobi',
      locale: 'en',
      lastActive: at('2026-03-10T15:00:00Z'),
      streak: 6,
    });
    const now = at('2026-03-11T14:00:00Z');
    const run = () =>
      planReminders(db, outbox, { now, publicUrl: PUBLIC_URL, siteName: 'LeadVillage' });
    const first = await run();
    const [second, third] = await Promise.all([run(), run()]);
    expect([first, second, third]).toEqual([1, 0, 0]);
    expect((await deliveries()).map((d) => d.causeKey)).toEqual([
      'streak-at-risk:twice:2026-03-10',
    ]);
  });
});

describe('the recurring planning job on SQLite', () => {
  let tdb: TestDatabase;
  const dbs: Db[] = [];
  afterEach(async () => {
    for (const d of dbs.splice(0)) await d.destroy();
    await tdb?.drop();
  });

  it('runs once per slot with two processes on one database file, and after a restart', async () => {
    tdb = await createTestDatabase('sqlite');
    const file = path.join(tdb.dataDir, 'lv.sqlite');
    const main = openDatabase({ kind: 'sqlite', file });
    dbs.push(main);
    await migrateToLatest(main);
    let now = at('2026-03-11T10:07:00Z');
    const runs: number[] = [];
    const process = () => {
      const db = openDatabase({ kind: 'sqlite', file });
      dbs.push(db);
      const q = new SqliteQueue({ db: db.kysely, log, now: () => now });
      q.define<{ slot: number }>({
        name: PLAN_JOB,
        attempts: 3,
        retryBaseMs: 60_000,
        retryMaxMs: 60_000,
        timeoutMs: 60_000,
        concurrency: 1,
        handler: async ({ slot }) => void runs.push(slot),
      });
      return q;
    };
    const one = process();
    const two = process();
    await one.schedule(PLAN_JOB, PLAN_EVERY_MINUTES);
    await two.schedule(PLAN_JOB, PLAN_EVERY_MINUTES);
    for (; now < at('2026-03-11T11:00:00Z'); now += 60_000) {
      await one.drain();
      await two.drain();
    }
    // A third process starting mid-hour (a restart) adds no second run of a slot.
    const three = process();
    await three.schedule(PLAN_JOB, PLAN_EVERY_MINUTES);
    await three.drain();
    await one.drain();
    expect(runs).toEqual(
      ['10:00', '10:15', '10:30', '10:45', '11:00'].map((t) => at(`2026-03-11T${t}:00Z`)),
    );
  });
});
