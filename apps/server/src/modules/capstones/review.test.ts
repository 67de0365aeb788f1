import type { AdminCapstoneDetail, AdminCapstonePage, JourneyDetail } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedActivity, CompletedJourney } from '../../lib/learning-events';
import { testDatabases } from '../../test/databases';
import { mailSettled, lastMailTo, linkIn, startTestApp, type Client, type TestApp } from '../../test/harness';
import { lesson, makeJourney, put, REFLECTION, type ErrorAnswer } from '../journeys/test-fixtures';
import { ACCEPT_FEEDBACK, adminView, CAPSTONE_TEXT, CHANGES_FEEDBACK, LINKS, review, submitted, viewOf } from './test-fixtures';

describe.each(testDatabases())('capstone review on %s', (kind) => {
  let t: TestApp;
  let mo: Client;
  let zu: Client;
  let moId: string;
  const activities: CompletedActivity[] = [];
  const journeys: CompletedJourney[] = [];
  // Learners whose capstone CPD entry the listener refuses (everything must roll back together).
  const refuseActivityOf = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.learning.listen({
      async activityCompleted(_trx, activity) {
        if (refuseActivityOf.has(activity.userId)) throw new Error('CPD record unavailable');
        activities.push(activity);
      },
      async journeyCompleted(_trx, journey) {
        journeys.push(journey);
      },
    });
    const m = await t.makeUser({ role: 'admin', name: 'Mo Admin' });
    moId = m.id;
    mo = await t.signedInClient({ user: m });
    zu = await t.signedInClient({ role: 'admin', name: 'Zu Admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  /** An enrolled learner with a submitted capstone; `journey` defaults to the first named path. */
  const learnerWithSubmission = async (journey = 'amara') => {
    const name = `Learner ${Math.random().toString(36).slice(2, 7)}`;
    const user = { ...(await t.makeUser({ name })), name };
    const c = await t.signedInClient({ user: user });
    expect((await put(c, `/api/journeys/${journey}/enrolment`)).status).toBe(201);
    await submitted(c, journey);
    const row = await db().selectFrom('capstones').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    return { ...user, c, capstoneId: row.id, journeyId: row.journeyId };
  };
  const ledgerOf = (userId: string) => db().selectFrom('xp_ledger').selectAll().where('userId', '=', userId).execute();
  const auditOf = (capstoneId: string) => db().selectFrom('audit_log').selectAll().where('targetId', '=', capstoneId).orderBy('createdAt').execute();
  const queue = async (c: Client, query = '') => {
    const res = await c.get(`/api/admin/capstones${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AdminCapstonePage;
  };
  const message = async (res: Response) => ((await res.json()) as ErrorAnswer).error.message;

  it('lists submitted capstones oldest first, and reviewed ones apart, newest review first', async () => {
    const [a, b, c] = [await learnerWithSubmission(), await learnerWithSubmission(), await learnerWithSubmission()];
    // Submitted in the order b, c, a.
    for (const [who, at] of [[b, 1_000], [c, 2_000], [a, 3_000]] as const) {
      await db().updateTable('capstones').set({ submittedAt: at }).where('id', '=', who.capstoneId).execute();
    }
    const waiting = await queue(mo);
    const ours = waiting.capstones.filter((x) => [a, b, c].some((w) => w.capstoneId === x.id));
    expect(ours.map((x) => x.id)).toEqual([b.capstoneId, c.capstoneId, a.capstoneId]);
    expect(ours[0]).toMatchObject({ learner: { name: b.name }, journey: { id: 'amara', title: "Amara's Path" }, status: 'submitted', submission: 1, reviewedAt: null });
    expect(waiting.capstones.slice(0, 3).map((x) => x.id)).toEqual([b.capstoneId, c.capstoneId, a.capstoneId]);

    expect((await review(mo, c.capstoneId, { submission: 1, decision: 'changes_requested', feedback: CHANGES_FEEDBACK })).status).toBe(200);
    expect((await review(zu, b.capstoneId, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK })).status).toBe(200);
    expect((await queue(mo)).capstones.map((x) => x.id)).not.toContain(b.capstoneId);
    const reviewed = await queue(mo, '?view=reviewed');
    expect(reviewed.capstones.slice(0, 2).map((x) => [x.id, x.status])).toEqual([
      [b.capstoneId, 'accepted'],
      [c.capstoneId, 'changes_requested'],
    ]);
    expect((await queue(mo, '?view=reviewed&pageSize=1')).capstones).toHaveLength(1);
    expect((await mo.get('/api/admin/capstones?view=everything')).status).toBe(400);
  });

  it('asks for changes, then the resubmission is accepted: history, feedback, award, CPD, audit, mail and the in-app notice', async () => {
    const ada = await learnerWithSubmission();
    const opened = await adminView(mo, ada.capstoneId);
    expect(opened).toMatchObject({ status: 'submitted', reviewable: 1, notice: null, cpdMinutes: 120, xpAwarded: null, learner: { id: ada.id, name: ada.name } });
    expect(opened.submissions.map((s) => [s.number, s.links, s.review])).toEqual([[1, LINKS, null]]);
    expect(opened.submissions[0]!.textHtml).toContain('<strong>Result:</strong>');

    const changes = await review(mo, ada.capstoneId, { submission: 1, decision: 'changes_requested', feedback: `  ${CHANGES_FEEDBACK}  ` });
    expect(changes.status).toBe(200);
    expect((await changes.json()) as AdminCapstoneDetail).toMatchObject({ status: 'changes_requested', reviewable: null, notice: expect.stringContaining('Changes were requested') });
    const mail = await lastMailTo(t, ada.email);
    expect(mail?.subject).toBe("Your capstone for Amara's Path needs changes");
    expect(mail?.text).toContain(CHANGES_FEEDBACK);
    expect(linkIn(mail!.text)).toBe(`${t.url}/journeys/amara/capstone`);

    // The learner sees the feedback (pointed out until opened), edits and resubmits.
    const asked = await viewOf(ada.c, 'amara');
    expect(asked).toMatchObject({ status: 'changes_requested', canEdit: true, unseenReview: true });
    expect(asked.submissions[0]!.review).toEqual({ decision: 'changes_requested', feedback: CHANGES_FEEDBACK, reviewedAt: expect.any(String), reviewerName: 'Mo Admin' });
    expect((await ada.c.post('/api/journeys/amara/capstone/review-seen')).status).toBe(204);
    expect((await viewOf(ada.c, 'amara')).unseenReview).toBe(false);
    const second = `${CAPSTONE_TEXT}\n\nWe counted stock-outs from the till records for the 8 weeks before and after.`;
    const resubmitted = await submitted(ada.c, 'amara', second, [LINKS[0]!]);
    expect(resubmitted.submissions.map((s) => [s.number, s.review?.decision ?? null, s.links.length])).toEqual([
      [2, null, 1],
      [1, 'changes_requested', 2],
    ]);

    // The first version cannot be decided any more; the second can.
    const stale = await review(zu, ada.capstoneId, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK });
    expect([stale.status, await message(stale)]).toEqual([409, 'This capstone was already reviewed.']);
    const accepted = await review(zu, ada.capstoneId, { submission: 2, decision: 'accepted', feedback: ACCEPT_FEEDBACK });
    expect(accepted.status).toBe(200);
    const detail = (await accepted.json()) as AdminCapstoneDetail;
    expect(detail).toMatchObject({ status: 'accepted', reviewable: null, xpAwarded: 250, notice: expect.stringContaining('Accepted') });
    expect(detail.submissions.map((s) => [s.number, s.review?.decision, s.review?.reviewerName])).toEqual([
      [2, 'accepted', 'Zu Admin'],
      [1, 'changes_requested', 'Mo Admin'],
    ]);

    const ledger = await ledgerOf(ada.id);
    expect(ledger.map((l) => [l.action, l.points, l.idempotencyKey, l.sourceId])).toEqual([['capstone_challenge', 250, `capstone:${ada.id}:${ada.journeyId}`, ada.capstoneId]]);
    expect(activities.filter((a) => a.userId === ada.id)).toEqual([
      {
        kind: 'capstone',
        userId: ada.id,
        sourceId: ada.capstoneId,
        title: "Capstone: Amara's Path",
        journeyId: ada.journeyId,
        cpdMinutes: 120,
        occurredAt: expect.any(Number),
        verifiedBy: 'admin',
        evidence: `${second}\n\nLinks:\n- ${LINKS[0]!.label}: ${LINKS[0]!.url}`,
      },
    ]);
    expect((await auditOf(ada.capstoneId)).map((a) => [a.action, JSON.parse(a.details).submission])).toEqual([
      ['capstone.request_changes', 1],
      ['capstone.accept', 2],
    ]);
    expect((await lastMailTo(t, ada.email))?.subject).toBe("Your capstone for Amara's Path was accepted");

    const finalView = await viewOf(ada.c, 'amara');
    expect(finalView).toMatchObject({ status: 'accepted', canEdit: false, unseenReview: true, xpAwarded: 250 });
    const locked = await ada.c.request('PUT', '/api/journeys/amara/capstone', { text: 'One more change' });
    expect([locked.status, await message(locked)]).toEqual([409, 'Your capstone was accepted, so it can no longer be changed.']);
    // The named path also needs every module and a webinar: the capstone alone does not complete it.
    const journey = (await (await ada.c.get('/api/journeys/amara')).json()) as JourneyDetail;
    expect(journey.requirements.capstone).toEqual({ required: true, accepted: true });
    expect(journey.requirements.met).toBe(false);
    expect(journeys.filter((j) => j.userId === ada.id)).toEqual([]);
  });

  it('awards Capstone Challenge once when two admins accept at the same moment: one 200, the rest 409', async () => {
    const ben = await learnerWithSubmission();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => review(i % 2 ? zu : mo, ben.capstoneId, { submission: 1, decision: 'accepted', feedback: `${ACCEPT_FEEDBACK} (${i})` })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expect(await message(res)).toBe('This capstone was already reviewed.');

    const ledger = await ledgerOf(ben.id);
    expect(ledger.map((l) => [l.action, l.points])).toEqual([['capstone_challenge', 250]]);
    expect(activities.filter((a) => a.userId === ben.id)).toHaveLength(1);
    expect((await auditOf(ben.capstoneId)).map((a) => a.action)).toEqual(['capstone.accept']);
    const submissions = await db().selectFrom('capstone_submissions').selectAll().where('capstoneId', '=', ben.capstoneId).execute();
    expect(submissions.map((s) => s.decision)).toEqual(['accepted']);
    expect(Number((await db().selectFrom('user_points').select('points').where('userId', '=', ben.id).executeTakeFirstOrThrow()).points)).toBe(250);
    await mailSettled(t);
    expect(await db().selectFrom('dev_outbox').select('subject').where('to', '=', ben.email).where('subject', 'like', '%capstone%').execute()).toHaveLength(1);
  });

  it('lets exactly one of an acceptance and a request for changes at the same moment win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const cam = await learnerWithSubmission();
      const [accept, changes] = await Promise.all([
        review(mo, cam.capstoneId, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK }),
        review(zu, cam.capstoneId, { submission: 1, decision: 'changes_requested', feedback: CHANGES_FEEDBACK }),
      ]);
      expect([accept.status, changes.status].sort()).toEqual([200, 409]);
      const row = await db().selectFrom('capstones').select('status').where('id', '=', cam.capstoneId).executeTakeFirstOrThrow();
      const awarded = (await ledgerOf(cam.id)).length;
      expect([row.status, awarded, activities.filter((a) => a.userId === cam.id).length]).toEqual(accept.status === 200 ? ['accepted', 1, 1] : ['changes_requested', 0, 0]);
      expect((await auditOf(cam.capstoneId)).length).toBe(1);
    }
  });

  it('rolls the acceptance back with its award when the CPD record refuses it, and a retry then succeeds', async () => {
    const dee = await learnerWithSubmission();
    refuseActivityOf.add(dee.id);
    expect((await review(mo, dee.capstoneId, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK })).status).toBe(500);
    const row = await db().selectFrom('capstones').select(['status', 'reviewedAt']).where('id', '=', dee.capstoneId).executeTakeFirstOrThrow();
    expect([row.status, row.reviewedAt, (await ledgerOf(dee.id)).length, (await auditOf(dee.capstoneId)).length]).toEqual(['submitted', null, 0, 0]);
    refuseActivityOf.delete(dee.id);
    expect((await review(mo, dee.capstoneId, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK })).status).toBe(200);
    expect((await ledgerOf(dee.id)).length).toBe(1);
  });

  it('completes the journey when the accepted capstone is the last thing its rule asks for, with the version’s CPD minutes', async () => {
    const { journeyId } = await makeJourney(t, 'capstone-course', { modules: [lesson('only')], rule: { requiredWebinars: 0, capstoneRequired: true } });
    await db().updateTable('journey_versions').set({ capstoneCpdMinutes: 90 }).where('journeyId', '=', journeyId).execute();
    const eve = await learnerWithSubmission('capstone-course');
    expect((await eve.c.post('/api/journeys/capstone-course/modules/only/completion', { reflection: REFLECTION })).status).toBe(201);
    expect(journeys.filter((j) => j.userId === eve.id)).toEqual([]);

    expect((await review(zu, eve.capstoneId, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK })).status).toBe(200);
    expect(journeys.filter((j) => j.userId === eve.id)).toEqual([
      { userId: eve.id, journeyId, journeyTitle: 'Journey capstone-course', version: 1, completedAt: expect.any(Number) },
    ]);
    expect(activities.find((a) => a.userId === eve.id && a.kind === 'capstone')).toMatchObject({ kind: 'capstone', cpdMinutes: 90, title: 'Capstone: Journey capstone-course' });
    const detail = (await (await eve.c.get('/api/journeys/capstone-course')).json()) as JourneyDetail;
    expect([detail.status, detail.requirements.met, detail.enrolment?.completedAt !== null]).toEqual(['completed', true, true]);
    expect((await viewOf(eve.c, 'capstone-course')).cpdMinutes).toBe(90);
  });

  it('never lets an admin review their own capstone, and refuses unknown, draft-only and stale submissions', async () => {
    expect((await put(mo, '/api/journeys/kwame/enrolment')).status).toBe(201);
    await submitted(mo, 'kwame');
    const own = await db().selectFrom('capstones').select('id').where('userId', '=', moId).executeTakeFirstOrThrow();
    expect(await adminView(mo, own.id)).toMatchObject({ reviewable: null, notice: 'You wrote this capstone, so another admin reviews it.' });
    const selfReview = await review(mo, own.id, { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK });
    expect([selfReview.status, await message(selfReview)]).toEqual([403, 'You cannot review your own capstone. Another admin reviews it.']);
    expect(await ledgerOf(moId)).toEqual([]);
    expect((await adminView(zu, own.id)).reviewable).toBe(1);

    const fay = await learnerWithSubmission();
    expect((await review(zu, fay.capstoneId, { submission: 2, decision: 'accepted', feedback: ACCEPT_FEEDBACK })).status).toBe(404);
    expect((await review(zu, 'no-such-capstone', { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK })).status).toBe(404);
    expect((await zu.get('/api/admin/capstones/no-such-capstone')).status).toBe(404);

    // A draft never submitted is the learner's own: admins cannot open it.
    const gus = await t.signedInClient();
    await put(gus, '/api/journeys/amara/enrolment');
    expect((await gus.request('PUT', '/api/journeys/amara/capstone', { text: 'Private notes' })).status).toBe(200);
    const draft = await db().selectFrom('capstones').select('id').where('draftText', '=', 'Private notes').executeTakeFirstOrThrow();
    expect((await zu.get(`/api/admin/capstones/${draft.id}`)).status).toBe(404);
    expect((await queue(zu)).capstones.map((c) => c.id)).not.toContain(draft.id);
  });

  it('refuses bad reviews (400) and changes nothing', async () => {
    const hal = await learnerWithSubmission();
    const bad: unknown[] = [
      { submission: 1, decision: 'accepted', feedback: '' },
      { submission: 1, decision: 'accepted', feedback: 'Ok.' },
      { submission: 1, decision: 'approve', feedback: ACCEPT_FEEDBACK },
      { decision: 'accepted', feedback: ACCEPT_FEEDBACK },
      { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK, points: 5_000 },
      { submission: 1, decision: 'accepted', feedback: ACCEPT_FEEDBACK, userId: 'someone' },
    ];
    for (const body of bad) expect((await review(mo, hal.capstoneId, body as Record<string, unknown>)).status, JSON.stringify(body)).toBe(400);
    expect((await review(mo, hal.capstoneId, { submission: 1, decision: 'accepted', feedback: 'x'.repeat(1_000_000) })).status).toBe(413);
    const row = await db().selectFrom('capstones').select('status').where('id', '=', hal.capstoneId).executeTakeFirstOrThrow();
    expect([row.status, (await ledgerOf(hal.id)).length, (await auditOf(hal.capstoneId)).length]).toEqual(['submitted', 0, 0]);
  });
});
