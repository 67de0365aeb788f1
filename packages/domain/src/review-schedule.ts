import { addDays, daysBetween } from './calendar-day';

/*
 * The daily review of missed knowledge-check answers (ADR 040): SuperMemo-2 with two grades. A
 * question enters the review when the learner misses it in a check (due the next day); each review
 * answer reschedules it: wrong → back to 1 day, ease down; right → 1, then 6 days, then the last
 * interval times the ease. After 3 right answers in a row it leaves the review (learned).
 * Days are calendar days in the learner's timezone ('YYYY-MM-DD').
 */

export const REVIEW_EASE_START = 2.5;
export const REVIEW_EASE_MIN = 1.3;
/** Right answers in a row after which a question leaves the review. */
export const REVIEW_RETIRE_AFTER = 3;
/** Questions offered in one day's review at most. */
export const REVIEW_DAILY_MAX = 5;

// SM-2's 0-5 quality for our two outcomes: a right answer is "correct after some thought" (4, ease
// unchanged), a wrong one "incorrect, but the right one seemed familiar" (2, ease - 0.32).
const QUALITY = { right: 4, wrong: 2 } as const;

export interface ReviewCard {
  /** Right answers in a row since it was last missed. */
  repetitions: number;
  /** Days between the last review and the next. */
  intervalDays: number;
  ease: number;
  dueDay: string;
  /** True once it has left the review. */
  retired: boolean;
}

/** The card of a question just missed in a check on `day`: due the next day. */
export function newReviewCard(day: string): ReviewCard {
  return {
    repetitions: 0,
    intervalDays: 1,
    ease: REVIEW_EASE_START,
    dueDay: addDays(day, 1),
    retired: false,
  };
}

/** SM-2's new ease for a quality q: EF + (0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)), never under 1.3. */
export function nextEase(ease: number, quality: number): number {
  const next = ease + (0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02));
  return Math.max(REVIEW_EASE_MIN, Math.round(next * 100) / 100);
}

/** The card after a review answer on `day` (a miss in a later check counts as a wrong review). */
export function reviewCard(card: ReviewCard, isRight: boolean, day: string): ReviewCard {
  const quality = isRight ? QUALITY.right : QUALITY.wrong;
  const ease = nextEase(card.ease, quality);
  if (!isRight)
    return { repetitions: 0, intervalDays: 1, ease, dueDay: addDays(day, 1), retired: false };
  const repetitions = card.repetitions + 1;
  const intervalDays =
    repetitions === 1 ? 1 : repetitions === 2 ? 6 : Math.round(card.intervalDays * ease);
  return {
    repetitions,
    intervalDays,
    ease,
    dueDay: addDays(day, intervalDays),
    retired: repetitions >= REVIEW_RETIRE_AFTER,
  };
}

/** Today's review: cards due on or before `today`, longest overdue first, at most REVIEW_DAILY_MAX. */
export function dueForReview<T extends { card: ReviewCard; key: string }>(
  cards: readonly T[],
  today: string,
): T[] {
  return cards
    .filter((c) => !c.card.retired && daysBetween(c.card.dueDay, today) >= 0)
    .sort((a, b) => a.card.dueDay.localeCompare(b.card.dueDay) || a.key.localeCompare(b.key))
    .slice(0, REVIEW_DAILY_MAX);
}
