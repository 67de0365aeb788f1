import {
  journeyLeadersFrom,
  onboardingAwardKey,
  OnboardingSchema,
  recommendPath,
  type OnboardingData,
  type OnboardingResult,
  type OnboardingStatus,
  type OwnProfile,
  type PersonalityTypeId,
  type ProfileUpdate,
} from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { PointsBus } from '../gamification/live';
import { setLeaderboardVisibility } from '../gamification/leaderboard-service';
import { findLedgerEntryByKey } from '../gamification/points-service';
import { awardXp } from '../gamification/service';
import { getSettings } from '../settings/service';
import * as repo from './repository';

/** The learner's own account: welcome, onboarding (the Team Blueprint) and profile. The impact log is impact-service.ts. */

/** The signed-in learner's own profile. */
export async function ownProfile(db: Db, userId: string): Promise<OwnProfile> {
  const row = await repo.readProfile(db.kysely, userId);
  if (!row) throw errors.notFound('That learner');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    bio: row.bio,
    country: row.country,
    timezone: row.timezone,
    timezoneChosen: row.profileUpdatedAt !== null,
    personalityType: (row.personalityType as PersonalityTypeId | null) ?? null,
    leaderboardHidden: Boolean(row.leaderboardHidden),
    locale: row.locale,
  };
}

/**
 * Changes the learner's own profile in one transaction; leaderboard privacy moves the rank counts
 * in the same transaction (setLeaderboardVisibility), only when the flag really changed.
 */
export async function updateProfile(db: Db, user: UserRow, update: ProfileUpdate, now = Date.now()): Promise<OwnProfile> {
  const { leaderboardHidden, ...columns } = update;
  await db.kysely.transaction().execute(async (trx) => {
    await repo.writeProfile(trx, user.id, columns, now);
    if (leaderboardHidden !== undefined && (await repo.changeLeaderboardHidden(trx, user.id, leaderboardHidden))) {
      // An inactive learner is off the boards anyway; only an active one moves.
      if (user.accountStatus === 'active') await setLeaderboardVisibility(trx, user.id, !leaderboardHidden);
    }
  });
  await db.identity.changed(user.id);
  return ownProfile(db, user.id);
}

/** Records the learner's first visit of /welcome. */
export async function markWelcomed(db: Db, userId: string, now = Date.now()): Promise<void> {
  if (await repo.markWelcomed(db.kysely, userId, now)) await db.identity.changed(userId);
}

/** Stored blueprint answers (JSON text), or null when they no longer fit the schema. */
function parseBlueprint(json: string): OnboardingData | null {
  const result = OnboardingSchema.safeParse(JSON.parse(json));
  return result.success ? result.data : null;
}

/** The saved blueprint, or the landing-page blueprint claimed at sign-up to start from. */
export async function onboardingStatus(db: Db, userId: string): Promise<OnboardingStatus> {
  const [saved, lead, award] = await Promise.all([
    repo.findOnboarding(db.kysely, userId),
    repo.latestClaimedBlueprint(db.kysely, userId),
    findLedgerEntryByKey(db.kysely, onboardingAwardKey(userId)),
  ]);
  const answers = saved ? parseBlueprint(saved.answers) : null;
  return {
    saved:
      saved && answers
        ? { answers, recommendedPath: saved.recommendedPath, completedAt: new Date(Number(saved.completedAt)).toISOString(), xpEarned: award ? Number(award.points) : 0 }
        : null,
    prefill: lead ? parseBlueprint(lead.answers) : null,
  };
}

/**
 * Saves the learner's Team Blueprint with its recommended path, then awards Onboarding Complete
 * (50 XP) with the key `onboarding:{userId}`: however often and however concurrently this runs,
 * the ledger holds one award.
 */
export async function saveOnboarding(db: Db, bus: PointsBus, userId: string, answers: OnboardingData, now = Date.now()): Promise<OnboardingResult> {
  const settings = await getSettings(db.kysely);
  const recommendedPath = recommendPath(answers.challenges, journeyLeadersFrom(settings));
  const welcomed = await db.kysely.transaction().execute(async (trx) => {
    await repo.upsertOnboarding(trx, userId, answers, recommendedPath, now);
    return repo.markWelcomed(trx, userId, now);
  });
  if (welcomed) await db.identity.changed(userId);
  // After the save: if the award fails, the next submission makes it (the key keeps it single).
  const award = await awardXp(db, bus, { userId, action: 'onboarding_complete', idempotencyKey: onboardingAwardKey(userId) }, now);
  const saved = await repo.findOnboarding(db.kysely, userId);
  return {
    answers,
    recommendedPath,
    completedAt: new Date(Number(saved?.completedAt ?? now)).toISOString(),
    xpEarned: award.entry.points,
    xpAwardedNow: award.created,
    points: award.points,
  };
}

/** The learner's Team Blueprint answers: the saved onboarding, else the landing-page one claimed at sign-up. */
export async function blueprintAnswers(db: Db, userId: string): Promise<OnboardingData | null> {
  const saved = await repo.findOnboarding(db.kysely, userId);
  const answers = saved ? parseBlueprint(saved.answers) : null;
  if (answers) return answers;
  const lead = await repo.latestClaimedBlueprint(db.kysely, userId);
  return lead ? parseBlueprint(lead.answers) : null;
}
