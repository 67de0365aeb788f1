import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Every row of every table, as sorted JSON lines per table: two snapshots are equal only when no
 * request inserted, changed or deleted anything (for "a refused request changes nothing").
 */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables();
  const snapshot: Record<string, string[]> = {};
  // pg-boss's own schema changes by itself (its maintenance and heartbeats); a job a request
  // queues is in our rows too (mail_deliveries), so the product's tables tell what it changed.
  for (const table of tables.filter((t) => t.schema !== 'pgboss')) {
    // The table names come from the database itself; the dynamic name needs the untyped builder.
    const rows = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(table.name).selectAll().execute();
    snapshot[table.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
