import type { Kysely } from 'kysely';
import { JOURNEY_CHECKS } from '../../modules/journeys/content/index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LOCALE = 'fr';

/**
 * Knowledge checks (ADR 040): a module's questions as JSON of the domain KnowledgeCheck beside
 * its content ('[]' for none), their French in the module's translation row (null: read in
 * English); a version's pass mark (null: no check needed to complete a module), pinned with the
 * version like its rule; one row per learner and module once a check is passed (passes are never
 * undone, so a retry after a pass changes nothing). Then the named journeys' modules get the
 * shipped questions by journey path and slug. Rows are written here, not through the
 * repositories, so the migration keeps working whatever later migrations change.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('journey_modules')
    .addColumn('knowledgeCheck', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('journey_module_translations')
    .addColumn('knowledgeCheck', 'text')
    .execute();
  await db.schema.alterTable('journey_versions').addColumn('passMark', 'integer').execute();
  await db.schema
    .createTable('module_check_passes')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('moduleId', 'text', (c) =>
      c.notNull().references('journey_modules.id').onDelete('cascade'),
    )
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('passedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_check_passes_pk', ['userId', 'moduleId'])
    .execute();

  const now = Date.now();
  for (const [path, checks] of Object.entries(JOURNEY_CHECKS)) {
    const journey = await db
      .selectFrom('journeys')
      .select('id')
      .where('path', '=', path)
      .executeTakeFirst();
    if (!journey) continue;
    const modules: { id: string; slug: string }[] = await db
      .selectFrom('journey_modules')
      .select(['id', 'slug'])
      .where('journeyId', '=', journey.id)
      .execute();
    for (const module of modules) {
      const english = checks.en[module.slug];
      if (!english) continue;
      await db
        .updateTable('journey_modules')
        .set({ knowledgeCheck: JSON.stringify(english) })
        .where('id', '=', module.id)
        .execute();
      const french = checks.fr[module.slug];
      if (!french) continue;
      await db
        .insertInto('journey_module_translations')
        .values({
          moduleId: module.id,
          locale: LOCALE,
          knowledgeCheck: JSON.stringify(french),
          updatedAt: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['moduleId', 'locale'])
            .doUpdateSet({ knowledgeCheck: JSON.stringify(french) }),
        )
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('module_check_passes').execute();
  await db.schema.alterTable('journey_versions').dropColumn('passMark').execute();
  await db.schema.alterTable('journey_module_translations').dropColumn('knowledgeCheck').execute();
  await db.schema.alterTable('journey_modules').dropColumn('knowledgeCheck').execute();
}
