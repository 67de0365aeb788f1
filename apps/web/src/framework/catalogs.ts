import { FIRST_CATALOGS, type CatalogName } from '../lib/i18n/catalogs';

/**
 * The message catalogues of the trial's pages: the first ones and those of its three screens. English
 * loads none (lib/i18n/catalogs.ts); a French page loads these before it renders or hydrates.
 */
export const TRIAL_CATALOGS: readonly CatalogName[] = [
  ...FIRST_CATALOGS,
  'leaderboard',
  'journeys',
  'profile',
  'gamification',
];
