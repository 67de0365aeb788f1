import { randomUUID } from 'node:crypto';
import {
  ORG_INVITE_TTL_MS,
  canManageRole,
  cleanText,
  holdsSeat,
  orgScope,
  seatRefusal,
  termAt,
  termInstants,
  type CreateOrganisationInput,
  type GrantSeatsInput,
  type Locale,
  type OrgInviteInput,
  type OrgMembers,
  type OrgSeats,
  type Organisation,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import { recordAudit } from '../audit/repository';
import type { MailOutbox } from '../mail/outbox';
import { queueOrgInvitationMail } from './invitation-mail';
import { orgNotFound, requireOrgScope, requirePlatformAdmin, type OrgAccess } from './policy';
import * as repo from './repository';
import { leaveOrganisationTeams, placeInOrganisationTeam } from '../teams/service';
import { membershipOf as teamMembershipOf } from '../teams/repository';

type Trx = Kysely<Database>;
type OrgRow = Database['organisations'];

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Tells every process's session cache that these people's membership may have changed (in chunks: a NOTIFY payload is small). */
async function membershipsChanged(db: Db, userIds: string[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += 100)
    await db.identity.changed(...userIds.slice(i, i + 100));
}

export async function seatsOf(db: Trx, organisationId: string, now: number): Promise<OrgSeats> {
  const [rows, held] = await Promise.all([
    repo.grants(db, organisationId),
    repo.heldSeats(db, organisationId, now),
  ]);
  const grants = rows.map((g) => ({
    seats: g.seats,
    startsAt: Number(g.startsAt),
    endsAt: Number(g.endsAt),
  }));
  const term = termAt(grants, now);
  return {
    state: term.state,
    seats: term.seats,
    held,
    left: Math.max(0, term.seats - held),
    until: term.until === null ? null : iso(term.until),
    grants: rows.map((g) => ({
      id: g.id,
      seats: g.seats,
      startsOn: g.startsOn,
      endsOn: g.endsOn,
      source: g.source,
      reference: g.reference,
    })),
  };
}

async function present(
  db: Trx,
  access: Pick<OrgAccess, 'org' | 'role' | 'isPlatformAdmin'>,
  now: number,
): Promise<Organisation> {
  const { org } = access;
  const canSeeSeats =
    orgScope({ isPlatformAdmin: access.isPlatformAdmin, role: access.role }, 'seats:read') !== null;
  return {
    id: org.id,
    name: org.name,
    logoUrl: org.logoUrl,
    country: org.country,
    defaultLocale: org.defaultLocale,
    timeZone: org.timeZone,
    createdAt: iso(org.createdAt),
    myRole: access.role,
    seats: canSeeSeats ? await seatsOf(db, org.id, now) : null,
  };
}

// ---- platform admin ----

/** A platform admin creates an organisation and names its owner (an existing account, in no organisation yet). Audited. */
export async function createOrganisation(
  db: Db,
  admin: UserRow,
  input: CreateOrganisationInput,
  now = Date.now(),
): Promise<Organisation> {
  const { org, ownerId } = await db.kysely.transaction().execute(async (trx) => {
    const owner = await repo.userByEmail(trx, input.ownerEmail);
    if (!owner)
      throw errors.invalid('No account uses that email. Ask the owner to sign up first.', {
        ownerEmail: 'No account uses that email. Ask the owner to sign up first.',
      });
    const org: OrgRow = {
      id: randomUUID(),
      name: input.name,
      logoUrl: input.logoUrl ?? null,
      country: input.country,
      defaultLocale: input.defaultLocale,
      timeZone: input.timeZone,
      createdBy: admin.id,
      createdAt: now,
      updatedAt: now,
    };
    await repo.insertOrganisation(trx, org);
    if (
      !(await repo.insertMember(trx, {
        userId: owner.id,
        organisationId: org.id,
        role: 'owner',
        joinedAt: now,
      }))
    )
      throw alreadyInOrganisation();
    await recordAudit(
      trx,
      {
        actorId: admin.id,
        action: 'org.create',
        targetType: 'organisation',
        targetId: org.id,
        details: { name: org.name, ownerId: owner.id },
      },
      now,
    );
    return { org, ownerId: owner.id };
  });
  await db.identity.changed(ownerId);
  return present(db.kysely, { org, role: null, isPlatformAdmin: true }, now);
}

const alreadyInOrganisation = () =>
  errors.conflict('That person is already a member of an organisation.');

/** A platform admin names another owner: a member of this organisation or of none; the previous owner stays on as an admin. Audited. */
export async function nameOwner(
  db: Db,
  admin: UserRow,
  organisationId: string,
  ownerEmail: string,
  now = Date.now(),
): Promise<Organisation> {
  const changed = await db.kysely.transaction().execute(async (trx) => {
    await requirePlatformAdmin(trx, admin, organisationId);
    const owner = await repo.userByEmail(trx, ownerEmail);
    if (!owner)
      throw errors.invalid('No account uses that email. Ask the owner to sign up first.', {
        ownerEmail: 'No account uses that email. Ask the owner to sign up first.',
      });
    const current = await repo.membershipOf(trx, owner.id);
    if (current && current.organisationId !== organisationId) throw alreadyInOrganisation();
    const previous = (await repo.members(trx, organisationId)).filter(
      (m) => m.role === 'owner' && m.userId !== owner.id,
    );
    for (const p of previous) await repo.setMemberRole(trx, organisationId, p.userId, 'admin');
    if (current) await repo.setMemberRole(trx, organisationId, owner.id, 'owner');
    else
      await repo.insertMember(trx, {
        userId: owner.id,
        organisationId,
        role: 'owner',
        joinedAt: now,
      });
    await recordAudit(
      trx,
      {
        actorId: admin.id,
        action: 'org.owner',
        targetType: 'organisation',
        targetId: organisationId,
        details: { ownerId: owner.id, from: previous.map((p) => p.userId) },
      },
      now,
    );
    return [owner.id, ...previous.map((p) => p.userId)];
  });
  await membershipsChanged(db, changed);
  return present(
    db.kysely,
    {
      org: (await repo.findOrganisation(db.kysely, organisationId))!,
      role: null,
      isPlatformAdmin: true,
    },
    now,
  );
}

/**
 * A platform admin grants seats for a term against an invoice (audited): the days are the
 * organisation's, in its time zone. The same invoice number cannot be granted twice.
 */
export async function grantSeats(
  db: Db,
  admin: UserRow,
  organisationId: string,
  input: GrantSeatsInput,
  now = Date.now(),
): Promise<OrgSeats> {
  await db.kysely.transaction().execute(async (trx) => {
    const org = await requirePlatformAdmin(trx, admin, organisationId);
    const { startsAt, endsAt } = termInstants(input.startsOn, input.endsOn, org.timeZone);
    const row = {
      id: randomUUID(),
      organisationId,
      seats: input.seats,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      startsAt,
      endsAt,
      source: 'invoice' as const,
      reference: input.invoiceRef,
      grantedBy: admin.id,
      createdAt: now,
    };
    if (!(await repo.insertGrant(trx, row))) {
      throw errors.conflict(
        `Invoice ${input.invoiceRef} was already granted to this organisation.`,
      );
    }
    await recordAudit(
      trx,
      {
        actorId: admin.id,
        action: 'org.seats.grant',
        targetType: 'organisation',
        targetId: organisationId,
        details: {
          grantId: row.id,
          seats: row.seats,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          invoiceRef: row.reference,
        },
      },
      now,
    );
  });
  // The seat holders' membership is derived from the grants: their sessions must read it again.
  await membershipsChanged(db, await repo.memberIds(db.kysely, organisationId));
  return seatsOf(db.kysely, organisationId, now);
}

/** Every organisation, for a platform admin. */
export async function listOrganisations(db: Db, now = Date.now()): Promise<Organisation[]> {
  const orgs = await repo.listOrganisations(db.kysely);
  return Promise.all(
    orgs.map((org) => present(db.kysely, { org, role: null, isPlatformAdmin: true }, now)),
  );
}

// ---- inside an organisation ----

/** The caller's own organisation, or null. */
export async function myOrganisation(
  db: Db,
  caller: UserRow,
  now = Date.now(),
): Promise<Organisation | null> {
  const membership = await repo.membershipOf(db.kysely, caller.id);
  if (!membership) return null;
  const access = await requireOrgScope(db.kysely, caller, membership.organisationId, 'org:read');
  return present(db.kysely, { ...access, isPlatformAdmin: false }, now);
}

export async function getOrganisation(
  db: Db,
  caller: UserRow,
  organisationId: string,
  now = Date.now(),
): Promise<Organisation> {
  const access = await requireOrgScope(db.kysely, caller, organisationId, 'org:read');
  return present(db.kysely, access, now);
}

/** The organisation's people (and pending invitations) as far as the caller's role reaches: a team leader sees their own teams' members only. */
export async function listMembers(
  db: Db,
  caller: UserRow,
  organisationId: string,
  now = Date.now(),
): Promise<OrgMembers> {
  const access = await requireOrgScope(db.kysely, caller, organisationId, 'members:read');
  const teamIds =
    access.scope === 'ownTeams'
      ? await repo.ledTeamIds(db.kysely, organisationId, caller.id)
      : undefined;
  if (teamIds && teamIds.length === 0) return { members: [], invitations: [] };
  const [rows, invitations] = await Promise.all([
    repo.members(db.kysely, organisationId, teamIds),
    access.scope === 'organisation'
      ? repo.pendingInvitations(db.kysely, organisationId, now)
      : Promise.resolve([]),
  ]);
  return {
    members: rows.map((m) => ({
      userId: m.userId,
      name: m.name,
      email: m.email,
      role: m.role,
      holdsSeat: holdsSeat(m.role),
      teamId: m.teamId,
      joinedAt: iso(m.joinedAt),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      expiresAt: iso(i.expiresAt),
      name: i.name,
      teamId: i.teamId,
    })),
  };
}

/**
 * Invites someone by email. A role that holds a seat takes one at once: the organisation row is
 * locked, held seats are counted and the invitation inserted in one transaction, so parallel
 * invites can never pass the number in force. Its mail is queued in the same transaction.
 */
export async function inviteMember(
  db: Db,
  mail: MailOutbox,
  caller: UserRow,
  organisationId: string,
  input: OrgInviteInput & { publicUrl: string; locale: Locale },
  now = Date.now(),
): Promise<OrgMembers['invitations'][number]> {
  const token = newOneTimeToken();
  const invitation = await db.kysely.transaction().execute(async (trx) => {
    const access = await requireOrgScope(trx, caller, organisationId, 'members:invite');
    if (!canManageRole(access.isPlatformAdmin ? 'platform_admin' : access.role!, input.role))
      throw errors.forbidden('Only the owner can invite an admin.');
    const org = await repo.lockOrganisation(trx, organisationId);
    if (!org) throw orgNotFound();
    const existing = await repo.userByEmail(trx, input.email);
    const membership = existing ? await repo.membershipOf(trx, existing.id) : undefined;
    if (membership?.organisationId === organisationId)
      throw errors.conflict('That person is already a member of this organisation.');
    if (membership) throw alreadyInOrganisation();
    if (await repo.pendingInvitationFor(trx, organisationId, input.email, now))
      throw errors.conflict('An invitation to that address is already waiting.');
    if (holdsSeat(input.role)) {
      const seats = await seatsOf(trx, organisationId, now);
      const refusal = seatRefusal(seats.held, seats.seats);
      if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    }
    const row = {
      id: randomUUID(),
      organisationId,
      email: input.email,
      role: input.role,
      tokenHash: hashOneTimeToken(token),
      invitedBy: caller.id,
      expiresAt: now + ORG_INVITE_TTL_MS,
      acceptedAt: null,
      acceptedBy: null,
      revokedAt: null,
      createdAt: now,
    };
    await repo.insertInvitation(trx, row);
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.member.invite',
        targetType: 'organisation',
        targetId: organisationId,
        details: { invitationId: row.id, role: row.role },
      },
      now,
    );
    await queueOrgInvitationMail(trx, mail, {
      invitationId: row.id,
      to: input.email,
      token,
      inviterName: cleanText(caller.name, 'line'),
      orgName: org.name,
      publicUrl: input.publicUrl,
      locale: input.locale,
    });
    return { row };
  });
  return {
    id: invitation.row.id,
    email: invitation.row.email,
    role: invitation.row.role,
    expiresAt: iso(invitation.row.expiresAt),
    name: null,
    teamId: null,
  };
}

/** Withdraws a pending invitation: its seat is free at once. */
export async function revokeInvitation(
  db: Db,
  caller: UserRow,
  organisationId: string,
  invitationId: string,
  now = Date.now(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await requireOrgScope(trx, caller, organisationId, 'members:invite');
    if (!(await repo.revokeInvitation(trx, organisationId, invitationId, now)))
      throw errors.notFound('That invitation');
  });
}

/** The invitee, signed in with the address the invitation was sent to (verified), joins the organisation. */
export async function acceptInvitation(
  db: Db,
  caller: UserRow,
  token: string,
  now = Date.now(),
): Promise<Organisation> {
  const organisationId = await db.kysely.transaction().execute(async (trx) => {
    const invitation = await repo.findInvitationByHash(trx, hashOneTimeToken(token));
    if (!invitation) throw errors.notFound('That invitation');
    if (invitation.acceptedAt !== null || invitation.revokedAt !== null)
      throw errors.invalid('This invitation was already used or withdrawn.');
    if (Number(invitation.expiresAt) <= now)
      throw errors.invalid('This invitation has expired. Ask your organisation for a new one.');
    if (invitation.email !== caller.email.toLowerCase() || !caller.emailVerified) {
      throw errors.forbidden(
        'This invitation is for another email address. Sign in with the address it was sent to.',
      );
    }
    await repo.lockOrganisation(trx, invitation.organisationId);
    if (await repo.membershipOf(trx, caller.id))
      throw errors.conflict('You are already a member of an organisation.');
    if (!(await repo.acceptInvitation(trx, invitation.id, caller.id, now)))
      throw errors.invalid('This invitation was already used or withdrawn.');
    if (
      !(await repo.insertMember(trx, {
        userId: caller.id,
        organisationId: invitation.organisationId,
        role: invitation.role,
        joinedAt: now,
        managerId: invitation.managerId,
      }))
    ) {
      throw errors.conflict('You are already a member of an organisation.');
    }
    // An imported invitation names a team: the newcomer joins it unless they already have a
    // village (they keep it; an admin can move them later, ADR 045).
    if (invitation.teamId !== null && !(await teamMembershipOf(trx, caller.id)))
      await placeInOrganisationTeam(trx, invitation.organisationId, caller.id, invitation.teamId, now);
    return invitation.organisationId;
  });
  await db.identity.changed(caller.id);
  return getOrganisation(db, caller, organisationId, now);
}

/**
 * Removes someone from the organisation: their seat is free at once, and they leave its teams
 * (a team's leader must hand it over first). Their own record (progress, XP, CPD) stays whole.
 */
export async function removeMember(
  db: Db,
  caller: UserRow,
  organisationId: string,
  userId: string,
  now = Date.now(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const access = await requireOrgScope(trx, caller, organisationId, 'members:remove');
    await repo.lockOrganisation(trx, organisationId);
    const target = await repo.membershipOf(trx, userId);
    if (!target || target.organisationId !== organisationId) throw errors.notFound('That member');
    if (!canManageRole(access.isPlatformAdmin ? 'platform_admin' : access.role!, target.role))
      throw errors.forbidden('Your role in this organisation does not allow that.');
    if ((await repo.ledTeamIds(trx, organisationId, userId)).length > 0)
      throw errors.conflict(
        'This person leads one of the teams: hand the team over before you remove them.',
      );
    await leaveOrganisationTeams(trx, organisationId, userId);
    await repo.deleteMember(trx, organisationId, userId);
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.member.remove',
        targetType: 'user',
        targetId: userId,
        details: { organisationId, role: target.role },
      },
      now,
    );
  });
  await db.identity.changed(userId);
}
