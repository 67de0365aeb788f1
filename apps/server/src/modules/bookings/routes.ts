import { BookingCreatedSchema, pathfinderBookingSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLocale } from '../../lib/answer-locale';
import { sendDownload } from '../../lib/download';
import { answers } from '../../lib/responses';
import { currentUser } from '../../lib/session';
import type { BookingRelay } from './relay';
import { bookingCalendar, createBooking } from './service';

/** The earliest day the route schema accepts; the service applies the real "not before today". */
const ANY_DAY = '0000-01-01';

const BookingParamsSchema = z.strictObject({ bookingId: z.uuid() });

/** Pathfinder bookings: validated, stored, then relayed to the webhook by the outbox worker; the booked slot as a calendar file. */
export function bookingRoutes(relay: BookingRelay): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/bookings',
      {
        config: { access: 'visitor', rateLimit: { max: app.config.BOOKING_RATE_LIMIT, timeWindow: 10 * 60 * 1_000 } },
        schema: { body: pathfinderBookingSchema(ANY_DAY), response: answers({ 201: BookingCreatedSchema }) },
      },
      async (request, reply) => {
        const user = await currentUser(request);
        const booking = await createBooking(app.db.kysely, request.body, user?.id ?? null, Date.now());
        relay.kick();
        return reply.status(201).send(booking);
      },
    );

    // Public: the visitor who booked holds the id (an unguessable UUID from the answer above); the file names only the slot.
    app.get(
      '/api/bookings/:bookingId/calendar.ics',
      {
        config: { access: 'visitor' },
        schema: { params: BookingParamsSchema, response: answers({}) },
      },
      async (request, reply) => {
        const file = await bookingCalendar(
          app.db.kysely,
          request.params.bookingId,
          app.config.publicUrl,
          answerLocale(request, reply),
        );
        return sendDownload(reply, { type: 'text/calendar; charset=utf-8', ...file });
      },
    );
  };
}
