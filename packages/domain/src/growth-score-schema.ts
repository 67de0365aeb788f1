import { z } from 'zod';
import { GROWTH_DIMENSIONS } from './growth-dimensions';
import { lazySchema } from './lazy-schema';

/*
 * Its own module so a screen that shows scores (the impact dashboard) does not carry measured
 * growth's other contracts.
 */

/** Per-dimension and overall percentages (domain AssessmentScore). */
export const GrowthScoreSchema = lazySchema(() =>
  z.object({
    dimensions: z.object(
      Object.fromEntries(GROWTH_DIMENSIONS.map((d) => [d, z.number().int().nullable()])) as Record<
        (typeof GROWTH_DIMENSIONS)[number],
        z.ZodNullable<z.ZodNumber>
      >,
    ),
    overall: z.number().int().nullable(),
  }),
);
export type GrowthScore = z.infer<typeof GrowthScoreSchema>;
