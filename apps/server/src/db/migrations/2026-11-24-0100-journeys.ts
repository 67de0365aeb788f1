import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Journeys (`../shared/spec/decisions.md` "Journeys delivery", the Moodle / Open edX shape): a journey has
 * numbered versions; a version lists modules in order, each required or not, beside its
 * completion rule (JSON of the domain CompletionRule) and capstone brief. An enrolment pins one
 * version, so later versions never move a learner's progress. One completion row per learner and
 * module (its primary key): the Complete Module award's idempotency key names the same pair.
 * Markdown is stored with its sanitised HTML (rendered on write, as the forum does).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('journeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    /** 'first' | 'second' for the two named paths (their title and URL id follow the leader names); null for admin-made ones. */
    .addColumn('path', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    /** The published version new enrolments pin; null until one is published. */
    .addColumn('currentVersion', 'integer')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('journey_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('journeyId', 'text', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('capstoneBrief', 'text', (c) => c.notNull())
    .addColumn('capstoneBriefHtml', 'text', (c) => c.notNull())
    .addColumn('publishedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('journey_versions_journey_version_uq', ['journeyId', 'version'])
    .execute();

  await db.schema
    .createTable('journey_modules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('journeyId', 'text', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('bodyHtml', 'text', (c) => c.notNull())
    .addColumn('practice', 'text', (c) => c.notNull())
    .addColumn('practiceHtml', 'text', (c) => c.notNull())
    .addColumn('reflectionQuestion', 'text', (c) => c.notNull())
    .addColumn('videoUrl', 'text')
    .addColumn('videoSizeMb', 'double precision')
    .addColumn('videoDurationMinutes', 'integer')
    .addColumn('estimatedMinutes', 'integer', (c) => c.notNull())
    .addColumn('cpdMinutes', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('journey_modules_journey_slug_uq', ['journeyId', 'slug'])
    .execute();

  await db.schema
    .createTable('journey_version_modules')
    .addColumn('versionId', 'text', (c) => c.notNull().references('journey_versions.id').onDelete('cascade'))
    // No cascade: a module a version holds is not deleted from under it.
    .addColumn('moduleId', 'text', (c) => c.notNull().references('journey_modules.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_version_modules_pk', ['versionId', 'moduleId'])
    .addUniqueConstraint('journey_version_modules_position_uq', ['versionId', 'position'])
    .execute();

  await db.schema
    .createTable('journey_enrolments')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journeyId', 'text', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('versionId', 'text', (c) => c.notNull().references('journey_versions.id'))
    .addColumn('enrolledAt', 'bigint', (c) => c.notNull())
    /** When the pinned version's rule was first met. */
    .addColumn('completedAt', 'bigint')
    .addPrimaryKeyConstraint('journey_enrolments_pk', ['userId', 'journeyId'])
    .execute();
  await db.schema.createIndex('journey_enrolments_journey_idx').on('journey_enrolments').column('journeyId').execute();

  await db.schema
    .createTable('module_completions')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No cascade: deleting a module never silently deletes the completions (and CPD minutes) it earned.
    .addColumn('moduleId', 'text', (c) => c.notNull().references('journey_modules.id'))
    /** The learner's answer to the reflection question (plain text). */
    .addColumn('reflection', 'text', (c) => c.notNull())
    .addColumn('completedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_completions_pk', ['userId', 'moduleId'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['module_completions', 'journey_enrolments', 'journey_version_modules', 'journey_modules', 'journey_versions', 'journeys']) {
    await db.schema.dropTable(table).execute();
  }
}
