import { orgScope, type ImpactDashboard, type OrgConsole } from '@lv/domain';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { impactOfPeople, roiFigureOf } from '../growth/impact';
import { requireOrgScope } from './policy';
import { seatsOf } from './service';

type Trx = Kysely<Database>;

const DAY = 86_400_000;
const n = (v: unknown) => Number(v ?? 0);

/** The members a scope reaches: every member, or those in the teams `leaderId` leads. */
function inScope(db: Trx, organisationId: string, leaderId: string | null) {
  let q = db
    .selectFrom('organisation_members as om')
    .innerJoin('users as u', 'u.id', 'om.userId')
    .where('om.organisationId', '=', organisationId);
  if (leaderId !== null)
    q = q.where('om.userId', 'in', (eb) =>
      eb
        .selectFrom('team_members as tm')
        .innerJoin('teams as t', 't.id', 'tm.teamId')
        .select('tm.userId')
        .where('t.organisationId', '=', organisationId)
        .where('t.leaderId', '=', leaderId),
    );
  return q;
}

/**
 * The organisation-wide figures in one query: members, active in the last 7 days, CPD minutes
 * (not voided) and certificates (not revoked). Each person's rows are reached by indexes that
 * start with their id (cpd_entries_user_*, certificates_user_idx).
 */
async function peopleFigures(
  db: Trx,
  organisationId: string,
  leaderId: string | null,
  now: number,
) {
  const row = await inScope(db, organisationId, leaderId)
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      sql<number>`coalesce(sum(case when u."lastActive" >= ${now - 7 * DAY} then 1 else 0 end), 0)`.as(
        'active',
      ),
      sql<number>`coalesce(sum((select coalesce(sum(c."minutes"), 0) from "cpd_entries" as c
        where c."userId" = om."userId" and c."voidedAt" is null)), 0)`.as('cpdMinutes'),
      sql<number>`coalesce(sum((select count(*) from "certificates" as ce
        where ce."userId" = om."userId" and ce."revokedAt" is null)), 0)`.as('certificates'),
    ])
    .executeTakeFirstOrThrow();
  return {
    members: n(row.members),
    activeLast7Days: n(row.active),
    cpdMinutes: n(row.cpdMinutes),
    certificates: n(row.certificates),
  };
}

/**
 * Progress per team in one query: each of the organisation's villages (a team leader's own only)
 * with its members who are in the organisation, and how many are enrolled, started (a module
 * done), the modules done and how many completed a journey. Per member, the primary keys of
 * journey_enrolments and module_completions (userId first) answer each count.
 */
async function teamFigures(db: Trx, organisationId: string, leaderId: string | null) {
  let q = db
    .selectFrom('teams as t')
    .leftJoin('team_members as tm', 'tm.teamId', 't.id')
    .leftJoin('organisation_members as om', (j) =>
      j.onRef('om.userId', '=', 'tm.userId').onRef('om.organisationId', '=', 't.organisationId'),
    )
    .select([
      't.id as teamId',
      't.name as name',
      sql<number>`count(om."userId")`.as('members'),
      sql<number>`coalesce(sum(case when om."userId" is not null and exists (select 1
        from "journey_enrolments" as e where e."userId" = om."userId") then 1 else 0 end), 0)`.as(
        'enrolled',
      ),
      sql<number>`coalesce(sum(case when om."userId" is not null and exists (select 1
        from "module_completions" as mc where mc."userId" = om."userId") then 1 else 0 end), 0)`.as(
        'started',
      ),
      sql<number>`coalesce(sum(case when om."userId" is null then 0 else (select count(*)
        from "module_completions" as mc where mc."userId" = om."userId") end), 0)`.as(
        'modulesDone',
      ),
      sql<number>`coalesce(sum(case when om."userId" is not null and exists (select 1
        from "journey_enrolments" as e where e."userId" = om."userId"
        and e."completedAt" is not null) then 1 else 0 end), 0)`.as('completed'),
    ])
    .where('t.organisationId', '=', organisationId)
    .groupBy(['t.id', 't.name'])
    .orderBy('t.name')
    .orderBy('t.id');
  if (leaderId !== null) q = q.where('t.leaderId', '=', leaderId);
  const rows = await q.execute();
  return rows.map((r) => ({
    teamId: r.teamId,
    name: r.name,
    members: n(r.members),
    enrolled: n(r.enrolled),
    started: n(r.started),
    modulesDone: n(r.modulesDone),
    completed: n(r.completed),
  }));
}

/**
 * `/org`'s figures under the organisation policy ('progress:read'): owners, admins and platform
 * admins see the whole organisation with its seats; a team leader their own teams, without seats.
 */
export async function orgConsole(
  db: Db,
  caller: UserRow,
  organisationId: string,
  now = Date.now(),
): Promise<OrgConsole> {
  const access = await requireOrgScope(db.kysely, caller, organisationId, 'progress:read');
  const leaderId = access.scope === 'ownTeams' ? caller.id : null;
  const [seats, people, teams] = await Promise.all([
    leaderId === null ? seatsOf(db.kysely, organisationId, now) : Promise.resolve(null),
    peopleFigures(db.kysely, organisationId, leaderId, now),
    teamFigures(db.kysely, organisationId, leaderId),
  ]);
  return { scope: access.scope, seats, people, teams };
}

/**
 * GET /api/orgs/:orgId/impact-dashboard: the organisation's Business Impact Dashboard (ADR 052) under the
 * same policy as the console ('progress:read'): the whole organisation for its owners and
 * admins, a team leader's own teams for them. The organisation's ROI trend only for those who may
 * read its estimates ('roi:read': not a team leader, ADR 053).
 */
export async function orgImpact(
  db: Db,
  caller: UserRow,
  organisationId: string,
): Promise<ImpactDashboard> {
  const access = await requireOrgScope(db.kysely, caller, organisationId, 'progress:read');
  const leaderId = access.scope === 'ownTeams' ? caller.id : null;
  const readsRoi = orgScope(access, 'roi:read') !== null;
  const [people, roi] = await Promise.all([
    inScope(db.kysely, organisationId, leaderId).select('om.userId').execute(),
    roiFigureOf(db, readsRoi ? { organisationId } : null),
  ]);
  return {
    scope: 'organisation',
    name: access.org.name,
    ...(await impactOfPeople(
      db,
      people.map((p) => p.userId),
    )),
    roi,
  };
}
