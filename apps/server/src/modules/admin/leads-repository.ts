import {
  dayRange,
  parseJsonObject,
  type AdminBlueprint,
  type AdminBooking,
  type AdminRoiLead,
  type DeliveryStatus,
  type LeadExportQuery,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countedPage } from '../../db/paging';

export interface Paging {
  limit: number;
  offset: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Restricts a query on `createdAt` (epoch ms) to the inclusive UTC day range. */
function inRange(filters: LeadExportQuery) {
  const { start, end } = dayRange(filters.from, filters.to);
  return { start, end };
}

/** One page of bookings with their delivery, newest first, and the total matching. */
export async function findBookings(db: Kysely<Database>, filters: LeadExportQuery, paging: Paging): Promise<{ items: AdminBooking[]; total: number }> {
  const { start, end } = inRange(filters);
  let base = db.selectFrom('bookings').innerJoin('booking_outbox', 'booking_outbox.bookingId', 'bookings.id');
  if (start !== undefined) base = base.where('bookings.createdAt', '>=', start);
  if (end !== undefined) base = base.where('bookings.createdAt', '<', end);
  if (filters.status) base = base.where('booking_outbox.status', '=', filters.status);
  const { rows, total } = await countedPage(base, (q) =>
    q
      .leftJoin('users', 'users.id', 'bookings.userId')
      .select([
        'bookings.id',
        'bookings.payload',
        'bookings.email',
        'bookings.date',
        'bookings.time',
        'bookings.timezone',
        'bookings.createdAt',
        'bookings.userId',
        'users.name as userName',
        'booking_outbox.status',
        'booking_outbox.attempts',
        'booking_outbox.lastError',
        'booking_outbox.nextAttemptAt',
        'booking_outbox.deliveredAt',
      ])
      .orderBy('bookings.createdAt', 'desc')
      .orderBy('bookings.id')
      .limit(paging.limit)
      .offset(paging.offset)
  );
  const items = rows.map((r): AdminBooking => {
    const p = parseJsonObject(r.payload);
    return {
      id: r.id,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      name: text(p.name) ?? '',
      email: r.email,
      phone: text(p.phone),
      teamSize: num(p.teamSize),
      timeline: text(p.timeline),
      duration: text(p.duration),
      date: r.date,
      time: r.time,
      timezone: r.timezone,
      painPoints: text(p.painPoints),
      user: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
      delivery: {
        status: r.status,
        attempts: Number(r.attempts),
        lastError: r.lastError,
        nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
        deliveredAt: iso(r.deliveredAt),
      },
    };
  });
  return { items, total };
}

/** One page of ROI estimates, newest first. */
export async function findRoiLeads(db: Kysely<Database>, filters: LeadExportQuery, paging: Paging): Promise<{ items: AdminRoiLead[]; total: number }> {
  const { start, end } = inRange(filters);
  let base = db.selectFrom('roi_leads');
  if (start !== undefined) base = base.where('roi_leads.createdAt', '>=', start);
  if (end !== undefined) base = base.where('roi_leads.createdAt', '<', end);
  const { rows, total } = await countedPage(base, (q) =>
    q
      .leftJoin('users', 'users.id', 'roi_leads.userId')
      .select(['roi_leads.id', 'roi_leads.createdAt', 'roi_leads.score', 'roi_leads.band', 'roi_leads.email', 'roi_leads.input', 'roi_leads.userId', 'users.name as userName'])
      .orderBy('roi_leads.createdAt', 'desc')
      .orderBy('roi_leads.id')
      .limit(paging.limit)
      .offset(paging.offset)
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      score: Number(r.score),
      band: r.band,
      email: r.email,
      input: parseJsonObject(r.input),
      user: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
    })),
    total,
  };
}

/** One page of Team Blueprints, newest first. */
export async function findBlueprints(db: Kysely<Database>, filters: LeadExportQuery, paging: Paging): Promise<{ items: AdminBlueprint[]; total: number }> {
  const { start, end } = inRange(filters);
  let base = db.selectFrom('blueprint_leads');
  if (start !== undefined) base = base.where('blueprint_leads.createdAt', '>=', start);
  if (end !== undefined) base = base.where('blueprint_leads.createdAt', '<', end);
  const { rows, total } = await countedPage(base, (q) =>
    q
      .leftJoin('users', 'users.id', 'blueprint_leads.userId')
      .select(['blueprint_leads.id', 'blueprint_leads.createdAt', 'blueprint_leads.answers', 'blueprint_leads.recommendedPath', 'blueprint_leads.claimedAt', 'blueprint_leads.userId', 'users.name as userName'])
      .orderBy('blueprint_leads.createdAt', 'desc')
      .orderBy('blueprint_leads.id')
      .limit(paging.limit)
      .offset(paging.offset)
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      recommendedPath: r.recommendedPath,
      answers: parseJsonObject(r.answers),
      claimedAt: iso(r.claimedAt),
      user: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
    })),
    total,
  };
}

/** A booking's delivery status (undefined when there is no such booking). */
export async function findDeliveryStatus(db: Kysely<Database>, bookingId: string): Promise<{ status: DeliveryStatus; attempts: number; lastError: string | null } | undefined> {
  const row = await db.selectFrom('booking_outbox').select(['status', 'attempts', 'lastError']).where('bookingId', '=', bookingId).executeTakeFirst();
  return row ? { status: row.status, attempts: Number(row.attempts), lastError: row.lastError } : undefined;
}

/**
 * Puts a failed or stored delivery back in the queue, due now with a fresh attempt count.
 * Conditional on the row still being in `status`, so two admins clicking at once re-queue it
 * once. Returns whether this call did it.
 */
export async function requeueDelivery(db: Kysely<Database>, bookingId: string, status: 'failed' | 'stored', now: number): Promise<boolean> {
  const result = await db
    .updateTable('booking_outbox')
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where('bookingId', '=', bookingId)
    .where('status', '=', status)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
