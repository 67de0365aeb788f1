import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The people of an organisation (ADR 045): an invitation from a CSV import carries the name the
 * file gave, the team to join and the manager (a member) it named, and the language of its mail;
 * a membership keeps its manager. All nullable: a single invitation names none of them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('organisation_invitations').addColumn('name', 'text').execute();
  await db.schema
    .alterTable('organisation_invitations')
    .addColumn('teamId', 'text', (c) => c.references('teams.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('organisation_invitations')
    .addColumn('managerId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('organisation_members')
    .addColumn('managerId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('organisation_members').dropColumn('managerId').execute();
  for (const c of ['managerId', 'teamId', 'name'])
    await db.schema.alterTable('organisation_invitations').dropColumn(c).execute();
}
