import {
  canViewVillageProgress,
  CompletionRuleSchema,
  journeyStatus,
  memberCompletion,
  progressOf,
  rankTeamsByCompletion,
  type ImpactDashboard,
  type MemberJourneyProgress,
  type TeamCompletionRanking,
  type VillageProgress,
  type RoiEstimateSeries,
  type VillageRoiEstimate,
} from '@lv/domain';
import type { Db } from '../../db/database';
import { errors } from '../../lib/errors';
import { impactOfPeople, roiFigureOf } from '../growth/impact';
import { journeyLeaders, present } from '../journeys/journey-view';
import { memberEnrolmentProgress, type MemberEnrolmentProgress } from '../journeys/progress-repository';
import { roiEstimateSeries } from '../leads/roi-series';
import * as repo from './repository';

/*
 * A village's learning progress: the leader's view of each member's journeys, and villages ranked
 * by their members' average completion (beside the average-XP ranking). Completion of a journey
 * is measured against the version its enrolment pins (domain progressOf), so it stays 0-100%.
 * Beside it: each member's CPD minutes (non-voided entries) and the leader's saved ROI estimates:
 * the newest, and the series with its re-measures (ADR 051).
 */

const percentOf = (row: MemberEnrolmentProgress) => progressOf(row.done, row.required).percent;

/** Each member's completion (the furthest of their journeys; 0 without one). */
function completionByMember(rows: readonly MemberEnrolmentProgress[]): Map<string, number> {
  const percents = new Map<string, number[]>();
  for (const row of rows) percents.set(row.userId, [...(percents.get(row.userId) ?? []), percentOf(row)]);
  return new Map([...percents].map(([userId, list]) => [userId, memberCompletion(list)]));
}

/** The leader's newest saved ROI estimate, from their series (its answers checked by RoiInputSchema when saved and read). */
function newestEstimate(series: RoiEstimateSeries): VillageRoiEstimate | null {
  const newest = series.estimates.at(-1);
  return newest && series.lastInput ? { savedAt: newest.savedAt, input: series.lastInput } : null;
}

/** The viewer's village if they lead it: 404 without a village, 403 for a member. */
async function ledVillage(db: Db, viewerId: string) {
  const membership = await repo.membershipOf(db.kysely, viewerId);
  const team = membership ? await repo.findTeam(db.kysely, membership.teamId) : undefined;
  if (!team) throw errors.notFound('Your village');
  if (!canViewVillageProgress({ id: viewerId }, team)) throw errors.forbidden("Only the village leader can see its members' progress.");
  return team;
}

/** GET /api/teams/mine/impact-dashboard: the village's Business Impact Dashboard, for its leader (ADR 052). */
export async function villageImpact(db: Db, viewerId: string): Promise<ImpactDashboard> {
  const team = await ledVillage(db, viewerId);
  const members = await repo.membersWithPoints(db.kysely, team.id);
  // The ROI trend is the leader's own series, as the village progress shows it (ADR 051, 053).
  const [figures, roi] = await Promise.all([
    impactOfPeople(db, members.map((m) => m.userId)),
    roiFigureOf(db, { userId: team.leaderId }),
  ]);
  return { scope: 'village', name: team.name, ...figures, roi };
}

/** GET /api/teams/mine/progress: the leader's view of their village; 404 without a village, 403 for a member. */
export async function villageProgress(db: Db, viewerId: string): Promise<VillageProgress> {
  const team = await ledVillage(db, viewerId);
  const [members, rows, leaders, cpd, roiTrend] = await Promise.all([
    repo.membersWithPoints(db.kysely, team.id),
    memberEnrolmentProgress(db.kysely, team.id),
    journeyLeaders(db),
    repo.memberCpdMinutes(db.kysely, team.id),
    roiEstimateSeries(db.kysely, { userId: team.leaderId }, Date.now()),
  ]);
  const completion = completionByMember(rows);
  const journeysOf = (userId: string): MemberJourneyProgress[] =>
    rows
      .filter((r) => r.userId === userId)
      .map((r) => {
        const shown = present(r.journey, leaders);
        const rule = CompletionRuleSchema.parse(JSON.parse(r.rule));
        return {
          journeyId: shown.id,
          title: shown.title,
          version: r.version,
          status: journeyStatus({ completedAt: r.completedAt }, r.anyDone),
          progress: progressOf(r.done, r.required),
          webinars: { attended: r.webinarsAttended, required: rule.requiredWebinars },
          capstone: { required: rule.capstoneRequired, state: r.capstoneState },
        };
      });
  const shown = members.map((m) => ({
    userId: m.userId,
    name: m.name,
    role: m.role,
    completion: completion.get(m.userId) ?? 0,
    journeys: journeysOf(m.userId),
    cpdMinutes: cpd.get(m.userId) ?? 0,
  }));
  // Every member counts here (the leader sees them all); rounded as the ranking rounds its average.
  const average = shown.length ? Math.round(shown.reduce((sum, m) => sum + m.completion, 0) / shown.length) : 0;
  const totalCpdMinutes = shown.reduce((sum, m) => sum + m.cpdMinutes, 0);
  return {
    team: { id: team.id, name: team.name },
    averageCompletion: average,
    members: shown,
    totalCpdMinutes,
    roiEstimate: newestEstimate(roiTrend),
    roiTrend,
  };
}

/**
 * GET /api/leaderboard/teams/completion: villages by their counted members' average completion
 * (members who are active and shown on leaderboards, as in the average-XP ranking; a member
 * without a journey counts 0). A grouped read over all memberships per request, like teamTotals.
 */
export async function teamCompletionRanking(db: Db, q: { page: number; pageSize: number; viewerId: string }): Promise<TeamCompletionRanking> {
  const viewerOrg = await repo.organisationOf(db.kysely, q.viewerId);
  const [members, rows, membership] = await Promise.all([
    repo.rankedMembers(db.kysely, viewerOrg),
    memberEnrolmentProgress(db.kysely),
    repo.membershipOf(db.kysely, q.viewerId),
  ]);
  const completion = completionByMember(rows);
  const teams = new Map<string, { teamId: string; name: string; memberPercents: number[] }>();
  for (const m of members) {
    const team = teams.get(m.teamId) ?? { teamId: m.teamId, name: m.name, memberPercents: [] };
    team.memberPercents.push(completion.get(m.userId) ?? 0);
    teams.set(m.teamId, team);
  }
  const ranked = rankTeamsByCompletion([...teams.values()]);
  const offset = (q.page - 1) * q.pageSize;
  return {
    page: q.page,
    pageSize: q.pageSize,
    total: ranked.length,
    entries: ranked.slice(offset, offset + q.pageSize),
    mine: (membership && ranked.find((t) => t.teamId === membership.teamId)) ?? null,
  };
}
