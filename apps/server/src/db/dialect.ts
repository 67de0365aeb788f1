import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether a Kysely instance (or transaction) talks to PostgreSQL. */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
