import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { JourneyProgressSchema, JourneyStatusSchema } from './journey-contracts';
import { RoiAnswersSchema, RoiEstimateSeriesSchema } from './roi-remeasure';
import { rankTeamsByAverage, TEAM_ROLES } from './teams';

/*
 * A village's learning progress (`../shared/spec/decisions.md` "Journeys delivery": village leaders see their
 * team's progress): each member's journeys with modules done of required, webinars attended and
 * the capstone's state, their CPD time, and the team's saved ROI estimate, for the leader only;
 * and villages ranked by their members' average journey completion beside the average-XP ranking.
 */

/** The one rule of member detail: only the village's leader sees its members' progress. */
export function canViewVillageProgress(viewer: { id: string }, team: { leaderId: string }): boolean {
  return viewer.id === team.leaderId;
}

/**
 * A member's completion, 0-100: the furthest of their journeys (each measured against the
 * version it pins), 0 without an enrolment. Taking the furthest means starting a second journey
 * never lowers the village's figure.
 */
export function memberCompletion(journeyPercents: readonly number[]): number {
  const valid = journeyPercents.filter((p) => Number.isFinite(p)).map((p) => Math.min(100, Math.max(0, Math.floor(p))));
  return valid.length ? Math.max(...valid) : 0;
}

export interface TeamCompletionInput {
  teamId: string;
  name: string;
  /** Each counted member's completion (memberCompletion), members without a journey as 0. */
  memberPercents: readonly number[];
}

export interface RankedTeamCompletion {
  rank: number;
  teamId: string;
  name: string;
  members: number;
  /** The members' average completion, whole percent (the exact average decides the order). */
  averageCompletion: number;
}

/** Villages ranked by their members' average completion (ties share a rank, then by name); empty villages are left out. */
export function rankTeamsByCompletion(teams: readonly TeamCompletionInput[]): RankedTeamCompletion[] {
  const ranked = rankTeamsByAverage(
    teams.map((t) => ({ teamId: t.teamId, name: t.name, members: t.memberPercents.length, points: t.memberPercents.reduce((s, p) => s + memberCompletion([p]), 0) })),
  );
  return ranked.map((t) => ({ rank: t.rank, teamId: t.teamId, name: t.name, members: t.members, averageCompletion: Math.min(100, t.average) }));
}

// ---- contracts ----

/**
 * A capstone's state for the village view. Until the capstone slice records submissions every
 * enrolment is 'not_started' (true: nobody can have submitted one).
 */
export const CAPSTONE_STATES = ['not_started', 'submitted', 'changes_requested', 'accepted'] as const;
export const CapstoneStateSchema = lazySchema(() => z.enum(CAPSTONE_STATES));
export type CapstoneState = z.infer<typeof CapstoneStateSchema>;

export const MemberJourneyProgressSchema = lazySchema(() => z.object({
  /** The journey's URL id (a named path's leader id, else its slug). */
  journeyId: z.string(),
  title: z.string(),
  version: z.number().int(),
  status: JourneyStatusSchema,
  /** Required modules of the pinned version done, of required. */
  progress: JourneyProgressSchema,
  webinars: z.object({ attended: z.number().int(), required: z.number().int() }),
  capstone: z.object({ required: z.boolean(), state: CapstoneStateSchema }),
}));
export type MemberJourneyProgress = z.infer<typeof MemberJourneyProgressSchema>;

export const VillageMemberProgressSchema = lazySchema(() => z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  /** memberCompletion of their journeys. */
  completion: z.number().int().min(0).max(100),
  journeys: z.array(MemberJourneyProgressSchema),
  /** Minutes of the member's non-voided CPD entries (all of their record, as /cpd totals it). */
  cpdMinutes: z.number().int().min(0),
}));
export type VillageMemberProgress = z.infer<typeof VillageMemberProgressSchema>;

/**
 * The team's ROI estimate: the newest one the village's leader saved from the ROI estimator while
 * signed in (the lead carries their user id). An estimate saved by anyone else, or by a visitor who
 * typed the leader's email, is not theirs to show. The figures come from the domain's roi functions.
 */
export const VillageRoiEstimateSchema = lazySchema(() => z.object({
  /** ISO time the estimate was saved. */
  savedAt: z.string(),
  /** The estimator's answers as saved (checked with RoiInputSchema when saved and read). */
  input: RoiAnswersSchema,
}));
export type VillageRoiEstimate = z.infer<typeof VillageRoiEstimateSchema>;

/** `GET /api/teams/mine/progress` (the village leader only). */
export const VillageProgressSchema = lazySchema(() => z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  averageCompletion: z.number().int().min(0).max(100),
  members: z.array(VillageMemberProgressSchema),
  /** The members' CPD minutes added up. */
  totalCpdMinutes: z.number().int().min(0),
  /** Null until the leader saves an estimate. */
  roiEstimate: VillageRoiEstimateSchema.nullable(),
  /** The leader's estimates as a series: the trend, the re-measures at 30, 90 and 180 days, the one due (ADR 051). */
  roiTrend: RoiEstimateSeriesSchema,
}));
export type VillageProgress = z.infer<typeof VillageProgressSchema>;

export const TeamCompletionQuerySchema = lazySchema(() => z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
}));

export const RankedTeamCompletionSchema = lazySchema(() => z.object({
  rank: z.number().int().min(1),
  teamId: z.string(),
  name: z.string(),
  members: z.number().int(),
  averageCompletion: z.number().int().min(0).max(100),
}));

/** `GET /api/leaderboard/teams/completion`: villages by average journey completion (all time). */
export const TeamCompletionRankingSchema = lazySchema(() => z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  entries: z.array(RankedTeamCompletionSchema),
  mine: RankedTeamCompletionSchema.nullable(),
}));
export type TeamCompletionRanking = z.infer<typeof TeamCompletionRankingSchema>;
