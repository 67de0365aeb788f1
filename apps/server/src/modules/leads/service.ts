import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { computeRoiScore, journeyLeadersFrom, recommendPath, roiBand, type OnboardingData, type RoiLead } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getSettings } from '../settings/service';
import { claimBlueprintLeadsByToken, insertBlueprintLead, insertRoiLead } from './repository';

/** The cookie that ties a visitor's blueprint to the browser until they sign up. */
export const BLUEPRINT_COOKIE = 'lv_blueprint';
/** Kept for 90 days. */
export const BLUEPRINT_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The browser token from a Cookie header when it is well formed. */
export function blueprintTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  const token = readCookie(cookieHeader, BLUEPRINT_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * Saves a completed Team Blueprint as a lead. A signed-in visitor's is attached at once; a
 * visitor's is tied to the browser token (new when the browser has none), claimed at sign-up.
 */
export async function saveBlueprintLead(
  db: Kysely<Database>,
  input: { answers: OnboardingData; browserToken: string | undefined; userId: string | null; now: number },
): Promise<{ id: string; recommendedPath: string; browserToken: string }> {
  const settings = await getSettings(db);
  const recommendedPath = recommendPath(input.answers.challenges, journeyLeadersFrom(settings));
  const browserToken = input.browserToken ?? randomBytes(32).toString('base64url');
  const id = randomUUID();
  await insertBlueprintLead(db, { id, browserTokenHash: hashToken(browserToken), answers: input.answers, recommendedPath, userId: input.userId, now: input.now });
  return { id, recommendedPath, browserToken };
}

/** Attaches the blueprints saved in this browser to a new account (called when the account is created). */
export async function claimBlueprintLeads(db: Kysely<Database>, userId: string, cookieHeader: string | null | undefined, now: number): Promise<number> {
  const token = blueprintTokenFrom(cookieHeader);
  if (!token) return 0;
  return claimBlueprintLeadsByToken(db, hashToken(token), userId, now);
}

/** Saves a finished ROI estimate with the score computed here (never trusted from the browser). */
export async function saveRoiLead(db: Kysely<Database>, lead: RoiLead, userId: string | null, now: number): Promise<{ id: string; score: number; band: string }> {
  const { email, ...input } = lead;
  const score = computeRoiScore(input);
  const band = roiBand(score).label;
  const id = randomUUID();
  await insertRoiLead(db, { id, input, score, band, email: email?.toLowerCase() ?? null, userId, now });
  return { id, score, band };
}
