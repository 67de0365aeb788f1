import { randomUUID } from 'node:crypto';
import { seedEventStart } from '@lv/domain';
import type { Kysely } from 'kysely';
import { JOURNEY_CONTENT } from '../../modules/journeys/content/index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Each named path's webinar: the first path's on a Tuesday, the second's on the Thursday (no clash for a learner in both). */
const WEEKDAY_OF_PATH = { first: 2, second: 4 } as const;

/**
 * Schedules each named journey's webinar content as one upcoming event on every new database
 * (like the journeys it belongs to): 14:00 UTC on the first Tuesday (Thursday for the second path)
 * at least 7 days after the database was made, so a fresh install always shows one upcoming.
 * The joining link stays empty until an admin sets it; the learner is told the host will add it.
 * Rows are written here, not through the webinars repository, so later table changes never break it.
 */
export async function up(db: AnyDb): Promise<void> {
  const now = Date.now();
  for (const content of JOURNEY_CONTENT) {
    const journey = (await db.selectFrom('journeys').select('id').where('path', '=', content.path).executeTakeFirst()) as { id: string } | undefined;
    if (!journey) continue;
    const startsAt = seedEventStart(now, WEEKDAY_OF_PATH[content.path], 14);
    await db
      .insertInto('events')
      .values({
        id: randomUUID(),
        title: content.webinar.title,
        description: content.webinar.description,
        startsAt,
        endsAt: startsAt + content.webinar.durationMinutes * 60_000,
        timeZone: 'UTC',
        joinUrl: null,
        cpdMinutes: content.webinar.cpdMinutes,
        journeyId: journey.id,
        cancelledAt: null,
        sequence: 0,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  const titles = JOURNEY_CONTENT.map((c) => c.webinar.title);
  const seeded = db.selectFrom('events').select('id').where('createdBy', 'is', null).where('title', 'in', titles);
  await db.deleteFrom('event_attendances').where('eventId', 'in', seeded).execute();
  await db.deleteFrom('events').where('createdBy', 'is', null).where('title', 'in', titles).execute();
}
