import { describe, expect, it } from 'vitest';
import {
  capstoneAwardKey,
  capstoneReviewBlock,
  capstoneWriteBlock,
  hasUnseenReview,
  type CapstoneReviewBlock,
  type CapstoneStatus,
  type CapstoneWriteBlock,
} from './capstone-rules';

describe('capstoneWriteBlock (when the learner may save or submit)', () => {
  it.each<[CapstoneStatus | null, boolean, CapstoneWriteBlock | null]>([
    [null, true, null],
    ['draft', true, null],
    ['changes_requested', true, null],
    ['submitted', true, 'in_review'],
    ['accepted', true, 'accepted'],
    [null, false, 'not_enrolled'],
    ['draft', false, 'not_enrolled'],
    ['changes_requested', false, 'not_enrolled'],
    ['accepted', false, 'not_enrolled'],
  ])('%s, enrolled %s → %s', (status, enrolled, block) => {
    expect(capstoneWriteBlock(status, enrolled)).toBe(block);
  });
});

describe('capstoneReviewBlock (who may decide on which submission)', () => {
  const waiting = { userId: 'learner', status: 'submitted' as const, latestSubmission: 2 };
  it.each<[{ userId: string; status: CapstoneStatus; latestSubmission: number }, string, number, CapstoneReviewBlock | null]>([
    [waiting, 'admin', 2, null],
    [waiting, 'learner', 2, 'own'], // never one's own, even as an admin
    [waiting, 'admin', 1, 'already_reviewed'], // an older version was decided before the resubmission
    [waiting, 'admin', 3, 'unknown_submission'],
    [waiting, 'admin', 0, 'unknown_submission'],
    [waiting, 'admin', 1.5, 'unknown_submission'],
    [{ ...waiting, status: 'accepted' }, 'admin', 2, 'already_reviewed'],
    [{ ...waiting, status: 'changes_requested' }, 'admin', 2, 'already_reviewed'],
    [{ userId: 'learner', status: 'draft', latestSubmission: 0 }, 'admin', 1, 'unknown_submission'],
    // A resubmitted draft being edited again cannot happen (submitted is locked), but a draft with history is decided already.
    [{ userId: 'learner', status: 'changes_requested', latestSubmission: 1 }, 'admin', 1, 'already_reviewed'],
  ])('%j by %s on #%d → %s', (capstone, reviewer, submission, block) => {
    expect(capstoneReviewBlock(capstone, reviewer, submission)).toBe(block);
  });
});

describe('hasUnseenReview', () => {
  it.each([
    [null, null, false], // never reviewed
    [1_000, null, true],
    [1_000, 999, true], // seen an earlier review only
    [1_000, 1_000, false],
    [1_000, 2_000, false],
    [null, 2_000, false],
  ])('reviewed %s, seen %s → %s', (reviewedAt, reviewSeenAt, unseen) => {
    expect(hasUnseenReview({ reviewedAt, reviewSeenAt })).toBe(unseen);
  });
});

describe('capstoneAwardKey', () => {
  it('names the learner and the journey (one Capstone Challenge per journey)', () => {
    expect(capstoneAwardKey('u1', 'j1')).toBe('capstone:u1:j1');
    expect(capstoneAwardKey('u1', 'j2')).not.toBe(capstoneAwardKey('u1', 'j1'));
  });
});
