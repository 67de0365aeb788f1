import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every stored setting as key → parsed JSON value (unparsable rows are skipped). */
export async function readStoredSettings(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // a hand-edited bad row falls back to its default in resolveSettings
    }
  }
  return stored;
}

/** Upserts the given settings (call inside a transaction with the audit entry). */
export async function writeSettings(db: Kysely<Database>, values: Record<string, unknown>, by: string | null, now: number): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), updatedAt: now, updatedBy: by })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updatedAt: now, updatedBy: by }))
      .execute();
  }
}
