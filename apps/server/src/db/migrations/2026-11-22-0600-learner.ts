import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The learner area: profile fields on the user row (not Better Auth fields, so its own
 * update-user call can never set them), the saved onboarding blueprint, and the impact log.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('bio', 'text').execute();
  await db.schema.alterTable('users').addColumn('country', 'text').execute();
  await db.schema.alterTable('users').addColumn('personalityType', 'text').execute();
  /** When the learner last saved a timezone (until then the profile form offers the browser's). */
  await db.schema.alterTable('users').addColumn('profileUpdatedAt', 'bigint').execute();
  /** When the learner first saw /welcome: later sign-ins no longer lead there. */
  await db.schema.alterTable('users').addColumn('welcomedAt', 'bigint').execute();

  await db.schema
    .createTable('learner_onboarding')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    /** JSON text of the OnboardingData. */
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('recommendedPath', 'text', (c) => c.notNull())
    .addColumn('completedAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('impact_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('entry'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text')
    .addColumn('before', 'double precision')
    .addColumn('after', 'double precision')
    .addColumn('visibility', 'text', (c) => c.notNull())
    /** 'YYYY-Www' for a weekly reflection (one per learner and ISO week), null for other entries. */
    .addColumn('reflectionWeek', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('impact_entries_user_day_idx').on('impact_entries').columns(['userId', 'day', 'createdAt']).execute();
  await db.schema.createIndex('impact_entries_reflection_idx').on('impact_entries').columns(['userId', 'reflectionWeek']).unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('impact_entries').execute();
  await db.schema.dropTable('learner_onboarding').execute();
  for (const column of ['welcomedAt', 'profileUpdatedAt', 'personalityType', 'country', 'bio']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
