import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** How many of the week's top learners the public demo ticker shows. */
export const DEMO_TICKER_SIZE = 5;

/** One row of the public demo ticker: rank, short name and this week's XP (no id, no photo). */
export const DemoTickerEntrySchema = lazySchema(() => z.object({
  rank: z.number().int(),
  name: z.string(),
  points: z.number().int(),
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
