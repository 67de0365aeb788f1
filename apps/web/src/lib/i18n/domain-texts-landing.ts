import { msg } from '@lingui/core/macro';

/*
 * The domain's English texts the landing page's first paint shows (levels, XP awards, journey
 * cards, the loading text), keyed by the English itself like the rest of domain-texts.ts: this
 * file is in both the `domain` and the `landing` catalogues (lingui.config.ts), so the French
 * landing page finds them without loading the whole domain catalogue, and the English page carries
 * each text once, the domain's own (domain-messages.ts asks domainText for it). Only
 * `lingui extract` reads this file; the app never imports it.
 */

/** Named levels (domain LEVELS): name and what each unlocks. */
export const LEVEL_TEXTS = [
  msg({ id: 'Explorer', message: 'Explorer' }),
  msg({ id: 'Starting level', message: 'Starting level' }),
  msg({ id: 'Impact Builder', message: 'Impact Builder' }),
  msg({ id: 'Unlocks group challenges', message: 'Unlocks group challenges' }),
  msg({ id: 'Change Architect', message: 'Change Architect' }),
  msg({ id: 'Unlocks mentoring', message: 'Unlocks mentoring' }),
  msg({ id: 'Transformation Leader', message: 'Transformation Leader' }),
  msg({ id: 'Elite certification', message: 'Elite certification' }),
];

/** XP award labels (domain XP_ACTIONS) and the ledger label of an admin adjustment (server gamification routes). */
export const XP_ACTION_TEXTS = [
  msg({ id: 'Onboarding Complete', message: 'Onboarding Complete' }),
  msg({ id: 'Complete Module', message: 'Complete Module' }),
  msg({ id: 'Attend Webinar', message: 'Attend Webinar' }),
  msg({ id: 'Peer Mentoring', message: 'Peer Mentoring' }),
  msg({ id: 'Submit Weekly Reflection', message: 'Submit Weekly Reflection' }),
  msg({ id: 'Capstone Challenge', message: 'Capstone Challenge' }),
  msg({ id: 'Adjustment by an admin', message: 'Adjustment by an admin' }),
];

/** The journey cards (domain journeyPaths): durations, descriptions, focus areas (named titles carry a name). */
export const JOURNEY_PATH_TEXTS = [
  msg({ id: 'Custom Path', message: 'Custom Path' }),
  msg({ id: "{name}'s Path", message: "{name}'s Path" }),
  msg({ id: '6-month', message: '6-month' }),
  msg({ id: '9-month', message: '9-month' }),
  msg({ id: 'Flexible', message: 'Flexible' }),
  msg({
    id: 'Build digital confidence and a habit of innovation. You learn to lead with data, try new tools with your team and turn ideas into results.',
    message:
      'Build digital confidence and a habit of innovation. You learn to lead with data, try new tools with your team and turn ideas into results.',
  }),
  msg({
    id: 'Lead your team through change. You break down silos, build shared ownership and turn resistance into commitment.',
    message:
      'Lead your team through change. You break down silos, build shared ownership and turn resistance into commitment.',
  }),
  msg({
    id: 'A journey designed around your team: we start from your blueprint and shape the programme with you in a consultation.',
    message:
      'A journey designed around your team: we start from your blueprint and shape the programme with you in a consultation.',
  }),
  msg({ id: 'Digital confidence', message: 'Digital confidence' }),
  msg({ id: 'Innovation', message: 'Innovation' }),
  msg({ id: 'Data-driven decisions', message: 'Data-driven decisions' }),
  msg({ id: 'Change leadership', message: 'Change leadership' }),
  msg({ id: 'Team collaboration', message: 'Team collaboration' }),
  msg({ id: 'Ownership culture', message: 'Ownership culture' }),
  msg({ id: 'Your priorities', message: 'Your priorities' }),
  msg({ id: 'Your timeline', message: 'Your timeline' }),
  msg({ id: 'Your team', message: 'Your team' }),
];

/** The loading placeholder (domain LOADING_TEXT). */
export const LOADING_TEXTS = [msg({ id: 'Loading...', message: 'Loading...' })];
