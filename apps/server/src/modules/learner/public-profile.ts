import type { PublicProfile } from '@lv/domain';
import type { Db } from '../../db/database';
import { badgesFor } from '../gamification/badge-progress';
import { allTimeStanding } from '../gamification/leaderboard-service';
import { findPublicUser, publicImpactEntries, toImpactEntry } from './repository';

/** How many public impact entries a public profile shows (newest first). */
const PUBLIC_IMPACT_ENTRIES = 20;

/**
 * What anyone may see of a learner: name, photo, country, bio, personality type, level inputs,
 * badges, all-time rank unless they opted out, and their public impact entries. Null for an
 * unknown or inactive account.
 */
export async function publicProfile(db: Db, userId: string): Promise<PublicProfile | null> {
  const user = await findPublicUser(db.kysely, userId);
  if (!user || user.accountStatus !== 'active') return null;
  const { points, rank } = await allTimeStanding(db, userId, Boolean(user.leaderboardHidden));
  const [badges, impact] = await Promise.all([
    badgesFor(db, userId),
    publicImpactEntries(db.kysely, userId, PUBLIC_IMPACT_ENTRIES),
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
  };
}
