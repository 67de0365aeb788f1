import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface StatusPosition {
  list: number;
  index: number;
}

/** The certificate's place in the status list, if it has one. */
export async function findStatusEntry(
  db: Db,
  certificateId: string,
): Promise<StatusPosition | undefined> {
  const row = await db
    .selectFrom('certificate_status_entries')
    .select(['statusList', 'statusIndex'])
    .where('certificateId', '=', certificateId)
    .executeTakeFirst();
  return row ? { list: Number(row.statusList), index: Number(row.statusIndex) } : undefined;
}

/**
 * Claims a position for the certificate unless the position or the certificate already has one
 * (neither conflict aborts a PostgreSQL transaction); true when this call claimed it. A
 * concurrent claim of the same position waits for the other to commit, then claims nothing.
 */
export async function claimStatusEntry(
  db: Db,
  certificateId: string,
  position: StatusPosition,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('certificate_status_entries')
    .values({
      statusList: position.list,
      statusIndex: position.index,
      certificateId,
      createdAt: now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The list's revoked bits: positions whose certificate is revoked, or gone. */
export async function revokedStatusIndexes(db: Db, list: number): Promise<number[]> {
  const rows = await db
    .selectFrom('certificate_status_entries')
    .leftJoin('certificates', 'certificates.id', 'certificate_status_entries.certificateId')
    .select('certificate_status_entries.statusIndex')
    .where('certificate_status_entries.statusList', '=', list)
    .where((eb) =>
      eb.or([eb('certificates.id', 'is', null), eb('certificates.revokedAt', 'is not', null)]),
    )
    .execute();
  return rows.map((r) => Number(r.statusIndex));
}

/** The highest list number in use (0 when none). */
export async function lastStatusList(db: Db): Promise<number> {
  const row = await db
    .selectFrom('certificate_status_entries')
    .select((eb) => eb.fn.max('statusList').as('list'))
    .executeTakeFirst();
  return row?.list === null || row?.list === undefined ? 0 : Number(row.list);
}
