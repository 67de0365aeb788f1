import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The learner's language (docs/decisions/020-i18n.md): set at sign-up from the browser's choice,
 * changed in the profile; mails go out in it. Null for accounts made before: their browser decides.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
