import { localDay, type JourneyDetail, type JourneyList, type ModuleCompletionResult } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedActivity, CompletedJourney } from '../../lib/learning-events';
import { testDatabases } from '../../test/databases';
import type { Client } from '../../test/harness';
import { startTestApp, type TestApp } from '../../test/harness';
import { JOURNEY_CONTENT } from './content/index';
import { lesson, makeJourney, publishVersion, put, REFLECTION, type ErrorAnswer } from './test-fixtures';

const DAY = 86_400_000;
const [firstContent] = JOURNEY_CONTENT;

describe.each(testDatabases())('module completion on %s', (kind) => {
  let t: TestApp;
  const activities: CompletedActivity[] = [];
  const journeys: CompletedJourney[] = [];
  // Learners whose completions a listener refuses (to show that everything rolls back together).
  const refuseActivityOf = new Set<string>();
  const refuseJourneyOf = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.learning.listen({
      async activityCompleted(_trx, activity) {
        if (refuseActivityOf.has(activity.userId)) throw new Error('CPD record unavailable');
        activities.push(activity);
      },
      async journeyCompleted(_trx, journey) {
        if (refuseJourneyOf.has(journey.userId)) throw new Error('certificate service unavailable');
        journeys.push(journey);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const newLearner = async () => {
    const user = await t.makeUser();
    return { id: user.id, c: await t.signedInClient({ user: user }) };
  };
  const complete = (c: Client, journey: string, slug: string, reflection = REFLECTION) => c.post(`/api/journeys/${journey}/modules/${slug}/completion`, { reflection });
  const db = () => t.app.db.kysely;
  const ledgerOf = (userId: string) => db().selectFrom('xp_ledger').selectAll().where('userId', '=', userId).execute();
  const completionsOf = (userId: string) => db().selectFrom('module_completions').selectAll().where('userId', '=', userId).execute();
  const pointsOf = async (userId: string) => Number((await db().selectFrom('user_points').select('points').where('userId', '=', userId).executeTakeFirstOrThrow()).points);

  it('awards Complete Module exactly once under 20 parallel completions and repeats; ledger, row and points agree', async () => {
    const { id, c } = await newLearner();
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    const module = firstContent!.modules[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => complete(c, 'amara', module.slug, `${REFLECTION} Attempt ${i}.`)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ModuleCompletionResult[];
    const first = bodies.find((b) => b.created)!;
    expect(first).toMatchObject({ xpAwarded: 100, points: 100, progress: { done: 1, required: firstContent!.modules.length }, journeyCompleted: false });
    expect(first.next?.slug).toBe(firstContent!.modules[1]!.slug);
    for (const b of bodies.filter((x) => !x.created)) {
      expect(b).toMatchObject({ created: false, xpAwarded: 0, points: 100, journeyCompleted: false });
      // Every answer shows the one stored reflection: the first one recorded.
      expect(b.completion).toEqual(first.completion);
    }
    for (let i = 0; i < 3; i += 1) expect((await complete(c, 'amara', module.slug)).status).toBe(200);

    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => [l.action, l.points, l.sourceId])).toEqual([['complete_module', 100, ledger[0]!.sourceId]]);
    const rows = await completionsOf(id);
    expect(rows.map((r) => [r.moduleId, r.reflection])).toEqual([[ledger[0]!.sourceId, first.completion.reflection]]);
    expect(ledger[0]!.idempotencyKey).toBe(`module:${id}:${rows[0]!.moduleId}`);
    expect(await pointsOf(id)).toBe(100);
    expect(activities.filter((a) => a.userId === id)).toEqual([
      {
        kind: 'module',
        userId: id,
        sourceId: rows[0]!.moduleId,
        title: module.title,
        journeyId: expect.any(String),
        cpdMinutes: module.cpdMinutes,
        occurredAt: Number(rows[0]!.completedAt),
        verifiedBy: 'platform',
        evidence: first.completion.reflection,
      },
    ]);
    const detail = (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
    expect([detail.status, detail.modules[0]!.done, detail.modules[1]!.done]).toEqual(['in_progress', true, false]);
  });

  it('applies the streak multiplier to the award', async () => {
    const { id, c } = await newLearner();
    await put(c, '/api/journeys/amara/enrolment');
    // Six days in a row up to yesterday: today's award is the 7th day, ×1.5.
    await db().updateTable('user_points').set({ streakDays: 6, streakLastDay: localDay(new Date(Date.now() - DAY), 'UTC') }).where('userId', '=', id).execute();
    const res = await complete(c, 'amara', firstContent!.modules[0]!.slug);
    expect(res.status).toBe(201);
    expect((await res.json()) as ModuleCompletionResult).toMatchObject({ xpAwarded: 150, points: 150 });
    expect((await ledgerOf(id)).map((l) => [l.basePoints, l.multiplier, l.points])).toEqual([[100, 1.5, 150]]);
  });

  it('rolls the completion, the award and the points back together when a listener fails', async () => {
    const { id, c } = await newLearner();
    await put(c, '/api/journeys/amara/enrolment');
    refuseActivityOf.add(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(c, 'amara', firstContent!.modules[0]!.slug)));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(500));
    expect(await ledgerOf(id)).toEqual([]);
    expect(await completionsOf(id)).toEqual([]);
    expect(await pointsOf(id)).toBe(0);

    refuseActivityOf.delete(id);
    expect((await complete(c, 'amara', firstContent!.modules[0]!.slug)).status).toBe(201);
    expect([(await ledgerOf(id)).length, (await completionsOf(id)).length, await pointsOf(id)]).toEqual([1, 1, 100]);
  });

  it('completes the journey once, when the pinned rule is first met, in the same transaction', async () => {
    await makeJourney(t, 'short-course', { modules: [lesson('one'), lesson('optional-extra'), lesson('two')], optional: ['optional-extra'] });
    const { id, c } = await newLearner();
    expect((await put(c, '/api/journeys/short-course/enrolment')).status).toBe(201);
    const one = (await (await complete(c, 'short-course', 'one')).json()) as ModuleCompletionResult;
    expect([one.journeyCompleted, one.progress, one.next?.slug]).toEqual([false, { done: 1, required: 2, percent: 50 }, 'optional-extra']);

    // The certificate listener fails: the last module's completion rolls back with the journey's.
    refuseJourneyOf.add(id);
    expect((await complete(c, 'short-course', 'two')).status).toBe(500);
    expect((await completionsOf(id)).length).toBe(1);
    expect(await pointsOf(id)).toBe(100);
    refuseJourneyOf.delete(id);

    const two = (await (await complete(c, 'short-course', 'two')).json()) as ModuleCompletionResult;
    expect([two.created, two.journeyCompleted, two.progress.percent, two.enrolment.completedAt !== null]).toEqual([true, true, 100, true]);
    const extra = (await (await complete(c, 'short-course', 'optional-extra')).json()) as ModuleCompletionResult;
    expect([extra.created, extra.journeyCompleted, extra.next]).toEqual([true, false, null]);
    expect(journeys.filter((j) => j.userId === id)).toEqual([
      { userId: id, journeyId: expect.any(String), journeyTitle: 'Journey short-course', version: 1, completedAt: Date.parse(two.enrolment.completedAt!) },
    ]);
    const listed = ((await (await c.get('/api/journeys')).json()) as JourneyList).journeys.find((j) => j.id === 'short-course');
    expect(listed).toMatchObject({ status: 'completed', progress: { done: 2, required: 2, percent: 100 } });
    const detail = (await (await c.get('/api/journeys/short-course')).json()) as JourneyDetail;
    expect(detail.requirements.met).toBe(true);
  });

  it('completes the journey exactly once when its last two modules are completed at the same moment', async () => {
    await makeJourney(t, 'race-course', { modules: [lesson('left'), lesson('right')] });
    const { id, c } = await newLearner();
    await put(c, '/api/journeys/race-course/enrolment');
    const both = (await Promise.all([complete(c, 'race-course', 'left'), complete(c, 'race-course', 'right')]).then((rs) =>
      Promise.all(rs.map((r) => r.json())),
    )) as ModuleCompletionResult[];
    expect(both.map((b) => b.created)).toEqual([true, true]);
    expect(both.filter((b) => b.journeyCompleted)).toHaveLength(1);
    expect(journeys.filter((j) => j.userId === id)).toHaveLength(1);
    const enrolment = await db().selectFrom('journey_enrolments').select('completedAt').where('userId', '=', id).executeTakeFirstOrThrow();
    expect(enrolment.completedAt).not.toBeNull();
  });

  it('never completes a seeded journey on modules alone: it also asks for a webinar and the capstone', async () => {
    const { id, c } = await newLearner();
    await put(c, '/api/journeys/amara/enrolment');
    for (const m of firstContent!.modules) expect((await complete(c, 'amara', m.slug)).status).toBe(201);
    const detail = (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
    expect(detail).toMatchObject({ status: 'in_progress', progress: { percent: 100 }, next: null, enrolment: { completedAt: null } });
    expect(detail.requirements).toMatchObject({ modules: { done: firstContent!.modules.length }, webinars: { attended: 0, required: 1 }, met: false });
    expect(journeys.filter((j) => j.userId === id)).toEqual([]);
    expect(await pointsOf(id)).toBe(100 * firstContent!.modules.length);
  });

  it('keeps each learner on their pinned version when new versions add or remove modules; progress stays within 0-100%', async () => {
    const { journeyId, moduleIds } = await makeJourney(t, 'evolving', { modules: ['a', 'b', 'c', 'd'].map((s) => lesson(s)), inVersion: ['a', 'b'] });
    const early = await newLearner();
    await put(early.c, '/api/journeys/evolving/enrolment');
    expect(((await (await complete(early.c, 'evolving', 'a')).json()) as ModuleCompletionResult).progress).toEqual({ done: 1, required: 2, percent: 50 });

    // Version 2 drops a and adds c and d; version 3 keeps only d.
    expect(await publishVersion(t, journeyId, [moduleIds.b!, moduleIds.c!, moduleIds.d!])).toMatchObject({ version: 2 });
    const middle = await newLearner();
    expect(((await (await put(middle.c, '/api/journeys/evolving/enrolment')).json()) as { enrolment: { version: number } }).enrolment.version).toBe(2);
    expect(await publishVersion(t, journeyId, [moduleIds.d!])).toMatchObject({ version: 3 });
    const late = await newLearner();
    await put(late.c, '/api/journeys/evolving/enrolment');

    const view = async (c: Client) => (await (await c.get('/api/journeys/evolving')).json()) as JourneyDetail;
    const early1 = await view(early.c);
    expect([early1.version, early1.modules.map((m) => m.slug), early1.progress]).toEqual([1, ['a', 'b'], { done: 1, required: 2, percent: 50 }]);

    // A module outside the pinned version cannot be completed.
    const outside = await complete(early.c, 'evolving', 'c');
    expect(outside.status).toBe(409);
    expect(((await outside.json()) as ErrorAnswer).error.message).toBe('This module is not part of the version of Journey evolving you are enrolled in.');
    expect((await complete(middle.c, 'evolving', 'a')).status).toBe(409);

    for (const s of ['b', 'c', 'd']) expect((await complete(middle.c, 'evolving', s)).status).toBe(201);
    expect((await complete(early.c, 'evolving', 'b')).status).toBe(201);
    expect((await complete(late.c, 'evolving', 'd')).status).toBe(201);
    const seen = await Promise.all([early.c, middle.c, late.c].map(view));
    expect(seen.map((d) => [d.version, d.progress, d.status])).toEqual([
      [1, { done: 2, required: 2, percent: 100 }, 'completed'],
      [2, { done: 3, required: 3, percent: 100 }, 'completed'],
      [3, { done: 1, required: 1, percent: 100 }, 'completed'],
    ]);
    for (const d of seen) expect(d.progress.percent).toBeLessThanOrEqual(100);
    // The middle learner did d, the only module of version 3: their list still shows version 2.
    const listed = ((await (await middle.c.get('/api/journeys')).json()) as JourneyList).journeys.find((j) => j.id === 'evolving');
    expect(listed).toMatchObject({ version: 2, moduleCount: 3 });
  });

  it('refuses a completion without an enrolment (403), for unknown modules (404) and bad answers (400), changing nothing', async () => {
    const { id, c } = await newLearner();
    const slug = firstContent!.modules[0]!.slug;
    const notEnrolled = await complete(c, 'amara', slug);
    expect(notEnrolled.status).toBe(403);
    expect(((await notEnrolled.json()) as ErrorAnswer).error.message).toBe("Enrol in Amara's Path before completing its modules.");

    await put(c, '/api/journeys/amara/enrolment');
    const unknown = await complete(c, 'amara', 'no-such-module');
    expect([unknown.status, ((await unknown.json()) as ErrorAnswer).error.message]).toEqual([404, 'That module was not found.']);
    expect((await complete(c, 'nowhere', slug)).status).toBe(404);

    const bad: Array<[unknown, Record<string, string>]> = [
      [{ reflection: '' }, { reflection: 'Write your reflection to complete the module' }],
      [{ reflection: '   too short    ' }, { reflection: 'Write at least 20 characters' }],
      [{ reflection: 'x'.repeat(4_001) }, { reflection: 'Keep your reflection to 4,000 characters or fewer' }],
      [{}, { reflection: 'Write your reflection to complete the module' }],
    ];
    for (const [body, fields] of bad) {
      const res = await c.post(`/api/journeys/amara/modules/${slug}/completion`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.fields).toEqual(fields);
    }
    // Fields the server decides are refused, not trusted.
    for (const extra of [{ points: 5_000 }, { userId: 'someone-else' }, { created: true }]) {
      expect((await c.post(`/api/journeys/amara/modules/${slug}/completion`, { reflection: REFLECTION, ...extra })).status).toBe(400);
    }
    expect((await c.post(`/api/journeys/amara/modules/${slug}/completion`, { reflection: 'x'.repeat(1_000_000) })).status).toBe(413);
    expect([await ledgerOf(id), await completionsOf(id), await pointsOf(id)]).toEqual([[], [], 0]);
  });
});
