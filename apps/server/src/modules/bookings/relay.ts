import { resolveSettings } from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { readStoredSettings } from '../settings/repository';
import { claimNextDelivery, markDelivered, markFailedAttempt, markWaitingAsStored } from './repository';
import { deliverWebhook } from './webhook-delivery';

/** After this many failed attempts a delivery is marked failed (about two days at the 1-hour cap). */
export const MAX_DELIVERY_ATTEMPTS = 60;
const MAX_BACKOFF_MS = 60 * 60 * 1_000;
/** A claimed delivery stays locked this long; longer than the delivery timeout. */
const LOCK_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;

/** The delay before retry n (1-based): base, 2×base, 4×base … capped at 1 hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}

const AnyHttpUrl = z.url({ protocol: /^https?$/ });

/** The webhook address in use: the setting, or with allowPrivate also a stored http/private one. */
export async function webhookUrl(db: Kysely<Database>, allowPrivate: boolean): Promise<string | null> {
  const stored = await readStoredSettings(db);
  if (allowPrivate) {
    const raw = AnyHttpUrl.safeParse(stored.bookingWebhookUrl);
    if (raw.success) return raw.data;
  }
  return resolveSettings(stored).bookingWebhookUrl;
}

export interface BookingRelay {
  /** Looks for due deliveries now (after a booking is stored). */
  kick(): void;
  /** Stops polling and waits for a delivery in flight. */
  stop(): Promise<void>;
}

/**
 * The outbox worker: polls for due bookings and POSTs each to the configured webhook with an
 * Idempotency-Key header (the booking id), retrying with exponential backoff until a 2xx.
 */
export function startBookingRelay(opts: { db: Kysely<Database>; log: FastifyBaseLogger; allowPrivate: boolean; retryBaseMs: number }): BookingRelay {
  const { db, log, allowPrivate, retryBaseMs } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    const url = await webhookUrl(db, allowPrivate);
    if (!url) {
      // Nothing to send to: the bookings are kept here ("stored"), not "pending" for ever; an admin may send them once a webhook is set.
      await markWaitingAsStored(db);
      return;
    }
    for (;;) {
      if (stopped) return;
      const now = Date.now();
      const job = await claimNextDelivery(db, now, LOCK_MS);
      if (!job) return;
      const result = await deliverWebhook(
        url,
        job.payload,
        { 'idempotency-key': job.bookingId, 'user-agent': 'LeadVillage-Booking-Relay/1' },
        { allowPrivate, timeoutMs: DELIVERY_TIMEOUT_MS },
      );
      const done = Date.now();
      if (result.ok) {
        await markDelivered(db, job.bookingId, done);
        log.info({ bookingId: job.bookingId, attempts: job.attempts }, 'booking relayed to webhook');
      } else {
        const giveUp = job.attempts >= MAX_DELIVERY_ATTEMPTS;
        await markFailedAttempt(db, job.bookingId, { nextAttemptAt: done + retryDelayMs(job.attempts, retryBaseMs), error: result.error, giveUp });
        log.warn({ bookingId: job.bookingId, attempts: job.attempts, error: result.error, giveUp }, 'booking webhook delivery failed');
      }
    }
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'booking relay failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  const timer = setInterval(tick, Math.min(retryBaseMs, 5_000));
  timer.unref();
  return {
    kick: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
