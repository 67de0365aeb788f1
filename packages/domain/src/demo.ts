import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** How many top learners the public demo ticker shows (the landing's sample board shows three too). */
export const DEMO_TICKER_SIZE = 3;

/** The ticker's recent gains: XP earned in this many days up to now. */
export const DEMO_RECENT_DAYS = 7;

/**
 * One row of the public demo ticker: rank, short name, all-time XP and the XP of the last
 * DEMO_RECENT_DAYS days (no id, no photo). All-time totals differ from learner to learner where a
 * week's often read 100 each; the recent gains show the board moving.
 */
export const DemoTickerEntrySchema = lazySchema(() => z.object({
  rank: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  recent: z.number().int(),
}));
export const DemoTickerSchema = lazySchema(() => z.object({ entries: z.array(DemoTickerEntrySchema) }));
export type DemoTicker = z.infer<typeof DemoTickerSchema>;

/** A learner's name as a visitor may see it: first name and the initial of the last ("Amina O."). */
export function abbreviateName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return 'A learner';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
