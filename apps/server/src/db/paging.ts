import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered query and the number of rows matching it, read together: `base` holds
 * the tables and filters, `page` adds the columns, order, limit and offset. The count runs on
 * `base` itself, so it always counts what the page is cut from.
 */
export async function countedPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  page: (query: SelectQueryBuilder<DB, TB, object>) => { execute(): Promise<O[]> },
): Promise<{ rows: O[]; total: number }> {
  const [count, rows] = await Promise.all([base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(), page(base).execute()]);
  // count(*) is a bigint on PostgreSQL (a string unless parsed) and an integer on SQLite. The cast:
  // with `base` generic, Kysely cannot name the selected row's type (it is exactly `{total}`).
  return { rows, total: Number((count as { total: number | string }).total) };
}
