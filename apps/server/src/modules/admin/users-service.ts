import { refuseSelfChange, type AdminUser, type AdminUserPatch, type AuditAction } from '@lv/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
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
 * one transaction.
 */
export async function changeUser(db: Kysely<Database>, actorId: string, targetId: string, patch: AdminUserPatch): Promise<AdminUser> {
  const refusal = refuseSelfChange(actorId, targetId, patch);
  if (refusal) throw errors.forbidden(refusal);
  return db.transaction().execute(async (trx) => {
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
    if (changes.length === 0) return toAdminUser(before);
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
    return toAdminUser(after);
  });
}
