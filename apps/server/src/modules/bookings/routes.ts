import { CreatedSchema, pathfinderBookingSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/session';
import type { BookingRelay } from './relay';
import { createBooking } from './service';
import { answers } from '../../lib/responses';

/** The earliest day the route schema accepts; the service applies the real "not before today". */
const ANY_DAY = '0000-01-01';

/** Pathfinder bookings: validated, stored, then relayed to the webhook by the outbox worker. */
export function bookingRoutes(relay: BookingRelay): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/bookings',
      {
        config: { access: 'visitor', rateLimit: { max: app.config.BOOKING_RATE_LIMIT, timeWindow: 10 * 60 * 1_000 } },
        schema: { body: pathfinderBookingSchema(ANY_DAY), response: answers({ 201: CreatedSchema }) },
      },
      async (request, reply) => {
        const user = await currentUser(request);
        const booking = await createBooking(app.db.kysely, request.body, user?.id ?? null, Date.now());
        relay.kick();
        return reply.status(201).send(booking);
      },
    );
  };
}
