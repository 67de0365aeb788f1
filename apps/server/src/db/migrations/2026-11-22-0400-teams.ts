import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Build-village teams: the team (with its current join link), one membership row per learner
 * (unique: a learner is in at most one team; it remembers the tier the team wrote and the tier
 * before it), and emailed invites (token stored as a SHA-256 hash, single use, expiring).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('leaderId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The join link's token (shown to the leader again, so kept as is) and when it stops working.
    .addColumn('joinToken', 'text', (c) => c.notNull().unique())
    .addColumn('joinTokenExpiresAt', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('teamId', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('tierBefore', 'text')
    .addColumn('tierSetByTeam', 'text')
    .addColumn('joinedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_members_team_idx').on('team_members').columns(['teamId', 'joinedAt']).execute();

  await db.schema
    .createTable('team_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teamId', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('invitedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('usedAt', 'bigint')
    .addColumn('usedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_invites_team_idx').on('team_invites').columns(['teamId', 'createdAt']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['team_invites', 'team_members', 'teams']) await db.schema.dropTable(t).execute();
}
