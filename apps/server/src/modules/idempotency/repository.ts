import type { Kysely } from 'kysely';
import type { Database, IdempotentRequestsTable } from '../../db/schema';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

/** Inserts the key's row unless the learner already has one: true when this call inserted it. */
export async function insertKeyOnce(trx: Sql, row: Pick<IdempotentRequestsTable, 'userId' | 'key' | 'scope' | 'fingerprint' | 'createdAt'>): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotent_requests')
    .values({ ...row, status: null, response: null })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findKey(db: Sql, userId: string, key: string) {
  return db.selectFrom('idempotent_requests').select(['scope', 'fingerprint', 'status', 'response']).where('userId', '=', userId).where('key', '=', key).executeTakeFirst();
}

/** Stores the first answer on the key's row (in the transaction that claimed it). */
export async function storeAnswer(trx: Sql, userId: string, key: string, status: number, response: string): Promise<void> {
  await trx.updateTable('idempotent_requests').set({ status, response }).where('userId', '=', userId).where('key', '=', key).execute();
}
