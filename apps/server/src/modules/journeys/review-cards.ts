import { localDay, newReviewCard, reviewCard, zoneOrUtc, type ReviewCard } from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReviewCardsTable } from '../../db/schema';
import * as repo from './repository';

/*
 * The daily review's cards as stored (ADR 040, migration 2026-12-07-2300): the SM-2 fields of
 * domain review-schedule.ts, `retired` as 0 or 1. A check's misses are written here (checks.ts);
 * the review itself is review.ts.
 */

type Trx = Kysely<Database>;

/** The learner's calendar day at `now`, in their timezone (UTC for an unknown one). */
export async function learnerToday(db: Trx, userId: string, now: number): Promise<string> {
  return localDay(new Date(now), zoneOrUtc(await repo.timeZoneOf(db, userId)));
}

export const cardOf = (row: Selectable<ReviewCardsTable>): ReviewCard => ({
  repetitions: Number(row.repetitions),
  intervalDays: Number(row.intervalDays),
  ease: Number(row.ease),
  dueDay: row.dueDay,
  retired: Number(row.retired) === 1,
});

export const toColumns = (card: ReviewCard) => ({
  repetitions: card.repetitions,
  intervalDays: card.intervalDays,
  ease: card.ease,
  dueDay: card.dueDay,
  retired: card.retired ? 1 : 0,
});

/**
 * After a graded check, in its transaction: each missed question gets a new card (due the next
 * day) or, when it has one, a wrong review (back to 1 day, ease down; a retired card comes back).
 * A question answered right in a check leaves its card as it is: only a review answer moves it on.
 */
export async function recordMisses(
  trx: Trx,
  userId: string,
  moduleId: string,
  missed: readonly string[],
  today: string,
  now: number,
): Promise<void> {
  for (const questionId of missed) {
    const row = await trx
      .selectFrom('review_cards')
      .selectAll()
      .where('userId', '=', userId)
      .where('moduleId', '=', moduleId)
      .where('questionId', '=', questionId)
      .executeTakeFirst();
    if (!row) {
      const card = newReviewCard(today);
      // A parallel miss of the same question inserted the same card: nothing more to do.
      await trx
        .insertInto('review_cards')
        .values({
          userId,
          moduleId,
          questionId,
          ...toColumns(card),
          reviewedDay: null,
          updatedAt: now,
        })
        .onConflict((oc) => oc.columns(['userId', 'moduleId', 'questionId']).doNothing())
        .execute();
      continue;
    }
    await trx
      .updateTable('review_cards')
      .set({ ...toColumns(reviewCard(cardOf(row), false, today)), updatedAt: now })
      .where('userId', '=', userId)
      .where('moduleId', '=', moduleId)
      .where('questionId', '=', questionId)
      .execute();
  }
}
