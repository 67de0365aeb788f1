/*
 * The rules of the capstone (`../shared/spec/decisions.md` "Journeys delivery"): one per learner and journey,
 * written as a draft, submitted, and reviewed by an admin who accepts it or asks for changes
 * (each with feedback). Every submission is kept, so a resubmission never hides the history.
 * Plain TypeScript (no zod), so the journey page may import them cheaply.
 */

/** A capstone's state: the learner writes a draft, submits it, and an admin decides. */
export const CAPSTONE_STATUSES = ['draft', 'submitted', 'changes_requested', 'accepted'] as const;
export type CapstoneStatus = (typeof CAPSTONE_STATUSES)[number];

/** An admin's decision on one submission (also the status it moves the capstone to). */
export const CAPSTONE_DECISIONS = ['accepted', 'changes_requested'] as const;
export type CapstoneDecision = (typeof CAPSTONE_DECISIONS)[number];

/** What the learner and the admin read for each status (null: nothing written yet). */
export const CAPSTONE_STATUS_LABELS: Readonly<Record<CapstoneStatus | 'not_started', string>> = {
  not_started: 'Not started',
  draft: 'Draft',
  submitted: 'Waiting for review',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
};

export const CAPSTONE_LIMITS = {
  /** A submission's Markdown, in characters after trimming (a draft may be shorter). */
  textMin: 100,
  textMax: 20_000,
  linksMax: 5,
  linkLabelMax: 120,
  feedbackMin: 10,
  feedbackMax: 4_000,
} as const;

/**
 * CPD minutes an accepted capstone counts for when its journey version names none: the write-up
 * and the assessment of the project (the project's own work is counted through the modules'
 * practice). Each journey version may set its own figure.
 */
export const CAPSTONE_CPD_MINUTES_DEFAULT = 120;

/** Why the learner cannot change (save or submit) their capstone now. */
export type CapstoneWriteBlock = 'not_enrolled' | 'in_review' | 'accepted';

/**
 * Whether the learner may save or submit their capstone: only when enrolled, and only while it is
 * new, a draft, or sent back with changes requested. Null when they may.
 */
export function capstoneWriteBlock(status: CapstoneStatus | null, enrolled: boolean): CapstoneWriteBlock | null {
  if (!enrolled) return 'not_enrolled';
  if (status === 'submitted') return 'in_review';
  if (status === 'accepted') return 'accepted';
  return null;
}

/** Why a reviewer cannot decide on a submission now. */
export type CapstoneReviewBlock = 'own' | 'unknown_submission' | 'already_reviewed';

/**
 * Whether `reviewerId` may decide on submission number `submission` of a capstone whose latest
 * submission is `latestSubmission` (0 when never submitted). Only the latest submission of a
 * capstone waiting for review can be decided, and never by its author. Null when they may.
 */
export function capstoneReviewBlock(
  capstone: { userId: string; status: CapstoneStatus; latestSubmission: number },
  reviewerId: string,
  submission: number,
): CapstoneReviewBlock | null {
  if (capstone.userId === reviewerId) return 'own';
  if (!Number.isInteger(submission) || submission < 1 || submission > capstone.latestSubmission) return 'unknown_submission';
  if (submission < capstone.latestSubmission || capstone.status !== 'submitted') return 'already_reviewed';
  return null;
}

/** Whether the learner has a review they have not opened yet. */
export function hasUnseenReview(capstone: { reviewedAt: number | null; reviewSeenAt: number | null }): boolean {
  return capstone.reviewedAt !== null && (capstone.reviewSeenAt === null || capstone.reviewSeenAt < capstone.reviewedAt);
}

/** The ledger key of Capstone Challenge: once per learner and journey. */
export function capstoneAwardKey(userId: string, journeyId: string): string {
  return `capstone:${userId}:${journeyId}`;
}
