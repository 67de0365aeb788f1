import type { AdminJourneyDetail, EnrolmentMoveResult, JourneyDetail, OlderEnrolmentPage } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedJourney } from '../../lib/learning-events';
import { testDatabases } from '../../test/databases';
import type { Client } from '../../test/harness';
import { startTestApp, type TestApp } from '../../test/harness';
import { A, auditActions, authorJourney, moduleInput, ok, refused } from './admin-test-fixtures';
import { put, REFLECTION } from './test-fixtures';

/*
 * Publishing a version that adds and removes modules: learners pinned to the old version keep
 * their progress until an admin moves them; a moved learner's progress is worked out again from
 * their completions against the new version's required modules, within 0-100%.
 */
describe.each(testDatabases())('moving enrolments to a new version on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let adminId: string;
  const completed: CompletedJourney[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.learning.listen({ journeyCompleted: async (_trx, journey) => void completed.push(journey) });
    const user = await t.makeUser({ role: 'admin' });
    adminId = user.id;
    admin = await t.signedInClient({ user: user });
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => {
    const user = await t.makeUser();
    return { id: user.id, c: await t.signedInClient({ user: user }) };
  };
  const complete = (c: Client, journey: string, slug: string) => c.post(`/api/journeys/${journey}/modules/${slug}/completion`, { reflection: REFLECTION });
  const progressOf = async (c: Client, journey: string) => {
    const d = (await (await c.get(`/api/journeys/${journey}`)).json()) as JourneyDetail;
    return { version: d.version, progress: d.progress, status: d.status };
  };
  const pointsOf = async (userId: string) => Number((await t.app.db.kysely.selectFrom('user_points').select('points').where('userId', '=', userId).executeTakeFirstOrThrow()).points);

  it('keeps pinned learners where they are, previews the change, and moves chosen learners then all, within 0-100%', async () => {
    // Version 1: a, b, c, d (all required).
    const v1 = await authorJourney(admin, 'team-rhythm', ['a', 'b', 'c', 'd'].map((s) => moduleInput(s)));
    const id = v1.journey.id;
    const ada = await learner(); // did a, b, c
    const ben = await learner(); // did a, c
    const chi = await learner(); // did c, d
    const dayo = await learner(); // did nothing
    for (const l of [ada, ben, chi, dayo]) expect((await put(l.c, '/api/journeys/team-rhythm/enrolment')).status).toBe(201);
    for (const s of ['a', 'b', 'c']) expect((await complete(ada.c, 'team-rhythm', s)).status).toBe(201);
    for (const s of ['a', 'c']) expect((await complete(ben.c, 'team-rhythm', s)).status).toBe(201);
    for (const s of ['c', 'd']) expect((await complete(chi.c, 'team-rhythm', s)).status).toBe(201);

    // Version 2 drops c and d, adds e and f (f optional): required a, b, e.
    await ok(admin.request('DELETE', `${A}/${id}/draft/modules/c`));
    let draft = await ok(admin.request('DELETE', `${A}/${id}/draft/modules/d`));
    expect(draft.draft.removed.map((m) => m.slug)).toEqual(['c', 'd']);
    await ok(admin.post(`${A}/${id}/draft/modules`, moduleInput('e')));
    draft = await ok(admin.post(`${A}/${id}/draft/modules`, moduleInput('f', false)));
    expect(draft.draft.modules.map((m) => [m.content.slug, m.state])).toEqual([
      ['a', 'unchanged'],
      ['b', 'unchanged'],
      ['e', 'new'],
      ['f', 'new'],
    ]);
    const published = await ok<{ version: number; detail: AdminJourneyDetail }>(admin.post(`${A}/${id}/publish`), 201);
    expect(published.version).toBe(2);
    expect(published.detail.journey.versions.map((v) => [v.version, v.moduleCount, v.requiredCount, v.enrolments])).toEqual([
      [1, 4, 4, 4],
      [2, 4, 3, 0],
    ]);

    // Pinned learners keep version 1 and their progress; a new learner gets version 2.
    expect(await progressOf(ada.c, 'team-rhythm')).toEqual({ version: 1, progress: { done: 3, required: 4, percent: 75 }, status: 'in_progress' });
    expect(await progressOf(ben.c, 'team-rhythm')).toEqual({ version: 1, progress: { done: 2, required: 4, percent: 50 }, status: 'in_progress' });
    expect(await progressOf(chi.c, 'team-rhythm')).toEqual({ version: 1, progress: { done: 2, required: 4, percent: 50 }, status: 'in_progress' });
    const newcomer = await learner();
    expect((await put(newcomer.c, '/api/journeys/team-rhythm/enrolment')).status).toBe(201);
    expect((await progressOf(newcomer.c, 'team-rhythm')).version).toBe(2);
    // A module only version 2 holds cannot be completed on version 1.
    expect((await complete(ben.c, 'team-rhythm', 'e')).status).toBe(409);

    // The preview: before on version 1, after on version 2 (a and b count, c and d no longer).
    const page = await ok<OlderEnrolmentPage>(admin.get(`${A}/${id}/enrolments`));
    expect(page.currentVersion).toBe(2);
    expect(page.total).toBe(4);
    const byId = new Map(page.learners.map((l) => [l.userId, l]));
    expect([byId.get(ada.id)!.before, byId.get(ada.id)!.after]).toEqual([
      { done: 3, required: 4, percent: 75 },
      { done: 2, required: 3, percent: 66 },
    ]);
    expect([byId.get(ben.id)!.before.percent, byId.get(ben.id)!.after]).toEqual([50, { done: 1, required: 3, percent: 33 }]);
    expect([byId.get(chi.id)!.before.percent, byId.get(chi.id)!.after]).toEqual([50, { done: 0, required: 3, percent: 0 }]);
    expect(byId.get(dayo.id)!.version).toBe(1);

    // Chosen learners who are not on an older version refuse the whole move.
    const wrong = await refused(admin.post(`${A}/${id}/enrolments/move`, { scope: 'chosen', userIds: [ben.id, newcomer.id] }), 400);
    expect(wrong.message).toBe('1 of the chosen learners is not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.');
    expect((await progressOf(ben.c, 'team-rhythm')).version).toBe(1);

    // Move Ben: his progress is recomputed; the others stay pinned.
    const pointsBefore = await pointsOf(ben.id);
    const moved = await ok<EnrolmentMoveResult>(admin.post(`${A}/${id}/enrolments/move`, { scope: 'chosen', userIds: [ben.id] }));
    expect(moved).toEqual({
      toVersion: 2,
      moved: 1,
      completedNow: 0,
      learners: [{ userId: ben.id, fromVersion: 1, before: { done: 2, required: 4, percent: 50 }, after: { done: 1, required: 3, percent: 33 }, completed: false }],
    });
    expect(await progressOf(ben.c, 'team-rhythm')).toEqual({ version: 2, progress: { done: 1, required: 3, percent: 33 }, status: 'in_progress' });
    expect(await progressOf(chi.c, 'team-rhythm')).toMatchObject({ version: 1, progress: { percent: 50 } });
    // XP is never taken back or given again by a move.
    expect(await pointsOf(ben.id)).toBe(pointsBefore);
    // On version 2 Ben completes e and b: 100%, never more.
    expect((await complete(ben.c, 'team-rhythm', 'e')).status).toBe(201);
    expect((await complete(ben.c, 'team-rhythm', 'b')).status).toBe(201);
    expect((await complete(ben.c, 'team-rhythm', 'f')).status).toBe(201);
    expect(await progressOf(ben.c, 'team-rhythm')).toEqual({ version: 2, progress: { done: 3, required: 3, percent: 100 }, status: 'completed' });

    // Move all: Ada (a, b done; e missing) 66%, Chi 0%, Dayo 0%; every figure within 0-100%.
    const all = await ok<EnrolmentMoveResult>(admin.post(`${A}/${id}/enrolments/move`, { scope: 'all' }));
    expect(all.moved).toBe(3);
    expect(all.learners.map((l) => [l.userId, l.after.percent]).sort()).toEqual([
      [ada.id, 66],
      [chi.id, 0],
      [dayo.id, 0],
    ].sort());
    for (const l of all.learners) for (const p of [l.before.percent, l.after.percent]) expect(p >= 0 && p <= 100).toBe(true);
    expect((await refused(admin.post(`${A}/${id}/enrolments/move`, { scope: 'all' }), 409)).message).toBe('Every open enrolment is already on version 2. Nothing was moved.');
    expect((await ok<OlderEnrolmentPage>(admin.get(`${A}/${id}/enrolments`))).total).toBe(0);

    const moves = (await auditActions(t, id)).filter((a) => a.action === 'journey.enrolments.move');
    expect(moves).toHaveLength(2);
    expect(moves.every((a) => a.actorId === adminId)).toBe(true);
    expect(moves.map((a) => JSON.parse(a.details) as { change: string }).map((d) => d.change).sort()).toEqual(
      ['1 enrolment moved from version 1 to 2', '3 enrolments moved from version 1 to 2'].sort(),
    );
  });

  it('completes the journey when a move makes the learner meet the new rule, and leaves completed enrolments where they finished', async () => {
    const v1 = await authorJourney(admin, 'short-course', ['x', 'y', 'z'].map((s) => moduleInput(s)));
    const id = v1.journey.id;
    const finisher = await learner(); // finishes version 1 entirely
    const near = await learner(); // does x and y only
    for (const l of [finisher, near]) expect((await put(l.c, '/api/journeys/short-course/enrolment')).status).toBe(201);
    for (const s of ['x', 'y', 'z']) expect((await complete(finisher.c, 'short-course', s)).status).toBe(201);
    for (const s of ['x', 'y']) expect((await complete(near.c, 'short-course', s)).status).toBe(201);
    expect((await progressOf(finisher.c, 'short-course')).status).toBe('completed');

    // Version 2 leaves z out and adds w (optional): x and y are all that is required.
    await ok(admin.request('DELETE', `${A}/${id}/draft/modules/z`));
    await ok(admin.post(`${A}/${id}/draft/modules`, moduleInput('w', false)));
    await ok(admin.post(`${A}/${id}/publish`), 201);

    const page = await ok<OlderEnrolmentPage>(admin.get(`${A}/${id}/enrolments`));
    // The completed enrolment is not offered for moving.
    expect(page.learners.map((l) => l.userId)).toEqual([near.id]);
    const refusedMove = await refused(admin.post(`${A}/${id}/enrolments/move`, { scope: 'chosen', userIds: [finisher.id] }), 400);
    expect(refusedMove.fields?.userIds).toBe('Choose learners from the list of older enrolments.');

    const before = completed.length;
    const moved = await ok<EnrolmentMoveResult>(admin.post(`${A}/${id}/enrolments/move`, { scope: 'all' }));
    expect(moved).toMatchObject({ moved: 1, completedNow: 1, learners: [{ userId: near.id, after: { done: 2, required: 2, percent: 100 }, completed: true }] });
    expect(completed.slice(before)).toEqual([{ userId: near.id, journeyId: id, journeyTitle: 'Journey short-course', version: 2, completedAt: expect.any(Number) }]);
    expect(await progressOf(near.c, 'short-course')).toEqual({ version: 2, progress: { done: 2, required: 2, percent: 100 }, status: 'completed' });
    expect((await progressOf(finisher.c, 'short-course')).version).toBe(1);
  });

  it('answers 409 before a journey is published, 404 for an unknown one, 400 for a bad body', async () => {
    const made = await ok(admin.post(A, { slug: 'never-published', title: 'Never published', summary: 'Draft only.' }), 201);
    expect((await refused(admin.post(`${A}/${made.journey.id}/enrolments/move`, { scope: 'all' }), 409)).message).toBe(
      'This journey has no published version yet: publish one before moving enrolments.',
    );
    expect((await ok<OlderEnrolmentPage>(admin.get(`${A}/${made.journey.id}/enrolments`))).learners).toEqual([]);
    expect((await refused(admin.post(`${A}/no-such-journey/enrolments/move`, { scope: 'all' }), 404)).message).toBe('That journey was not found.');
    expect((await refused(admin.post(`${A}/${made.journey.id}/enrolments/move`, { scope: 'chosen', userIds: [] }), 400)).fields?.userIds).toBe('Choose at least one learner to move');
  });
});
