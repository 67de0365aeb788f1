import {
  addDays,
  REVIEW_DAILY_MAX,
  type CheckQuestion,
  type ReviewAnswerResult,
  type ReviewToday,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { JOURNEY_CHECKS, JOURNEY_CONTENT } from './content/index';
import { answerReview, REVIEW_MESSAGES, reviewToday } from './review';
import { learnerToday } from './review-cards';
import { lesson, makeJourney, put, type ErrorAnswer } from './test-fixtures';

/*
 * The daily review (ADR 040) over HTTP and through its service (which takes the time, so the days
 * can pass): a question missed in a check comes back the next day, right answers space it 1 then
 * 6 days and 3 in a row retire it, a wrong one starts again; at most 5 answers a day; a card is
 * its learner's alone, answered once under parallel requests; a check replayed with its
 * Idempotency-Key writes no card twice.
 */

const DAY = 86_400_000;
const option = (text: string, correct = false) => ({
  text,
  explanation: `Explained: ${text}.`,
  correct,
});
/** `count` questions `${prefix}1`..., the right option of each is option 0. */
const questions = (prefix: string, count: number): CheckQuestion[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    prompt: `What do you do (${prefix}${i + 1})?`,
    options: [
      option(`${prefix}${i + 1} right`, true),
      option(`${prefix}${i + 1} wrong`),
      option(`${prefix}${i + 1} other`),
    ],
  }));
const FIVE = questions('a', 5);
const THREE = questions('b', 3);
/** Answers to every question of a module: right (0) unless named in `missed` (1). */
const attempt = (qs: readonly CheckQuestion[], missed: readonly string[]) => ({
  answers: qs.map((q) => ({ questionId: q.id, option: missed.includes(q.id) ? 1 : 0 })),
});

describe.each(testDatabases())('the daily review on %s', (kind) => {
  let t: TestApp;
  const moduleIds: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    const made = await makeJourney(t, 'reviewed', {
      modules: [lesson('five'), lesson('three')],
    });
    Object.assign(moduleIds, made.moduleIds);
    const db = t.app.db.kysely;
    for (const [slug, qs] of [
      ['five', FIVE],
      ['three', THREE],
    ] as const) {
      await db
        .updateTable('journey_modules')
        .set({ knowledgeCheck: JSON.stringify(qs) })
        .where('id', '=', moduleIds[slug]!)
        .execute();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const learner = async () => {
    const user = await t.makeUser();
    // West Africa Time: days are the learner's, not the server's.
    await t.app.db.kysely
      .updateTable('users')
      .set({ timezone: 'Africa/Lagos' })
      .where('id', '=', user.id)
      .execute();
    const c = await t.signedInClient({ user });
    expect((await put(c, '/api/journeys/reviewed/enrolment')).status).toBe(201);
    return { id: user.id, c };
  };
  const check = (
    c: Client,
    slug: 'five' | 'three',
    missed: string[],
    headers: Record<string, string> = {},
  ) =>
    c.request(
      'POST',
      `/api/journeys/reviewed/modules/${slug}/check`,
      attempt(slug === 'five' ? FIVE : THREE, missed),
      headers,
    );
  const cardsOf = (userId: string) =>
    t.app.db.kysely
      .selectFrom('review_cards')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('moduleId')
      .orderBy('questionId')
      .execute();
  /** Moves every card of the learner to be due today (as if the days had passed). */
  const dueNow = async (userId: string) =>
    t.app.db.kysely
      .updateTable('review_cards')
      .set({ dueDay: await learnerToday(t.app.db.kysely, userId, Date.now()) })
      .where('userId', '=', userId)
      .execute();
  const answer = (c: Client, body: unknown) => c.post('/api/me/review/answers', body);
  const today = (c: Client) => c.get('/api/me/review');

  it('puts a question missed in a check in the next day’s review, shown without its answer, and leaves right ones out', async () => {
    const { id, c } = await learner();
    const now = Date.now();
    const day = await learnerToday(t.app.db.kysely, id, now);
    expect((await check(c, 'three', ['b2'])).status).toBe(200);
    const cards = await cardsOf(id);
    expect(
      cards.map((r) => [
        r.questionId,
        Number(r.repetitions),
        Number(r.intervalDays),
        Number(r.ease),
        r.dueDay,
        Number(r.retired),
      ]),
    ).toEqual([['b2', 0, 1, 2.5, addDays(day, 1), 0]]);

    // Not today: due tomorrow.
    const none = (await (await today(c)).json()) as ReviewToday;
    expect(none).toEqual({ today: day, questions: [], dueCount: 0, answeredToday: 0 });
    expect(
      (await answer(c, { moduleId: moduleIds.three, questionId: 'b2', option: 0 })).status,
    ).toBe(409);

    // Tomorrow it is offered.
    const tomorrow = await reviewToday(t.app.db, id, 'en', now + DAY);
    expect(tomorrow.questions.map((q) => q.questionId)).toEqual(['b2']);
    await dueNow(id);
    const res = await today(c);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReviewToday;
    expect(body.questions).toEqual([
      {
        journeyId: 'reviewed',
        journeyTitle: 'Journey reviewed',
        moduleId: moduleIds.three,
        moduleSlug: 'three',
        moduleTitle: 'Lesson three',
        questionId: 'b2',
        prompt: 'What do you do (b2)?',
        options: ['b2 right', 'b2 wrong', 'b2 other'],
      },
    ]);
    expect(body.dueCount).toBe(1);
    expect(JSON.stringify(body)).not.toMatch(/correct|explanation|Explained/i);

    // A right answer in a later check leaves the card alone.
    expect((await check(c, 'three', [])).status).toBe(200);
    expect(
      (await cardsOf(id)).map((r) => [r.questionId, Number(r.repetitions), r.reviewedDay]),
    ).toEqual([['b2', 0, null]]);
  });

  it('spaces right answers 1 then 6 days, starts again after a wrong one, and retires a question after 3 right in a row', async () => {
    const { id, c } = await learner();
    const start = Date.now();
    const d0 = await learnerToday(t.app.db.kysely, id, start);
    expect((await check(c, 'three', ['b1'])).status).toBe(200);
    const at = (days: number) => start + days * DAY;
    const reply = (days: number, right: boolean) =>
      answerReview(
        t.app.db,
        id,
        { moduleId: moduleIds.three!, questionId: 'b1', option: right ? 0 : 1 },
        'en',
        at(days),
      );

    const first = await reply(1, true);
    expect(first).toEqual({
      isCorrect: true,
      explanation: 'Explained: b1 right.',
      correctOption: 0,
      correctExplanation: 'Explained: b1 right.',
      nextDueDay: addDays(d0, 2),
    });
    // Answered today: not due again until then, and a second answer changes nothing.
    await expect(reply(1, false)).rejects.toMatchObject({ message: REVIEW_MESSAGES.notDue });
    expect((await reviewToday(t.app.db, id, 'en', at(1))).questions).toEqual([]);
    expect((await reply(2, true)).nextDueDay).toBe(addDays(d0, 8));
    expect((await reviewToday(t.app.db, id, 'en', at(7))).questions).toEqual([]);

    const wrong = await reply(8, false);
    expect(wrong).toEqual({
      isCorrect: false,
      explanation: 'Explained: b1 wrong.',
      correctOption: 0,
      correctExplanation: 'Explained: b1 right.',
      nextDueDay: addDays(d0, 9),
    });
    const [card] = await cardsOf(id);
    expect([
      Number(card!.repetitions),
      Number(card!.intervalDays),
      Number(card!.ease),
      card!.reviewedDay,
    ]).toEqual([0, 1, 2.18, addDays(d0, 8)]);

    expect((await reply(9, true)).nextDueDay).toBe(addDays(d0, 10));
    expect((await reply(10, true)).nextDueDay).toBe(addDays(d0, 16));
    expect((await reply(16, true)).nextDueDay).toBeNull();
    expect(Number((await cardsOf(id))[0]!.retired)).toBe(1);
    expect(await reviewToday(t.app.db, id, 'en', at(40))).toMatchObject({
      questions: [],
      dueCount: 0,
    });
    await expect(reply(40, true)).rejects.toMatchObject({ message: REVIEW_MESSAGES.notDue });

    // Missed again in a check, a retired question comes back the next day.
    expect((await check(c, 'three', ['b1'])).status).toBe(200);
    expect(
      (await reviewToday(t.app.db, id, 'en', start + DAY)).questions.map((q) => q.questionId),
    ).toEqual(['b1']);
  });

  it(`offers at most ${REVIEW_DAILY_MAX} questions a day, the rest the next days`, async () => {
    const { id, c } = await learner();
    const start = Date.now();
    expect(
      (
        await check(
          c,
          'five',
          FIVE.map((q) => q.id),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await check(
          c,
          'three',
          THREE.map((q) => q.id),
        )
      ).status,
    ).toBe(200);
    expect(await cardsOf(id)).toHaveLength(8);

    const d1 = start + DAY;
    const first = await reviewToday(t.app.db, id, 'en', d1);
    expect(first.questions).toHaveLength(REVIEW_DAILY_MAX);
    expect(first.dueCount).toBe(8);
    for (const q of first.questions.slice(0, 2))
      await answerReview(
        t.app.db,
        id,
        { moduleId: q.moduleId, questionId: q.questionId, option: 0 },
        'en',
        d1,
      );
    const after = await reviewToday(t.app.db, id, 'en', d1);
    expect(after.questions.map((q) => q.questionId)).toEqual(
      first.questions.slice(2).map((q) => q.questionId),
    );
    expect([after.dueCount, after.answeredToday]).toEqual([6, 2]);
    for (const q of after.questions)
      await answerReview(
        t.app.db,
        id,
        { moduleId: q.moduleId, questionId: q.questionId, option: 1 },
        'en',
        d1,
      );

    const done = await reviewToday(t.app.db, id, 'en', d1);
    expect([done.questions.length, done.dueCount, done.answeredToday]).toEqual([0, 3, 5]);
    const waiting = (await cardsOf(id)).find((r) => r.reviewedDay === null)!;
    await expect(
      answerReview(
        t.app.db,
        id,
        { moduleId: waiting.moduleId, questionId: waiting.questionId, option: 0 },
        'en',
        d1,
      ),
    ).rejects.toMatchObject({ message: REVIEW_MESSAGES.dailyDone });

    // The next day: the 3 left waiting first (longest overdue), then the 5 answered (all due after 1 day).
    const next = await reviewToday(t.app.db, id, 'en', d1 + DAY);
    expect([next.questions.length, next.dueCount, next.answeredToday]).toEqual([5, 8, 0]);
    const left = (await cardsOf(id)).filter((r) => r.reviewedDay === null).map((r) => r.questionId);
    expect(
      next.questions
        .slice(0, 3)
        .map((q) => q.questionId)
        .sort(),
    ).toEqual(left.sort());
  });

  it('refuses an answer to another learner’s card, a card not in the review and a bad option, changing nothing', async () => {
    const mine = await learner();
    expect((await check(mine.c, 'three', ['b3'])).status).toBe(200);
    await dueNow(mine.id);
    const before = await cardsOf(mine.id);

    const other = await learner();
    const theirs = await answer(other.c, {
      moduleId: moduleIds.three,
      questionId: 'b3',
      option: 0,
    });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as ErrorAnswer).error.message).toBe(
      'That review question was not found.',
    );
    expect(await cardsOf(other.id)).toEqual([]);

    const unknown = await answer(mine.c, {
      moduleId: moduleIds.three,
      questionId: 'b1',
      option: 0,
    });
    expect(unknown.status).toBe(404);
    const bad = await answer(mine.c, { moduleId: moduleIds.three, questionId: 'b3', option: 3 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).error.message).toBe(REVIEW_MESSAGES.option);
    expect((await answer(mine.c, { moduleId: moduleIds.three, questionId: 'b3' })).status).toBe(
      400,
    );
    expect(await cardsOf(mine.id)).toEqual(before);

    const signedOut = await new Client(t.url).post('/api/me/review/answers', {
      moduleId: moduleIds.three,
      questionId: 'b3',
      option: 0,
    });
    expect(signedOut.status).toBe(401);
    expect((await new Client(t.url).get('/api/me/review')).status).toBe(401);

    const right = await answer(mine.c, { moduleId: moduleIds.three, questionId: 'b3', option: 0 });
    expect(right.status).toBe(200);
    expect(((await right.json()) as ReviewAnswerResult).isCorrect).toBe(true);
  });

  it('reschedules a due card once under 20 parallel answers', async () => {
    const { id, c } = await learner();
    expect((await check(c, 'three', ['b1'])).status).toBe(200);
    await dueNow(id);
    const day = await learnerToday(t.app.db.kysely, id, Date.now());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(c, { moduleId: moduleIds.three, questionId: 'b1', option: 0 }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const [card] = await cardsOf(id);
    expect([Number(card!.repetitions), card!.dueDay, card!.reviewedDay]).toEqual([
      1,
      addDays(day, 1),
      day,
    ]);
    expect(((await (await today(c)).json()) as ReviewToday).answeredToday).toBe(1);
  });

  it('writes a check’s misses once when it is sent again with its Idempotency-Key; a new attempt counts as a wrong review', async () => {
    const { id, c } = await learner();
    const key = { 'idempotency-key': '0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90' };
    const first = await check(c, 'three', ['b1', 'b2'], key);
    expect(first.status).toBe(200);
    const firstBody: unknown = await first.json();
    const cards = await cardsOf(id);
    expect(cards.map((r) => [r.questionId, Number(r.ease)])).toEqual([
      ['b1', 2.5],
      ['b2', 2.5],
    ]);

    const again = await check(c, 'three', ['b1', 'b2'], key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await cardsOf(id)).toEqual(cards);
    // The same key with another attempt is refused.
    expect((await check(c, 'three', ['b1'], key)).status).toBe(409);
    expect(await cardsOf(id)).toEqual(cards);

    // Another attempt (no key, or a new one) that misses b1 again: a wrong review (ease down).
    expect((await check(c, 'three', ['b1'])).status).toBe(200);
    expect((await cardsOf(id)).map((r) => [r.questionId, Number(r.ease)])).toEqual([
      ['b1', 2.18],
      ['b2', 2.5],
    ]);
  });

  it('drops a card whose question an author removed from its module', async () => {
    const { id, c } = await learner();
    const made = await makeJourney(t, `edited-${id.slice(0, 8)}`, { modules: [lesson('edited')] });
    const moduleId = made.moduleIds.edited!;
    const db = t.app.db.kysely;
    await db
      .updateTable('journey_modules')
      .set({ knowledgeCheck: JSON.stringify(THREE) })
      .where('id', '=', moduleId)
      .execute();
    expect((await put(c, `/api/journeys/edited-${id.slice(0, 8)}/enrolment`)).status).toBe(201);
    expect(
      (
        await c.post(
          `/api/journeys/edited-${id.slice(0, 8)}/modules/edited/check`,
          attempt(THREE, ['b1', 'b2']),
        )
      ).status,
    ).toBe(200);
    await dueNow(id);
    // The author replaces b1 and b2 by new questions.
    const edited = [...questions('c', 2), THREE[2]!];
    await db
      .updateTable('journey_modules')
      .set({ knowledgeCheck: JSON.stringify(edited) })
      .where('id', '=', moduleId)
      .execute();

    const gone = await answer(c, { moduleId, questionId: 'b1', option: 0 });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as ErrorAnswer).error.message).toBe(REVIEW_MESSAGES.gone);
    expect((await cardsOf(id)).map((r) => r.questionId)).toEqual(['b2']);
    const shown = (await (await today(c)).json()) as ReviewToday;
    expect([shown.questions, shown.dueCount]).toEqual([[], 0]);
    expect(await cardsOf(id)).toEqual([]);
  });

  it('shows the review in French to a French reader, graded the same, with the French explanations', async () => {
    const { id, c } = await learner();
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    const slug = JOURNEY_CONTENT[0]!.modules[0]!.slug;
    const english = JOURNEY_CHECKS.first.en[slug]!;
    const french = JOURNEY_CHECKS.first.fr[slug]!;
    const wrong = (q: CheckQuestion) => q.options.findIndex((o) => !o.correct);
    const missed = await c.post(`/api/journeys/amara/modules/${slug}/check`, {
      answers: [
        { questionId: english[0]!.id, option: wrong(english[0]!) },
        ...english
          .slice(1)
          .map((q) => ({ questionId: q.id, option: q.options.findIndex((o) => o.correct) })),
      ],
    });
    expect(missed.status).toBe(200);
    await dueNow(id);
    const fr = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const shown = (await (
      await c.request('GET', '/api/me/review', undefined, fr)
    ).json()) as ReviewToday;
    expect(shown.questions.map((q) => [q.journeyId, q.prompt, q.options])).toEqual([
      ['amara', french[0]!.prompt, french[0]!.options.map((o) => o.text)],
    ]);
    expect(shown.questions[0]!.journeyTitle).not.toBe('');
    const q = shown.questions[0]!;
    const graded = (await (
      await c.request(
        'POST',
        '/api/me/review/answers',
        { moduleId: q.moduleId, questionId: q.questionId, option: wrong(french[0]!) },
        fr,
      )
    ).json()) as ReviewAnswerResult;
    const right = french[0]!.options.findIndex((o) => o.correct);
    expect(graded).toMatchObject({
      isCorrect: false,
      explanation: french[0]!.options[wrong(french[0]!)]!.explanation,
      correctOption: right,
      correctExplanation: french[0]!.options[right]!.explanation,
    });
  });
});
