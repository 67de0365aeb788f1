import { MARKDOWN_NESTING_MESSAGE, type CapstonePreview, type CapstoneView } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../e2e/support/xss-payloads';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { expectSafeHtml } from '../../test/safe-html';
import { renderMarkdown } from '../forum/markdown';
import { JOURNEY_CONTENT } from '../journeys/content/index';
import { put, type ErrorAnswer } from '../journeys/test-fixtures';
import { PREVIEWS_PER_MINUTE } from './routes';
import { CAPSTONE_TEXT, capstonePath, LINKS, saveDraft, submit, submitted, viewOf } from './test-fixtures';

const [firstContent] = JOURNEY_CONTENT;

describe.each(testDatabases())('a learner’s capstone on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const newLearner = async () => {
    const user = await t.makeUser();
    return { id: user.id, c: await t.signedInClient({ user: user }) };
  };
  const enrolled = async () => {
    const learner = await newLearner();
    expect((await put(learner.c, '/api/journeys/amara/enrolment')).status).toBe(201);
    return learner;
  };
  const rowsOf = async (userId: string) => {
    const capstones = await db().selectFrom('capstones').selectAll().where('userId', '=', userId).execute();
    const submissions = await db()
      .selectFrom('capstone_submissions')
      .selectAll()
      .where('capstoneId', 'in', capstones.length ? capstones.map((c) => c.id) : ['none'])
      .execute();
    return { capstones, submissions };
  };
  const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

  it('refuses visitors (401) on every capstone route', async () => {
    const visitor = new Client(t.url);
    expect((await visitor.get(capstonePath('amara'))).status).toBe(401);
    expect((await saveDraft(visitor, 'amara', { text: 'x' })).status).toBe(401);
    expect((await submit(visitor, 'amara')).status).toBe(401);
    expect((await visitor.post(`${capstonePath('amara')}/review-seen`)).status).toBe(401);
    expect((await visitor.post('/api/capstones/preview', { text: 'x' })).status).toBe(401);
    expect(await db().selectFrom('capstones').selectAll().execute()).toEqual([]);
  });

  it('shows the brief to a learner who is not enrolled, and refuses their draft and submission (403), writing nothing', async () => {
    const { id, c } = await newLearner();
    const view = await viewOf(c, 'amara');
    expect(view).toEqual({
      journey: { id: 'amara', title: "Amara's Path" },
      briefHtml: renderMarkdown(firstContent!.capstoneBrief),
      required: true,
      enrolled: false,
      status: null,
      draft: { text: '', links: [] },
      canEdit: false,
      submissions: [],
      unseenReview: false,
      xpAwarded: null,
      cpdMinutes: 120,
      updatedAt: null,
    });
    for (const res of [await saveDraft(c, 'amara', { text: 'An idea', links: [] }), await submit(c, 'amara')]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe("Enrol in Amara's Path before writing your capstone.");
    }
    expect(await rowsOf(id)).toEqual({ capstones: [], submissions: [] });
    expect((await c.get(capstonePath('nowhere'))).status).toBe(404);
  });

  it('saves a short draft, then submits it: a numbered submission with sanitised HTML; a waiting capstone cannot change (409)', async () => {
    const { id, c } = await enrolled();
    const draft = await saveDraft(c, 'amara', { text: '  First notes on the stock report.  ', links: [LINKS[0]] });
    expect(draft.status).toBe(200);
    expect((await draft.json()) as CapstoneView).toMatchObject({ status: 'draft', canEdit: true, draft: { text: 'First notes on the stock report.', links: [LINKS[0]] }, submissions: [] });

    const after = await submitted(c, 'amara', `${CAPSTONE_TEXT}\n\n<script>window.__xss=1</script>[bad](javascript:alert(1))`);
    expect(after).toMatchObject({ status: 'submitted', canEdit: false, enrolled: true, unseenReview: false, xpAwarded: null });
    expect(after.draft.text.startsWith(CAPSTONE_TEXT)).toBe(true);
    expect(after.submissions).toHaveLength(1);
    const [first] = after.submissions;
    expect(first).toMatchObject({ number: 1, links: LINKS, review: null });
    expect(first!.textHtml).toContain('<h4>The problem</h4>');
    expect(first!.textHtml).not.toMatch(/<script|href="javascript/i);
    expectSafeHtml(first!.textHtml, 'submission');

    for (const res of [await saveDraft(c, 'amara', { text: 'Changed my mind' }), await submit(c, 'amara')]) {
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe('Your capstone is waiting for review. You can change it again if the reviewer asks for changes.');
    }
    const { capstones, submissions } = await rowsOf(id);
    expect(capstones.map((r) => [r.status, r.latestSubmission])).toEqual([['submitted', 1]]);
    expect(submissions.map((s) => s.number)).toEqual([1]);
  });

  it('keeps one capstone and one submission under 20 parallel submissions', async () => {
    const { id, c } = await enrolled();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(c, 'amara', `${CAPSTONE_TEXT}\n\nAttempt ${i}.`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const { capstones, submissions } = await rowsOf(id);
    expect(capstones).toHaveLength(1);
    expect(submissions.map((s) => s.number)).toEqual([1]);
  });

  it('refuses bad input with the domain’s message (400) and changes nothing', async () => {
    const { id, c } = await enrolled();
    const bad: Array<[unknown, Record<string, string>]> = [
      [{ text: 'Too short to submit.', links: [] }, { text: 'Write at least 100 characters before you submit' }],
      [{ text: 'x'.repeat(20_001), links: [] }, { text: 'Keep your capstone to 20,000 characters or fewer' }],
      [{ text: CAPSTONE_TEXT, links: [{ url: 'javascript:alert(1)', label: 'x' }] }, { links: 'Must be an https:// address' }],
      [{ text: CAPSTONE_TEXT, links: [{ url: 'http://docs.example.org', label: 'x' }] }, { links: 'Must be an https:// address' }],
      [{ text: CAPSTONE_TEXT, links: Array.from({ length: 6 }, (_, i) => ({ url: `https://docs.example.org/${i}`, label: '' })) }, { links: 'Add at most 5 links' }],
      [{ text: CAPSTONE_TEXT, links: [LINKS[0], LINKS[0]] }, { links: 'You added the same link twice' }],
    ];
    for (const [body, fields] of bad) {
      const res = await c.post(`${capstonePath('amara')}/submissions`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = await errorOf(res);
      expect(Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k.split('.')[0], v]))).toEqual(fields);
    }
    // Nesting that would overflow the renderer's stack (issue 36): 400 on the submission, the draft and the preview, never a 500.
    const deep = `${CAPSTONE_TEXT}\n\n${'>'.repeat(2_500)} quoted`;
    for (const res of [
      await c.post(`${capstonePath('amara')}/submissions`, { text: deep, links: [] }),
      await saveDraft(c, 'amara', { text: deep, links: [] }),
      await c.post('/api/capstones/preview', { text: deep }),
    ]) {
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ text: MARKDOWN_NESTING_MESSAGE });
    }
    // Fields the server decides are refused, not trusted.
    for (const extra of [{ status: 'accepted' }, { userId: 'someone-else' }, { points: 250 }, { number: 7 }]) {
      expect((await c.post(`${capstonePath('amara')}/submissions`, { text: CAPSTONE_TEXT, links: [], ...extra })).status).toBe(400);
      expect((await saveDraft(c, 'amara', { text: 'Draft', ...extra })).status).toBe(400);
    }
    expect((await c.post(`${capstonePath('amara')}/submissions`, { text: 'x'.repeat(1_000_000) })).status).toBe(413);
    expect(await rowsOf(id)).toEqual({ capstones: [], submissions: [] });
  });

  it('shows each learner only their own capstone; no learner route names another’s, and the admin routes refuse learners', async () => {
    const ada = await enrolled();
    const ben = await enrolled();
    await submitted(ada.c, 'amara');
    const [adaRow] = (await rowsOf(ada.id)).capstones;

    const bensView = await viewOf(ben.c, 'amara');
    expect(bensView).toMatchObject({ status: null, draft: { text: '', links: [] }, submissions: [] });
    for (const path of ['/api/admin/capstones', `/api/admin/capstones/${adaRow!.id}`]) expect((await ben.c.get(path)).status).toBe(403);
    expect((await ben.c.post(`/api/admin/capstones/${adaRow!.id}/review`, { submission: 1, decision: 'accepted', feedback: 'Looks great to me!' })).status).toBe(403);
    // Ben's own writes touch only Ben's capstone.
    expect((await saveDraft(ben.c, 'amara', { text: 'My own notes' })).status).toBe(200);
    const adaAfter = await viewOf(ada.c, 'amara');
    expect([adaAfter.status, adaAfter.draft.text, adaAfter.submissions.length]).toEqual(['submitted', CAPSTONE_TEXT, 1]);
    expect((await rowsOf(ben.id)).capstones.map((r) => r.draftText)).toEqual(['My own notes']);
  });

  it('previews Markdown exactly as a submission stores it, and leaves no script for any payload of the XSS corpus', async () => {
    const { c } = await enrolled();
    const preview = await c.post('/api/capstones/preview', { text: '## Result\n\n**Half a day** instead of two.' });
    expect(preview.status).toBe(200);
    expect((await preview.json()) as CapstonePreview).toEqual({ html: '<h4>Result</h4>\n<p><strong>Half a day</strong> instead of two.</p>' });
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      const res = await c.post('/api/capstones/preview', { text: `Intro\n\n${payload}` });
      expect(res.status, payload).toBe(200);
      expectSafeHtml(((await res.json()) as CapstonePreview).html, payload);
    }
    // The whole corpus in one stored submission, as the learner and the admin are served it.
    const stored = await submitted(c, 'amara', `${CAPSTONE_TEXT}\n\n${XSS_PAYLOADS.join('\n\n')}`, []);
    expectSafeHtml(stored.submissions[0]!.textHtml, 'stored corpus');

    // Previews are rate limited per learner: the next one over the minute's allowance is refused.
    const statuses: number[] = [];
    // So far: one preview, then one per payload.
    for (let sent = 1 + XSS_PAYLOADS.length; sent < PREVIEWS_PER_MINUTE + 1; sent += 1) statuses.push((await c.post('/api/capstones/preview', { text: 'x' })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect((await (await t.signedInClient()).post('/api/capstones/preview', { text: 'x' })).status).toBe(200);
  });
});
