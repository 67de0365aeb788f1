import { BadgeRuleSchema, type BadgeRule } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface UnlockedBadgeRecord {
  credentialId: string;
  userId: string;
  holderName: string;
  unlockedAt: number;
  badge: { id: string; name: string; description: string; rule: BadgeRule };
}

/** An unlocked badge by its credential id, with the badge and its holder (active accounts only). */
export async function findUnlockedBadge(db: Db, credentialId: string): Promise<UnlockedBadgeRecord | null> {
  const row = await db
    .selectFrom('user_badges')
    .innerJoin('badges', 'badges.id', 'user_badges.badgeId')
    .innerJoin('users', 'users.id', 'user_badges.userId')
    .select(['user_badges.credentialId', 'user_badges.userId', 'user_badges.unlockedAt', 'users.name as holderName', 'badges.id as badgeId', 'badges.name', 'badges.description', 'badges.rule'])
    .where('user_badges.credentialId', '=', credentialId)
    // Like the public profile: an inactive account's records are not shown.
    .where('users.accountStatus', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  const rule = BadgeRuleSchema.safeParse(JSON.parse(row.rule));
  if (!rule.success) return null;
  return {
    credentialId: row.credentialId,
    userId: row.userId,
    holderName: row.holderName,
    unlockedAt: Number(row.unlockedAt),
    badge: { id: row.badgeId, name: row.name, description: row.description, rule: rule.data },
  };
}

/** A badge by id (for its Achievement document). */
export async function findBadge(db: Db, badgeId: string) {
  const row = await db.selectFrom('badges').select(['id', 'name', 'description', 'rule']).where('id', '=', badgeId).executeTakeFirst();
  if (!row) return null;
  const rule = BadgeRuleSchema.safeParse(JSON.parse(row.rule));
  return rule.success ? { id: row.id, name: row.name, description: row.description, rule: rule.data } : null;
}
