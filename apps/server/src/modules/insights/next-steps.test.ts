import { randomUUID } from 'node:crypto';
import {
  GROWTH_STATEMENTS,
  type JourneyDetail,
  type MyTeamResponse,
  type NextSteps,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { MODULE_DIMENSIONS } from '../journeys/content/dimensions';
import { put } from '../journeys/test-fixtures';

/*
 * Next steps over HTTP (ADR 049) from a seeded install: the first path before anything, the
 * baseline and the first module after enrolling, the module of the lowest-scored dimension after
 * the baseline, what village peers finished lately, and a module late on its month.
 */

const DAY = 86_400_000;
const PATH = '/api/me/next-steps';

/** A baseline whose Data Literacy is the lowest dimension (0%), the rest at 100%. */
const dataLiteracyLowest = Object.fromEntries(
  GROWTH_STATEMENTS.map((s) => {
    const high = s.dimension !== 'data_literacy';
    return [s.id, high !== s.reversed ? 5 : 1];
  }),
);

describe.each(testDatabases())('next steps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const learner = async (): Promise<SignedInClient & { id: string }> => {
    const user = await t.makeUser({ name: `Nana ${randomUUID().slice(0, 6)}` });
    return Object.assign(await t.signedInClient({ user }), { id: user.id });
  };
  const steps = async (c: Client, headers?: Record<string, string>) => {
    const res = await c.get(PATH, headers);
    expect(res.status).toBe(200);
    return ((await res.json()) as NextSteps).steps;
  };
  const amara = async (c: Client) =>
    (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
  const moduleIdOf = async (slug: string) =>
    (
      await db()
        .selectFrom('journey_modules as m')
        .innerJoin('journeys as j', 'j.id', 'm.journeyId')
        .select('m.id')
        .where('j.path', '=', 'first')
        .where('m.slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;
  const complete = async (userId: string, slug: string, at: number) =>
    db()
      .insertInto('module_completions')
      .values({
        userId,
        moduleId: await moduleIdOf(slug),
        reflection: 'Done with my team.',
        completedAt: at,
      })
      .execute();

  it('is for signed-in learners only', async () => {
    expect((await new Client(t.url).get(PATH)).status).toBe(401);
  });

  it('offers the first path before a blueprint or an enrolment, in the reader language', async () => {
    const c = await learner();
    expect(await steps(c)).toEqual([
      {
        kind: 'journey',
        journeyId: 'amara',
        journeyTitle: "Amara's Path",
        module: null,
        reason: { code: 'first_path' },
      },
    ]);
    const [french] = await steps(c, { 'accept-language': 'fr' });
    expect(french?.journeyTitle).toBe("Le parcours d'Amara");
  });

  it('after enrolling: the baseline, then the first module; after the baseline, the lowest dimension first', async () => {
    const c = await learner();
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    const detail = await amara(c);
    const first = detail.modules[0]!;
    expect(await steps(c)).toEqual([
      {
        kind: 'assessment',
        journeyId: 'amara',
        journeyTitle: "Amara's Path",
        module: null,
        reason: { code: 'assessment_due', moment: 'baseline' },
      },
      {
        kind: 'module',
        journeyId: 'amara',
        journeyTitle: "Amara's Path",
        module: { slug: first.slug, title: first.title },
        reason: { code: 'next_in_journey' },
      },
    ]);

    const taken = await c.post('/api/journeys/amara/growth/assessments', {
      moment: 'baseline',
      answers: dataLiteracyLowest,
    });
    expect(taken.status).toBe(201);
    // The first open module that practises Data Literacy, by the shipped dimensions: month 1's third.
    const open = new Set(detail.months.filter((m) => m.open).flatMap((m) => m.moduleSlugs));
    const practised = detail.modules.find(
      (m) => open.has(m.slug) && MODULE_DIMENSIONS.first[m.slug] === 'data_literacy',
    );
    expect(practised?.position).toBe(3);
    expect((await steps(c)).map((s) => [s.module?.slug, s.reason])).toEqual([
      [practised!.slug, { code: 'lowest_dimension', dimension: 'data_literacy', score: 0 }],
      [first.slug, { code: 'next_in_journey' }],
    ]);
  });

  it('names a module two village peers finished in the last two weeks, not one finished earlier', async () => {
    const leader = await learner();
    const created = await leader.post('/api/teams', { name: 'Kumasi Pathfinders' });
    expect(created.status).toBe(201);
    const token = new URL(
      ((await created.json()) as MyTeamResponse).team!.joinLink!.url,
    ).searchParams.get('join')!;
    const peers = [await learner(), await learner()];
    for (const p of peers) expect((await p.post('/api/teams/join', { token })).status).toBe(200);

    expect((await put(leader, '/api/journeys/amara/enrolment')).status).toBe(201);
    const [first, second, third] = (await amara(leader)).modules;
    const now = Date.now();
    for (const p of peers) await complete(p.id, second!.slug, now - 3 * DAY);
    for (const p of peers) await complete(p.id, third!.slug, now - 20 * DAY);
    expect((await steps(leader)).map((s) => [s.kind, s.module?.slug ?? null, s.reason])).toEqual([
      ['assessment', null, { code: 'assessment_due', moment: 'baseline' }],
      ['module', second!.slug, { code: 'peers', count: 2 }],
      ['module', first!.slug, { code: 'next_in_journey' }],
    ]);
    // Outside the village, the same completions say nothing.
    const outsider = await learner();
    expect((await put(outsider, '/api/journeys/amara/enrolment')).status).toBe(201);
    expect((await steps(outsider)).some((s) => s.reason.code === 'peers')).toBe(false);
  });

  it('puts a module late on its month first, with the days it is late', async () => {
    const c = await learner();
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    await db()
      .updateTable('journey_enrolments')
      .set({ enrolledAt: Date.now() - 40 * DAY })
      .where('userId', '=', c.id)
      .execute();
    const detail = await amara(c);
    const month1 = detail.months[0]!.moduleSlugs;
    const [step] = await steps(c);
    expect(step).toMatchObject({ kind: 'module', module: { slug: month1[0] } });
    // Month 1 opened at enrolment, 40 days ago: 12 days past its four weeks.
    expect(step?.reason).toEqual({ code: 'overdue', month: 1, daysLate: 12 });
  });
});
