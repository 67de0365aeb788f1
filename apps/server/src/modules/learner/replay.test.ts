import { randomUUID } from 'node:crypto';
import { addDays, isoWeekKey, localDay } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { sumLedger } from '../gamification/repository';
import { submitWeeklyReflection } from './impact-service';

const entry = { title: 'Shorter stand-ups', description: 'We cut the daily stand-up to 15 minutes.', day: '2026-11-02', effect: { metric: 'Minutes per stand-up', before: 45, after: 15 }, visibility: 'public' };
const reflection = { title: 'My week', description: 'I delegated the sprint review.', visibility: 'private' };

/** Replays of the offline queue: the same Idempotency-Key from the same learner writes once. */
describe.each(testDatabases())('replay-safe impact writes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signedIn = async () => {
    const c = await t.signedInClient({ user: await t.makeUser() });
    return { ...c.user, c };
  };
  const entriesOf = (userId: string) => t.app.db.kysely.selectFrom('impact_entries').selectAll().where('userId', '=', userId).execute();
  const keysOf = (userId: string) => t.app.db.kysely.selectFrom('idempotent_requests').selectAll().where('userId', '=', userId).execute();
  const withKey = (key: string) => ({ 'idempotency-key': key });
  const todayUtc = () => localDay(new Date(), 'UTC');

  describe('POST /api/me/impact', () => {
    it('writes one entry under 20 parallel replays of one key, and every answer is the first result', async () => {
      const { id, c } = await signedIn();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => c.post('/api/me/impact', entry, withKey(key))));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ id: string }>;
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
      expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
      const rows = await entriesOf(id);
      expect(rows.map((r) => r.id)).toEqual([bodies[0]!.id]);
      expect(await keysOf(id)).toHaveLength(1);

      // Later, after the entry was edited and then deleted, the same key still answers the first result.
      const again = await c.post('/api/me/impact', entry, withKey(key.toUpperCase()));
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(bodies[0]);
      expect((await c.request('DELETE', `/api/me/impact/${bodies[0]!.id}`)).status).toBe(204);
      const afterDelete = await c.post('/api/me/impact', entry, withKey(key));
      expect(afterDelete.status).toBe(201);
      expect(await entriesOf(id)).toHaveLength(0);
    });

    it('answers 409 for a key sent again with a different body, and writes nothing', async () => {
      const { id, c } = await signedIn();
      const key = randomUUID();
      expect((await c.post('/api/me/impact', entry, withKey(key))).status).toBe(201);
      const reused = await c.post('/api/me/impact', { ...entry, title: 'Another entry' }, withKey(key));
      expect(reused.status).toBe(409);
      expect(((await reused.json()) as { error: { message: string } }).error.message).toBe(
        'This Idempotency-Key was already used for a different request. Make a new key for each new write.',
      );
      // The same key on the other route is another request too.
      const elsewhere = await c.post('/api/me/impact/reflections', reflection, withKey(key));
      expect(elsewhere.status).toBe(409);
      expect((await entriesOf(id)).map((r) => r.title)).toEqual([entry.title]);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 0, count: 0 });
    });

    it('keeps keys per learner: the same key from two learners writes two entries', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const key = randomUUID();
      const [ra, rb] = await Promise.all([a.c.post('/api/me/impact', entry, withKey(key)), b.c.post('/api/me/impact', entry, withKey(key))]);
      expect([ra.status, rb.status]).toEqual([201, 201]);
      expect(rb.headers.get('idempotent-replayed')).toBeNull();
      expect(await entriesOf(a.id)).toHaveLength(1);
      expect(await entriesOf(b.id)).toHaveLength(1);
    });

    it('refuses a key that is not a UUID, and a bad body claims no key', async () => {
      const { id, c } = await signedIn();
      const bad = await c.post('/api/me/impact', entry, withKey('not-a-uuid'));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ 'idempotency-key': 'The Idempotency-Key header must be a UUID' });
      const key = randomUUID();
      const future = await c.post('/api/me/impact', { ...entry, day: '2999-01-01' }, withKey(key));
      expect(future.status).toBe(400);
      expect(await keysOf(id)).toHaveLength(0);
      // Corrected, the same key writes the entry.
      expect((await c.post('/api/me/impact', entry, withKey(key))).status).toBe(201);
      expect(await entriesOf(id)).toHaveLength(1);
    });

    it('without a key, each request is a new entry (as before)', async () => {
      const { id, c } = await signedIn();
      await c.post('/api/me/impact', entry);
      await c.post('/api/me/impact', entry);
      expect(await entriesOf(id)).toHaveLength(2);
      expect(await keysOf(id)).toHaveLength(0);
    });
  });

  describe('POST /api/me/impact/reflections', () => {
    it('awards 60 XP once and writes one reflection under 20 parallel replays of one key', async () => {
      const { id, c } = await signedIn();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => c.post('/api/me/impact/reflections', reflection, withKey(key))));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ entry: { id: string }; xpEarned: number; xpAwardedNow: boolean; points: number }>;
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
      expect(bodies[0]).toMatchObject({ xpEarned: 60, xpAwardedNow: true, points: 60 });
      expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
      expect(await entriesOf(id)).toHaveLength(1);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 60, count: 1 });
      const points = (await (await c.get('/api/me/points')).json()) as { points: number };
      expect(points.points).toBe(60);
    });

    it('counts a reflection for the ISO week it was written in, not the week it arrived', async () => {
      const { id, c } = await signedIn();
      const today = todayUtc();
      const lastWeekDay = addDays(today, -7);
      const late = await c.post('/api/me/impact/reflections', { ...reflection, day: lastWeekDay }, withKey(randomUUID()));
      expect(late.status).toBe(201);
      const lateBody = (await late.json()) as { entry: { day: string; reflectionWeek: string }; xpAwardedNow: boolean };
      expect(lateBody.entry).toMatchObject({ day: lastWeekDay, reflectionWeek: isoWeekKey(lastWeekDay) });
      expect(lateBody.xpAwardedNow).toBe(true);
      // This week is still open: its own reflection earns its own 60 XP.
      const log = (await (await c.get('/api/me/impact')).json()) as { reflection: { done: boolean } };
      expect(log.reflection.done).toBe(false);
      expect((await c.post('/api/me/impact/reflections', reflection, withKey(randomUUID()))).status).toBe(201);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 120, count: 2 });
      const keys = await t.app.db.kysely.selectFrom('xp_ledger').select('idempotencyKey').where('userId', '=', id).execute();
      expect(keys.map((k) => k.idempotencyKey).sort()).toEqual([`weekly-reflection:${id}:${isoWeekKey(lastWeekDay)}`, `weekly-reflection:${id}:${isoWeekKey(today)}`].sort());
      // A second one for last week, with another key, is refused and names the week.
      const [year, week] = isoWeekKey(lastWeekDay).split('-W');
      const second = await c.post('/api/me/impact/reflections', { ...reflection, day: lastWeekDay }, withKey(randomUUID()));
      expect(second.status).toBe(409);
      expect(((await second.json()) as { error: { message: string } }).error.message).toBe(`You already submitted your reflection for week ${Number(week)} of ${year}.`);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 120, count: 2 });
    });

    it.each([
      ['two days ahead', 2, 'The date cannot be in the future'],
      ['nine days old', -9, 'A reflection must arrive within 8 days of the day it was written'],
    ])('refuses a reflection written %s, and writes nothing', async (_name, offset, message) => {
      const { id, c } = await signedIn();
      const key = randomUUID();
      const res = await c.post('/api/me/impact/reflections', { ...reflection, day: addDays(todayUtc(), offset) }, withKey(key));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ day: message });
      expect(await entriesOf(id)).toHaveLength(0);
      expect(await keysOf(id)).toHaveLength(0);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 0, count: 0 });
    });

    it('accepts the edges: a day ahead and eight days old', async () => {
      const { c } = await signedIn();
      expect((await c.post('/api/me/impact/reflections', { ...reflection, day: addDays(todayUtc(), 1) })).status).toBe(201);
      const { c: other } = await signedIn();
      expect((await other.post('/api/me/impact/reflections', { ...reflection, day: addDays(todayUtc(), -8) })).status).toBe(201);
    });

    it("dates by the learner's timezone: written Sunday night in Lagos, arriving Monday, it is the Sunday's week", async () => {
      const { id } = await signedIn();
      await t.app.db.kysely.updateTable('users').set({ timezone: 'Africa/Lagos' }).where('id', '=', id).execute();
      const user = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // Monday 4 January 2027 00:30 in Lagos (23:30 UTC on the 3rd); written on Sunday the 3rd.
      const arrival = Date.UTC(2027, 0, 3, 23, 30);
      const { body: sunday } = await submitWeeklyReflection(t.app.db, t.app.points, user, { ...reflection, visibility: 'private', day: '2027-01-03' }, null, arrival);
      const { body: monday } = await submitWeeklyReflection(t.app.db, t.app.points, user, { ...reflection, visibility: 'private' }, null, arrival);
      expect([sunday.entry.reflectionWeek, monday.entry.reflectionWeek]).toEqual(['2026-W53', '2027-W01']);
      expect([sunday.xpAwardedNow, monday.xpAwardedNow]).toEqual([true, true]);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 120, count: 2 });
    });
  });
});
