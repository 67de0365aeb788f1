import {
  calendarFile,
  DEFAULT_LOCALE,
  type EventDetail,
  type EventList,
  type LearnerEvent,
  type Locale,
  type RegistrationResult,
} from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import { journeyLeaders, resolveJourney } from '../journeys/journey-view';
import { getSettings } from '../settings/service';
import { eventNotFound, journeyNames, learnerZone, localEvents, toLearnerEvent } from './event-view';
import * as repo from './repository';
import { CALENDAR_TEXTS } from './texts';

/** How many past events a learner's list shows (latest first). */
const PAST_SHOWN = 20;
/** More open events than any schedule holds; a bound, not a page size. */
const OPEN_SHOWN = 200;

type Learner = Pick<UserRow, 'id' | 'timezone' | 'profileUpdatedAt'>;

/*
 * Learner reads take the reader's language (`locale`, requestLocale): event titles and descriptions
 * and journey titles where translated, else English. The calendar file too, with its fixed lines
 * in that language (texts.ts).
 */

/** The learner's events: open ones (soonest first) and past ones (latest first), optionally of one journey (its URL id). */
export async function listEvents(db: Db, user: Learner, query: { journeyId?: string | undefined }, now = Date.now(), locale?: Locale): Promise<EventList> {
  const leaders = await journeyLeaders(db);
  const journeyRowId = query.journeyId === undefined ? undefined : (await resolveJourney(db, query.journeyId, leaders)).row.id;
  const filter = journeyRowId === undefined ? {} : { journeyId: journeyRowId };
  const [open, past] = await Promise.all([
    repo.learnerEventList(db.kysely, user.id, 'open', now, { ...filter, limit: OPEN_SHOWN }).then((rows) => localEvents(db.kysely, rows, locale)),
    repo.learnerEventList(db.kysely, user.id, 'past', now, { ...filter, limit: PAST_SHOWN }).then((rows) => localEvents(db.kysely, rows, locale)),
  ]);
  const journeys = await journeyNames(db.kysely, [...open, ...past].map((e) => e.journeyId), leaders, locale);
  return { ...learnerZone(user), upcoming: open.map((e) => toLearnerEvent(e, journeys, now)), past: past.map((e) => toLearnerEvent(e, journeys, now)) };
}

/** One event as the learner sees it now (404 for an unknown one, or a cancelled one they never registered for). */
export async function learnerEvent(db: Db, userId: string, eventId: string, now = Date.now(), locale?: Locale): Promise<LearnerEvent> {
  const found = await repo.findLearnerEvent(db.kysely, userId, eventId);
  if (!found || (found.cancelledAt !== null && found.registeredAt === null)) throw eventNotFound();
  const [row] = await localEvents(db.kysely, [found], locale);
  return toLearnerEvent(row!, await journeyNames(db.kysely, [found.journeyId], await journeyLeaders(db), locale), now);
}

export async function eventDetail(db: Db, user: Learner, eventId: string, now = Date.now(), locale?: Locale): Promise<EventDetail> {
  return { ...learnerZone(user), event: await learnerEvent(db, user.id, eventId, now, locale) };
}

/** The learner's open events of one journey (the journey page's `webinars`). */
export async function journeyWebinars(db: Db, userId: string, journeyRowId: string, now = Date.now(), locale?: Locale): Promise<LearnerEvent[]> {
  const rows = await localEvents(db.kysely, await repo.learnerEventList(db.kysely, userId, 'open', now, { journeyId: journeyRowId, limit: OPEN_SHOWN }), locale);
  const journeys = await journeyNames(db.kysely, [journeyRowId], await journeyLeaders(db), locale);
  return rows.map((e) => toLearnerEvent(e, journeys, now));
}

/** Registers the learner (idempotent: a repeat or a race registers once); not for a cancelled or ended event. */
export async function register(db: Db, userId: string, eventId: string, now = Date.now(), locale?: Locale): Promise<RegistrationResult> {
  const event = await repo.findEvent(db.kysely, eventId);
  if (!event) throw eventNotFound();
  if (event.cancelledAt !== null) throw errors.conflict('This event was cancelled, so it takes no registrations.');
  if (now >= event.endsAt) throw errors.conflict('This event has ended, so it takes no registrations.');
  const changed = await db.kysely.transaction().execute((trx) => repo.registerOnce(trx, { eventId, userId, registeredAt: now }));
  return { changed, event: await learnerEvent(db, userId, eventId, now, locale) };
}

/** Cancels the learner's registration (idempotent); an attendance already recorded stays. */
export async function unregister(db: Db, userId: string, eventId: string, now = Date.now(), locale?: Locale): Promise<RegistrationResult> {
  const event = await repo.findEvent(db.kysely, eventId);
  if (!event) throw eventNotFound();
  if (now >= event.endsAt && event.cancelledAt === null) throw errors.conflict('This event has ended: your registration stays on record.');
  const changed = await db.kysely.transaction().execute((trx) => repo.unregister(trx, eventId, userId));
  const after = await repo.findLearnerEvent(db.kysely, userId, eventId);
  if (!after) throw eventNotFound();
  const [row] = await localEvents(db.kysely, [after], locale);
  return { changed, event: toLearnerEvent(row!, await journeyNames(db.kysely, [after.journeyId], await journeyLeaders(db), locale), now) };
}

/**
 * The event as an iCalendar file. The same event gives the same bytes on every download: its UID
 * names the event and the site, DTSTAMP is its last change. It carries the event page's address,
 * not the joining link (that shows on the page to registered learners from 15 minutes before).
 * Its title and description are the event's own in `locale` where translated (as the event page
 * shows them), and its fixed lines are in `locale`; the UID does not change with the language, so
 * a download in another language updates the same calendar entry.
 */
export async function calendarFor(db: Db, userId: string, eventId: string, publicUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<{ name: string; body: string }> {
  const found = await repo.findLearnerEvent(db.kysely, userId, eventId);
  if (!found || (found.cancelledAt !== null && found.registeredAt === null)) throw eventNotFound();
  const [[event], { siteName }] = await Promise.all([localEvents(db.kysely, [found], locale), getSettings(db.kysely)]);
  if (!event) throw eventNotFound();
  const w = CALENDAR_TEXTS[locale];
  const page = `${publicUrl}/events/${encodeURIComponent(event.id)}`;
  const joining = event.joinUrl ? w.joinFromPage(page) : w.joinLinkPending(page);
  const cpd = event.cpdMinutes > 0 ? `\n\n${w.cpd(event.cpdMinutes)}` : '';
  const body = calendarFile(
    {
      uid: `event-${event.id}@${new URL(publicUrl).hostname}`,
      updatedAt: event.updatedAt,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      sequence: event.sequence,
      summary: event.title,
      description: `${event.description}\n\n${joining}${cpd}`,
      url: page,
      cancelled: event.cancelledAt !== null,
    },
    siteName,
  );
  // Accents dropped first, so "Réunion d'équipe" names reunion-d-equipe.ics.
  const slug = event.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
  return { name: `${slug}.ics`, body };
}
