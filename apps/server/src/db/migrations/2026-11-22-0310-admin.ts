import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Indexes for the admin dashboard's period queries and the leads lists (newest first, by date
 * range): each reads only the rows of the chosen period.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('xp_ledger_createdAt_idx').on('xp_ledger').column('createdAt').execute();
  await db.schema.createIndex('bookings_createdAt_idx').on('bookings').column('createdAt').execute();
  await db.schema.createIndex('roi_leads_createdAt_idx').on('roi_leads').column('createdAt').execute();
  await db.schema.createIndex('blueprint_leads_createdAt_idx').on('blueprint_leads').column('createdAt').execute();
  await db.schema.createIndex('payments_status_updatedAt_idx').on('payments').columns(['status', 'updatedAt']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_status_updatedAt_idx').execute();
  await db.schema.dropIndex('blueprint_leads_createdAt_idx').execute();
  await db.schema.dropIndex('roi_leads_createdAt_idx').execute();
  await db.schema.dropIndex('bookings_createdAt_idx').execute();
  await db.schema.dropIndex('xp_ledger_createdAt_idx').execute();
}
