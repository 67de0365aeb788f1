import { randomUUID } from 'node:crypto';
import {
  bookingCalendarPath,
  bookingSlot,
  calendarFile,
  localDay,
  pathfinderBookingSchema,
  type BookingCreated,
  type Locale,
  type PathfinderBooking,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { getSettings } from '../settings/service';
import { findBookingSlot, insertBookingWithOutbox } from './repository';
import { BOOKING_CALENDAR_TEXTS } from './texts';

/** Per-field messages of a failed parse, first message per field. */
function fieldMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Stores a Pathfinder booking and queues it for the webhook in one transaction. The booking is
 * checked again with the server's own today in the booker's timezone (the date rule), and its
 * slot must exist in that zone (not the hour skipped when the clocks go forward).
 */
export async function createBooking(db: Kysely<Database>, input: PathfinderBooking, userId: string | null, now: number): Promise<BookingCreated> {
  const today = localDay(new Date(now), input.timezone);
  const parsed = pathfinderBookingSchema(today).safeParse(input);
  if (!parsed.success) throw errors.invalid('Please check the highlighted fields.', fieldMessages(parsed.error.issues));
  const slot = bookingSlot(parsed.data);
  if (!slot) throw errors.invalid('Please check the highlighted fields.', { time: 'That time does not exist on that day in your time zone' });
  const id = randomUUID();
  await db.transaction().execute((trx) => insertBookingWithOutbox(trx, { id, booking: parsed.data, userId, now }));
  return { id, startsAt: iso(slot.startsAt), endsAt: iso(slot.endsAt), calendarFileUrl: bookingCalendarPath(id) };
}

/**
 * The booked slot as an iCalendar file (the domain's RFC 5545 writer, as the webinars use). It is
 * found by the booking's unguessable id, the visitor's own answer, and carries no name, email or
 * answers: only the slot and the site's words. The same booking gives the same bytes every time.
 */
export async function bookingCalendar(db: Kysely<Database>, bookingId: string, publicUrl: string, locale: Locale): Promise<{ name: string; body: string }> {
  const [row, settings] = await Promise.all([findBookingSlot(db, bookingId), getSettings(db)]);
  const slot = row ? bookingSlot(row) : null;
  if (!row || !slot) throw errors.notFound('That booking');
  const words = BOOKING_CALENDAR_TEXTS[locale];
  const body = calendarFile(
    {
      uid: `booking-${row.id}@${new URL(publicUrl).hostname}`,
      updatedAt: Number(row.createdAt),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      sequence: 0,
      summary: words.summary(settings.siteName),
      description: words.description(settings.siteName, settings.calendarPageUrl),
      url: settings.calendarPageUrl,
      cancelled: false,
    },
    settings.siteName,
  );
  return { name: 'pathfinder-session.ics', body };
}
