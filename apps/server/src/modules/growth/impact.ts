import {
  groupRaterAnswers,
  GROWTH_STATEMENTS,
  impactFigures,
  memberCompletion,
  progressOf,
  roiTrendFigure,
  scoreAssessment,
  scoreRaterGroup,
  type ImpactDashboard,
  type PersonImpactFacts,
  type RaterGroup,
} from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { savedRoiEstimates, type RoiSeriesOwner } from '../leads/roi-series';
import * as repo from './impact-repository';
import { parseAnswers } from './service';

/*
 * The Business Impact Dashboard (ADR 052): the figures of a set of people, computed by the domain
 * (impactFigures) from what is stored. Which people a viewer may see is decided by the module that
 * owns the group (teams for a village, organisations for an organisation) before it calls this.
 */

export type ImpactFigures = Omit<ImpactDashboard, 'scope' | 'name' | 'roi'>;

/**
 * The ROI estimate's trend for the dashboard (ADR 053): the series of the owner the caller's
 * module names (the learner, the village's leader, the organisation), or null for none.
 */
export async function roiFigureOf(
  db: Db,
  owner: RoiSeriesOwner | null,
  now = Date.now(),
): Promise<ImpactDashboard['roi']> {
  return owner ? roiTrendFigure(await savedRoiEstimates(db.kysely, owner), now) : null;
}

/** The 360 overall figure of each person's journey round (only answers a group shows count). */
function raterFigures(rows: Awaited<ReturnType<typeof repo.raterAnswersOfPeople>>) {
  const byRound = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.userId}\u0000${r.journeyId}\u0000${r.round}`;
    const own = byRound.get(key);
    if (own) own.push(r);
    else byRound.set(key, [r]);
  }
  const figures = new Map<string, { before: number | null; after: number | null }>();
  for (const [key, answers] of byRound) {
    const [userId, journeyId, round] = key.split('\u0000') as [string, string, string];
    const shown = groupRaterAnswers(
      answers.map((a) => ({ group: a.raterGroup as RaterGroup, answer: a })),
    ).shown.flatMap((g) => g.answers);
    const overall = shown.length
      ? scoreRaterGroup(
          GROWTH_STATEMENTS,
          shown.map((a) => parseAnswers(a.answers)),
        ).overall
      : null;
    const pairKey = `${userId}\u0000${journeyId}`;
    const pair = figures.get(pairKey) ?? { before: null, after: null };
    figures.set(pairKey, { ...pair, [round === 'after' ? 'after' : 'before']: overall });
  }
  return figures;
}

/** Each person's facts, read in one query per kind. */
async function factsOf(db: Db, userIds: readonly string[]): Promise<PersonImpactFacts[]> {
  if (userIds.length === 0) return [];
  const k = db.kysely;
  const [assessments, raters, enrolments, checks, counts] = await Promise.all([
    repo.assessmentsOfPeople(k, userIds),
    repo.raterAnswersOfPeople(k, userIds),
    repo.enrolmentProgressOfPeople(k, userIds),
    repo.checkPassesOfPeople(k, userIds),
    repo.countsOfPeople(k, userIds),
  ]);
  const rated = raterFigures(raters);
  // Each kind of row grouped by person once: an organisation's thousands of people stay linear.
  const byUser = <T extends { userId: string }>(rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) {
      const own = map.get(r.userId);
      if (own) own.push(r);
      else map.set(r.userId, [r]);
    }
    return (userId: string) => map.get(userId) ?? [];
  };
  const assessmentsOf = byUser(assessments);
  const enrolmentsOf = byUser(enrolments);
  const checksOf = byUser(checks);
  const pairsOf = byUser(
    [...rated].map(([key, pair]) => ({ userId: key.split('\u0000')[0]!, ...pair })),
  );
  return userIds.map((userId) => {
    // A journey with both rounds shown is the person's 360 change; the newest such, else nothing.
    const both = pairsOf(userId)
      .filter((p) => p.before !== null && p.after !== null)
      .at(-1);
    return {
      assessments: assessmentsOf(userId).map((a) =>
        scoreAssessment(GROWTH_STATEMENTS, parseAnswers(a.answers)),
      ),
      raters: both ? { before: both.before, after: both.after } : { before: null, after: null },
      checks: checksOf(userId),
      completion: memberCompletion(
        enrolmentsOf(userId).map((e) => progressOf(Number(e.done), Number(e.required)).percent),
      ),
      cpdMinutes: counts.cpd.get(userId) ?? 0,
      impactActions: counts.actions.get(userId) ?? 0,
      certificates: counts.certificates.get(userId) ?? 0,
    };
  });
}

/** The figures of a group the caller's module has already allowed the viewer to see. */
export async function impactOfPeople(db: Db, userIds: readonly string[]): Promise<ImpactFigures> {
  return impactFigures(await factsOf(db, [...new Set(userIds)]));
}

/** GET /api/me/impact-dashboard: the learner's own figures, always shown to them. */
export async function myImpact(db: Db, user: UserRow): Promise<ImpactDashboard> {
  const [facts, roi] = await Promise.all([
    factsOf(db, [user.id]),
    roiFigureOf(db, { userId: user.id }),
  ]);
  return { scope: 'learner', name: null, ...impactFigures(facts, true), roi };
}
