import { DEMO_TICKER_SIZE, type DemoTicker, type JourneyDetail, type LeaderboardResponse, type TeamRankingResponse } from '@lv/domain';
import { describe, expect, it } from 'vitest';
import { JOURNEY_CONTENT } from './modules/journeys/content/index';
import { authDateToMs } from './lib/auth-date';
import { seedOnStart } from './seed';
import { testDatabases } from './test/databases';
import { Client, startTestApp, type TestApp } from './test/harness';

const DAY = 86_400_000;

async function count(t: TestApp, table: 'users' | 'journey_enrolments' | 'module_completions' | 'xp_ledger' | 'teams' | 'team_members' | 'forum_posts' | 'forum_comments') {
  const row = await t.app.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases())('the first start on %s', (kind) => {
  it('with SEED_DEMO (the default) seeds the demo accounts and their activity through the services, quickly and once', async () => {
    const t = await startTestApp(kind);
    try {
      const started = performance.now();
      expect(await seedOnStart(t.app)).toBe(true);
      const seconds = (performance.now() - started) / 1000;
      // A few seconds at most on a quiet machine; the bound leaves room for a busy test run.
      expect(seconds).toBeLessThan(15);
      expect(t.logs.join('')).not.toContain('demo activity could not be seeded');
      expect(t.logs.join('')).not.toContain('demo organisation could not be seeded');
      expect(t.logs.join('')).not.toContain('demo podcast could not be seeded');
      // The podcast's two episodes, published (modules/podcast/podcast.test.ts reads them).
      const episodes = await t.app.db.kysely.selectFrom('podcast_episodes').select(['id', 'publishedAt']).orderBy('id').execute();
      expect(episodes.map((e) => [e.id, e.publishedAt !== null])).toEqual([['core-banking-migration', true], ['deciding-with-unreliable-data', true]]);
      // The demo organisation: its owner, two team leaders and three members, seats in force, two teams.
      const orgDb = t.app.db.kysely;
      expect((await orgDb.selectFrom('organisations').select('name').execute()).map((o) => o.name)).toEqual(['Sahel Grid Energy']);
      expect((await orgDb.selectFrom('organisation_members').select('role').execute()).map((m) => m.role).sort()).toEqual(['member', 'member', 'member', 'owner', 'team_leader', 'team_leader']);
      expect((await orgDb.selectFrom('teams').select('name').where('organisationId', 'is not', null).orderBy('name').execute()).map((x) => x.name)).toEqual(['Customer Care', 'Field Operations']);

      expect(await count(t, 'users')).toBe(10);
      expect(await count(t, 'journey_enrolments')).toBe(6);
      expect(await count(t, 'module_completions')).toBe(11);
      // The demo village, and the demo organisation's two teams (seed-organisation.ts).
      expect([await count(t, 'teams'), await count(t, 'team_members')]).toEqual([3, 8]);
      expect([await count(t, 'forum_posts'), await count(t, 'forum_comments')]).toEqual([1, 1]);

      // XP came from the real award path: one Complete Module per completion, spread over weeks,
      // and every points record equals its ledger.
      const db = t.app.db.kysely;
      const ledger = await db.selectFrom('xp_ledger').select(['userId', 'action', 'points', 'createdAt', 'idempotencyKey']).execute();
      expect(ledger).toHaveLength(11);
      expect(ledger.every((l) => l.action === 'complete_module' && l.idempotencyKey.startsWith('module:'))).toBe(true);
      const times = ledger.map((l) => Number(l.createdAt));
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(14 * DAY);
      for (const p of await db.selectFrom('user_points').select(['userId', 'points']).execute()) {
        expect(Number(p.points)).toBe(ledger.filter((l) => l.userId === p.userId).reduce((s, l) => s + Number(l.points), 0));
      }

      // No seeded row is older than the account it belongs to (the accounts date from before their activity).
      const joinedAt = new Map((await db.selectFrom('users').select(['id', 'createdAt']).execute()).map((u) => [u.id, authDateToMs(u.createdAt)]));
      for (const l of ledger) expect(Number(l.createdAt), `XP of ${l.userId}`).toBeGreaterThanOrEqual(joinedAt.get(l.userId)!);
      for (const e of await db
        .selectFrom('journey_enrolments')
        .select(['userId', 'enrolledAt'])
        .execute())
        expect(Number(e.enrolledAt)).toBeGreaterThanOrEqual(joinedAt.get(e.userId)!);
      for (const m of await db.selectFrom('team_members').select(['userId', 'joinedAt']).execute())
        expect(Number(m.joinedAt)).toBeGreaterThanOrEqual(joinedAt.get(m.userId)!);
      for (const p of await db
        .selectFrom('forum_posts')
        .select(['authorId', 'createdAt'])
        .execute())
        expect(Number(p.createdAt)).toBeGreaterThanOrEqual(joinedAt.get(p.authorId)!);

      // What a new learner sees: an all-time leaderboard, a village ranking, journeys under way.
      const visitor = await t.signedInClient();
      const board = (await (await visitor.get('/api/leaderboard?period=all')).json()) as LeaderboardResponse;
      expect(board.entries.map((e) => [e.name, e.points])).toEqual([
        ['Amina Okafor', 500],
        ['Kofi Mensah', 300],
        ['Zanele Dlamini', 200],
        ['Moussa Diop', 100],
      ]);
      // The public demo's ticker: varied totals from the seeded activity, each with what it gained lately.
      const ticker = (await (await new Client(t.url).get('/api/demo/leaderboard')).json()) as DemoTicker;
      expect(ticker.entries).toEqual([
        { rank: 1, name: 'Amina O.', points: 500, recent: 200 },
        { rank: 2, name: 'Kofi M.', points: 300, recent: 100 },
        { rank: 3, name: 'Zanele D.', points: 200, recent: 200 },
      ]);
      expect(new Set(ticker.entries.map((e) => e.points)).size).toBe(DEMO_TICKER_SIZE);
      const villages = (await (await visitor.get('/api/leaderboard/teams?period=all')).json()) as TeamRankingResponse;
      expect(villages.entries.map((v) => [v.name, v.members])).toEqual([['Lagos Digital Leaders', 3]]);
      const amina = await db.selectFrom('users').select('id').where('email', '=', 'amina@leadvillage.local').executeTakeFirstOrThrow();
      const enrolment = await db.selectFrom('journey_enrolments').selectAll().where('userId', '=', amina.id).executeTakeFirstOrThrow();
      expect(Number(enrolment.enrolledAt)).toBeLessThan(Date.now() - 20 * DAY);
      const journey = (await (await visitor.get('/api/journeys/amara')).json()) as JourneyDetail;
      expect(journey.moduleCount).toBe(JOURNEY_CONTENT[0]!.modules.length);

      // A second start seeds nothing more.
      expect(await seedOnStart(t.app)).toBe(false);
      expect(await count(t, 'module_completions')).toBe(11);
    } finally {
      await t.close();
    }
  });

  it('with SEED_DEMO=false seeds no account and no activity', async () => {
    const t = await startTestApp(kind, { SEED_DEMO: 'false' });
    try {
      expect(await seedOnStart(t.app)).toBe(false);
      for (const table of ['users', 'journey_enrolments', 'module_completions', 'xp_ledger', 'teams', 'forum_posts'] as const) expect(await count(t, table), table).toBe(0);
    } finally {
      await t.close();
    }
  });
});
