import { randomInt } from 'node:crypto';
import { STATUS_LIST_SIZE } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './status-repository';

type Db = Kysely<Database>;
export type { StatusPosition } from './status-repository';

/** Random draws in one list before moving to the next (a list about nine-tenths full). */
const DRAWS_PER_LIST = 24;

/**
 * The certificate's place in the issuer's revocation list (ADR 050), claimed on first call: a
 * random index (the spec's advice, so an index tells nothing of when or in what order a
 * certificate was issued) in the newest list, unique by the table's key, so concurrent issues
 * never share one. Runs in the caller's transaction when given one (the issue's).
 */
export async function statusPositionOf(
  db: Db,
  certificateId: string,
  now = Date.now(),
): Promise<repo.StatusPosition> {
  const found = await repo.findStatusEntry(db, certificateId);
  if (found) return found;
  let list = Math.max(1, await repo.lastStatusList(db));
  for (let draw = 0; draw < DRAWS_PER_LIST * 4; draw++) {
    if (draw > 0 && draw % DRAWS_PER_LIST === 0) list += 1;
    const position = { list, index: randomInt(STATUS_LIST_SIZE) };
    if (await repo.claimStatusEntry(db, certificateId, position, now)) return position;
    // Another caller may have claimed one for this very certificate meanwhile.
    const claimed = await repo.findStatusEntry(db, certificateId);
    if (claimed) return claimed;
  }
  throw new Error(`Certificates: no free status list position for ${certificateId}`);
}

/** The revoked indexes of a list (revoked certificates, and positions whose certificate is gone). */
export function revokedIndexes(db: Db, list: number): Promise<number[]> {
  return repo.revokedStatusIndexes(db, list);
}

/** Whether a list has been started (its URL answers a status list credential only then). */
export async function statusListExists(db: Db, list: number): Promise<boolean> {
  return list === 1 || (list > 1 && list <= (await repo.lastStatusList(db)));
}
