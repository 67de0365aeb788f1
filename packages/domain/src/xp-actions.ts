/* The XP award table and streak constants (spec section 9), with no zod so pages can show them cheaply. */

/** The XP award table of spec section 9: stable action id, label as shown, base points. */
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

/** The streak multiplier of spec section 9. */
export const STREAK_MULTIPLIER = 1.5;

/** Consecutive days at which the multiplier starts (spec section 9, decisions.md "Streak"). */
export const STREAK_DAYS_FOR_MULTIPLIER = 7;
