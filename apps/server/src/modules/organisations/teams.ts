import type { OrgTeams } from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { insertOrganisationTeam } from '../teams/service';
import { requireOrgScope } from './policy';
import * as repo from './repository';

/** The organisation's teams (villages linked to it) as far as the caller reaches: a team leader sees the teams they lead. */
export async function orgTeams(db: Db, caller: UserRow, organisationId: string): Promise<OrgTeams> {
  const access = await requireOrgScope(db.kysely, caller, organisationId, 'teams:read');
  const rows = await repo.teams(
    db.kysely,
    organisationId,
    access.scope === 'ownTeams' ? caller.id : undefined,
  );
  return {
    teams: rows.map((t) => ({
      id: t.id,
      name: t.name,
      leaderId: t.leaderId,
      leaderName: t.leaderName,
      members: Number(t.members ?? 0),
    })),
  };
}

/**
 * Creates a village as one of the organisation's teams, led by one of its members who is in no
 * village yet; a member who leads it becomes a team leader of the organisation. Audited.
 */
export async function createOrgTeam(
  db: Db,
  caller: UserRow,
  organisationId: string,
  input: { name: string; leaderId: string },
  now = Date.now(),
): Promise<OrgTeams> {
  await db.kysely.transaction().execute(async (trx) => {
    await requireOrgScope(trx, caller, organisationId, 'teams:manage');
    await repo.lockOrganisation(trx, organisationId);
    const leader = await repo.membershipOf(trx, input.leaderId);
    if (!leader || leader.organisationId !== organisationId) throw errors.notFound('That member');
    const teamId = await insertOrganisationTeam(trx, { ...input, organisationId }, now);
    if (leader.role === 'member')
      await repo.setMemberRole(trx, organisationId, input.leaderId, 'team_leader');
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.team.create',
        targetType: 'organisation',
        targetId: organisationId,
        details: { teamId, name: input.name, leaderId: input.leaderId },
      },
      now,
    );
  });
  await db.identity.changed(input.leaderId);
  return orgTeams(db, caller, organisationId);
}
