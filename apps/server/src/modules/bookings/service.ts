import { randomUUID } from 'node:crypto';
import { localDay, pathfinderBookingSchema, type PathfinderBooking } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { insertBookingWithOutbox } from './repository';

/** Per-field messages of a failed parse, first message per field. */
function fieldMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * Stores a Pathfinder booking and queues it for the webhook in one transaction. The booking is
 * checked again with the server's own today in the booker's timezone (the date rule).
 */
export async function createBooking(db: Kysely<Database>, input: PathfinderBooking, userId: string | null, now: number): Promise<{ id: string }> {
  const today = localDay(new Date(now), input.timezone);
  const parsed = pathfinderBookingSchema(today).safeParse(input);
  if (!parsed.success) throw errors.invalid('Please check the highlighted fields.', fieldMessages(parsed.error.issues));
  const id = randomUUID();
  await db.transaction().execute((trx) => insertBookingWithOutbox(trx, { id, booking: parsed.data, userId, now }));
  return { id };
}
