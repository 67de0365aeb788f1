/* The XP award table and streak constants (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)), with no zod so pages can show them cheaply. */

/** The XP award table of `../shared/spec/platform-spec.md` section 9 (Business constants and limits): stable action id, label as shown, base points. */
export const XP_ACTIONS = [
  { id: 'onboarding_complete', label: 'Onboarding Complete', points: 50 },
  { id: 'complete_module', label: 'Complete Module', points: 100 },
  { id: 'attend_webinar', label: 'Attend Webinar', points: 75 },
  { id: 'peer_mentoring', label: 'Peer Mentoring', points: 80 },
  { id: 'weekly_reflection', label: 'Submit Weekly Reflection', points: 60 },
  { id: 'capstone_challenge', label: 'Capstone Challenge', points: 250 },
] as const;

export type XpActionDefinition = (typeof XP_ACTIONS)[number];

export const XP_ACTION_IDS = [
  'onboarding_complete',
  'complete_module',
  'attend_webinar',
  'peer_mentoring',
  'weekly_reflection',
  'capstone_challenge',
] as const satisfies ReadonlyArray<XpActionDefinition['id']>;

/** The streak multiplier of `../shared/spec/platform-spec.md` section 9 (Business constants and limits). */
export const STREAK_MULTIPLIER = 1.5;

/** Consecutive days at which the multiplier starts (`../shared/spec/platform-spec.md` section 9 (Business constants and limits), `../shared/spec/decisions.md` "Streak"). */
export const STREAK_DAYS_FOR_MULTIPLIER = 7;

/** Streak days that earn one streak freeze: days 7, 14, 21... (`../shared/spec/decisions.md` "Streak freeze"). */
export const STREAK_DAYS_PER_FREEZE = 7;

/** Most streak freezes a learner holds at once; freezes are only earned, never sold. */
export const MAX_STREAK_FREEZES = 2;
