import { ATTENDANCE_GRACE_MS } from '@lv/domain';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, EventAttendancesTable, EventsTable } from '../../db/schema';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

export type EventRow = Selectable<EventsTable>;
export type AttendanceRow = Selectable<EventAttendancesTable>;

/** An event with one learner's registration and attendance beside it. */
export interface LearnerEventRow extends EventRow {
  registeredAt: number | null;
  attendedAt: number | null;
  verifiedBy: 'platform' | 'admin' | null;
}

/** An event with its registration and attendance counts (admin lists). */
export interface CountedEventRow extends EventRow {
  registrations: number;
  attendances: number;
}

/** PostgreSQL answers bigint as numbers (db/database.ts); counts may come back as strings on some drivers. */
const num = (v: unknown) => Number(v);

function toEvent<T extends EventRow>(row: T): T {
  return { ...row, startsAt: num(row.startsAt), endsAt: num(row.endsAt), createdAt: num(row.createdAt), updatedAt: num(row.updatedAt), cancelledAt: row.cancelledAt === null ? null : num(row.cancelledAt), sequence: num(row.sequence) };
}

export async function findEvent(db: Sql, id: string): Promise<EventRow | undefined> {
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toEvent(row);
}

export async function insertEvent(trx: Sql, row: Insertable<EventsTable>): Promise<void> {
  await trx.insertInto('events').values(row).execute();
}

/** Changes an event and counts the change in `sequence` (calendar files carry it). */
export async function updateEvent(trx: Sql, id: string, patch: Updateable<EventsTable>): Promise<void> {
  await trx
    .updateTable('events')
    .set((eb) => ({ ...patch, sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** After an admin changed an event's English title or description: that field's translations are cleared (read in English until translated again). */
export async function forgetChangedTranslations(trx: Sql, id: string, before: { title: string; description: string }, after: { title: string; description: string }, now: number): Promise<void> {
  const cleared: { title?: null; description?: null } = {};
  if (before.title !== after.title) cleared.title = null;
  if (before.description !== after.description) cleared.description = null;
  if (!Object.keys(cleared).length) return;
  await trx.updateTable('event_translations').set({ ...cleared, updatedAt: now }).where('eventId', '=', id).execute();
}

/** Cancels unless already cancelled (the condition decides a race); true when cancelled now. */
export async function cancelEvent(trx: Sql, id: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('events')
    .set((eb) => ({ cancelledAt: now, updatedAt: now, sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function learnerEvents(db: Sql, userId: string) {
  return db
    .selectFrom('events as e')
    .leftJoin('event_registrations as r', (join) => join.onRef('r.eventId', '=', 'e.id').on('r.userId', '=', userId))
    .leftJoin('event_attendances as a', (join) => join.onRef('a.eventId', '=', 'e.id').on('a.userId', '=', userId))
    .selectAll('e')
    .select(['r.registeredAt', 'a.attendedAt', 'a.verifiedBy']);
}

function toLearnerEvent(row: EventRow & { registeredAt: number | null; attendedAt: number | null; verifiedBy: string | null }): LearnerEventRow {
  return {
    ...toEvent(row),
    registeredAt: row.registeredAt === null ? null : num(row.registeredAt),
    attendedAt: row.attendedAt === null ? null : num(row.attendedAt),
    verifiedBy: row.verifiedBy === 'admin' || row.verifiedBy === 'platform' ? row.verifiedBy : null,
  };
}

export async function findLearnerEvent(db: Sql, userId: string, eventId: string): Promise<LearnerEventRow | undefined> {
  const row = await learnerEvents(db, userId).where('e.id', '=', eventId).executeTakeFirst();
  return row && toLearnerEvent(row);
}

/**
 * A learner's events: `open` ones (attendance not closed yet, soonest first) or `past` ones
 * (latest first). A cancelled event shows only to learners who had registered for it (so they
 * hear of it); others never see it. `journeyId` keeps one journey's events.
 */
export async function learnerEventList(db: Sql, userId: string, which: 'open' | 'past', now: number, opts: { journeyId?: string; limit: number }): Promise<LearnerEventRow[]> {
  const closesAfter = now - ATTENDANCE_GRACE_MS;
  let q = learnerEvents(db, userId).where((eb) => eb.or([eb('e.cancelledAt', 'is', null), eb('r.registeredAt', 'is not', null)]));
  q = which === 'open' ? q.where('e.endsAt', '>', closesAfter).orderBy('e.startsAt', 'asc') : q.where('e.endsAt', '<=', closesAfter).orderBy('e.startsAt', 'desc');
  if (opts.journeyId !== undefined) q = q.where('e.journeyId', '=', opts.journeyId);
  const rows = await q.orderBy('e.id').limit(opts.limit).execute();
  return rows.map(toLearnerEvent);
}

function countedEvents(db: Sql) {
  return db
    .selectFrom('events as e')
    .selectAll('e')
    .select((eb) => [
      eb.selectFrom('event_registrations as r').select(eb.fn.countAll().as('n')).whereRef('r.eventId', '=', 'e.id').as('registrations'),
      eb.selectFrom('event_attendances as a').select(eb.fn.countAll().as('n')).whereRef('a.eventId', '=', 'e.id').as('attendances'),
    ]);
}

const toCounted = (row: EventRow & { registrations: unknown; attendances: unknown }): CountedEventRow => ({
  ...toEvent(row),
  registrations: num(row.registrations ?? 0),
  attendances: num(row.attendances ?? 0),
});

/** Admin lists: events not ended yet (soonest first) or ended (latest first, at most `limit`). */
export async function adminEventList(db: Sql, which: 'open' | 'past', now: number, limit: number): Promise<CountedEventRow[]> {
  const q = which === 'open' ? countedEvents(db).where('e.endsAt', '>', now).orderBy('e.startsAt', 'asc') : countedEvents(db).where('e.endsAt', '<=', now).orderBy('e.startsAt', 'desc');
  return (await q.orderBy('e.id').limit(limit).execute()).map(toCounted);
}

export async function findCountedEvent(db: Sql, id: string): Promise<CountedEventRow | undefined> {
  const row = await countedEvents(db).where('e.id', '=', id).executeTakeFirst();
  return row && toCounted(row);
}

/** Registers unless already registered (the primary key decides repeats and races); true when added. */
export async function registerOnce(trx: Sql, row: { eventId: string; userId: string; registeredAt: number }): Promise<boolean> {
  const added = await trx.insertInto('event_registrations').values(row).onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing()).returning('userId').executeTakeFirst();
  return added !== undefined;
}

/** Removes a registration; true when there was one. */
export async function unregister(trx: Sql, eventId: string, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom('event_registrations').where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The attendance row; a second one for the same learner and event violates the primary key (the award's key stops it first). */
export async function insertAttendance(trx: Sql, row: Insertable<EventAttendancesTable>): Promise<void> {
  await trx.insertInto('event_attendances').values(row).execute();
}

export async function findAttendance(db: Sql, userId: string, eventId: string): Promise<AttendanceRow | undefined> {
  const row = await db.selectFrom('event_attendances').selectAll().where('userId', '=', userId).where('eventId', '=', eventId).executeTakeFirst();
  return row && { ...row, attendedAt: num(row.attendedAt) };
}

/** Everyone registered for or attending an event, with name and email (admin only), by name. */
export async function attendeesOf(db: Sql, eventId: string) {
  const [registered, attended] = await Promise.all([
    db.selectFrom('event_registrations as r').innerJoin('users as u', 'u.id', 'r.userId').select(['u.id', 'u.name', 'u.email', 'r.registeredAt']).where('r.eventId', '=', eventId).execute(),
    db.selectFrom('event_attendances as a').innerJoin('users as u', 'u.id', 'a.userId').select(['u.id', 'u.name', 'u.email', 'a.attendedAt', 'a.verifiedBy']).where('a.eventId', '=', eventId).execute(),
  ]);
  const byUser = new Map<string, { userId: string; name: string; email: string; registeredAt: number | null; attendedAt: number | null; verifiedBy: 'platform' | 'admin' | null }>();
  for (const r of registered) byUser.set(r.id, { userId: r.id, name: r.name, email: r.email, registeredAt: num(r.registeredAt), attendedAt: null, verifiedBy: null });
  for (const a of attended) {
    const known = byUser.get(a.id) ?? { userId: a.id, name: a.name, email: a.email, registeredAt: null, attendedAt: null, verifiedBy: null };
    byUser.set(a.id, { ...known, attendedAt: num(a.attendedAt), verifiedBy: a.verifiedBy });
  }
  return [...byUser.values()].sort((x, y) => x.name.localeCompare(y.name) || x.email.localeCompare(y.email));
}

export function findUserByIdOrEmail(db: Sql, who: { userId: string } | { email: string }) {
  const q = db.selectFrom('users').select(['id', 'name', 'email', 'accountStatus']);
  return ('userId' in who ? q.where('id', '=', who.userId) : q.where('email', '=', who.email.trim().toLowerCase())).executeTakeFirst();
}

/**
 * The learner's recent wrong codes, with their row locked for the rest of the transaction
 * (PostgreSQL: the upsert holds the row lock; SQLite runs one write transaction at a time), so
 * concurrent tries of one learner are counted one after the other, in every server process.
 */
export async function lockCodeFailures(trx: Sql, userId: string, now: number): Promise<number[]> {
  const row = await trx
    .insertInto('event_code_failures')
    .values({ userId, failures: '[]', updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ updatedAt: now }))
    .returning('failures')
    .executeTakeFirstOrThrow();
  const parsed: unknown = JSON.parse(row.failures);
  return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
}

export async function writeCodeFailures(trx: Sql, userId: string, failures: readonly number[], now: number): Promise<void> {
  await trx.updateTable('event_code_failures').set({ failures: JSON.stringify(failures), updatedAt: now }).where('userId', '=', userId).execute();
}
