import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The village progress view reads a leader's newest saved ROI estimate (roi_leads.userId, newest
 * first): this index reads that one row instead of every lead.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('roi_leads_userId_createdAt_idx').on('roi_leads').columns(['userId', 'createdAt']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('roi_leads_userId_createdAt_idx').execute();
}
