import type { Kysely } from 'kysely';
import { MODULE_DIMENSIONS } from '../../modules/journeys/content/dimensions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A module's growth dimension (ADR 049): the one it practises most, null when none is set. The
 * named journeys' modules get theirs by path and slug. Rows are written here, not through the
 * repositories, so the migration keeps working whatever later migrations change.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('journey_modules').addColumn('dimension', 'text').execute();
  for (const [path, dimensions] of Object.entries(MODULE_DIMENSIONS)) {
    const journey = await db
      .selectFrom('journeys')
      .select('id')
      .where('path', '=', path)
      .executeTakeFirst();
    if (!journey) continue;
    for (const [slug, dimension] of Object.entries(dimensions)) {
      await db
        .updateTable('journey_modules')
        .set({ dimension })
        .where('journeyId', '=', journey.id)
        .where('slug', '=', slug)
        .execute();
    }
  }
}
