import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Webinars and events (`../shared/spec/decisions.md` "Journeys delivery"): an event has UTC start and end (epoch
 * ms) beside the zone the admin entered them in, an optional joining link and journey, and CPD
 * minutes. Registrations and attendances are one row per learner and event (their primary keys),
 * so repeats and races add nothing; the Attend Webinar award's key names the same pair. Wrong
 * attendance codes are counted per learner in the database, so the limit holds across processes.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    /** Plain text. */
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('startsAt', 'bigint', (c) => c.notNull())
    .addColumn('endsAt', 'bigint', (c) => c.notNull())
    /** The IANA zone the admin entered the times in (the edit form shows them in it again). */
    .addColumn('timeZone', 'text', (c) => c.notNull())
    /** https only; null until the host sets it. */
    .addColumn('joinUrl', 'text')
    .addColumn('cpdMinutes', 'integer', (c) => c.notNull())
    // A deleted journey leaves its events standing, linked to nothing.
    .addColumn('journeyId', 'text', (c) => c.references('journeys.id').onDelete('set null'))
    .addColumn('cancelledAt', 'bigint')
    /** One more for each change: calendar files carry it, so calendars take the newer copy. */
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_starts_idx').on('events').column('startsAt').execute();
  await db.schema.createIndex('events_journey_idx').on('events').columns(['journeyId', 'startsAt']).execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('eventId', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('registeredAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_registrations_pk', ['eventId', 'userId'])
    .execute();
  await db.schema.createIndex('event_registrations_user_idx').on('event_registrations').column('userId').execute();

  await db.schema
    .createTable('event_attendances')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No cascade: an attendance (and the XP and CPD minutes it earned) outlives nothing silently.
    .addColumn('eventId', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('attendedAt', 'bigint', (c) => c.notNull())
    /** 'platform' (a code) or 'admin' (marked). */
    .addColumn('verifiedBy', 'text', (c) => c.notNull())
    .addColumn('markedBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('event_attendances_pk', ['userId', 'eventId'])
    .execute();
  await db.schema.createIndex('event_attendances_event_idx').on('event_attendances').column('eventId').execute();

  await db.schema
    .createTable('event_code_failures')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    /** JSON array of the recent wrong tries (epoch ms), at most a minute's worth. */
    .addColumn('failures', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['event_code_failures', 'event_attendances', 'event_registrations', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
