import { refuseSelfChange, type AdminUser, type AdminUserPatch, type AuditAction } from '@lv/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { toAuthDate } from '../../lib/auth-date';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { setLeaderboardVisibility } from '../gamification/leaderboard-service';
import { deleteSessions, findUser, toAdminUser, updateUser } from './users-repository';

const ACTION_BY_FIELD: Record<keyof AdminUserPatch, AuditAction> = {
  name: 'user.profile',
  role: 'user.role',
  membershipStatus: 'user.membership',
  transformationTier: 'user.tier',
  accountStatus: 'user.status',
};

/**
 * An admin changes a user: the self-protection rule first, then the fields that really change,
 * one audit row per field, and (when the account becomes inactive) every session ended, all in
 * one transaction; then the user's next request sees the change (db/identity.ts).
 */
export async function changeUser(db: Db, actorId: string, targetId: string, patch: AdminUserPatch): Promise<AdminUser> {
  const refusal = refuseSelfChange(actorId, targetId, patch);
  if (refusal) throw errors.forbidden(refusal);
  const { user, changed } = await db.kysely.transaction().execute(async (trx) => {
    // Locked, so two admins changing one user at once each record the true 'from' value.
    const before = await findUser(trx, targetId, { lock: true });
    if (!before) throw errors.notFound('That user');
    const values: Updateable<UsersTable> = {};
    const changes: Array<{ field: keyof AdminUserPatch; from: unknown; to: unknown }> = [];
    for (const field of Object.keys(ACTION_BY_FIELD) as Array<keyof AdminUserPatch>) {
      if (!Object.hasOwn(patch, field)) continue;
      const to = patch[field];
      const from = before[field];
      if (to === undefined || to === from) continue;
      Object.assign(values, { [field]: to });
      changes.push({ field, from, to });
    }
    if (changes.length === 0) return { user: toAdminUser(before), changed: false };
    const now = Date.now();
    await updateUser(trx, targetId, { ...values, updatedAt: toAuthDate(trx, new Date(now)) });
    const sessionsEnded = values.accountStatus === 'inactive' ? await deleteSessions(trx, targetId) : null;
    for (const { field, from, to } of changes) {
      const details: Record<string, unknown> = { field, from, to };
      if (field === 'accountStatus' && sessionsEnded !== null) details.sessionsEnded = sessionsEnded;
      await recordAudit(trx, { actorId, action: ACTION_BY_FIELD[field], targetType: 'user', targetId, details }, now);
    }
    // Inactive accounts are left off the leaderboards; reactivated ones come back.
    if (values.accountStatus) await setLeaderboardVisibility(trx, targetId, values.accountStatus === 'active' && !before.leaderboardHidden);
    const after = await findUser(trx, targetId);
    if (!after) throw errors.notFound('That user');
    return { user: toAdminUser(after), changed: true };
  });
  if (changed) await db.identity.changed(targetId);
  return user;
}
