import {
  DEFAULT_LOCALE,
  dueForReview,
  REVIEW_DAILY_MAX,
  reviewCard,
  type CheckQuestion,
  type Locale,
  type ReviewAnswerInput,
  type ReviewAnswerResult,
  type ReviewCard,
  type ReviewToday,
} from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, ReviewCardsTable } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { localCheck, parseCheck } from './checks';
import { journeyLeaders, localizeJourneys, present } from './journey-view';
import { cardOf, learnerToday, toColumns } from './review-cards';
import { moduleTexts } from './translations';

/*
 * The daily review (ADR 040): a question missed in a knowledge check gets an SM-2 card (domain
 * review-schedule.ts), one per learner, module and question; each day the learner is offered the
 * cards due (at most REVIEW_DAILY_MAX answers a day, longest overdue first) and every answer
 * reschedules its card. Days are the learner's calendar days in their timezone. A card whose
 * question is no longer in its module (an author removed it) is dropped.
 */

type Trx = Kysely<Database>;
type CardRow = Selectable<ReviewCardsTable>;

export const REVIEW_MESSAGES = {
  gone: 'This question is no longer part of its module, so it has left your review.',
  notDue: 'This question is not due for review today.',
  dailyDone: "Today's review is done. This question comes back in a later review.",
  answered: 'This question has just been answered. Read your review again.',
  option: "Choose one of the question's options.",
} as const;

interface DueCard {
  key: string;
  card: ReviewCard;
  row: CardRow;
  module: { id: string; slug: string; title: string; journeyId: string; knowledgeCheck: string };
  question: CheckQuestion;
}

/**
 * The learner's cards due on or before `today` whose question is still in its module, and how many
 * review answers they gave today; cards of removed questions are deleted here (in `trx`).
 */
async function dueCards(trx: Trx, userId: string, today: string) {
  const rows = await trx
    .selectFrom('review_cards')
    .innerJoin('journey_modules', 'journey_modules.id', 'review_cards.moduleId')
    .selectAll('review_cards')
    .select([
      'journey_modules.slug',
      'journey_modules.title',
      'journey_modules.journeyId',
      'journey_modules.knowledgeCheck',
    ])
    .where('review_cards.userId', '=', userId)
    .where('review_cards.retired', '=', 0)
    .where('review_cards.dueDay', '<=', today)
    .execute();
  const due: DueCard[] = [];
  const gone: CardRow[] = [];
  for (const { slug, title, journeyId, knowledgeCheck, ...row } of rows) {
    const question = parseCheck(knowledgeCheck).find((q) => q.id === row.questionId);
    if (!question) {
      gone.push(row);
      continue;
    }
    due.push({
      key: `${row.moduleId}:${row.questionId}`,
      card: cardOf(row),
      row,
      module: { id: row.moduleId, slug, title, journeyId, knowledgeCheck },
      question,
    });
  }
  for (const row of gone) await deleteCard(trx, row);
  const answered = await trx
    .selectFrom('review_cards')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('reviewedDay', '=', today)
    .executeTakeFirstOrThrow();
  const answeredToday = Number(answered.n);
  return { due, answeredToday, offered: offeredToday(due, today, answeredToday) };
}

/** Today's questions: the due ones longest overdue first, as many as today's answers leave. */
function offeredToday(due: readonly DueCard[], today: string, answeredToday: number): DueCard[] {
  return dueForReview(due, today).slice(0, Math.max(0, REVIEW_DAILY_MAX - answeredToday));
}

async function deleteCard(trx: Trx, row: Pick<CardRow, 'userId' | 'moduleId' | 'questionId'>) {
  await trx
    .deleteFrom('review_cards')
    .where('userId', '=', row.userId)
    .where('moduleId', '=', row.moduleId)
    .where('questionId', '=', row.questionId)
    .execute();
}

/** `GET /api/me/review`: today's questions in the reader's language, without their answers. */
export async function reviewToday(
  db: Db,
  userId: string,
  locale: Locale = DEFAULT_LOCALE,
  now = Date.now(),
): Promise<ReviewToday> {
  const today = await learnerToday(db.kysely, userId, now);
  const { due, answeredToday, offered } = await db.kysely
    .transaction()
    .execute((trx) => dueCards(trx, userId, today));

  const journeyIds = [...new Set(offered.map((c) => c.module.journeyId))];
  const journeyRows = journeyIds.length
    ? await db.kysely.selectFrom('journeys').selectAll().where('id', 'in', journeyIds).execute()
    : [];
  const leaders = await journeyLeaders(db);
  const journeys = new Map(
    (
      await localizeJourneys(
        db.kysely,
        journeyRows.map((row) => present(row, leaders, locale)),
        locale,
      )
    ).map((j) => [j.row.id, j]),
  );
  const titles = await moduleTexts(
    db.kysely,
    offered.map((c) => c.module.id),
    locale,
  );
  const questions = [];
  for (const c of offered) {
    const local = await localQuestion(db.kysely, c, locale);
    const journey = journeys.get(c.module.journeyId);
    questions.push({
      journeyId: journey?.id ?? c.module.journeyId,
      journeyTitle: journey?.title ?? '',
      moduleId: c.module.id,
      moduleSlug: c.module.slug,
      moduleTitle: titles.get(c.module.id)?.title ?? c.module.title,
      questionId: local.id,
      prompt: local.prompt,
      options: local.options.map((o) => o.text),
    });
  }
  return { today, questions, dueCount: due.length, answeredToday };
}

/** The card's question in the reader's language (the English while the translation differs in shape). */
async function localQuestion(db: Trx, c: DueCard, locale: Locale): Promise<CheckQuestion> {
  const local = await localCheck(db, c.module.id, parseCheck(c.module.knowledgeCheck), locale);
  return local.find((q) => q.id === c.question.id) ?? c.question;
}

/**
 * `POST /api/me/review/answers`: grades one question of today's review and reschedules its card,
 * in one transaction. The update is conditional on the card as read (its due day and run), so of
 * parallel answers to one card exactly one reschedules it; the others are refused and change nothing.
 */
export async function answerReview(
  db: Db,
  userId: string,
  input: ReviewAnswerInput,
  locale: Locale = DEFAULT_LOCALE,
  now = Date.now(),
): Promise<ReviewAnswerResult> {
  const today = await learnerToday(db.kysely, userId, now);
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('review_cards')
      .innerJoin('journey_modules', 'journey_modules.id', 'review_cards.moduleId')
      .selectAll('review_cards')
      .select('journey_modules.knowledgeCheck')
      .where('review_cards.userId', '=', userId)
      .where('review_cards.moduleId', '=', input.moduleId)
      .where('review_cards.questionId', '=', input.questionId)
      .executeTakeFirst();
    if (!row) throw errors.notFound('That review question');
    const question = parseCheck(row.knowledgeCheck).find((q) => q.id === input.questionId);
    if (!question) {
      await deleteCard(trx, row);
      return { gone: true } as const;
    }
    const card = cardOf(row);
    if (card.retired || card.dueDay > today) throw errors.conflict(REVIEW_MESSAGES.notDue);
    const { offered } = await dueCards(trx, userId, today);
    if (
      !offered.some((c) => c.row.moduleId === row.moduleId && c.row.questionId === row.questionId)
    )
      throw errors.conflict(REVIEW_MESSAGES.dailyDone);
    if (input.option >= question.options.length)
      throw errors.invalid(REVIEW_MESSAGES.option, { option: REVIEW_MESSAGES.option });

    const isCorrect = question.options[input.option]!.correct;
    const next = reviewCard(card, isCorrect, today);
    const moved = await trx
      .updateTable('review_cards')
      .set({ ...toColumns(next), reviewedDay: today, updatedAt: now })
      .where('userId', '=', userId)
      .where('moduleId', '=', row.moduleId)
      .where('questionId', '=', row.questionId)
      .where('dueDay', '=', row.dueDay)
      .where('repetitions', '=', row.repetitions)
      .where('retired', '=', 0)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw errors.conflict(REVIEW_MESSAGES.answered);
    const local =
      (await localCheck(trx, row.moduleId, parseCheck(row.knowledgeCheck), locale)).find(
        (q) => q.id === question.id,
      ) ?? question;
    const correctOption = question.options.findIndex((o) => o.correct);
    return {
      gone: false,
      result: {
        isCorrect,
        explanation: local.options[input.option]!.explanation,
        correctOption,
        correctExplanation: local.options[correctOption]!.explanation,
        nextDueDay: next.retired ? null : next.dueDay,
      },
    } as const;
  });
  // Answered after the deletion committed: the card is gone for good.
  if (outcome.gone) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.gone);
  return outcome.result;
}
