import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { SESSION_MINUTES } from './constants';
import { zonedWallTimeToUtc } from './zoned-time';
import type { PathfinderBooking } from './pathfinder';

/*
 * What follows a Pathfinder booking: the slot it names as instants, the answer the visitor's page
 * gets (shown as the confirmation), and the calendar file of the slot (`calendar-file.ts`).
 */

/** The booked session's start and end (epoch ms), or null when the zone skips that time that day. */
export function bookingSlot(
  booking: Pick<PathfinderBooking, 'date' | 'time' | 'timezone'>,
): { startsAt: number; endsAt: number } | null {
  const startsAt = zonedWallTimeToUtc(`${booking.date}T${booking.time}`, booking.timezone);
  return startsAt === null ? null : { startsAt, endsAt: startsAt + SESSION_MINUTES * 60_000 };
}

/** `POST /api/bookings` (201): the stored booking's id, its slot, and where its calendar file is. */
export const BookingCreatedSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** The slot as an iCalendar file (same origin). */
    calendarFileUrl: z.string(),
  }),
);
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** The calendar file's address for a booking. */
export const bookingCalendarPath = (bookingId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
