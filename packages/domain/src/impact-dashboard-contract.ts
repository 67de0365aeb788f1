import { z } from 'zod';
import { GrowthScoreSchema } from './growth-score-schema';
import { lazySchema } from './lazy-schema';

/*
 * The Business Impact Dashboard's answer (ADR 052), apart from its rule (impact-dashboard.ts) so
 * the screens that show it carry the shape and not the assessment rules.
 */

export const IMPACT_SCOPES = ['learner', 'village', 'organisation'] as const;
export type ImpactScope = (typeof IMPACT_SCOPES)[number];

/** `GET /api/me/impact-dashboard`, `/api/teams/mine/impact-dashboard`, `/api/orgs/:orgId/impact-dashboard`. */
export const ImpactDashboardSchema = lazySchema(() =>
  z.object({
    scope: z.enum(IMPACT_SCOPES),
    /** The village's or organisation's name; null for a learner's own. */
    name: z.string().nullable(),
    people: z.number().int(),
    score: z.object({
      respondents: z.number().int(),
      shown: z.boolean(),
      baseline: GrowthScoreSchema.nullable(),
      latest: GrowthScoreSchema.nullable(),
      change: GrowthScoreSchema.nullable(),
    }),
    raters360: z.object({
      respondents: z.number().int(),
      shown: z.boolean(),
      change: z.number().int().nullable(),
    }),
    mastery: z.object({
      respondents: z.number().int(),
      shown: z.boolean(),
      checksPassed: z.number().int(),
      averagePercent: z.number().int().nullable(),
    }),
    averageCompletion: z.number().int(),
    cpdHours: z.number(),
    impactActions: z.number().int(),
    certificates: z.number().int(),
    /**
     * The ROI estimate's trend (domain roiTrendFigure; ADR 053): the learner's own series, the
     * village leader's, the organisation's (its owners and admins only). Null without an
     * estimate, or for a viewer who may not see the organisation's.
     */
    roi: z
      .object({
        firstScore: z.number().int(),
        newestScore: z.number().int(),
        change: z.number().int(),
        remeasures: z.number().int().min(0).max(3),
        estimates: z.number().int().min(1),
      })
      .nullable(),
  }),
);
export type ImpactDashboard = z.infer<typeof ImpactDashboardSchema>;
