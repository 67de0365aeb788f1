import type { Accreditor } from './certificates';
import { cpdHours, formatCpdMinutes } from './cpd';
import { LEVELS } from './levels';
import type { AchievementInput } from './open-badges';

/*
 * Elite certification (`../shared/spec/decisions.md` "Premium spaces and level unlocks"): Level 4,
 * Transformation Leader, brings an elite certificate and credential, issued once, when the learner
 * has reached the level's XP and has completed at least one journey, whichever comes last.
 */

/** The level that brings elite certification: Level 4, Transformation Leader. */
export const ELITE_LEVEL = LEVELS[3];

/** The XP total from which a learner is a Transformation Leader (5,001). */
export const ELITE_MIN_XP: number = ELITE_LEVEL.minXp;

/** What the elite certificate is earned from, as read in the transaction that may issue it. */
export interface EliteStanding {
  /** The learner's XP total now. */
  xp: number;
  /** How many journeys the learner has completed. */
  completedJourneys: number;
}

/** Whether both conditions hold: the elite level's XP and at least one completed journey. */
export function eliteEarned(s: EliteStanding): boolean {
  return Number.isFinite(s.xp) && s.xp >= ELITE_MIN_XP && s.completedJourneys >= 1;
}

/** The issue key of a learner's elite certificate: one per learner, however many triggers race. */
export const eliteIssueKey = (userId: string) => `elite:${userId}`;

/** Where the elite Achievement lives on the platform at `baseUrl` (its id, and a public document). */
export const eliteAchievementUrl = (baseUrl: string) => `${baseUrl}/ob/achievements/elite`;

/** The elite certificate's criteria, in plain words (the credential's `criteria.narrative`). */
export const ELITE_CRITERIA =
  'Reach Level 4, Transformation Leader, by earning 5,001 XP or more on the platform, and complete at ' +
  'least one leadership journey: every required module with a written reflection, the webinars and ' +
  'the capstone project its completion rule asks for.';

/**
 * The elite certificate as an Achievement: the level, its criteria, and, for one holder's
 * credential, the verified CPD hours their certificate states (in the description, and as
 * `creditsAvailable` when any). Without `cpdMinutes` it is the Achievement's own public document.
 */
export function eliteAchievementInput(
  baseUrl: string,
  c: { cpdMinutes?: number; accreditor: Accreditor | null },
): AchievementInput {
  const hours = c.cpdMinutes === undefined ? 0 : cpdHours(c.cpdMinutes);
  const atIssue =
    c.cpdMinutes === undefined
      ? '.'
      : `; ${hours.toLocaleString('en')} verified CPD hours (${formatCpdMinutes(c.cpdMinutes)}) at issue.`;
  const accredited = c.accreditor
    ? ` CPD accredited by ${c.accreditor.name}${c.accreditor.number ? `, accreditation no. ${c.accreditor.number}` : ''}.`
    : '';
  return {
    id: eliteAchievementUrl(baseUrl),
    name: `Elite certification: ${ELITE_LEVEL.name}`,
    description:
      `Elite certificate of a Transformation Leader (Level 4): ${ELITE_MIN_XP.toLocaleString('en')} XP or ` +
      `more and a completed leadership journey${atIssue}${accredited}`,
    criteria: ELITE_CRITERIA,
    achievementType: 'Certificate',
    ...(hours > 0 ? { creditsAvailable: hours } : {}),
  };
}
