import type { AdminJourneyDetail, AdminJourneyList, JourneyDetail, ModuleDetail } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../e2e/support/xss-payloads';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { expectSafeHtml } from '../../test/safe-html';
import { renderMarkdown } from '../forum/markdown';
import { A, auditActions, authorJourney, moduleInput, ok, refused } from './admin-test-fixtures';
import { JOURNEY_CONTENT } from './content/index';
import { lesson } from './test-fixtures';

const [firstContent] = JOURNEY_CONTENT;

describe.each(testDatabases())('journey authoring on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const user = await t.makeUser({ role: 'admin' });
    adminId = user.id;
    admin = await t.signedInClient({ user: user });
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => t.signedInClient();
  const list = async () => ok<AdminJourneyList>(admin.get(A));
  const journeyRows = async () => (await t.app.db.kysely.selectFrom('journeys').select('id').execute()).length;

  it('refuses visitors (401) and learners (403) on every authoring route, and changes nothing', async () => {
    const [amara] = (await list()).journeys;
    const id = amara!.id;
    const slug = firstContent!.modules[0]!.slug;
    const routes: Array<[string, string, unknown]> = [
      ['GET', A, undefined],
      ['POST', A, { slug: 'sneaky', title: 'Sneaky', summary: 'Should not exist.' }],
      ['POST', `${A}/preview`, { markdown: '**hi**' }],
      ['GET', `${A}/${id}`, undefined],
      ['PUT', `${A}/${id}/draft/details`, { title: 'x', summary: 'y' }],
      ['PUT', `${A}/${id}/draft/rule`, { rule: { requiredWebinars: 0, capstoneRequired: false }, capstoneBrief: 'b' }],
      ['POST', `${A}/${id}/draft/modules`, moduleInput('sneaky')],
      ['PUT', `${A}/${id}/draft/modules/${slug}`, moduleInput(slug)],
      ['POST', `${A}/${id}/draft/modules/${slug}/move`, { direction: 'down' }],
      ['DELETE', `${A}/${id}/draft/modules/${slug}`, undefined],
      ['POST', `${A}/${id}/draft/modules/${slug}/restore`, undefined],
      ['DELETE', `${A}/${id}/draft`, undefined],
      ['POST', `${A}/${id}/publish`, undefined],
      ['GET', `${A}/${id}/enrolments`, undefined],
      ['POST', `${A}/${id}/enrolments/move`, { scope: 'all' }],
    ];
    const visitor = new Client(t.url);
    const someone = await learner();
    const before = await journeyRows();
    for (const [method, path, body] of routes) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      const res = await someone.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('This needs an admin account.');
    }
    expect(await journeyRows()).toBe(before);
    expect(await t.app.db.kysely.selectFrom('journey_drafts').selectAll().execute()).toEqual([]);
  });

  it('lists both named journeys with their current version, modules and enrolments per version', async () => {
    const c = await learner();
    expect((await c.request('PUT', '/api/journeys/amara/enrolment')).status).toBe(201);
    const { journeys } = await list();
    const [amara, kwame] = journeys;
    expect([amara!.urlId, amara!.title, amara!.currentVersion, amara!.moduleCount, amara!.draftUpdatedAt]).toEqual(['amara', "Amara's Path", 1, firstContent!.modules.length, null]);
    expect(amara!.versions).toEqual([{ version: 1, publishedAt: expect.any(String), moduleCount: firstContent!.modules.length, requiredCount: firstContent!.modules.length, enrolments: amara!.enrolments }]);
    expect(amara!.enrolments).toBeGreaterThanOrEqual(1);
    expect(kwame!.urlId).toBe('kwame');
  });

  it('creates a journey; refuses a leader path id, custom, a taken slug and a bad one with a clear message, writing nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ slug: 'custom', title: 'Custom', summary: 'S' }, 'slug', "'custom' is the custom path's id. Choose another id."],
      [{ slug: 'amara', title: 'Amara again', summary: 'S' }, 'slug', "'amara' is a named path's id (its leader's name). Choose another id."],
      [{ slug: 'kwame', title: 'Kwame again', summary: 'S' }, 'slug', "'kwame' is a named path's id (its leader's name). Choose another id."],
      [{ slug: 'first-path', title: 'Taken', summary: 'S' }, 'slug', "Another journey already uses 'first-path'. Choose another id."],
      [{ slug: 'Not Kebab', title: 'Bad', summary: 'S' }, 'slug', 'Use lower-case letters, digits and single hyphens'],
      [{ slug: 'no-title', title: '  ', summary: 'S' }, 'title', 'Give the journey a title'],
      [{ slug: 'with-path', title: 'T', summary: 'S', path: 'first' }, '_', 'Unrecognized key: "path"'],
    ];
    const before = await journeyRows();
    for (const [body, field, message] of cases) {
      const error = await refused(admin.post(A, body), 400);
      expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await journeyRows()).toBe(before);

    const made = await ok(admin.post(A, { slug: 'lead-remotely', title: 'Lead remotely', summary: 'Keep a spread-out team together.' }), 201);
    expect(made.journey).toMatchObject({ urlId: 'lead-remotely', path: null, currentVersion: null, moduleCount: 0, versions: [], enrolments: 0 });
    expect(made.draft).toMatchObject({ saved: true, basedOn: null, modules: [], capstoneBrief: '' });
    expect(made.draft.problems).toEqual({
      modules: 'Add at least one module before publishing.',
      capstoneBrief: 'Write the capstone brief before publishing (the journey page shows it).',
    });
    expect((await refused(admin.post(A, { slug: 'lead-remotely', title: 'Again', summary: 'S' }), 400)).fields?.slug).toBe("Another journey already uses 'lead-remotely'. Choose another id.");
    // Not published: learners do not see it.
    expect((await (await learner()).get('/api/journeys/lead-remotely')).status).toBe(404);
    expect((await auditActions(t, made.journey.id)).map((a) => [a.action, a.actorId])).toEqual([['journey.create', adminId]]);
  });

  it('drafts modules with clear validation messages, reorders them with up/down, marks them optional, and publishes', async () => {
    const made = await ok(admin.post(A, { slug: 'coaching-basics', title: 'Coaching basics', summary: 'Coach, do not tell.' }), 201);
    const id = made.journey.id;
    const invalid: Array<[unknown, string, string]> = [
      [moduleInput('bad-video', true, { video: { url: 'http://videos.example.org/a.mp4', sizeMb: 10, durationMinutes: 4 } }), 'content.video.url', 'Must be an https:// address'],
      [moduleInput('no-size', true, { video: { url: 'https://videos.example.org/a.mp4', sizeMb: 0, durationMinutes: 4 } }), 'content.video.sizeMb', 'The video size must be more than 0 MB'],
      [moduleInput('no-title', true, { title: '' }), 'content.title', 'Give the module a title'],
      [moduleInput('BadSlug'), 'content.slug', 'Use lower-case letters, digits and single hyphens'],
      [moduleInput('long', true, { cpdMinutes: 601 }), 'content.cpdMinutes', 'The CPD time must be at most 600 minutes'],
      [{ content: lesson('no-required') }, 'required', 'Say whether the module is required'],
    ];
    for (const [body, field, message] of invalid) expect((await refused(admin.post(`${A}/${id}/draft/modules`, body), 400)).fields?.[field]).toBe(message);

    const video = { url: 'https://videos.example.org/listen.mp4', sizeMb: 18.5, durationMinutes: 9 };
    await ok(admin.post(`${A}/${id}/draft/modules`, moduleInput('listen', true, { video })));
    await ok(admin.post(`${A}/${id}/draft/modules`, moduleInput('ask')));
    let detail = await ok(admin.post(`${A}/${id}/draft/modules`, moduleInput('follow-up')));
    expect((await refused(admin.post(`${A}/${id}/draft/modules`, moduleInput('ask')), 400)).fields?.['content.slug']).toBe("Another module of this journey already uses the id 'ask'. Choose another id.");
    expect(detail.draft.modules.map((m) => [m.content.slug, m.position, m.state, m.moduleId])).toEqual([
      ['listen', 1, 'new', null],
      ['ask', 2, 'new', null],
      ['follow-up', 3, 'new', null],
    ]);

    detail = await ok(admin.post(`${A}/${id}/draft/modules/follow-up/move`, { direction: 'up' }));
    detail = await ok(admin.post(`${A}/${id}/draft/modules/listen/move`, { direction: 'down' }));
    expect(detail.draft.modules.map((m) => m.content.slug)).toEqual(['follow-up', 'listen', 'ask']);
    expect((await refused(admin.post(`${A}/${id}/draft/modules/follow-up/move`, { direction: 'up' }), 409)).message).toBe('This module is already first.');
    expect((await refused(admin.post(`${A}/${id}/draft/modules/ask/move`, { direction: 'down' }), 409)).message).toBe('This module is already last.');
    expect((await refused(admin.post(`${A}/${id}/draft/modules/nowhere/move`, { direction: 'down' }), 404)).message).toBe('That module was not found.');
    expect((await refused(admin.post(`${A}/${id}/draft/modules/ask/move`, { direction: 'sideways' }), 400)).fields?.direction).toBe('Move up or down');

    // An unpublished module may take a new id; the rule and brief; one module optional.
    detail = await ok(admin.request('PUT', `${A}/${id}/draft/modules/ask`, moduleInput('ask-well', false)));
    expect(detail.draft.modules.map((m) => [m.content.slug, m.required])).toEqual([
      ['follow-up', true],
      ['listen', true],
      ['ask-well', false],
    ]);
    expect(detail.draft.problems).toEqual({ capstoneBrief: 'Write the capstone brief before publishing (the journey page shows it).' });
    const error = await refused(admin.post(`${A}/${id}/publish`), 400);
    expect(error.fields).toEqual({ capstoneBrief: 'Write the capstone brief before publishing (the journey page shows it).' });
    expect((await refused(admin.request('PUT', `${A}/${id}/draft/rule`, { rule: { requiredWebinars: 21, capstoneRequired: false }, capstoneBrief: 'b' }), 400)).fields?.['rule.requiredWebinars']).toBe('Require at most 20 webinars');
    await ok(admin.request('PUT', `${A}/${id}/draft/rule`, { rule: { requiredWebinars: 1, capstoneRequired: true }, capstoneBrief: '## Your capstone\n\nCoach one colleague for a month.' }));

    const published = await ok<{ version: number; detail: AdminJourneyDetail }>(admin.post(`${A}/${id}/publish`), 201);
    expect(published.version).toBe(1);
    expect(published.detail.journey).toMatchObject({ currentVersion: 1, moduleCount: 3, draftUpdatedAt: null });
    expect(published.detail.draft).toMatchObject({ saved: false, basedOn: 1 });
    expect(published.detail.draft.modules.every((m) => m.state === 'unchanged' && m.moduleId !== null)).toBe(true);
    expect((await refused(admin.post(`${A}/${id}/publish`), 409)).message).toBe('There is nothing to publish: the draft is the same as the current version. Make a change first.');

    // Learners now see it, in the draft's order, with the rule and the sanitised brief.
    const c = await learner();
    const seen = (await (await c.get('/api/journeys/coaching-basics')).json()) as JourneyDetail;
    expect(seen.modules.map((m) => [m.slug, m.position, m.required, m.hasVideo])).toEqual([
      ['follow-up', 1, true, false],
      ['listen', 2, true, true],
      ['ask-well', 3, false, false],
    ]);
    expect(seen.requirements).toMatchObject({ modules: { done: 0, required: 2 }, webinars: { attended: 0, required: 1 }, capstone: { required: true, accepted: false } });
    expect(seen.capstone.briefHtml).toBe(renderMarkdown('## Your capstone\n\nCoach one colleague for a month.'));
    expect(((await (await c.get('/api/journeys/coaching-basics/modules/listen')).json()) as ModuleDetail).video).toEqual(video);

    // A published module keeps its id.
    expect((await refused(admin.request('PUT', `${A}/${id}/draft/modules/listen`, moduleInput('listen-again')), 400)).fields?.['content.slug']).toBe(
      "A published module keeps its id: learners' links and records use it.",
    );
    const audit = (await auditActions(t, id)).map((a) => a.action).sort();
    expect(audit).toEqual(
      [
        'journey.create',
        'journey.draft.module.add',
        'journey.draft.module.add',
        'journey.draft.module.add',
        'journey.draft.module.move',
        'journey.draft.module.move',
        'journey.draft.module.update',
        'journey.draft.rule',
        'journey.publish',
      ].sort(),
    );
    expect((await auditActions(t, id)).every((a) => a.actorId === adminId)).toBe(true);
  });

  it('keeps draft edits away from learners until Publish; a named path keeps its title; discarding restores the published version', async () => {
    const amara = (await list()).journeys.find((j) => j.urlId === 'amara')!;
    const first = firstContent!.modules[0]!;
    const c = await learner();
    const newBody = `${first.body}\n\nOne more paragraph from the editor.`;
    let detail = await ok(admin.request('PUT', `${A}/${amara.id}/draft/modules/${first.slug}`, { content: { ...first, body: newBody, video: null }, required: true }));
    expect(detail.draft.modules[0]).toMatchObject({ state: 'changed', moduleId: expect.any(String) });
    const seen = async () => ((await (await c.get(`/api/journeys/amara/modules/${first.slug}`)).json()) as ModuleDetail).bodyMarkdown;
    expect(await seen()).toBe(first.body);

    const named = await refused(admin.request('PUT', `${A}/${amara.id}/draft/details`, { title: 'Something else', summary: 'New summary.' }), 400);
    expect(named.fields?.title).toBe("A named path's title follows its leader's name: change the leader's name in Admin settings.");
    detail = await ok(admin.request('DELETE', `${A}/${amara.id}/draft`));
    expect(detail.draft).toMatchObject({ saved: false, basedOn: 1 });
    expect(detail.draft.modules[0]!.content.body).toBe(first.body);
    expect((await refused(admin.request('DELETE', `${A}/${amara.id}/draft`), 409)).message).toBe('There is no draft to discard.');

    // Edit again and publish: the text reaches learners, the version number moves on.
    await ok(admin.request('PUT', `${A}/${amara.id}/draft/modules/${first.slug}`, { content: { ...first, body: newBody, video: null }, required: true }));
    const draft = (await ok(admin.get(`${A}/${amara.id}`))).draft;
    await ok(admin.request('PUT', `${A}/${amara.id}/draft/details`, { title: draft.title, summary: 'Lead with data and try new tools with your team.' }));
    const published = await ok<{ version: number; detail: AdminJourneyDetail }>(admin.post(`${A}/${amara.id}/publish`), 201);
    expect(published.version).toBe(2);
    expect(await seen()).toBe(newBody);
    const journey = (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
    expect([journey.title, journey.summary, journey.version]).toEqual(["Amara's Path", 'Lead with data and try new tools with your team.', 2]);
  });

  it('lets parallel edits of one draft all land (the journey row is locked per edit)', async () => {
    const made = await ok(admin.post(A, { slug: 'parallel-edits', title: 'Parallel edits', summary: 'Many hands.' }), 201);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.post(`${A}/${made.journey.id}/draft/modules`, moduleInput(`step-${i}`))));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const detail = await ok(admin.get(`${A}/${made.journey.id}`));
    expect(detail.draft.modules.map((m) => m.content.slug).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `step-${i}`).sort());
    expect((await auditActions(t, made.journey.id)).filter((a) => a.action === 'journey.draft.module.add')).toHaveLength(8);
  });

  it(`previews Markdown with the server's sanitiser: the forum's XSS corpus (${XSS_PAYLOADS.length} payloads) never yields script`, async () => {
    for (const payload of XSS_PAYLOADS) {
      const { html } = await ok<{ html: string }>(admin.post(`${A}/preview`, { markdown: `Intro\n\n${payload}\n\nOutro` }));
      expectSafeHtml(html, payload);
      expect(html).toBe(renderMarkdown(`Intro\n\n${payload}\n\nOutro`));
    }
    expect((await refused(admin.post(`${A}/preview`, { markdown: 'x'.repeat(20_001) }), 400)).fields?.markdown).toBe('Keep it to 20,000 characters or fewer');
  });

  it('authors a journey end to end through the API helper and shows it to learners', async () => {
    const detail = await authorJourney(admin, 'helper-made', [moduleInput('one'), moduleInput('two', false)]);
    expect(detail.journey.currentVersion).toBe(1);
    const seen = (await (await (await learner()).get('/api/journeys/helper-made')).json()) as JourneyDetail;
    expect(seen.progress).toEqual({ done: 0, required: 1, percent: 0 });
  });
});
