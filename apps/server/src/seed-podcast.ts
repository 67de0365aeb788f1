import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { createEpisode, setEpisodePublished } from './modules/podcast/service';
import { DEMO_EPISODES } from './seed-podcast-episodes';

const DAY = 86_400_000;

/**
 * A new install's podcast (SEED_DEMO): two published episodes, written and published by the demo
 * admin through the admin's own service calls (so each has its audit rows), at their own dates.
 */
export async function seedDemoPodcast(
  db: Kysely<Database>,
  adminId: string,
  now: number,
): Promise<void> {
  for (const { episode, publishedDaysAgo } of DEMO_EPISODES) {
    const at = now - publishedDaysAgo * DAY;
    await createEpisode(db, adminId, episode, at - DAY);
    await setEpisodePublished(db, adminId, episode.id, true, at);
  }
}
