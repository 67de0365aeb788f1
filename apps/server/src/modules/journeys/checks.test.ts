import type { CheckQuestion, CheckResult, ModuleCheck, ModuleCompletionResult } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type Client, type TestApp } from '../../test/harness';
import { JOURNEY_CHECKS, JOURNEY_CONTENT } from './content/index';
import { lesson, makeJourney, put, REFLECTION, type ErrorAnswer } from './test-fixtures';

/*
 * Knowledge checks over HTTP (ADR 040): graded on the server, a journey's pass mark blocks a
 * module's completion until an attempt passes (retries allowed, explanations shown, the right
 * options only once passed), and Complete Module is still awarded once under parallel requests.
 */

const option = (text: string, correct = false) => ({
  text,
  explanation: `Explained: ${text}.`,
  correct,
});
const QUESTIONS: CheckQuestion[] = ['first', 'second', 'third'].map((id, i) => ({
  id,
  prompt: `What do you do first (${id})?`,
  options: [option(`${id} a`, i === 0), option(`${id} b`, i === 1), option(`${id} c`, i === 2)],
}));
// Right: options 0, 1, 2. Two of three is 66%, under the 80% mark.
const attempt = (...options: number[]) => ({
  answers: options.map((option, i) => ({ questionId: QUESTIONS[i]!.id, option })),
});

describe.each(testDatabases())('knowledge checks on %s', (kind) => {
  let t: TestApp;
  let journeyId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const made = await makeJourney(t, 'checked', {
      modules: [lesson('with-check'), lesson('no-check')],
    });
    journeyId = made.journeyId;
    const db = t.app.db.kysely;
    await db
      .updateTable('journey_modules')
      .set({ knowledgeCheck: JSON.stringify(QUESTIONS) })
      .where('id', '=', made.moduleIds['with-check']!)
      .execute();
    await db
      .updateTable('journey_versions')
      .set({ passMark: 80 })
      .where('journeyId', '=', journeyId)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => {
    const user = await t.makeUser();
    const c = await t.signedInClient({ user });
    expect((await put(c, '/api/journeys/checked/enrolment')).status).toBe(201);
    return { id: user.id, c };
  };
  const check = (c: Client, body: unknown, slug = 'with-check') =>
    c.post(`/api/journeys/checked/modules/${slug}/check`, body);
  const complete = (c: Client, slug = 'with-check') =>
    c.post(`/api/journeys/checked/modules/${slug}/completion`, { reflection: REFLECTION });
  const ledgerOf = (userId: string) =>
    t.app.db.kysely.selectFrom('xp_ledger').selectAll().where('userId', '=', userId).execute();
  const passesOf = (userId: string) =>
    t.app.db.kysely
      .selectFrom('module_check_passes')
      .selectAll()
      .where('userId', '=', userId)
      .execute();

  it('blocks completion until a passing attempt, explains each chosen option, and shows the right ones only once passed', async () => {
    const { id, c } = await learner();
    const blocked = await complete(c);
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as ErrorAnswer).error.message).toBe(
      "Pass this module's knowledge check (80% or more) before completing it.",
    );

    const shown = (await (
      await c.get('/api/journeys/checked/modules/with-check/check')
    ).json()) as ModuleCheck;
    expect(shown).toEqual({
      questions: QUESTIONS.map((q) => ({
        id: q.id,
        prompt: q.prompt,
        options: q.options.map((o) => o.text),
      })),
      passMark: 80,
      passed: false,
    });

    const failed = await check(c, attempt(0, 1, 0));
    expect(failed.status).toBe(200);
    expect((await failed.json()) as CheckResult).toEqual({
      correct: 2,
      total: 3,
      percent: 66,
      passed: false,
      passMark: 80,
      results: [
        {
          questionId: 'first',
          isCorrect: true,
          explanation: 'Explained: first a.',
          correctOption: null,
        },
        {
          questionId: 'second',
          isCorrect: true,
          explanation: 'Explained: second b.',
          correctOption: null,
        },
        {
          questionId: 'third',
          isCorrect: false,
          explanation: 'Explained: third a.',
          correctOption: null,
        },
      ],
    });
    expect((await complete(c)).status).toBe(409);
    expect(await ledgerOf(id)).toEqual([]);

    const passed = (await (await check(c, attempt(0, 1, 2))).json()) as CheckResult;
    expect([passed.passed, passed.percent, passed.results.map((r) => r.correctOption)]).toEqual([
      true,
      100,
      [0, 1, 2],
    ]);
    const done = await complete(c);
    expect(done.status).toBe(201);
    expect(((await done.json()) as ModuleCompletionResult).xpAwarded).toBe(100);
    // A failed retry after the pass undoes nothing; the module without questions needs only the reflection.
    expect(((await (await check(c, attempt(2, 2, 0))).json()) as CheckResult).passed).toBe(false);
    expect((await passesOf(id)).length).toBe(1);
    expect((await complete(c, 'no-check')).status).toBe(201);
  });

  it('awards Complete Module once under 20 parallel passing checks each followed by a completion', async () => {
    const { id, c } = await learner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const graded = await check(c, attempt(0, 1, 2));
        expect(graded.status).toBe(200);
        return complete(c);
      }),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => [l.action, l.points])).toEqual([['complete_module', 100]]);
    expect((await passesOf(id)).map((p) => [p.correct, p.total])).toEqual([[3, 3]]);
  });

  it.each([
    [
      'a question left out',
      { answers: [{ questionId: 'first', option: 0 }] },
      'Answer every question of the check.',
    ],
    [
      'an unknown question',
      { answers: [{ questionId: 'nope', option: 0 }] },
      "That question is not part of this module's check.",
    ],
    [
      'an option the question does not have',
      attempt(0, 1, 3),
      "Choose one of the question's options.",
    ],
  ])('refuses %s with a 400 and records nothing', async (_label, body, message) => {
    const { id, c } = await learner();
    const res = await check(c, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(message);
    expect(await passesOf(id)).toEqual([]);
  });

  it('answers 404 for a module without questions and 403 before enrolling', async () => {
    const { c } = await learner();
    expect((await check(c, attempt(0, 1, 2), 'no-check')).status).toBe(404);
    const stranger = await t.signedInClient({ user: await t.makeUser() });
    expect((await check(stranger, attempt(0, 1, 2))).status).toBe(403);
  });

  it('seeds the named journeys with their questions, in French for a French reader, graded the same', async () => {
    const c = await t.signedInClient({ user: await t.makeUser() });
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    const slug = JOURNEY_CONTENT[0]!.modules[0]!.slug;
    const french = JOURNEY_CHECKS.first.fr[slug]!;
    const path = `/api/journeys/amara/modules/${slug}/check`;
    const shown = (await (
      await c.get(path, { 'accept-language': 'fr-FR,fr;q=0.9' })
    ).json()) as ModuleCheck;
    expect(shown.questions.map((q) => q.prompt)).toEqual(french.map((q) => q.prompt));
    expect(shown.passMark).toBeNull();
    const right = {
      answers: french.map((q) => ({
        questionId: q.id,
        option: q.options.findIndex((o) => o.correct),
      })),
    };
    const graded = (await (
      await c.request('POST', path, right, { 'accept-language': 'fr-FR,fr;q=0.9' })
    ).json()) as CheckResult;
    expect(graded.correct).toBe(french.length);
    expect(graded.results[0]!.explanation).toBe(
      french[0]!.options.find((o) => o.correct)!.explanation,
    );
  });
});
