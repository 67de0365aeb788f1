import {
  acceptedSlices,
  attendanceSlice,
  attendanceWindowState,
  codeLimitState,
  webinarAwardKey,
  type AttendanceResult,
  type MarkAttendanceInput,
  type MarkAttendanceResult,
} from '@lv/domain';
import type { Db } from '../../db/database';
import { AppError, errors } from '../../lib/errors';
import type { LearningEvents } from '../../lib/learning-events';
import { recordAudit } from '../audit/repository';
import type { PointsBus } from '../gamification/live';
import { awardXp } from '../gamification/service';
import { completeJourneyIfMet } from '../journeys/completion';
import { journeyLeaders } from '../journeys/journey-view';
import type { AttendanceCodes } from './attendance-code';
import { eventNotFound, journeyNames } from './event-view';
import * as repo from './repository';
import { learnerEvent } from './service';

export interface AttendanceDeps {
  db: Db;
  bus: PointsBus;
  learning: LearningEvents;
  codes: AttendanceCodes;
}

/** How far back a refused code is recognised as an old one (for a clearer message): one hour of slices. */
const STALE_SLICES_CHECKED = 12;

type Verdict = { kind: 'ok' } | { kind: 'wrong' | 'stale' } | { kind: 'limited'; retryAt: number };

/**
 * Records an attendance: the attendance row, Attend Webinar (75 XP, key `webinar:{userId}:{eventId}`,
 * streak applied), the CPD activity event, the admin's audit row when an admin marked it, and the
 * journey's completion when this attendance first meets its rule, all in the award's one
 * transaction. The award's key decides repeats and races (a code and an admin at the same moment,
 * 20 taps): exactly one records, the others get `created: false` and write nothing.
 */
async function recordAttendance(
  deps: Omit<AttendanceDeps, 'codes'>,
  event: repo.EventRow,
  userId: string,
  by: { verifiedBy: 'platform' } | { verifiedBy: 'admin'; adminId: string },
  now: number,
) {
  const { db, learning } = deps;
  const journey = (await journeyNames(db.kysely, [event.journeyId], await journeyLeaders(db))).get(event.journeyId);
  const markedBy = by.verifiedBy === 'admin' ? by.adminId : null;
  return awardXp(db, deps.bus, { userId, action: 'attend_webinar', idempotencyKey: webinarAwardKey(userId, event.id), sourceId: event.id }, now, async (trx) => {
    await repo.insertAttendance(trx, { userId, eventId: event.id, attendedAt: now, verifiedBy: by.verifiedBy, markedBy });
    await learning.activityCompleted(trx, {
      kind: 'webinar',
      userId,
      sourceId: event.id,
      title: event.title,
      journeyId: event.journeyId,
      cpdMinutes: event.cpdMinutes,
      // The CPD record dates an event by when it took place.
      occurredAt: event.startsAt,
      verifiedBy: by.verifiedBy,
      evidence: null,
    });
    if (markedBy !== null) {
      await recordAudit(trx, { actorId: markedBy, action: 'event.attendance', targetType: 'event', targetId: event.id, details: { event: event.title, userId } }, now);
    }
    return journey ? completeJourneyIfMet(trx, learning, { id: journey.rowId, title: journey.title }, userId, now) : false;
  });
}

/** Checks a code against the learner's wrong-code limit, in one transaction with their failures row locked. */
async function verifyCode(deps: AttendanceDeps, event: repo.EventRow, userId: string, code: string, now: number): Promise<Verdict> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const limit = codeLimitState(await repo.lockCodeFailures(trx, userId, now), now);
    if (limit.limited) return { kind: 'limited', retryAt: limit.retryAt ?? now };
    if (acceptedSlices(event, now).some((slice) => deps.codes.matches(event.id, slice, code))) return { kind: 'ok' };
    // Only the failures still inside the window are kept: the row never grows past a minute's worth.
    await repo.writeCodeFailures(trx, userId, [...limit.recent, now], now);
    const current = attendanceSlice(now);
    const firstSlice = Math.max(attendanceSlice(event.startsAt), current - STALE_SLICES_CHECKED);
    let stale = false;
    for (let slice = current - 1; slice >= firstSlice && !stale; slice -= 1) stale = deps.codes.matches(event.id, slice, code);
    return { kind: stale ? 'stale' : 'wrong' };
  });
}

/**
 * A learner enters the code the host shows. Accepted only while attendance is open (start to
 * 10 minutes after the end) and only the current slice's code (the previous one for 10 s after it
 * rotates). After 5 wrong codes within a minute every try is 429 until the oldest is a minute old.
 * A learner who already attended gets 200 with `created: false` whatever they typed.
 */
export async function attendByCode(deps: AttendanceDeps, userId: string, eventId: string, code: string, now = Date.now()): Promise<AttendanceResult> {
  const event = await repo.findEvent(deps.db.kysely, eventId);
  if (!event) throw eventNotFound();
  if (!(await repo.findAttendance(deps.db.kysely, userId, eventId))) {
    const state = attendanceWindowState(event, now);
    if (state === 'cancelled') throw errors.conflict('This event was cancelled, so it takes no attendance codes.');
    if (state === 'not_open') throw errors.conflict('This event has not started yet. Enter the code the host shows during the session.');
    if (state === 'closed') throw errors.conflict('Attendance codes for this event closed 10 minutes after it ended. Ask the host to mark your attendance.');
    const verdict = await verifyCode(deps, event, userId, code, now);
    if (verdict.kind === 'limited') {
      const seconds = Math.max(1, Math.ceil((verdict.retryAt - now) / 1000));
      throw new AppError('RESOURCE_EXHAUSTED', `Too many wrong codes. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then enter the code the host shows.`);
    }
    if (verdict.kind === 'stale') {
      throw errors.invalid('That code has expired: codes change every 5 minutes. Enter the code the host shows now.', { code: 'That code has expired. Enter the one shown now.' });
    }
    if (verdict.kind === 'wrong') throw errors.invalid('That code is not right. Check the code the host shows and try again.', { code: 'That code is not right.' });
  }
  const award = await recordAttendance(deps, event, userId, { verifiedBy: 'platform' }, now);
  return {
    created: award.created,
    xpAwarded: award.created ? award.entry.points : 0,
    points: award.points,
    journeyCompleted: award.alongside === true,
    event: await learnerEvent(deps.db, userId, eventId, now),
  };
}

/** An admin marks a learner as attended (audited with the award); from the event's start, never for a cancelled event. */
export async function markAttendance(deps: Omit<AttendanceDeps, 'codes'>, adminId: string, eventId: string, who: MarkAttendanceInput, now = Date.now()): Promise<MarkAttendanceResult> {
  const event = await repo.findEvent(deps.db.kysely, eventId);
  if (!event) throw eventNotFound();
  if (event.cancelledAt !== null) throw errors.conflict('This event was cancelled, so no one can be marked as attending it.');
  if (now < event.startsAt) throw errors.conflict('Attendance can be marked once the event has started.');
  const learner = await repo.findUserByIdOrEmail(deps.db.kysely, who);
  if (!learner) {
    throw 'email' in who ? errors.invalid('No account uses that email address.', { email: 'No account uses that email address.' }) : errors.notFound('That learner');
  }
  const award = await recordAttendance(deps, event, learner.id, { verifiedBy: 'admin', adminId }, now);
  const attendee = (await repo.attendeesOf(deps.db.kysely, eventId)).find((a) => a.userId === learner.id);
  // The award and the attendance row commit together, so an award without its row is a broken invariant.
  if (!attendee || attendee.attendedAt === null || attendee.verifiedBy === null) throw new Error(`Attendance ${learner.id}/${eventId} has an award but no row.`);
  return {
    created: award.created,
    attendee: {
      userId: attendee.userId,
      name: attendee.name,
      email: attendee.email,
      registeredAt: attendee.registeredAt === null ? null : new Date(attendee.registeredAt).toISOString(),
      attendance: { attendedAt: new Date(attendee.attendedAt).toISOString(), verifiedBy: attendee.verifiedBy },
    },
  };
}
