import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { sumLedger } from '../gamification/repository';
import { awardXp } from '../gamification/service';
import { submitWeeklyReflection } from './impact-service';

const blueprint = {
  teamSize: '11 to 20',
  duration: '6 months',
  challenges: ['Resistance to Change', 'Skills Gaps'],
  desiredOutcomes: ['Productivity'],
  hasMentors: 'No',
};

const entry = { title: 'Shorter stand-ups', description: 'We cut the daily stand-up to 15 minutes.', day: '2026-11-02', effect: { metric: 'Minutes per stand-up', before: 45, after: 15 }, visibility: 'public' };

describe.each(testDatabases())('learner area on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signedIn = async (opts: Parameters<TestApp['makeUser']>[0] = {}) => {
    const c = await t.signedInClient({ user: await t.makeUser(opts) });
    return { ...c.user, c };
  };
  const userRow = (id: string) => t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const pointsOf = async (id: string) => Number((await t.app.db.kysely.selectFrom('user_points').select('points').where('userId', '=', id).executeTakeFirstOrThrow()).points);

  describe('welcome', () => {
    it('marks a new learner as welcome-pending until /welcome is seen', async () => {
      const { c } = await signedIn();
      const before = (await (await c.get('/api/me')).json()) as { user: { welcomePending: boolean } };
      expect(before.user.welcomePending).toBe(true);
      expect((await c.post('/api/me/welcome')).status).toBe(204);
      const after = (await (await c.get('/api/me')).json()) as { user: { welcomePending: boolean } };
      expect(after.user.welcomePending).toBe(false);
    });

    it('never sends an admin to /welcome', async () => {
      const { c } = await signedIn({ role: 'admin' });
      const me = (await (await c.get('/api/me')).json()) as { user: { welcomePending: boolean } };
      expect(me.user.welcomePending).toBe(false);
    });
  });

  describe('onboarding', () => {
    it('awards 50 XP exactly once under 20 parallel and repeated submissions, and keeps the answers', async () => {
      const { id, c } = await signedIn();
      const results = await Promise.all(Array.from({ length: 20 }, () => c.request('PUT', '/api/me/onboarding', blueprint)));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const bodies = (await Promise.all(results.map((r) => r.json()))) as Array<{ xpAwardedNow: boolean; xpEarned: number; recommendedPath: string }>;
      expect(bodies.filter((b) => b.xpAwardedNow)).toHaveLength(1);
      expect(bodies.every((b) => b.xpEarned === 50 && b.recommendedPath === 'kwame')).toBe(true);
      for (let i = 0; i < 3; i++) {
        const again = await c.request('PUT', '/api/me/onboarding', { ...blueprint, challenges: ['Low Digital Confidence'] });
        expect(again.status).toBe(200);
        expect(((await again.json()) as { xpAwardedNow: boolean; recommendedPath: string }).xpAwardedNow).toBe(false);
      }
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 50, count: 1 });
      expect(await pointsOf(id)).toBe(50);
      const status = (await (await c.get('/api/me/onboarding')).json()) as { saved: { answers: { challenges: string[] }; recommendedPath: string; xpEarned: number } };
      expect(status.saved.answers.challenges).toEqual(['Low Digital Confidence']);
      expect(status.saved.recommendedPath).toBe('amara');
      expect(status.saved.xpEarned).toBe(50);
      expect((await userRow(id)).welcomedAt).not.toBeNull();
    });

    it('refuses an incomplete blueprint with per-field messages and saves nothing', async () => {
      const { id, c } = await signedIn();
      const res = await c.request('PUT', '/api/me/onboarding', { ...blueprint, challenges: [], hasMentors: 'Maybe' });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toMatchObject({ challenges: 'Choose at least one challenge', hasMentors: 'Tell us whether your team has mentors' });
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 0, count: 0 });
      expect(await t.app.db.kysely.selectFrom('learner_onboarding').selectAll().where('userId', '=', id).executeTakeFirst()).toBeUndefined();
    });

    it('offers the landing-page blueprint claimed at sign-up as the starting answers', async () => {
      const browser = new Client(t.url);
      expect((await browser.post('/api/leads/blueprint', blueprint)).status).toBe(201);
      const email = `prefill.${Date.now()}@example.test`;
      expect((await browser.post('/api/auth/sign-up/email', { name: 'Pre Fill', email, password: 'correct horse battery' })).status).toBe(200);
      await t.app.db.kysely.updateTable('users').set({ emailVerified: kind === 'sqlite' ? 1 : true }).where('email', '=', email).execute();
      expect((await browser.signIn(email, 'correct horse battery')).status).toBe(200);
      const status = (await (await browser.get('/api/me/onboarding')).json()) as { saved: unknown; prefill: unknown };
      expect(status.saved).toBeNull();
      expect(status.prefill).toEqual(blueprint);
    });

    it('needs a signed-in learner', async () => {
      expect((await new Client(t.url).request('PUT', '/api/me/onboarding', blueprint)).status).toBe(401);
    });
  });

  describe('profile', () => {
    it('saves name, photo, bio, country, timezone and personality type', async () => {
      const { id, c } = await signedIn();
      const first = (await (await c.get('/api/me/profile')).json()) as { timezoneChosen: boolean; timezone: string };
      expect(first).toMatchObject({ timezoneChosen: false, timezone: 'UTC' });
      // Choosing a personality type alone does not count as choosing a timezone.
      const typeOnly = await c.request('PATCH', '/api/me/profile', { personalityType: 'dominance' });
      expect(await typeOnly.json()).toMatchObject({ personalityType: 'dominance', timezoneChosen: false });
      const res = await c.request('PATCH', '/api/me/profile', {
        name: '  Amina Okafor ',
        image: 'https://example.com/amina.png',
        bio: 'I lead a team of 12.\r\nWe ship.',
        country: 'NG',
        timezone: 'Africa/Lagos',
        personalityType: 'influence',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'Amina Okafor', image: 'https://example.com/amina.png', bio: 'I lead a team of 12.\nWe ship.', country: 'NG', timezone: 'Africa/Lagos', timezoneChosen: true, personalityType: 'influence' });
      const pub = (await (await new Client(t.url).get(`/api/users/${id}/profile`)).json()) as Record<string, unknown>;
      expect(pub).toMatchObject({ name: 'Amina Okafor', image: 'https://example.com/amina.png', bio: 'I lead a team of 12.\nWe ship.', country: 'NG', personalityType: 'influence' });
    });

    it.each([
      ['role', { role: 'admin' }],
      ['points', { points: 1_000_000 }],
      ['membershipStatus', { membershipStatus: 'paid' }],
      ['transformationTier', { transformationTier: 'corporate_leader' }],
      ['accountStatus', { accountStatus: 'inactive' }],
      ['all of them beside a real field', { name: 'Sneaky', role: 'admin', points: 5, membershipStatus: 'paid', transformationTier: 'individual_paid', accountStatus: 'inactive' }],
    ])('a PATCH with %s changes nothing', async (_name, body) => {
      const { id, c } = await signedIn();
      const before = await userRow(id);
      const res = await c.request('PATCH', '/api/me/profile', body);
      expect(res.status).toBe(400);
      const after = await userRow(id);
      expect(after).toEqual(before);
      expect(await pointsOf(id)).toBe(0);
    });

    it('refuses bad values per field and changes nothing', async () => {
      const { id, c } = await signedIn();
      const before = await userRow(id);
      const res = await c.request('PATCH', '/api/me/profile', { name: 'Fine', image: 'javascript:alert(1)', bio: 'x'.repeat(501), country: 'ZZ', timezone: 'Mars/Olympus', personalityType: 'loud' });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toMatchObject({
        image: 'Enter a photo URL starting with https://',
        bio: 'Use at most 500 characters',
        country: 'Choose a country from the list',
        timezone: 'Choose a valid timezone',
        personalityType: 'Choose one of the four personality types',
      });
      expect(await userRow(id)).toEqual(before);
    });

    it('hides and shows the learner on leaderboards in the same transaction as the flag', async () => {
      const { id, c } = await signedIn();
      await awardXp(t.app.db, t.app.points, { userId: id, action: 'complete_module', idempotencyKey: `lb-${id}` });
      const visible = async () => Number((await t.app.db.kysely.selectFrom('xp_totals').select('visible').where('userId', '=', id).where('period', '=', 'all').executeTakeFirstOrThrow()).visible);
      expect(await visible()).toBe(1);
      const hidden = await Promise.all(Array.from({ length: 5 }, () => c.request('PATCH', '/api/me/profile', { leaderboardHidden: true })));
      expect(hidden.every((r) => r.status === 200)).toBe(true);
      expect(await visible()).toBe(0);
      const counts = await t.app.db.kysely.selectFrom('xp_score_counts').select(['learners']).where('period', '=', 'all').where('points', '=', 100).executeTakeFirst();
      const others = await t.app.db.kysely.selectFrom('xp_totals').select('userId').where('period', '=', 'all').where('points', '=', 100).where('visible', '=', 1).execute();
      expect(Number(counts?.learners ?? 0)).toBe(others.length);
      const pub = (await (await new Client(t.url).get(`/api/users/${id}/profile`)).json()) as { rank: number | null };
      expect(pub.rank).toBeNull();
      expect((await c.request('PATCH', '/api/me/profile', { leaderboardHidden: false })).status).toBe(200);
      expect(await visible()).toBe(1);
    });
  });

  describe('impact log', () => {
    it('creates, lists newest first with pages, edits and deletes own entries', async () => {
      const { c } = await signedIn();
      for (let i = 1; i <= 12; i++) {
        const res = await c.post('/api/me/impact', { ...entry, title: `Entry ${i}`, day: `2026-10-${String(i).padStart(2, '0')}` });
        expect(res.status).toBe(201);
      }
      const page1 = (await (await c.get('/api/me/impact')).json()) as { total: number; entries: Array<{ id: string; title: string }> };
      expect(page1.total).toBe(12);
      expect(page1.entries.map((e) => e.title).slice(0, 3)).toEqual(['Entry 12', 'Entry 11', 'Entry 10']);
      expect(page1.entries).toHaveLength(10);
      const page2 = (await (await c.get('/api/me/impact?page=2')).json()) as { entries: Array<{ title: string }> };
      expect(page2.entries.map((e) => e.title)).toEqual(['Entry 2', 'Entry 1']);

      const target = page1.entries[0]!;
      const edited = await c.request('PUT', `/api/me/impact/${target.id}`, { ...entry, title: 'Edited', effect: null, visibility: 'private' });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({ title: 'Edited', effect: null, visibility: 'private' });
      expect((await c.request('DELETE', `/api/me/impact/${target.id}`)).status).toBe(204);
      expect((await c.request('DELETE', `/api/me/impact/${target.id}`)).status).toBe(404);
      expect(((await (await c.get('/api/me/impact')).json()) as { total: number }).total).toBe(11);
    });

    it('refuses a future day and bad numbers with field messages', async () => {
      const { c } = await signedIn();
      const future = await c.post('/api/me/impact', { ...entry, day: '2999-01-01' });
      expect(future.status).toBe(400);
      expect(((await future.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ day: 'The date cannot be in the future' });
      const bad = await c.post('/api/me/impact', { ...entry, effect: { metric: 'x', before: 'ten', after: 2 } });
      expect(bad.status).toBe(400);
      expect(((await (await c.get('/api/me/impact')).json()) as { total: number }).total).toBe(0);
    });

    it("answers 403 when another learner edits or deletes an entry, and leaves it as it was", async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const created = (await (await owner.c.post('/api/me/impact', entry)).json()) as { id: string; title: string };
      const edit = await other.c.request('PUT', `/api/me/impact/${created.id}`, { ...entry, title: 'Hijacked' });
      expect(edit.status).toBe(403);
      expect((await other.c.request('DELETE', `/api/me/impact/${created.id}`)).status).toBe(403);
      expect((await new Client(t.url).request('DELETE', `/api/me/impact/${created.id}`)).status).toBe(401);
      const row = await t.app.db.kysely.selectFrom('impact_entries').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row.title).toBe(entry.title);
      expect(((await (await other.c.get('/api/me/impact')).json()) as { total: number }).total).toBe(0);
    });

    it('shows only public entries on the public profile', async () => {
      const { id, c } = await signedIn();
      await c.post('/api/me/impact', { ...entry, title: 'Public win', visibility: 'public' });
      await c.post('/api/me/impact', { ...entry, title: 'Private note', visibility: 'private' });
      const pub = (await (await new Client(t.url).get(`/api/users/${id}/profile`)).json()) as { impact: Array<{ title: string; visibility: string }> };
      expect(pub.impact.map((e) => e.title)).toEqual(['Public win']);
    });

    it('awards the weekly reflection once per ISO week in the learner timezone', async () => {
      const { id, c } = await signedIn();
      await t.app.db.kysely.updateTable('users').set({ timezone: 'Africa/Lagos' }).where('id', '=', id).execute();
      const reflection = { title: 'My week', description: 'I delegated more.', visibility: 'private' as const };
      const parallel = await Promise.all(Array.from({ length: 10 }, () => c.post('/api/me/impact/reflections', reflection)));
      const statuses = parallel.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      const log = (await (await c.get('/api/me/impact')).json()) as { reflection: { done: boolean; points: number }; entries: Array<{ kind: string }> };
      expect(log.reflection).toMatchObject({ done: true, points: 60 });
      expect(log.entries.filter((e) => e.kind === 'reflection')).toHaveLength(1);
      expect(await sumLedger(t.app.db.kysely, id)).toEqual({ total: 60, count: 1 });

      // Across a year boundary in Lagos (UTC+1): Sunday 3 January 2027 23:30 Lagos is still 2026-W53,
      // Monday 4 January 00:30 Lagos (23:30 UTC on the 3rd) is 2027-W01.
      const user = await userRow(id);
      const sunday = Date.UTC(2027, 0, 3, 22, 30);
      const monday = Date.UTC(2027, 0, 3, 23, 30);
      const { body: a } = await submitWeeklyReflection(t.app.db, t.app.points, user, reflection, null, sunday);
      await expect(submitWeeklyReflection(t.app.db, t.app.points, user, reflection, null, sunday + 30 * 60_000 - 1)).rejects.toMatchObject({ statusCode: 409 });
      const { body: b } = await submitWeeklyReflection(t.app.db, t.app.points, user, reflection, null, monday);
      expect([a.entry.reflectionWeek, b.entry.reflectionWeek]).toEqual(['2026-W53', '2027-W01']);
      expect([a.xpAwardedNow, b.xpAwardedNow]).toEqual([true, true]);
      const keys = await t.app.db.kysely.selectFrom('xp_ledger').select('idempotencyKey').where('userId', '=', id).orderBy('createdAt').execute();
      expect(keys.map((k) => k.idempotencyKey)).toContain(`weekly-reflection:${id}:2026-W53`);
      expect(keys.map((k) => k.idempotencyKey)).toContain(`weekly-reflection:${id}:2027-W01`);
    });
  });
});
