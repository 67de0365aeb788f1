import { BadgeRuleSchema, type BadgeRule, type NewBadge, type XpActionId } from '@lv/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newCredentialId } from '../../lib/credential-id';

/** A query builder: the database or an open transaction (not db/database.ts's Db, the opened database). */
type Sql = Kysely<Database>;

export interface BadgeRow {
  id: string;
  name: string;
  description: string;
  rule: BadgeRule;
  builtIn: boolean;
}

// Badges change rarely (an admin adds one); every award reads them, so keep them a few seconds.
const CACHE_MS = 5_000;
let cache: { at: number; badges: Promise<BadgeRow[]> } | null = null;

/** Every badge, from a short cache (other processes see a new badge within CACHE_MS). */
export function listBadgesCached(db: Sql, now = Date.now()): Promise<BadgeRow[]> {
  if (!cache || now - cache.at > CACHE_MS) cache = { at: now, badges: listBadges(db) };
  return cache.badges;
}

export function forgetCachedBadges(): void {
  cache = null;
}

/** Every badge with a valid rule (a corrupt rule row is skipped, not fatal). */
export async function listBadges(db: Sql): Promise<BadgeRow[]> {
  const rows = await db.selectFrom('badges').select(['id', 'name', 'description', 'rule', 'builtIn', 'createdAt']).orderBy('builtIn', 'desc').orderBy('createdAt').orderBy('name').execute();
  return rows.flatMap((r) => {
    const parsed = BadgeRuleSchema.safeParse(JSON.parse(r.rule));
    return parsed.success ? [{ id: r.id, name: r.name, description: r.description, rule: parsed.data, builtIn: Boolean(r.builtIn) }] : [];
  });
}

export async function insertBadge(db: Sql, badge: NewBadge, by: string, now: number): Promise<string> {
  const id = randomUUID();
  await db.insertInto('badges').values({ id, name: badge.name, description: badge.description, rule: JSON.stringify(badge.rule), builtIn: 0, createdBy: by, createdAt: now }).execute();
  forgetCachedBadges();
  return id;
}

export function badgeNameTaken(db: Sql, name: string) {
  return db.selectFrom('badges').select('id').where('name', '=', name).executeTakeFirst();
}

export function unlockedBadges(db: Sql, userId: string) {
  return db.selectFrom('user_badges').select(['badgeId', 'unlockedAt', 'evidenceLedgerId', 'credentialId']).where('userId', '=', userId).execute();
}

/** A new unlock, with the public id of its credential. */
type NewUnlock = { userId: string; badgeId: string; unlockedAt: number; evidenceLedgerId: string | null };
const withCredentialIds = (rows: NewUnlock[]) => rows.map((r) => ({ ...r, credentialId: newCredentialId() }));

export async function insertUnlocked(db: Sql, rows: NewUnlock[]) {
  if (rows.length) await db.insertInto('user_badges').values(withCredentialIds(rows)).onConflict((oc) => oc.columns(['userId', 'badgeId']).doNothing()).execute();
}

/** Records unlocks the learner does not have yet; returns the ids of the badges newly unlocked. */
export async function unlockNew(db: Sql, rows: NewUnlock[]): Promise<string[]> {
  if (!rows.length) return [];
  const added = await db.insertInto('user_badges').values(withCredentialIds(rows)).onConflict((oc) => oc.columns(['userId', 'badgeId']).doNothing()).returning('badgeId').execute();
  return added.map((r) => r.badgeId);
}

/** How many times the learner earned one action. */
export async function actionCount(db: Sql, userId: string, action: XpActionId): Promise<number> {
  const r = await db.selectFrom('xp_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).where('action', '=', action).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** How many times the learner earned each action. */
export async function actionCounts(db: Sql, userId: string): Promise<Partial<Record<XpActionId, number>>> {
  const rows = await db
    .selectFrom('xp_ledger')
    .select((eb) => ['action', eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId)
    .groupBy('action')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.action, Number(r.n)]));
}
