import { CAPSTONE_CPD_MINUTES_DEFAULT, capstoneAwardKey, type CapstoneSubmission } from '@lv/domain';
import type { Db } from '../../db/database';
import { errors } from '../../lib/errors';
import { findLedgerEntryByKey } from '../gamification/repository';
import type { VersionRow } from '../journeys/repository';
import { iso } from '../journeys/journey-view';
import type { CapstoneRow, SubmissionRow } from './repository';

/** What both the learner's and the admin's views show of one submission. */
export function toSubmission(row: SubmissionRow): CapstoneSubmission {
  return {
    number: row.number,
    textHtml: row.textHtml,
    links: row.links,
    submittedAt: iso(row.submittedAt),
    review:
      row.decision !== null && row.reviewedAt !== null
        ? { decision: row.decision, feedback: row.feedback ?? '', reviewedAt: iso(row.reviewedAt), reviewerName: row.reviewerName }
        : null,
  };
}

/** The XP Capstone Challenge awarded this learner for this journey (the ledger decides), or null before acceptance. */
export async function xpAwarded(db: Db, capstone: Pick<CapstoneRow, 'status' | 'userId' | 'journeyId'> | undefined): Promise<number | null> {
  if (capstone?.status !== 'accepted') return null;
  const entry = await findLedgerEntryByKey(db.kysely, capstoneAwardKey(capstone.userId, capstone.journeyId));
  return entry ? Number(entry.points) : null;
}

/** CPD minutes an accepted capstone counts for in a journey version. */
export const cpdMinutesOf = (version: VersionRow) => Number(version.capstoneCpdMinutes ?? CAPSTONE_CPD_MINUTES_DEFAULT);

export const capstoneNotFound = () => errors.notFound('That capstone');
