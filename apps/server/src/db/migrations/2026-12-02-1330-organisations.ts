import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Organisations (ADR 039): the organisation, one membership row per person (a person is in at
 * most one organisation), emailed invitations (token stored as a SHA-256 hash; a pending one holds
 * a seat), seat grants for a term (days in the organisation's time zone and their instants; one
 * per organisation, source and reference, so an invoice or a payment is granted once), and the
 * organisation a village belongs to (none: the village works as before).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logoUrl', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('defaultLocale', 'text', (c) => c.notNull())
    .addColumn('timeZone', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('organisation_members')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('organisationId', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joinedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organisation_members_org_idx')
    .on('organisation_members')
    .columns(['organisationId', 'role'])
    .execute();

  await db.schema
    .createTable('organisation_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisationId', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('invitedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('acceptedAt', 'bigint')
    .addColumn('acceptedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revokedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organisation_invitations_org_idx')
    .on('organisation_invitations')
    .columns(['organisationId', 'expiresAt'])
    .execute();

  await db.schema
    .createTable('organisation_seat_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisationId', 'text', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('startsOn', 'text', (c) => c.notNull())
    .addColumn('endsOn', 'text', (c) => c.notNull())
    .addColumn('startsAt', 'bigint', (c) => c.notNull())
    .addColumn('endsAt', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('grantedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('organisation_seat_grants_reference_key', [
      'organisationId',
      'source',
      'reference',
    ])
    .execute();
  await db.schema
    .createIndex('organisation_seat_grants_term_idx')
    .on('organisation_seat_grants')
    .columns(['organisationId', 'startsAt', 'endsAt'])
    .execute();

  await db.schema
    .alterTable('teams')
    .addColumn('organisationId', 'text', (c) =>
      c.references('organisations.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('teams_organisation_idx')
    .on('teams')
    .column('organisationId')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('teams_organisation_idx').execute();
  await db.schema.alterTable('teams').dropColumn('organisationId').execute();
  for (const t of [
    'organisation_seat_grants',
    'organisation_invitations',
    'organisation_members',
    'organisations',
  ])
    await db.schema.dropTable(t).execute();
}
