import type { PathfinderBooking } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Stores a booking and its outbox row (call inside a transaction). */
export async function insertBookingWithOutbox(
  db: Kysely<Database>,
  row: { id: string; booking: PathfinderBooking; userId: string | null; now: number },
): Promise<void> {
  const { id, booking, userId, now } = row;
  await db
    .insertInto('bookings')
    .values({ id, payload: JSON.stringify(booking), email: booking.email, date: booking.date, time: booking.time, timezone: booking.timezone, userId, createdAt: now })
    .execute();
  await db.insertInto('booking_outbox').values({ bookingId: id, nextAttemptAt: now, createdAt: now }).execute();
}

/** The id of the next due, unlocked outbox row, if any. */
async function findDueOutboxId(db: Kysely<Database>, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('booking_outbox')
    .select('bookingId')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .orderBy('nextAttemptAt')
    .limit(1)
    .executeTakeFirst();
  return row?.bookingId;
}

export interface ClaimedDelivery {
  bookingId: string;
  payload: string;
  attempts: number;
}

/**
 * Claims the next due delivery: a conditional update takes the lock, so of several processes
 * racing for a row exactly one gets it. Returns undefined when nothing is due.
 */
export async function claimNextDelivery(db: Kysely<Database>, now: number, lockMs: number): Promise<ClaimedDelivery | undefined> {
  for (let tries = 0; tries < 5; tries += 1) {
    const id = await findDueOutboxId(db, now);
    if (!id) return undefined;
    const result = await db
      .updateTable('booking_outbox')
      .set((eb) => ({ lockedUntil: now + lockMs, attempts: eb('attempts', '+', 1) }))
      .where('bookingId', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) continue;
    const row = await db
      .selectFrom('booking_outbox')
      .innerJoin('bookings', 'bookings.id', 'booking_outbox.bookingId')
      .select(['booking_outbox.bookingId', 'bookings.payload', 'booking_outbox.attempts'])
      .where('booking_outbox.bookingId', '=', id)
      .executeTakeFirstOrThrow();
    return { bookingId: row.bookingId, payload: row.payload, attempts: Number(row.attempts) };
  }
  return undefined;
}

/** With no webhook set, what waits is kept here only: every pending row becomes stored. */
export async function markWaitingAsStored(db: Kysely<Database>): Promise<void> {
  await db.updateTable('booking_outbox').set({ status: 'stored', lockedUntil: null }).where('status', '=', 'pending').execute();
}

/** A booking's slot and when it was made (for its calendar file), if it exists. */
export async function findBookingSlot(db: Kysely<Database>, id: string) {
  return db.selectFrom('bookings').select(['id', 'date', 'time', 'timezone', 'createdAt']).where('id', '=', id).executeTakeFirst();
}

export async function markDelivered(db: Kysely<Database>, bookingId: string, now: number): Promise<void> {
  await db.updateTable('booking_outbox').set({ status: 'delivered', deliveredAt: now, lockedUntil: null, lastError: null }).where('bookingId', '=', bookingId).execute();
}

export async function markFailedAttempt(db: Kysely<Database>, bookingId: string, update: { nextAttemptAt: number; error: string; giveUp: boolean }): Promise<void> {
  await db
    .updateTable('booking_outbox')
    .set({ status: update.giveUp ? 'failed' : 'pending', nextAttemptAt: update.nextAttemptAt, lockedUntil: null, lastError: update.error.slice(0, 500) })
    .where('bookingId', '=', bookingId)
    .execute();
}
