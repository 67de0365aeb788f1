import { randomUUID } from 'node:crypto';
import {
  attendanceClosesAt,
  attendanceSlice,
  attendanceWindowState,
  eventInstants,
  sliceEndsAt,
  type AdminEvent,
  type AdminEventDetail,
  type AdminEventList,
  type AttendanceCode,
  type EventInputParsed,
} from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { journeyLeaders, present } from '../journeys/journey-view';
import type { AttendanceCodes } from './attendance-code';
import { eventNotFound, journeyNames, learnerZone, toAdminEvent } from './event-view';
import * as repo from './repository';

/*
 * The admin side of events: schedule, change and cancel (each in one transaction with its audit
 * row), the attendee list, and the rotating attendance code for the host's screen.
 */

const PAST_SHOWN = 50;
const OPEN_SHOWN = 200;
const iso = (ms: number) => new Date(ms).toISOString();

/** Every journey an event may count for (named paths by their leader's title), by title. */
async function journeyOptions(db: Db) {
  const leaders = await journeyLeaders(db);
  const rows = await db.kysely.selectFrom('journeys').selectAll().execute();
  return rows.map((row) => ({ id: row.id, title: present(row, leaders).title })).sort((a, b) => a.title.localeCompare(b.title));
}

async function presentAll(db: Db, rows: repo.CountedEventRow[], now: number): Promise<AdminEvent[]> {
  const journeys = await journeyNames(db.kysely, rows.map((r) => r.journeyId), await journeyLeaders(db));
  return rows.map((r) => toAdminEvent(r, journeys, now));
}

export async function adminEventList(db: Db, admin: Pick<UserRow, 'timezone' | 'profileUpdatedAt'>, now = Date.now()): Promise<AdminEventList> {
  const [journeys, open, past] = await Promise.all([journeyOptions(db), repo.adminEventList(db.kysely, 'open', now, OPEN_SHOWN), repo.adminEventList(db.kysely, 'past', now, PAST_SHOWN)]);
  return { timeZone: learnerZone(admin).timeZone, journeys, upcoming: await presentAll(db, open, now), past: await presentAll(db, past, now) };
}

async function adminEvent(db: Db, id: string, now: number): Promise<AdminEvent> {
  const row = await repo.findCountedEvent(db.kysely, id);
  if (!row) throw eventNotFound();
  return (await presentAll(db, [row], now))[0]!;
}

export async function adminEventDetail(db: Db, id: string, now = Date.now()): Promise<AdminEventDetail> {
  const event = await adminEvent(db, id, now);
  const attendees = await repo.attendeesOf(db.kysely, id);
  return {
    event,
    attendees: attendees.map((a) => ({
      userId: a.userId,
      name: a.name,
      email: a.email,
      registeredAt: a.registeredAt === null ? null : iso(a.registeredAt),
      attendance: a.attendedAt !== null && a.verifiedBy !== null ? { attendedAt: iso(a.attendedAt), verifiedBy: a.verifiedBy } : null,
    })),
  };
}

/** The row values of a checked input; 400 for a journey that does not exist or an end already past. */
async function rowValues(db: Db, input: EventInputParsed, now: number, checkFuture: boolean) {
  const { startsAt, endsAt } = eventInstants(input);
  if (checkFuture && endsAt <= now) throw errors.invalid('This event would already be over. Choose a later end.', { endsAtLocal: 'This time has already passed' });
  if (input.journeyId !== null && !(await db.kysely.selectFrom('journeys').select('id').where('id', '=', input.journeyId).executeTakeFirst())) {
    throw errors.invalid('That journey does not exist.', { journeyId: 'Choose a journey from the list' });
  }
  return { title: input.title, description: input.description, startsAt, endsAt, timeZone: input.timeZone, joinUrl: input.joinUrl, cpdMinutes: input.cpdMinutes, journeyId: input.journeyId };
}

/** Schedules an event (audited); its end must be in the future. */
export async function createEvent(db: Db, adminId: string, input: EventInputParsed, now = Date.now()): Promise<AdminEvent> {
  const values = await rowValues(db, input, now, true);
  const id = randomUUID();
  await db.kysely.transaction().execute(async (trx) => {
    await repo.insertEvent(trx, { id, ...values, cancelledAt: null, createdBy: adminId, createdAt: now, updatedAt: now });
    await recordAudit(trx, { actorId: adminId, action: 'event.create', targetType: 'event', targetId: id, details: { event: values.title, startsAt: iso(values.startsAt), journeyId: values.journeyId } }, now);
  });
  return adminEvent(db, id, now);
}

/**
 * Changes an event (audited, with what changed); a cancelled one cannot change, and new times must
 * end in the future. Attendances already recorded keep the XP and CPD minutes they earned.
 */
export async function updateEvent(db: Db, adminId: string, id: string, input: EventInputParsed, now = Date.now()): Promise<AdminEvent> {
  const before = await repo.findEvent(db.kysely, id);
  if (!before) throw eventNotFound();
  if (before.cancelledAt !== null) throw errors.conflict('This event was cancelled, so it cannot be changed.');
  const { startsAt, endsAt } = eventInstants(input);
  const values = await rowValues(db, input, now, startsAt !== before.startsAt || endsAt !== before.endsAt);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['title', 'startsAt', 'endsAt', 'timeZone', 'joinUrl', 'cpdMinutes', 'journeyId'] as const) {
    if (before[key] !== values[key]) {
      const show = (v: unknown) => (key === 'startsAt' || key === 'endsAt' ? iso(Number(v)) : v);
      changes[key] = { from: show(before[key]), to: show(values[key]) };
    }
  }
  if (before.description !== values.description) changes.description = { from: `${before.description.length} characters`, to: `${values.description.length} characters` };
  if (Object.keys(changes).length > 0) {
    await db.kysely.transaction().execute(async (trx) => {
      await repo.updateEvent(trx, id, { ...values, updatedAt: now });
      // A changed English title or description loses its translations: readers get the new English.
      await repo.forgetChangedTranslations(trx, id, before, values, now);
      await recordAudit(trx, { actorId: adminId, action: 'event.update', targetType: 'event', targetId: id, details: { event: values.title, changes } }, now);
    });
  }
  return adminEvent(db, id, now);
}

/** Cancels an event that has not ended (audited); learners who registered see it as cancelled. */
export async function cancelEvent(db: Db, adminId: string, id: string, now = Date.now()): Promise<AdminEvent> {
  const event = await repo.findEvent(db.kysely, id);
  if (!event) throw eventNotFound();
  if (now >= event.endsAt) throw errors.conflict('This event has already ended, so it cannot be cancelled.');
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.cancelEvent(trx, id, now))) throw errors.conflict('This event was already cancelled.');
    await recordAudit(trx, { actorId: adminId, action: 'event.cancel', targetType: 'event', targetId: id, details: { event: event.title, startsAt: iso(event.startsAt) } }, now);
  });
  return adminEvent(db, id, now);
}

/** The code the host shows now (only while attendance is open) and when it rotates. */
export async function currentCode(db: Db, codes: AttendanceCodes, id: string, now = Date.now()): Promise<AttendanceCode> {
  const event = await repo.findEvent(db.kysely, id);
  if (!event) throw eventNotFound();
  const state = attendanceWindowState(event, now);
  const slice = attendanceSlice(now);
  const open = state === 'open';
  return {
    state,
    code: open ? codes.codeFor(event.id, slice) : null,
    rotatesAt: open ? iso(sliceEndsAt(slice)) : null,
    opensAt: iso(event.startsAt),
    closesAt: iso(attendanceClosesAt(event)),
    serverTime: iso(now),
  };
}
