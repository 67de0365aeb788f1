import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

/** A Date as Better Auth stores it: a Date on PostgreSQL, ISO text on SQLite. */
export function toAuthDate(db: Kysely<Database>, date: Date): Date | string {
  return isPostgres(db) ? date : date.toISOString();
}

/** An auth-table date (Date or ISO text) as ISO text. */
export function authDateToIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** An auth-table date as epoch milliseconds. */
export function authDateToMs(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
