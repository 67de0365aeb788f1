import {
  attendanceClosesAt,
  attendanceWindowState,
  canSeeJoinLink,
  DEFAULT_LOCALE,
  eventPhase,
  zoneOrUtc,
  JOIN_OPENS_BEFORE_MS,
  utcToZonedWallTime,
  type AdminEvent,
  type JourneyLeaders,
  type LearnerEvent,
  type Locale,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import { localizeJourneys, present } from '../journeys/journey-view';
import type { CountedEventRow, LearnerEventRow } from './repository';

/*
 * How an event row meets its reader: a learner sees the joining link only when the rules allow
 * (registered, from 15 minutes before the start) and the journey by its URL id and title (which
 * follow the leader names); an admin sees everything, with the journey's row id.
 */

export const eventNotFound = () => errors.notFound('That event');

const iso = (ms: number) => new Date(ms).toISOString();

/** The zone a learner reads times in: their profile's, UTC when it is missing or unknown here. */
export function learnerZone(user: Pick<UserRow, 'timezone' | 'profileUpdatedAt'>): { timeZone: string; timeZoneChosen: boolean } {
  return { timeZone: zoneOrUtc(user.timezone), timeZoneChosen: user.profileUpdatedAt !== null };
}

export interface JourneyNames {
  /** The journey by its row id: URL id and title as learners see them. */
  get(rowId: string | null): { id: string; rowId: string; title: string } | null;
}

/** The journeys of some events, named as learners see them today (in `locale` where translated). */
export async function journeyNames(db: Kysely<Database>, rowIds: ReadonlyArray<string | null>, leaders: JourneyLeaders, locale: Locale = DEFAULT_LOCALE): Promise<JourneyNames> {
  const ids = [...new Set(rowIds.filter((id): id is string => id !== null))];
  const rows = ids.length ? await db.selectFrom('journeys').selectAll().where('id', 'in', ids).execute() : [];
  const shown = await localizeJourneys(db, rows.map((row) => present(row, leaders, locale)), locale);
  const named = new Map(shown.map((journey) => [journey.row.id, journey]));
  return {
    get(rowId) {
      const journey = rowId === null ? undefined : named.get(rowId);
      return journey ? { id: journey.id, rowId: journey.row.id, title: journey.title } : null;
    },
  };
}

/**
 * Events with their title and description in `locale` where translated (each falling back to the
 * English). Admins edit the English; a changed field loses its translations (admin-service.ts).
 */
export async function localEvents<T extends { id: string; title: string; description: string }>(db: Kysely<Database>, rows: T[], locale: Locale = DEFAULT_LOCALE): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || !rows.length) return rows;
  const texts = await db
    .selectFrom('event_translations')
    .select(['eventId', 'title', 'description'])
    .where('eventId', 'in', [...new Set(rows.map((r) => r.id))])
    .where('locale', '=', locale)
    .execute();
  const byId = new Map(texts.map((t) => [t.eventId, t]));
  return rows.map((row) => {
    const text = byId.get(row.id);
    return text ? { ...row, title: text.title ?? row.title, description: text.description ?? row.description } : row;
  });
}

/** An event as a learner sees it now. */
export function toLearnerEvent(row: LearnerEventRow, journeys: JourneyNames, now: number): LearnerEvent {
  const registered = row.registeredAt !== null;
  const hasJoinUrl = row.joinUrl !== null;
  const journey = journeys.get(row.journeyId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    cpdMinutes: row.cpdMinutes,
    journey: journey ? { id: journey.id, title: journey.title } : null,
    phase: eventPhase(row, now),
    cancelled: row.cancelledAt !== null,
    registered,
    attendance: row.attendedAt !== null && row.verifiedBy !== null ? { attendedAt: iso(row.attendedAt), verifiedBy: row.verifiedBy } : null,
    hasJoinUrl,
    joinUrl: canSeeJoinLink({ ...row, hasJoinUrl }, registered, now) ? row.joinUrl : null,
    joinOpensAt: iso(row.startsAt - JOIN_OPENS_BEFORE_MS),
    attendanceOpen: attendanceWindowState(row, now) === 'open',
    attendanceClosesAt: iso(attendanceClosesAt(row)),
  };
}

/** An event as the admin console shows it, its times also as entered (in its own zone). */
export function toAdminEvent(row: CountedEventRow, journeys: JourneyNames, now: number): AdminEvent {
  const journey = journeys.get(row.journeyId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone,
    startsAtLocal: utcToZonedWallTime(row.startsAt, row.timeZone),
    endsAtLocal: utcToZonedWallTime(row.endsAt, row.timeZone),
    joinUrl: row.joinUrl,
    cpdMinutes: row.cpdMinutes,
    journey: journey ? { id: journey.rowId, title: journey.title } : null,
    phase: eventPhase(row, now),
    cancelledAt: row.cancelledAt === null ? null : iso(row.cancelledAt),
    registrations: row.registrations,
    attendances: row.attendances,
    updatedAt: iso(row.updatedAt),
  };
}
