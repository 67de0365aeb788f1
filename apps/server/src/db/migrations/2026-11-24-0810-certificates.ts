import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Journey certificates (`../shared/spec/decisions.md` "CPD record and credentials"). issueKey is unique
 * (`journey:{userId}:{journeyId}` for the first issue, `reissue:{oldId}` for a reissue), so
 * concurrent completions issue one certificate and a reissue happens once. The id is 128 random
 * bits; the code is the short paper code (both unique).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('issueKey', 'text', (c) => c.notNull().unique())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journeyId', 'text', (c) => c.notNull())
    .addColumn('journeyTitle', 'text', (c) => c.notNull())
    .addColumn('journeyVersion', 'integer')
    /** The holder's name exactly as written when it was issued. */
    .addColumn('holderName', 'text', (c) => c.notNull())
    .addColumn('cpdMinutes', 'integer', (c) => c.notNull())
    .addColumn('completedAt', 'bigint', (c) => c.notNull())
    .addColumn('issuedAt', 'bigint', (c) => c.notNull())
    /** The site name and the accrediting body (settings) at issue: a certificate never changes after. */
    .addColumn('issuerName', 'text', (c) => c.notNull())
    .addColumn('accreditorName', 'text')
    .addColumn('accreditorNumber', 'text')
    .addColumn('revokedAt', 'bigint')
    .addColumn('revokedReason', 'text')
    .addColumn('revokedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('replacesId', 'text', (c) => c.references('certificates.id'))
    .execute();
  await db.schema.createIndex('certificates_user_idx').on('certificates').columns(['userId', 'issuedAt']).execute();
  await db.schema.createIndex('certificates_journey_idx').on('certificates').columns(['journeyId', 'issuedAt']).execute();
  await db.schema.createIndex('certificates_replaces_idx').on('certificates').column('replacesId').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
