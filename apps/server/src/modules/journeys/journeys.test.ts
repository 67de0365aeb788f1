import { JOURNEY_LIMITS, ModuleContentSchema, type EnrolResult, type JourneyDetail, type JourneyList, type ModuleDetail } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../e2e/support/xss-payloads';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { expectSafeHtml } from '../../test/safe-html';
import { renderMarkdown } from '../forum/markdown';
import { JOURNEY_CONTENT } from './content/index';
import { lesson, makeJourney, put, REFLECTION, type ErrorAnswer } from './test-fixtures';

const blueprint = (challenges: string[]) => ({ teamSize: '11 to 20', duration: '6 months', challenges, desiredOutcomes: ['Productivity'], hasMentors: 'No' });
const [firstContent, secondContent] = JOURNEY_CONTENT;

describe('the shipped journey content', () => {
  it('fits the module schema the admin editor will save it with', () => {
    expect(JOURNEY_CONTENT.map((j) => j.path)).toEqual(['first', 'second']);
    for (const journey of JOURNEY_CONTENT) {
      expect(new Set(journey.modules.map((m) => m.slug)).size).toBe(journey.modules.length);
      for (const m of journey.modules) expect(ModuleContentSchema.safeParse({ ...m, video: null }).error?.issues ?? [], m.slug).toEqual([]);
      expect(journey.capstoneBrief.length).toBeLessThanOrEqual(JOURNEY_LIMITS.briefMax);
    }
  });
});

describe.each(testDatabases())('journeys on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => t.signedInClient();
  const list = async (c: Client) => (await (await c.get('/api/journeys')).json()) as JourneyList;

  it('seeds both named journeys on a fresh database: version 1, every module required, 1 webinar and the capstone', async () => {
    const c = await learner();
    const res = await c.get('/api/journeys');
    expect(res.status).toBe(200);
    const body = (await res.json()) as JourneyList;
    expect(body.journeys.map((j) => [j.id, j.path, j.title, j.version, j.moduleCount, j.status])).toEqual([
      ['amara', 'first', "Amara's Path", 1, firstContent!.modules.length, 'not_enrolled'],
      ['kwame', 'second', "Kwame's Path", 1, secondContent!.modules.length, 'not_enrolled'],
    ]);
    expect(body.journeys[0]).toMatchObject({
      durationMonths: 6,
      recommended: true,
      enrolment: null,
      progress: { done: 0, required: firstContent!.modules.length, percent: 0 },
      cpdMinutes: firstContent!.modules.reduce((s, m) => s + m.cpdMinutes, 0),
      estimatedMinutes: firstContent!.modules.reduce((s, m) => s + m.estimatedMinutes, 0),
    });
    const detail = (await (await c.get('/api/journeys/kwame')).json()) as JourneyDetail;
    expect(detail.modules.map((m) => [m.slug, m.position, m.required, m.done])).toEqual(secondContent!.modules.map((m, i) => [m.slug, i + 1, true, false]));
    expect(detail.requirements).toEqual({ modules: { done: 0, required: secondContent!.modules.length }, webinars: { attended: 0, required: 1 }, capstone: { required: true, accepted: false }, met: false });
    expect(detail.capstone).toEqual({ required: true, briefHtml: renderMarkdown(secondContent!.capstoneBrief) });
    expect(detail.next).toEqual({ slug: secondContent!.modules[0]!.slug, title: secondContent!.modules[0]!.title });
    // Its one seeded webinar, upcoming, with no joining link yet.
    expect(detail.webinars.map((w) => [w.title, w.cpdMinutes, w.phase, w.registered, w.hasJoinUrl])).toEqual([[secondContent!.webinar.title, secondContent!.webinar.cpdMinutes, 'upcoming', false, false]]);
  });

  it('lists the recommended journey first: the first path by default, else the one the blueprint recommends', async () => {
    const none = await list(await learner());
    expect([none.recommendedJourneyId, none.blueprintPath, none.journeys[0]!.id]).toEqual(['amara', null, 'amara']);

    const resisting = await learner();
    expect((await put(resisting, '/api/me/onboarding', blueprint(['Resistance to Change']))).status).toBe(200);
    const second = await list(resisting);
    expect([second.recommendedJourneyId, second.blueprintPath]).toEqual(['kwame', 'kwame']);
    expect(second.journeys.map((j) => [j.id, j.recommended])).toEqual([
      ['kwame', true],
      ['amara', false],
    ]);
    expect(((await (await resisting.get('/api/journeys/kwame')).json()) as JourneyDetail).recommended).toBe(true);

    // Without onboarding, the Team Blueprint made on the landing page and claimed at sign-up counts.
    const fromLanding = await t.makeUser();
    await t.app.db.kysely
      .insertInto('blueprint_leads')
      .values({ id: `lead-${fromLanding.id}`, browserTokenHash: 'x', answers: JSON.stringify(blueprint(['Team Silos'])), recommendedPath: 'kwame', userId: fromLanding.id, createdAt: Date.now(), claimedAt: Date.now() })
      .execute();
    expect((await list(await t.signedInClient({ user: fromLanding }))).recommendedJourneyId).toBe('kwame');

    // The custom path is a consultation, not a journey: the first path is recommended meanwhile.
    const custom = await learner();
    expect((await put(custom, '/api/me/onboarding', blueprint(['Skills Gaps']))).status).toBe(200);
    const third = await list(custom);
    expect([third.recommendedJourneyId, third.blueprintPath, third.journeys[0]!.id]).toEqual(['amara', 'custom', 'amara']);
  });

  it('follows the leader names in the settings: the new id and title work, the old id is gone', async () => {
    const c = await learner();
    expect((await c.get('/api/journeys/amara')).status).toBe(200);
    expect((await admin.request('PATCH', '/api/admin/settings', { firstLeaderName: 'Ngozi Adeyemi' })).status).toBe(200);
    try {
      const renamed = await c.get('/api/journeys/ngozi');
      expect(renamed.status).toBe(200);
      expect(((await renamed.json()) as JourneyDetail).title).toBe("Ngozi's Path");
      expect((await c.get('/api/journeys/amara')).status).toBe(404);
      expect((await put(c, '/api/journeys/ngozi/enrolment')).status).toBe(201);
      const body = await list(c);
      expect(body.journeys[0]).toMatchObject({ id: 'ngozi', title: "Ngozi's Path", recommended: true, enrolment: { journeyId: 'ngozi', version: 1 } });
      // A named journey is never addressed by its stored slug.
      expect((await c.get('/api/journeys/first-path')).status).toBe(404);
    } finally {
      expect((await admin.request('PATCH', '/api/admin/settings', { firstLeaderName: 'Amara' })).status).toBe(200);
    }
  });

  it('enrols once, pinning the current version, however often and however concurrently it is asked', async () => {
    const user = await t.makeUser();
    const c = await t.signedInClient({ user: user });
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(c, '/api/journeys/kwame/enrolment')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as EnrolResult[];
    expect(bodies.filter((b) => b.created)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.enrolment.enrolledAt)).size).toBe(1);
    expect(bodies[0]!.enrolment).toMatchObject({ journeyId: 'kwame', version: 1, completedAt: null });
    const rows = await t.app.db.kysely.selectFrom('journey_enrolments').selectAll().where('userId', '=', user.id).execute();
    expect(rows.map((r) => r.enrolledAt)).toEqual([Date.parse(bodies[0]!.enrolment.enrolledAt)]);
    const detail = (await (await c.get('/api/journeys/kwame')).json()) as JourneyDetail;
    expect([detail.status, detail.enrolment?.version]).toEqual(['enrolled', 1]);
  });

  it('serves a module as sanitised HTML with its Markdown source, its place and the learner’s state', async () => {
    const c = await learner();
    const [m1, m2] = firstContent!.modules;
    const before = (await (await c.get(`/api/journeys/amara/modules/${m2!.slug}`)).json()) as ModuleDetail;
    expect(before).toMatchObject({
      slug: m2!.slug,
      journey: { id: 'amara', title: "Amara's Path" },
      title: m2!.title,
      bodyMarkdown: m2!.body,
      bodyHtml: renderMarkdown(m2!.body),
      practiceMarkdown: m2!.practice,
      practiceHtml: renderMarkdown(m2!.practice),
      reflectionQuestion: m2!.reflectionQuestion,
      video: null,
      position: 2,
      required: true,
      moduleCount: firstContent!.modules.length,
      previous: { slug: m1!.slug, title: m1!.title },
      enrolled: false,
      canComplete: false,
      completion: null,
    });
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    const after = (await (await c.get(`/api/journeys/amara/modules/${m1!.slug}`)).json()) as ModuleDetail;
    expect([after.enrolled, after.canComplete, after.previous, after.next?.slug]).toEqual([true, true, null, m2!.slug]);
  });

  it('serves a module with a video link and its size', async () => {
    const video = { url: 'https://videos.example.org/lesson.mp4', sizeMb: 18.5, durationMinutes: 9 };
    await makeJourney(t, 'with-video', { modules: [lesson('watch', { video })] });
    const m = (await (await (await learner()).get('/api/journeys/with-video/modules/watch')).json()) as ModuleDetail;
    expect(m.video).toEqual(video);
  });

  it(`never serves script: the forum's XSS corpus (${XSS_PAYLOADS.length} payloads) as module bodies, practice and capstone brief`, async () => {
    const modules = XSS_PAYLOADS.map((payload, i) => lesson(`xss-${i}`, { body: `Intro\n\n${payload}\n\nOutro`, practice: payload }));
    await makeJourney(t, 'xss-corpus', { modules });
    const c = await learner();
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const res = await c.get(`/api/journeys/xss-corpus/modules/xss-${i}`);
      expect(res.status).toBe(200);
      const m = (await res.json()) as ModuleDetail;
      expectSafeHtml(m.bodyHtml, payload);
      expectSafeHtml(m.practiceHtml, payload);
      expect(m.practiceMarkdown).toBe(payload.trim());
    }
    const seeded = (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
    expectSafeHtml(seeded.capstone.briefHtml, 'seeded capstone brief');
  });

  it('answers 401 to a visitor and 403 to an inactive account on every journeys route, and changes nothing', async () => {
    const visitor = new Client(t.url);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/journeys', undefined],
      ['GET', '/api/journeys/amara', undefined],
      ['PUT', '/api/journeys/amara/enrolment', undefined],
      ['GET', `/api/journeys/amara/modules/${firstContent!.modules[0]!.slug}`, undefined],
      ['POST', `/api/journeys/amara/modules/${firstContent!.modules[0]!.slug}/completion`, { reflection: REFLECTION }],
    ];
    const inactiveUser = await t.makeUser();
    const inactive = await t.signedInClient({ user: inactiveUser });
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', inactiveUser.id).execute();
    for (const [method, path, body] of routes) {
      const res = await visitor.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe('Please sign in to continue.');
      const refused = await inactive.request(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as ErrorAnswer).error.message).toBe('Your account is inactive.');
    }
    expect(await t.app.db.kysely.selectFrom('journey_enrolments').where('userId', '=', inactiveUser.id).selectAll().execute()).toHaveLength(0);
  });

  it('answers 404 with a clear message for unknown or unpublished journeys and unknown modules', async () => {
    const c = await learner();
    await makeJourney(t, 'draft-only', { modules: [lesson('draft-lesson')], publish: false });
    const cases: Array<[string, string, string]> = [
      ['GET', '/api/journeys/nowhere', 'That journey was not found.'],
      ['GET', '/api/journeys/custom', 'That journey was not found.'],
      ['GET', '/api/journeys/draft-only', 'That journey was not found.'],
      ['PUT', '/api/journeys/draft-only/enrolment', 'That journey was not found.'],
      ['GET', '/api/journeys/draft-only/modules/draft-lesson', 'That journey was not found.'],
      ['GET', '/api/journeys/amara/modules/no-such-module', 'That module was not found.'],
      // A module of another journey is not found through this one.
      ['GET', `/api/journeys/amara/modules/${secondContent!.modules[0]!.slug}`, 'That module was not found.'],
    ];
    for (const [method, path, message] of cases) {
      const res = await c.request(method, path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as ErrorAnswer).error.message, path).toBe(message);
    }
    expect((await list(c)).journeys.map((j) => j.id)).not.toContain('draft-only');
  });
});
