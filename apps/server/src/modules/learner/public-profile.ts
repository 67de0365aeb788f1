import type { PublicProfile } from '@lv/domain';
import type { Db } from '../../db/database';
import { eliteMark } from '../certificates/service';
import { badgesFor } from '../gamification/badge-progress';
import { allTimeStanding } from '../gamification/leaderboard-service';
import { findPublicUser, publicImpactEntries, toImpactEntry } from './repository';

/** How many public impact entries a public profile shows (newest first). */
const PUBLIC_IMPACT_ENTRIES = 20;

/**
 * What anyone may see of a learner: name, photo, country, bio, personality type, level inputs,
 * badges, all-time rank unless they opted out, their public impact entries and their elite
 * certificate's verification page while it stands. Null for an
 * unknown or inactive account.
 */
export async function publicProfile(db: Db, userId: string, publicUrl: string): Promise<PublicProfile | null> {
  const user = await findPublicUser(db.kysely, userId);
  if (!user || user.accountStatus !== 'active') return null;
  const { points, rank } = await allTimeStanding(db, userId, Boolean(user.leaderboardHidden));
  const [badges, impact, elite] = await Promise.all([
    badgesFor(db, userId),
    publicImpactEntries(db.kysely, userId, PUBLIC_IMPACT_ENTRIES),
    eliteMark(db.kysely, userId, publicUrl),
  ]);
  return {
    id: user.id,
    name: user.name,
    image: user.image,
    bio: user.bio,
    country: user.country,
    personalityType: user.personalityType,
    points,
    rank,
    badges,
    impact: impact.map(toImpactEntry),
    memberSince: new Date(user.createdAt).toISOString(),
    // The elite mark (ADR 043) while the certificate stands; a revoked one leaves no mark.
    elite,
  };
}
