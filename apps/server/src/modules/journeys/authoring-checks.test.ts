import type { AdminJourneyDetail, CheckQuestion, ModuleCheck } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type Client, type TestApp } from '../../test/harness';
import { A, auditActions, authorJourney, moduleInput, ok, refused } from './admin-test-fixtures';
import { put } from './test-fixtures';

/*
 * Authoring knowledge checks in /admin/journeys (ADR 040): a module's questions and their French
 * are drafted with the module and written by Publish (the module's, like its text); the pass mark
 * is drafted with the rule and pinned by the published version, so learners on an older version
 * keep theirs. Bad input is refused with a field message and changes nothing.
 */

const option = (text: string, correct = false) => ({
  text,
  explanation: `Because ${text}.`,
  correct,
});
const questions = (lang: 'en' | 'fr', count = 3): CheckQuestion[] =>
  ['ask', 'listen', 'follow']
    .concat(['repeat', 'close'])
    .slice(0, count)
    .map((id, i) => ({
      id,
      prompt: lang === 'en' ? `What comes first (${id})?` : `Que faire d'abord (${id}) ?`,
      options: [0, 1, 2].map((j) =>
        option(lang === 'en' ? `${id} option ${j}` : `${id} réponse ${j}`, j === i % 3),
      ),
    }));
const EN = questions('en');
const FR = questions('fr');

describe.each(testDatabases())('knowledge check authoring on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ user: await t.makeUser({ role: 'admin' }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const detail = (id: string) => ok<AdminJourneyDetail>(admin.get(`${A}/${id}`));
  const draftRow = async (journeyId: string) =>
    (
      await t.app.db.kysely
        .selectFrom('journey_drafts')
        .select('document')
        .where('journeyId', '=', journeyId)
        .executeTakeFirst()
    )?.document;
  const enrolledLearner = async (slug: string) => {
    const c = await t.signedInClient({ user: await t.makeUser() });
    expect((await put(c, `/api/journeys/${slug}/enrolment`)).status).toBe(201);
    return c;
  };
  const readCheck = async (c: Client, slug: string, moduleSlug: string, french = false) => {
    if (french) c.cookies.set('lv_locale', 'fr');
    try {
      return await ok<ModuleCheck>(c.get(`/api/journeys/${slug}/modules/${moduleSlug}/check`));
    } finally {
      c.cookies.delete('lv_locale');
    }
  };

  it('drafts a module with its questions and their French; Publish writes them and learners read them in their language', async () => {
    const made = await authorJourney(admin, 'checked-new', [
      { ...moduleInput('ask'), knowledgeCheck: EN, knowledgeCheckFr: FR },
    ]);
    const id = made.journey.id;
    const [m] = made.draft.modules;
    expect([m!.knowledgeCheck, m!.knowledgeCheckFr, m!.state]).toEqual([EN, FR, 'unchanged']);
    const row = await t.app.db.kysely
      .selectFrom('journey_modules')
      .select(['id', 'knowledgeCheck'])
      .where('journeyId', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.knowledgeCheck)).toEqual(EN);
    const c = await enrolledLearner('checked-new');
    expect((await readCheck(c, 'checked-new', 'ask')).questions.map((q) => q.prompt)).toEqual(
      EN.map((q) => q.prompt),
    );
    expect((await readCheck(c, 'checked-new', 'ask', true)).questions.map((q) => q.prompt)).toEqual(
      FR.map((q) => q.prompt),
    );
    // Only the French taken away: learners in French get the English questions after Publish.
    await ok(
      admin.request('PUT', `${A}/${id}/draft/modules/ask`, {
        ...moduleInput('ask'),
        knowledgeCheck: EN,
        knowledgeCheckFr: [],
      }),
    );
    await ok(admin.post(`${A}/${id}/publish`), 201);
    expect((await readCheck(c, 'checked-new', 'ask', true)).questions.map((q) => q.prompt)).toEqual(
      EN.map((q) => q.prompt),
    );
    const changes = (await auditActions(t, id)).map(
      (a) => (JSON.parse(a.details as string) as { change: string }).change,
    );
    expect(changes).toContain(
      'module “Lesson ask” added, knowledge check of 3 questions (French too)',
    );
    expect(changes).toContain('module “Lesson ask” changed, French knowledge check changed');
  });

  it('edits a published module’s questions in the draft: learners see the old ones until Publish, then the new ones', async () => {
    const made = await authorJourney(admin, 'checked-edit', [
      { ...moduleInput('ask'), knowledgeCheck: EN },
    ]);
    const id = made.journey.id;
    const c = await enrolledLearner('checked-edit');
    const four = questions('en', 4);
    const edited = await ok(
      admin.request('PUT', `${A}/${id}/draft/modules/ask`, {
        ...moduleInput('ask'),
        knowledgeCheck: four,
        knowledgeCheckFr: [],
      }),
    );
    expect([
      edited.draft.modules[0]!.state,
      edited.draft.modules[0]!.knowledgeCheck.length,
    ]).toEqual(['changed', 4]);
    expect((await readCheck(c, 'checked-edit', 'ask')).questions).toHaveLength(3);
    await ok(admin.post(`${A}/${id}/publish`), 201);
    expect((await readCheck(c, 'checked-edit', 'ask')).questions.map((q) => q.id)).toEqual(
      four.map((q) => q.id),
    );
    // An edit that leaves the check out keeps the draft's.
    const kept = await ok(
      admin.request(
        'PUT',
        `${A}/${id}/draft/modules/ask`,
        moduleInput('ask', true, { title: 'Ask well' }),
      ),
    );
    expect(kept.draft.modules[0]!.knowledgeCheck).toEqual(four);
    // Removing the check: the module completes with its reflection alone again.
    const none = await ok(
      admin.request('PUT', `${A}/${id}/draft/modules/ask`, {
        ...moduleInput('ask'),
        knowledgeCheck: [],
      }),
    );
    expect(none.draft.modules[0]!.knowledgeCheck).toEqual([]);
    await ok(admin.post(`${A}/${id}/publish`), 201);
    expect((await c.get(`/api/journeys/checked-edit/modules/ask/check`)).status).toBe(404);
    const changes = (await auditActions(t, id)).map(
      (a) => (JSON.parse(a.details as string) as { change: string }).change,
    );
    expect(changes).toContain('module “Lesson ask” changed, knowledge check of 4 questions');
    expect(changes).toContain('module “Ask well” changed');
    expect(changes).toContain('module “Lesson ask” changed, knowledge check removed');
  });

  it('refuses a bad check or a French that asks other questions with a field message, and changes nothing', async () => {
    const made = await authorJourney(admin, 'checked-bad', [
      { ...moduleInput('ask'), knowledgeCheck: EN, knowledgeCheckFr: FR },
    ]);
    const id = made.journey.id;
    const before = await draftRow(id);
    const auditBefore = (await auditActions(t, id)).length;
    const noCorrect = EN.map((q, i) =>
      i === 1 ? { ...q, options: q.options.map((o) => ({ ...o, correct: false })) } : q,
    );
    const otherCorrect = FR.map((q, i) =>
      i === 0 ? { ...q, options: q.options.map((o, j) => ({ ...o, correct: j === 2 })) } : q,
    );
    const cases: Array<[unknown, string, string]> = [
      [
        { ...moduleInput('ask'), knowledgeCheck: EN.slice(0, 2) },
        'knowledgeCheck',
        'Ask at least 3 questions, or none',
      ],
      [
        { ...moduleInput('ask'), knowledgeCheck: noCorrect },
        'knowledgeCheck.1.options',
        'Mark exactly one option correct',
      ],
      [
        { ...moduleInput('ask'), knowledgeCheck: [EN[0], EN[1], { ...EN[2]!, prompt: ' ' }] },
        'knowledgeCheck.2.prompt',
        'Write the question',
      ],
      [
        { ...moduleInput('ask'), knowledgeCheck: [EN[0], EN[0], EN[1]] },
        'knowledgeCheck',
        'Give each question its own id',
      ],
      [
        { ...moduleInput('ask'), knowledgeCheck: EN, knowledgeCheckFr: otherCorrect },
        'knowledgeCheckFr',
        'The French questions must be the English ones translated: the same questions with the same ids, the same number of options and the same correct options.',
      ],
      [
        {
          ...moduleInput('ask'),
          knowledgeCheck: EN,
          knowledgeCheckFr: FR.slice(0, 2).concat(questions('fr', 4).slice(3)),
        },
        'knowledgeCheckFr',
        'The French questions must be the English ones translated: the same questions with the same ids, the same number of options and the same correct options.',
      ],
      // The English changed while the draft's French stays: they would no longer match.
      [
        { ...moduleInput('ask'), knowledgeCheck: questions('en', 4) },
        'knowledgeCheckFr',
        'The French questions must be the English ones translated: the same questions with the same ids, the same number of options and the same correct options.',
      ],
      [
        { ...moduleInput('ask'), knowledgeCheck: [], knowledgeCheckFr: FR },
        'knowledgeCheckFr',
        'Write the English questions before their translation.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = await refused(admin.request('PUT', `${A}/${id}/draft/modules/ask`, body), 400);
      expect(error.fields?.[field], JSON.stringify(error)).toBe(message);
    }
    // A new module is checked the same way.
    expect(
      (
        await refused(
          admin.post(`${A}/${id}/draft/modules`, {
            ...moduleInput('fresh'),
            knowledgeCheck: noCorrect,
          }),
          400,
        )
      ).fields?.['knowledgeCheck.1.options'],
    ).toBe('Mark exactly one option correct');
    expect(await draftRow(id)).toBe(before);
    expect((await auditActions(t, id)).length).toBe(auditBefore);
    // A learner may not edit checks.
    const learner = await t.signedInClient();
    expect(
      (
        await learner.request('PUT', `${A}/${id}/draft/modules/ask`, {
          ...moduleInput('ask'),
          knowledgeCheck: [],
        })
      ).status,
    ).toBe(403);
    expect(await draftRow(id)).toBe(before);
  });

  it('drafts the pass mark with the rule; Publish pins it, and learners on the older version keep theirs', async () => {
    const made = await authorJourney(admin, 'checked-mark', [
      { ...moduleInput('ask'), knowledgeCheck: EN },
    ]);
    const id = made.journey.id;
    expect(made.draft.passMark).toBeNull();
    const early = await enrolledLearner('checked-mark');
    const rule = {
      rule: { requiredWebinars: 0, capstoneRequired: false },
      capstoneBrief: 'Show one change your team made.',
    };
    const drafted = await ok(
      admin.request('PUT', `${A}/${id}/draft/rule`, { ...rule, passMark: 70 }),
    );
    expect(drafted.draft.passMark).toBe(70);
    expect((await readCheck(early, 'checked-mark', 'ask')).passMark).toBeNull();
    const { version } = await ok<{ version: number }>(admin.post(`${A}/${id}/publish`), 201);
    expect(version).toBe(2);
    const versions = await t.app.db.kysely
      .selectFrom('journey_versions')
      .select(['version', 'passMark'])
      .where('journeyId', '=', id)
      .orderBy('version')
      .execute();
    expect(
      versions.map((v) => [Number(v.version), v.passMark === null ? null : Number(v.passMark)]),
    ).toEqual([
      [1, null],
      [2, 70],
    ]);
    const late = await enrolledLearner('checked-mark');
    expect((await readCheck(late, 'checked-mark', 'ask')).passMark).toBe(70);
    expect((await readCheck(early, 'checked-mark', 'ask')).passMark).toBeNull();
    // Left out, the pass mark stays; null takes it away in the next version.
    expect((await ok(admin.request('PUT', `${A}/${id}/draft/rule`, rule))).draft.passMark).toBe(70);
    expect(
      (await ok(admin.request('PUT', `${A}/${id}/draft/rule`, { ...rule, passMark: null }))).draft
        .passMark,
    ).toBeNull();
    const audit = (await auditActions(t, id)).map(
      (a) => (JSON.parse(a.details as string) as { change: string }).change,
    );
    expect(audit).toContain('0 webinars required, capstone not required, pass mark 70%');
    expect(audit).toContain('0 webinars required, capstone not required, no pass mark');
  });

  it('refuses a pass mark that is not a whole percent from 1 to 100, and changes nothing', async () => {
    const made = await authorJourney(admin, 'checked-marks', [moduleInput('ask')]);
    const id = made.journey.id;
    await ok(
      admin.request('PUT', `${A}/${id}/draft/rule`, {
        rule: { requiredWebinars: 0, capstoneRequired: false },
        capstoneBrief: 'Brief.',
        passMark: 60,
      }),
    );
    const before = await draftRow(id);
    const cases: Array<[unknown, string]> = [
      [0, 'The pass mark is at least 1%'],
      [101, 'The pass mark is at most 100%'],
      [62.5, 'Enter the pass mark as a whole percent'],
      ['70', 'Enter the pass mark as a percent'],
    ];
    for (const [passMark, message] of cases) {
      const error = await refused(
        admin.request('PUT', `${A}/${id}/draft/rule`, {
          rule: { requiredWebinars: 0, capstoneRequired: false },
          capstoneBrief: 'Other.',
          passMark,
        }),
        400,
      );
      expect(error.fields?.passMark, String(passMark)).toBe(message);
    }
    expect(await draftRow(id)).toBe(before);
    expect((await detail(id)).draft.passMark).toBe(60);
  });

  it('keeps a module’s published check and French when a draft saved before checks were edited is published', async () => {
    const made = await authorJourney(admin, 'checked-old', [
      { ...moduleInput('ask'), knowledgeCheck: EN, knowledgeCheckFr: FR },
    ]);
    const id = made.journey.id;
    const moduleId = made.draft.modules[0]!.moduleId!;
    // A stored draft as written before: no checks and no pass mark in it.
    const old = {
      title: made.draft.title,
      summary: made.draft.summary,
      rule: made.draft.rule,
      capstoneBrief: made.draft.capstoneBrief,
      modules: [
        {
          moduleId,
          required: true,
          content: { ...made.draft.modules[0]!.content, title: 'Ask better' },
        },
      ],
    };
    await t.app.db.kysely
      .insertInto('journey_drafts')
      .values({
        journeyId: id,
        basedOn: 1,
        document: JSON.stringify(old),
        updatedBy: null,
        createdAt: Date.now(),
        updatedAt: Date.now(),
      })
      .execute();
    const shown = await detail(id);
    expect([
      shown.draft.modules[0]!.knowledgeCheck,
      shown.draft.modules[0]!.knowledgeCheckFr,
    ]).toEqual([EN, FR]);
    await ok(admin.post(`${A}/${id}/publish`), 201);
    const c = await enrolledLearner('checked-old');
    expect((await readCheck(c, 'checked-old', 'ask', true)).questions.map((q) => q.prompt)).toEqual(
      FR.map((q) => q.prompt),
    );
    const fr = await t.app.db.kysely
      .selectFrom('journey_module_translations')
      .select('knowledgeCheck')
      .where('moduleId', '=', moduleId)
      .where('locale', '=', 'fr')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(fr.knowledgeCheck!)).toEqual(FR);
  });
});
