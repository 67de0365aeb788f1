import type { CapstoneDecision, CapstoneLink } from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { countedPage } from '../../db/paging';
import type { CapstonesTable, Database } from '../../db/schema';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

export type CapstoneRow = Selectable<CapstonesTable>;

/** A submission with its reviewer's name (null while waiting, or when the reviewer's account is gone). */
export interface SubmissionRow {
  number: number;
  text: string;
  textHtml: string;
  links: CapstoneLink[];
  submittedAt: number;
  decision: CapstoneDecision | null;
  feedback: string | null;
  reviewedAt: number | null;
  reviewerName: string | null;
}

/** Statuses in which the learner may still change the working copy and submit it. */
const WRITABLE = ['draft', 'changes_requested'] as const;

// Stored by this module from already-validated input; parsed again so a bad row fails loudly.
const StoredLinksSchema = z.array(z.object({ url: z.string(), label: z.string() }));
export const parseLinks = (json: string): CapstoneLink[] => StoredLinksSchema.parse(JSON.parse(json));

export function findCapstone(db: Sql, userId: string, journeyId: string): Promise<CapstoneRow | undefined> {
  return db.selectFrom('capstones').selectAll().where('userId', '=', userId).where('journeyId', '=', journeyId).executeTakeFirst();
}

export function findCapstoneById(db: Sql, id: string): Promise<CapstoneRow | undefined> {
  return db.selectFrom('capstones').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every submission of a capstone, newest first. */
export async function submissionsOf(db: Sql, capstoneId: string): Promise<SubmissionRow[]> {
  const rows = await db
    .selectFrom('capstone_submissions as s')
    .leftJoin('users as r', 'r.id', 's.reviewerId')
    .select(['s.number', 's.text', 's.textHtml', 's.links', 's.submittedAt', 's.decision', 's.feedback', 's.reviewedAt', 'r.name as reviewerName'])
    .where('s.capstoneId', '=', capstoneId)
    .orderBy('s.number', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    links: parseLinks(r.links),
    submittedAt: Number(r.submittedAt),
    reviewedAt: r.reviewedAt === null ? null : Number(r.reviewedAt),
  }));
}

/** A new, empty draft unless the learner already has a capstone for the journey (the unique pair decides). */
export async function insertCapstoneOnce(trx: Sql, row: { id: string; userId: string; journeyId: string; now: number }): Promise<void> {
  await trx
    .insertInto('capstones')
    .values({
      id: row.id,
      userId: row.userId,
      journeyId: row.journeyId,
      status: 'draft',
      draftText: '',
      draftLinks: '[]',
      latestSubmission: 0,
      submittedAt: null,
      reviewedAt: null,
      reviewSeenAt: null,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) => oc.columns(['userId', 'journeyId']).doNothing())
    .execute();
}

/** Saves the working copy while the capstone is writable; false when it is waiting for review or accepted. */
export async function updateDraft(trx: Sql, capstoneId: string, draft: { text: string; links: CapstoneLink[] }, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('capstones')
    .set({ draftText: draft.text, draftLinks: JSON.stringify(draft.links), updatedAt: now })
    .where('id', '=', capstoneId)
    .where('status', 'in', WRITABLE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves a writable capstone to 'submitted' as submission `number`, conditional on the status and
 * on the previous number still being the latest: of two concurrent submissions only one moves it.
 */
export async function markSubmitted(trx: Sql, capstoneId: string, number: number, draft: { text: string; links: CapstoneLink[] }, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('capstones')
    .set({ status: 'submitted', draftText: draft.text, draftLinks: JSON.stringify(draft.links), latestSubmission: number, submittedAt: now, updatedAt: now })
    .where('id', '=', capstoneId)
    .where('status', 'in', WRITABLE)
    .where('latestSubmission', '=', number - 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSubmission(
  trx: Sql,
  row: { capstoneId: string; number: number; text: string; textHtml: string; links: CapstoneLink[]; submittedAt: number },
): Promise<void> {
  await trx
    .insertInto('capstone_submissions')
    .values({ ...row, links: JSON.stringify(row.links), decision: null, feedback: null, reviewerId: null, reviewedAt: null })
    .execute();
}

/**
 * The review's state change: submitted → accepted or changes requested, conditional on the
 * capstone still waiting with `number` as its latest submission. Of two concurrent reviews only
 * one moves it; false for the other.
 */
export async function moveToDecision(trx: Sql, capstoneId: string, number: number, decision: CapstoneDecision, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('capstones')
    .set({ status: decision, reviewedAt: now, updatedAt: now })
    .where('id', '=', capstoneId)
    .where('status', '=', 'submitted')
    .where('latestSubmission', '=', number)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Writes the decision and feedback on the submission (once: only while it has none). */
export async function recordDecision(
  trx: Sql,
  capstoneId: string,
  number: number,
  review: { decision: CapstoneDecision; feedback: string; reviewerId: string; reviewedAt: number },
): Promise<boolean> {
  const result = await trx
    .updateTable('capstone_submissions')
    .set(review)
    .where('capstoneId', '=', capstoneId)
    .where('number', '=', number)
    .where('decision', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes that the learner has opened their reviewed capstone. */
export async function markReviewSeen(db: Sql, capstoneId: string, now: number): Promise<void> {
  await db.updateTable('capstones').set({ reviewSeenAt: now }).where('id', '=', capstoneId).where('reviewedAt', 'is not', null).execute();
}

/** One page of the admin queue: waiting (oldest submission first) or reviewed (newest review first). */
export async function findQueue(db: Sql, view: 'waiting' | 'reviewed', limit: number, offset: number) {
  const base = db
    .selectFrom('capstones as c')
    .where((eb) => (view === 'waiting' ? eb('c.status', '=', 'submitted') : eb('c.status', 'in', ['accepted', 'changes_requested'])));
  return countedPage(base, (query) =>
    query
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select(['c.id', 'c.userId', 'u.name as learnerName', 'c.journeyId', 'c.status', 'c.latestSubmission', 'c.submittedAt', 'c.reviewedAt'])
      .$call((q) => (view === 'waiting' ? q.orderBy('c.submittedAt', 'asc') : q.orderBy('c.reviewedAt', 'desc')))
      .orderBy('c.id')
      .limit(limit)
      .offset(offset),
  );
}

export function journeysByIds(db: Sql, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('journeys').selectAll().where('id', 'in', ids).execute();
}

export function findLearner(db: Sql, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('id', '=', userId).executeTakeFirst();
}
