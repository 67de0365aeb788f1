import { type OrgRole } from '@lv/domain';
import type { Insertable, Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The roles that hold a seat (domain holdsSeat), for counting in SQL. */
const SEAT_ROLES: OrgRole[] = ['team_leader', 'member'];

export function findOrganisation(db: Db, id: string) {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organisation row, locked for the rest of the transaction on PostgreSQL: seat-taking writes serialise per organisation. */
export function lockOrganisation(trx: Db, id: string) {
  let q = trx.selectFrom('organisations').selectAll().where('id', '=', id);
  if (isPostgres(trx)) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function listOrganisations(db: Db) {
  return db
    .selectFrom('organisations')
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute();
}

export async function insertOrganisation(
  trx: Db,
  row: Insertable<Database['organisations']>,
): Promise<void> {
  await trx.insertInto('organisations').values(row).execute();
}

export function membershipOf(db: Db, userId: string) {
  return db
    .selectFrom('organisation_members')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Adds a membership; false when the person is already in an organisation (the primary key keeps it to one). */
export async function insertMember(
  trx: Db,
  row: Insertable<Database['organisation_members']>,
): Promise<boolean> {
  const r = await trx
    .insertInto('organisation_members')
    .values(row)
    .onConflict((oc) => oc.column('userId').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setMemberRole(
  trx: Db,
  organisationId: string,
  userId: string,
  role: OrgRole,
): Promise<void> {
  await trx
    .updateTable('organisation_members')
    .set({ role })
    .where('organisationId', '=', organisationId)
    .where('userId', '=', userId)
    .execute();
}

export async function deleteMember(
  trx: Db,
  organisationId: string,
  userId: string,
): Promise<boolean> {
  const r = await trx
    .deleteFrom('organisation_members')
    .where('organisationId', '=', organisationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The organisation's members with their village in it (if any), owners first, then by join time. */
export function members(db: Db, organisationId: string, onlyTeamIds?: readonly string[]) {
  let q = db
    .selectFrom('organisation_members as m')
    .innerJoin('users', 'users.id', 'm.userId')
    .leftJoin('team_members as tm', 'tm.userId', 'm.userId')
    .leftJoin('teams', (j) =>
      j.onRef('teams.id', '=', 'tm.teamId').on('teams.organisationId', '=', organisationId),
    )
    .select(['m.userId', 'm.role', 'm.joinedAt', 'users.name', 'users.email', 'teams.id as teamId'])
    .where('m.organisationId', '=', organisationId);
  if (onlyTeamIds) q = q.where('teams.id', 'in', onlyTeamIds.length ? [...onlyTeamIds] : ['']);
  return q.orderBy('m.joinedAt').orderBy('m.userId').limit(5_000).execute();
}

/** Ids of every member (to tell the session caches when the organisation's seats change). */
export async function memberIds(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organisation_members')
    .select('userId')
    .where('organisationId', '=', organisationId)
    .execute();
  return rows.map((r) => r.userId);
}

export function grants(db: Db, organisationId: string) {
  return db
    .selectFrom('organisation_seat_grants')
    .selectAll()
    .where('organisationId', '=', organisationId)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
}

/** Adds a grant; false when this organisation already has one with the same source and reference. */
export async function insertGrant(
  trx: Db,
  row: Database['organisation_seat_grants'],
): Promise<boolean> {
  const r = await trx
    .insertInto('organisation_seat_grants')
    .values(row)
    .onConflict((oc) => oc.columns(['organisationId', 'source', 'reference']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Seats held now: members whose role holds one, and pending invitations for such a role. */
export async function heldSeats(db: Db, organisationId: string, now: number): Promise<number> {
  const [m, i] = await Promise.all([
    db
      .selectFrom('organisation_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organisationId', '=', organisationId)
      .where('role', 'in', SEAT_ROLES)
      .executeTakeFirstOrThrow(),
    pendingQuery(db, organisationId, now)
      .where('role', 'in', SEAT_ROLES)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(m.n) + Number(i.n);
}

const pendingQuery = (db: Db, organisationId: string, now: number) =>
  db
    .selectFrom('organisation_invitations')
    .where('organisationId', '=', organisationId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now);

export function pendingInvitations(db: Db, organisationId: string, now: number) {
  return pendingQuery(db, organisationId, now)
    .select(['id', 'email', 'role', 'expiresAt', 'name', 'teamId'])
    .orderBy('createdAt', 'desc')
    .limit(1_000)
    .execute();
}

export function pendingInvitationFor(db: Db, organisationId: string, email: string, now: number) {
  return pendingQuery(db, organisationId, now)
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function insertInvitation(
  trx: Db,
  row: Insertable<Database['organisation_invitations']>,
): Promise<void> {
  await trx.insertInto('organisation_invitations').values(row).execute();
}

export function findInvitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('organisation_invitations')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a pending invitation accepted; false when another request used, withdrew or outlived it first. */
export async function acceptInvitation(
  trx: Db,
  id: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('organisation_invitations')
    .set({ acceptedAt: now, acceptedBy: userId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Withdraws a pending invitation of this organisation (its seat is free at once); false when none. */
export async function revokeInvitation(
  trx: Db,
  organisationId: string,
  id: string,
  now: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('organisation_invitations')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('organisationId', '=', organisationId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The organisation's villages with their leader and size; only those led by `leaderId` when given. */
export function teams(db: Db, organisationId: string, leaderId?: string) {
  let q = db
    .selectFrom('teams')
    .innerJoin('users as leader', 'leader.id', 'teams.leaderId')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.leaderId',
      'leader.name as leaderName',
      eb
        .selectFrom('team_members')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('team_members.teamId', '=', 'teams.id')
        .as('members'),
    ])
    .where('teams.organisationId', '=', organisationId);
  if (leaderId) q = q.where('teams.leaderId', '=', leaderId);
  return q.orderBy('teams.name').orderBy('teams.id').execute();
}

/** Ids of the organisation's villages led by `leaderId`. */
export async function ledTeamIds(
  db: Db,
  organisationId: string,
  leaderId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('teams')
    .select('id')
    .where('organisationId', '=', organisationId)
    .where('leaderId', '=', leaderId)
    .execute();
  return rows.map((r) => r.id);
}

export function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'emailVerified'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function userName(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
