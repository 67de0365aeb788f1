import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Every row of every table, as sorted JSON lines per table: two snapshots are equal only when no
 * request inserted, changed or deleted anything (for "a refused request changes nothing").
 */
export async function snapshotTables(db: Kysely<Database>, tableNames?: string[]): Promise<Record<string, string[]>> {
  const names = tableNames ?? (await tablesOf(db));
  const snapshot: Record<string, string[]> = {};
  for (const name of names) {
    // The table names come from the database itself; the dynamic name needs the untyped builder.
    const rows = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(name).selectAll().execute();
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/**
 * The product's table names (a caller that snapshots often asks once: introspection costs more than
 * the reads). pg-boss's own schema changes by itself (its maintenance and heartbeats); a job a
 * request queues is in our rows too (mail_deliveries), so the product's tables tell what it changed.
 */
export async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  return (await db.introspection.getTables()).filter((table) => table.schema !== 'pgboss').map((table) => table.name);
}
