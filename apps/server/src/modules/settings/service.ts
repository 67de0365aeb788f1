import { resolveSettings, type Settings } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readStoredSettings } from './repository';

/** The effective settings: stored values over the domain defaults. Read fresh (processes share the database). */
export async function getSettings(db: Kysely<Database>): Promise<Settings> {
  return resolveSettings(await readStoredSettings(db));
}
