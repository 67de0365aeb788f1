import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { TeamRole, TransformationTier } from '@lv/domain';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The organisation a person belongs to, or null. */
export async function organisationOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('organisation_members').select('organisationId').where('userId', '=', userId).executeTakeFirst();
  return row?.organisationId ?? null;
}

export function membershipOf(db: Db, userId: string) {
  return db.selectFrom('team_members').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** The other members of the person's village (none outside one). */
export async function peerIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('team_members as me')
    .innerJoin('team_members as peer', 'peer.teamId', 'me.teamId')
    .select('peer.userId')
    .where('me.userId', '=', userId)
    .where('peer.userId', '!=', userId)
    .execute();
  return rows.map((r) => r.userId);
}

/** The team row, locked for the rest of the transaction on PostgreSQL (joins, leaves and handovers serialise per team). */
export function lockTeam(trx: Db, teamId: string) {
  let q = trx.selectFrom('teams').selectAll().where('id', '=', teamId);
  if (isPostgres(trx)) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The member (other than `userId`) who joined first: who takes over a village when its leader's account is erased. */
export function firstOtherMember(db: Db, teamId: string, userId: string) {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('teamId', '=', teamId)
    .where('userId', '!=', userId)
    .orderBy('joinedAt')
    .orderBy('userId')
    .limit(1)
    .executeTakeFirst();
}

export function findTeam(db: Db, teamId: string) {
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
}

export function findTeamByJoinToken(db: Db, token: string) {
  return db.selectFrom('teams').selectAll().where('joinToken', '=', token).executeTakeFirst();
}

export function findInviteByHash(db: Db, tokenHash: string) {
  return db.selectFrom('team_invites').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function insertTeam(trx: Db, team: Insertable<Database['teams']>): Promise<void> {
  await trx.insertInto('teams').values(team).execute();
}

/** Adds a membership; false when the learner already has one (the primary key keeps it to one team). */
export async function insertMember(trx: Db, row: Database['team_members']): Promise<boolean> {
  const r = await trx.insertInto('team_members').values(row).onConflict((oc) => oc.column('userId').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteMember(trx: Db, teamId: string, userId: string): Promise<boolean> {
  const r = await trx.deleteFrom('team_members').where('teamId', '=', teamId).where('userId', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function deleteTeam(trx: Db, teamId: string): Promise<void> {
  await trx.deleteFrom('team_invites').where('teamId', '=', teamId).execute();
  await trx.deleteFrom('team_members').where('teamId', '=', teamId).execute();
  await trx.deleteFrom('teams').where('id', '=', teamId).execute();
}

export async function setMemberRole(trx: Db, userId: string, role: TeamRole, tierSetByTeam: TransformationTier | null): Promise<void> {
  await trx.updateTable('team_members').set({ role, tierSetByTeam }).where('userId', '=', userId).execute();
}

export async function updateTeam(trx: Db, teamId: string, values: Partial<Pick<Database['teams'], 'name' | 'leaderId' | 'joinToken' | 'joinTokenExpiresAt'>>, now: number): Promise<void> {
  await trx.updateTable('teams').set({ ...values, updatedAt: now }).where('id', '=', teamId).execute();
}

export function countMembers(db: Db, teamId: string): Promise<number> {
  return db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('teamId', '=', teamId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** A learner's tier fields, read inside the transaction that changes them. */
export function userTierFields(trx: Db, userId: string) {
  return trx.selectFrom('users').select(['id', 'name', 'membershipStatus', 'transformationTier']).where('id', '=', userId).executeTakeFirst();
}

export async function setUserTier(trx: Db, userId: string, tier: TransformationTier | null): Promise<void> {
  await trx.updateTable('users').set({ transformationTier: tier }).where('id', '=', userId).execute();
}

/** Members with their all-time points, leader first, then by join time. */
export function membersWithPoints(db: Db, teamId: string) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.userId')
    .leftJoin('user_points', 'user_points.userId', 'team_members.userId')
    .select(['team_members.userId', 'team_members.role', 'team_members.joinedAt', 'users.name', 'users.image', 'user_points.points'])
    .where('team_members.teamId', '=', teamId)
    .orderBy(sql`case when team_members.role = 'leader' then 0 else 1 end`)
    .orderBy('team_members.joinedAt', 'asc')
    .orderBy('team_members.userId', 'asc')
    .execute();
}

/**
 * Each member's minutes of non-voided CPD entries, in one grouped read (members without an entry
 * are absent: they have 0). Sums come back as text on PostgreSQL, hence Number.
 */
export async function memberCpdMinutes(db: Db, teamId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('cpd_entries', 'cpd_entries.userId', 'team_members.userId')
    .select((eb) => ['team_members.userId', eb.fn.sum<number | string>('cpd_entries.minutes').as('minutes')])
    .where('team_members.teamId', '=', teamId)
    .where('cpd_entries.voidedAt', 'is', null)
    .groupBy('team_members.userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.minutes)]));
}

export function pendingInvites(db: Db, teamId: string, now: number) {
  return db
    .selectFrom('team_invites')
    .select(['id', 'email', 'expiresAt'])
    .where('teamId', '=', teamId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute();
}

export async function insertInvite(trx: Db, invite: Database['team_invites']): Promise<void> {
  await trx.insertInto('team_invites').values(invite).execute();
}

export function invitesSince(db: Db, teamId: string, since: number): Promise<number> {
  return db
    .selectFrom('team_invites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('teamId', '=', teamId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Marks an invite used; false when another request used it first (single use under concurrency). */
export async function useInvite(trx: Db, inviteId: string, userId: string, now: number): Promise<boolean> {
  const r = await trx.updateTable('team_invites').set({ usedAt: now, usedBy: userId }).where('id', '=', inviteId).where('usedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---- leaderboards ----

/** The team's learners shown on leaderboards (active, not hidden) with their points in a window (0 when none). */
export function teamBoardRows(db: Db, teamId: string, period: string) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.userId')
    .leftJoin('xp_totals', (join) => join.onRef('xp_totals.userId', '=', 'team_members.userId').on('xp_totals.period', '=', period))
    .select(['team_members.userId', 'users.name', 'users.image', 'xp_totals.points'])
    .where('team_members.teamId', '=', teamId)
    .where('users.accountStatus', '=', 'active')
    .where('users.leaderboardHidden', '=', 0)
    .execute();
}

/** Villages of no organisation, plus those of `organisationId`: an organisation's teams are seen only by its own members (ADR 039). */
const visibleTo = (organisationId: string | null) => (eb: ExpressionBuilder<Database, 'teams'>) =>
  organisationId === null
    ? eb('teams.organisationId', 'is', null)
    : eb.or([eb('teams.organisationId', 'is', null), eb('teams.organisationId', '=', organisationId)]);

/** Every visible team's counted members (active, not hidden) and their XP in a window, summed. */
export function teamTotals(db: Db, period: string, viewerOrganisationId: string | null) {
  return db
    .selectFrom('teams')
    .innerJoin('team_members', 'team_members.teamId', 'teams.id')
    .innerJoin('users', 'users.id', 'team_members.userId')
    .leftJoin('xp_totals', (join) => join.onRef('xp_totals.userId', '=', 'team_members.userId').on('xp_totals.period', '=', period))
    .select((eb) => [
      'teams.id as teamId',
      'teams.name',
      eb.fn.countAll<number>().as('members'),
      eb.fn.coalesce(eb.fn.sum<number>('xp_totals.points'), sql<number>`0`).as('points'),
    ])
    .where('users.accountStatus', '=', 'active')
    .where('users.leaderboardHidden', '=', 0)
    .where(visibleTo(viewerOrganisationId))
    .groupBy(['teams.id', 'teams.name'])
    .execute();
}

/** Every visible village's counted members (active, shown on leaderboards), as for the average-XP ranking. */
export function rankedMembers(db: Db, viewerOrganisationId: string | null) {
  return db
    .selectFrom('teams')
    .innerJoin('team_members', 'team_members.teamId', 'teams.id')
    .innerJoin('users', 'users.id', 'team_members.userId')
    .select(['teams.id as teamId', 'teams.name', 'team_members.userId'])
    .where('users.accountStatus', '=', 'active')
    .where('users.leaderboardHidden', '=', 0)
    .where(visibleTo(viewerOrganisationId))
    .execute();
}
