import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import { setLeaderboardVisibility } from '../gamification/leaderboard-service';
import { leaveForErasure } from '../teams/service';
import { POLICY_TABLES, policyOf, type Erasure } from './tables';

/** The name an erased account shows where others still see it (a mentoring partner's list). */
export const ERASED_NAME = 'Deleted account';
/** What every text of an audit row's details about an erased learner becomes. */
export const ERASED_PLACEHOLDER = '[erased]';

/** Every string in a JSON value replaced by ERASED_PLACEHOLDER; numbers, booleans and the shape kept. */
function eraseTexts(value: unknown): unknown {
  if (typeof value === 'string') return ERASED_PLACEHOLDER;
  if (Array.isArray(value)) return value.map(eraseTexts);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eraseTexts(v)]));
  return value;
}

/** Audit rows about the learner keep who did what to which id and when; their texts go (ADR 037). */
async function eraseAuditTexts(trx: Kysely<Database>, userId: string): Promise<void> {
  const rows = await trx
    .selectFrom('audit_log')
    .select(['id', 'details'])
    .where((eb) =>
      eb.or([
        eb('targetId', '=', userId),
        eb('actorId', '=', userId),
        eb('details', 'like', `%${userId}%`),
      ]),
    )
    .execute();
  for (const row of rows) {
    let details: unknown;
    try {
      details = JSON.parse(row.details);
    } catch {
      details = {};
    }
    await trx
      .updateTable('audit_log')
      .set({ details: JSON.stringify(eraseTexts(details)) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Erases the account of a learner whose deletion request is pending (ADR 037), in one transaction:
 * the request is claimed first (pending -> erased), so two processes or a double click erase once,
 * and a cancelled request erases nothing. Then the learner leaves every board and their village,
 * each table's step of TABLE_POLICIES runs, and the user row is anonymised; XP, CPD and payment
 * rows stay under the anonymised id so every total stays right. `by` is the admin who erased it
 * before its date, or null (due). Returns false when there was no pending request.
 */
export async function eraseAccount(
  db: Db,
  userId: string,
  opts: { by?: string | null; now?: number; dueOnly?: boolean } = {},
): Promise<boolean> {
  const now = opts.now ?? Date.now();
  const changed = await db.kysely.transaction().execute(async (trx) => {
    let claim = trx
      .updateTable('deletion_requests')
      .set({ status: 'erased', closedAt: now, closedBy: opts.by ?? null })
      .where('userId', '=', userId)
      .where('status', '=', 'pending');
    if (opts.dueOnly) claim = claim.where('dueAt', '<=', now);
    const request = await claim.returning(['id', 'keepCertificates']).executeTakeFirst();
    if (!request) return null;
    const user = await trx
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const who: Erasure = {
      id: userId,
      email: user.email,
      name: user.name,
      now,
      keepCertificates: Boolean(request.keepCertificates),
    };
    await setLeaderboardVisibility(trx, userId, false);
    const others = await leaveForErasure(trx, userId, user.name, now);
    await eraseAuditTexts(trx, userId);
    for (const table of POLICY_TABLES) {
      const policy = policyOf(table);
      if (policy.holds === 'learner' && policy.run) await policy.run(trx, who);
    }
    await trx
      .updateTable('users')
      .set({
        name: ERASED_NAME,
        email: `erased-${userId}@deleted.invalid`,
        // 0 binds on both engines (SQLite has no boolean; PostgreSQL reads '0' as false).
        emailVerified: 0,
        image: null,
        bio: null,
        country: null,
        personalityType: null,
        timezone: 'UTC',
        locale: null,
        lastActive: null,
        leaderboardHidden: 1,
        accountStatus: 'inactive',
        role: 'learner',
        profileUpdatedAt: null,
        welcomedAt: null,
        updatedAt: new Date(now).toISOString(),
      })
      .where('id', '=', userId)
      .execute();
    await recordAudit(
      trx,
      {
        actorId: opts.by ?? null,
        action: 'user.erase',
        targetType: 'user',
        targetId: userId,
        details: { requestId: request.id, keepCertificates: who.keepCertificates },
      },
      now,
    );
    return [userId, ...others];
  });
  if (!changed) return false;
  await db.identity.changed(...new Set(changed));
  return true;
}

/** Erases every account whose cool-off is over; returns how many (the startup and hourly run, the admin's "process now"). */
export async function processDueDeletions(db: Db, now = Date.now()): Promise<number> {
  const due = await db.kysely
    .selectFrom('deletion_requests')
    .select('userId')
    .where('status', '=', 'pending')
    .where('dueAt', '<=', now)
    .orderBy('dueAt')
    .limit(100)
    .execute();
  let erased = 0;
  for (const { userId } of due)
    if (await eraseAccount(db, userId, { now, dueOnly: true })) erased += 1;
  return erased;
}
