import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An organisation's ROI estimates (ADR 053): a roi_leads row owned by an organisation carries its
 * id (and no person's userId or email); the series reads them by (organisationId, createdAt).
 * An organisation's removal takes its estimates with it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('roi_leads')
    .addColumn('organisationId', 'text', (c) =>
      c.references('organisations.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('roi_leads_organisationId_createdAt_idx')
    .on('roi_leads')
    .columns(['organisationId', 'createdAt'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('roi_leads_organisationId_createdAt_idx').execute();
  await db.schema.alterTable('roi_leads').dropColumn('organisationId').execute();
}
