import {
  ACTIVE_LEADERS,
  ACTIVE_LEADERS_GOAL,
  DEFAULT_CALENDAR_PAGE_URL,
  DEFAULT_CUSTOM_JOURNEY_BOOKING_URL,
  DEFAULT_JOURNEY_LEADERS,
  DEFAULT_SALES_EMAIL,
  LEADERS_CLAIM,
  MISSION_LIVES_GOAL,
} from '@lv/domain';
import { api } from './api';

// The product's name: never translated.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const DEFAULT_SITE_NAME = 'LeadVillage';

export interface SocialProvider {
  id: string;
  label: string;
  type: 'social' | 'oauth2';
}

/** The public settings the landing page reads (names, links, sales email, figures). */
export interface LandingSettings {
  firstLeaderName: string;
  secondLeaderName: string;
  customJourneyBookingUrl: string;
  calendarPageUrl: string;
  salesEmail: string;
  livesGoal: number;
  activeLeaders: number;
  activeLeadersGoal: number;
  leadersClaim: string;
}

/** The domain's defaults (its DEFAULT_SETTINGS), used until the server's settings arrive (and for any malformed one). */
export const DEFAULT_LANDING_SETTINGS: LandingSettings = {
  firstLeaderName: DEFAULT_JOURNEY_LEADERS.first,
  secondLeaderName: DEFAULT_JOURNEY_LEADERS.second,
  customJourneyBookingUrl: DEFAULT_CUSTOM_JOURNEY_BOOKING_URL,
  calendarPageUrl: DEFAULT_CALENDAR_PAGE_URL,
  salesEmail: DEFAULT_SALES_EMAIL,
  livesGoal: MISSION_LIVES_GOAL,
  activeLeaders: ACTIVE_LEADERS,
  activeLeadersGoal: ACTIVE_LEADERS_GOAL,
  leadersClaim: LEADERS_CLAIM,
};

/** The settings the browser may see. */
export interface PublicConfig {
  siteName: string;
  socialProviders: SocialProvider[];
  settings: LandingSettings;
}

/** The prefix of the query keys of screens that keep their own part of the public config (billing). */
export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSocialProvider(value: unknown): value is SocialProvider {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.label === 'string' &&
    (value.type === 'social' || value.type === 'oauth2')
  );
}

/** Each known landing setting of the right type wins over its default. */
function toLandingSettings(value: unknown): LandingSettings {
  const settings: LandingSettings = { ...DEFAULT_LANDING_SETTINGS };
  if (!isRecord(value)) return settings;
  const target = settings as unknown as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_LANDING_SETTINGS) as Array<keyof LandingSettings>) {
    const v = value[key];
    if (typeof v === typeof DEFAULT_LANDING_SETTINGS[key]) target[key] = v;
  }
  return settings;
}

/** Light check (no zod in the first chunk); malformed providers are left out. */
export function toPublicConfig(body: unknown): PublicConfig {
  if (!isRecord(body) || typeof body.siteName !== 'string') {
    throw new Error('GET /api/public-config: unexpected answer');
  }
  const providers = Array.isArray(body.socialProviders) ? body.socialProviders : [];
  return {
    siteName: body.siteName,
    socialProviders: providers.filter(isSocialProvider),
    settings: toLandingSettings(body.settings),
  };
}

let answer: Promise<unknown> | null = null;

/**
 * The answer of `GET /api/public-config`, asked once per page load and shared by its readers (the
 * shell's settings here, the upgrade page's prices with their own schema): one request, which the
 * page the server sends has already started (@lv/domain SHELL_READS). `fresh` asks again (after an
 * admin has changed the settings); a failed answer is not kept.
 */
export function publicConfigAnswer(fresh = false): Promise<unknown> {
  if (fresh || !answer) {
    const asked = api.get('/api/public-config');
    asked.catch(() => {
      if (answer === asked) answer = null;
    });
    answer = asked;
  }
  return answer;
}

/** `GET /api/public-config` → `{siteName, socialProviders: [{id, label, type}], settings}`. */
export async function fetchPublicConfig(fresh = false): Promise<PublicConfig> {
  return toPublicConfig(await publicConfigAnswer(fresh));
}

/**
 * The answer a page the server rendered carries (`#lv-state`, ADR 027): its readers take it instead
 * of asking again. On the server, each render sets the answer it read for its reader.
 */
export function takePublicConfigAnswer(body: unknown): void {
  answer = Promise.resolve(body);
}

/** Tests only: forgets the shared answer. */
export function forgetPublicConfigAnswer(): void {
  answer = null;
}
