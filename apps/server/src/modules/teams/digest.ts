import type { DigestMember, Locale } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A village's leader, as the weekly digest's planner reads them (ADR 046). */
export interface VillageLeader {
  teamId: string;
  village: string;
  userId: string;
  email: string;
  timezone: string;
  locale: Locale;
}

/** Every village's active leader: the planner decides from their zone whose digest is due. */
export async function villageLeaders(db: Kysely<Database>): Promise<VillageLeader[]> {
  const rows = await db
    .selectFrom('teams')
    .innerJoin('users', 'users.id', 'teams.leaderId')
    .select([
      'teams.id as teamId',
      'teams.name as village',
      'users.id as userId',
      'users.email',
      'users.timezone',
      'users.locale',
    ])
    .where('users.accountStatus', '=', 'active')
    .execute();
  return rows.map((r) => ({ ...r, locale: r.locale ?? 'en' }));
}

/** The village's members besides its leader, with their XP and modules completed since `since`. */
export async function digestMembers(
  db: Kysely<Database>,
  teamId: string,
  since: number,
): Promise<DigestMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.teamId')
    .innerJoin('users', 'users.id', 'team_members.userId')
    .select((eb) => [
      'users.name',
      'users.lastActive',
      eb
        .selectFrom('xp_ledger')
        .whereRef('xp_ledger.userId', '=', 'users.id')
        .where('xp_ledger.createdAt', '>=', since)
        .select((x) => x.fn.sum<number | string | null>('xp_ledger.points').as('xp'))
        .as('weekXp'),
      eb
        .selectFrom('module_completions')
        .whereRef('module_completions.userId', '=', 'users.id')
        .where('module_completions.completedAt', '>=', since)
        .select((x) => x.fn.countAll<number | string>().as('n'))
        .as('weekModules'),
    ])
    .where('team_members.teamId', '=', teamId)
    .whereRef('team_members.userId', '!=', 'teams.leaderId')
    .where('users.accountStatus', '=', 'active')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    weekXp: Number(r.weekXp ?? 0),
    weekModules: Number(r.weekModules ?? 0),
    lastActive: r.lastActive === null ? null : Number(r.lastActive),
  }));
}
