import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Each certificate's place in the issuer's Bitstring Status List (ADR 050): list number and bit
 * index, unique together, drawn at random when the certificate is issued. A position is never
 * given again: a deleted certificate leaves its row with `certificateId` null, and the published
 * bit of such a row stays set (revoked).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('certificate_status_entries')
    .addColumn('statusList', 'integer', (c) => c.notNull())
    .addColumn('statusIndex', 'integer', (c) => c.notNull())
    .addColumn('certificateId', 'text', (c) =>
      c.unique().references('certificates.id').onDelete('set null'),
    )
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('certificate_status_entries_pk', ['statusList', 'statusIndex'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('certificate_status_entries').execute();
}
