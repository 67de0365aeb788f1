import { randomUUID } from 'node:crypto';
import {
  INVITES_PER_HOUR,
  INVITE_TTL_MS,
  JOIN_LINK_TTL_MS,
  MAX_TEAM_MEMBERS,
  aroundEntry,
  cleanText,
  leaderboardPeriodKeys,
  levelForXp,
  rankByPoints,
  rankTeamsByAverage,
  tierAfterLeaving,
  tierForTeamRole,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type Team,
  type TeamPreview,
  type TeamRankingResponse,
  type TeamRole,
  type Locale,
} from '@lv/domain';
import { recipientLocale } from '../mail/recipient-locale';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import type { MailOutbox } from '../mail/outbox';
import { teamInviteMail } from '../mail/templates';
import { getSettings } from '../settings/service';
import * as repo from './repository';

type Trx = Kysely<Database>;

const joinUrl = (publicUrl: string, token: string) => `${publicUrl}/build-village?join=${encodeURIComponent(token)}`;

const linkExpired = () =>
  errors.invalid('This link has expired. Ask your village leader for a new one.', { token: 'This link has expired. Ask your village leader for a new one.' });
const linkUnknown = () => errors.notFound('That village link');

/** Writes the tier a role in the team calls for (never over a tier someone paid for); returns the tier the team wrote. */
async function applyRoleTier(trx: Trx, userId: string, role: TeamRole, tierSetByTeam: Database['team_members']['tierSetByTeam']) {
  const user = await repo.userTierFields(trx, userId);
  if (!user) throw errors.notFound('That learner');
  const next = tierForTeamRole(user, role, tierSetByTeam);
  if (next !== null) await repo.setUserTier(trx, userId, next);
  return { before: user.transformationTier, setByTeam: next ?? (tierSetByTeam !== null && user.transformationTier === tierSetByTeam ? tierSetByTeam : null) };
}

/** Puts back the tier held before joining, when the tier is still the one the team wrote. */
async function restoreTier(trx: Trx, member: Database['team_members']) {
  const user = await repo.userTierFields(trx, member.userId);
  if (!user) return;
  const tier = tierAfterLeaving(user.transformationTier, member.tierSetByTeam, member.tierBefore);
  if (tier !== undefined) await repo.setUserTier(trx, member.userId, tier);
}

/** The viewer's team as they may see it: the leader also gets the join link and pending invites. */
export async function myTeam(db: Db, userId: string, publicUrl: string, now = Date.now()): Promise<Team | null> {
  const membership = await repo.membershipOf(db.kysely, userId);
  if (!membership) return null;
  const team = await repo.findTeam(db.kysely, membership.teamId);
  if (!team) return null;
  const isLeader = team.leaderId === userId;
  const [members, invites] = await Promise.all([repo.membersWithPoints(db.kysely, team.id), isLeader ? repo.pendingInvites(db.kysely, team.id, now) : Promise.resolve([])]);
  return {
    id: team.id,
    name: team.name,
    createdAt: new Date(Number(team.createdAt)).toISOString(),
    myRole: isLeader ? 'leader' : 'member',
    members: members.map((m) => {
      const points = Number(m.points ?? 0);
      const level = levelForXp(points);
      return {
        userId: m.userId,
        name: m.name,
        image: m.image,
        role: m.role,
        points,
        level: { number: level.number, name: level.name },
        joinedAt: new Date(Number(m.joinedAt)).toISOString(),
      };
    }),
    joinLink: isLeader ? { url: joinUrl(publicUrl, team.joinToken), expiresAt: new Date(Number(team.joinTokenExpiresAt)).toISOString() } : null,
    invites: invites.map((i) => ({ id: i.id, email: i.email, expiresAt: new Date(Number(i.expiresAt)).toISOString() })),
  };
}

/** Creates a village with the learner as its leader (one village per learner). */
/** The other members of the learner's village, for next steps (ADR 049); none outside one. */
export function villagePeerIds(db: Db, userId: string): Promise<string[]> {
  return repo.peerIdsOf(db.kysely, userId);
}

export async function createTeam(db: Db, userId: string, name: string, now = Date.now()): Promise<string> {
  const teamId = await db.kysely.transaction().execute(async (trx) => {
    if (await repo.membershipOf(trx, userId)) throw errors.conflict('You are already in a village. Leave it before you create another.');
    const id = randomUUID();
    await repo.insertTeam(trx, { id, name, leaderId: userId, joinToken: newOneTimeToken(), joinTokenExpiresAt: now + JOIN_LINK_TTL_MS, createdAt: now, updatedAt: now });
    const tier = await applyRoleTier(trx, userId, 'leader', null);
    const added = await repo.insertMember(trx, { userId, teamId: id, role: 'leader', tierBefore: tier.before, tierSetByTeam: tier.setByTeam, joinedAt: now });
    // A parallel request made the learner a member in the meantime: undo all of this one.
    if (!added) throw errors.conflict('You are already in a village. Leave it before you create another.');
    return id;
  });
  // The role in a village may have written the learner's tier (applyRoleTier).
  await db.identity.changed(userId);
  return teamId;
}

/** The team the learner leads, or 403 (404 without a team). */
async function ledTeam(trx: Trx, userId: string) {
  const membership = await repo.membershipOf(trx, userId);
  if (!membership) throw errors.notFound('Your village');
  const team = await repo.lockTeam(trx, membership.teamId);
  if (!team) throw errors.notFound('Your village');
  if (team.leaderId !== userId) throw errors.forbidden('Only the village leader can do that.');
  return team;
}

export async function renameTeam(db: Db, userId: string, name: string, now = Date.now()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const team = await ledTeam(trx, userId);
    await repo.updateTeam(trx, team.id, { name }, now);
  });
}

/** A new join link; the old one stops working at once. */
export async function regenerateJoinLink(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const team = await ledTeam(trx, userId);
    await repo.updateTeam(trx, team.id, { joinToken: newOneTimeToken(), joinTokenExpiresAt: now + JOIN_LINK_TTL_MS }, now);
  });
}

/** Emails an invite with a single-use, expiring link; at most INVITES_PER_HOUR per team per hour. */
export async function inviteByEmail(db: Db, mail: MailOutbox, input: { userId: string; email: string; publicUrl: string; locale: Locale }, now = Date.now()) {
  const token = newOneTimeToken();
  const { siteName } = await getSettings(db.kysely);
  const locale = await recipientLocale(db.kysely, input.email, input.locale);
  // The invite and its mail commit together (ADR 035): no invite without its mail, no mail twice.
  const invite = await db.kysely.transaction().execute(async (trx) => {
    const team = await ledTeam(trx, input.userId);
    if ((await repo.invitesSince(trx, team.id, now - 60 * 60 * 1000)) >= INVITES_PER_HOUR) {
      throw new AppError('RESOURCE_EXHAUSTED', `Your village has sent ${INVITES_PER_HOUR} invites in the last hour. Try again later, or share the join link.`);
    }
    const leader = await repo.userTierFields(trx, input.userId);
    const invite = { id: randomUUID(), teamId: team.id, email: input.email, tokenHash: hashOneTimeToken(token), invitedBy: input.userId, expiresAt: now + INVITE_TTL_MS, usedAt: null, usedBy: null, createdAt: now };
    await repo.insertInvite(trx, invite);
    const leaderName = cleanText(leader?.name ?? '', 'line') || 'Your colleague';
    await mail.queue(trx, `team-invite ${invite.id}`, 'notice', teamInviteMail(input.email, joinUrl(input.publicUrl, token), siteName, leaderName, team.name, locale));
    return invite;
  });
  return { id: invite.id, email: invite.email, expiresAt: new Date(invite.expiresAt).toISOString() };
}

type Resolved = { kind: 'link'; teamId: string; expiresAt: number } | { kind: 'invite'; teamId: string; expiresAt: number; inviteId: string; usedAt: number | null };

async function resolveToken(db: Trx, token: string): Promise<Resolved | null> {
  const team = await repo.findTeamByJoinToken(db, token);
  if (team) return { kind: 'link', teamId: team.id, expiresAt: Number(team.joinTokenExpiresAt) };
  const invite = await repo.findInviteByHash(db, hashOneTimeToken(token));
  if (invite) return { kind: 'invite', teamId: invite.teamId, expiresAt: Number(invite.expiresAt), inviteId: invite.id, usedAt: invite.usedAt === null ? null : Number(invite.usedAt) };
  return null;
}

function checkUsable(found: Resolved | null, now: number): asserts found is Resolved {
  if (!found) throw linkUnknown();
  if (found.kind === 'invite' && found.usedAt !== null) throw errors.invalid('This invite was already used. Ask your village leader for a new one.', { token: 'This invite was already used.' });
  if (found.expiresAt <= now) throw linkExpired();
}

/** What a link leads to, shown before joining. */
export async function previewToken(db: Db, token: string, now = Date.now()): Promise<TeamPreview> {
  const found = await resolveToken(db.kysely, token);
  checkUsable(found, now);
  const team = await repo.findTeam(db.kysely, found.teamId);
  if (!team) throw linkUnknown();
  const [leader, members] = await Promise.all([repo.userTierFields(db.kysely, team.leaderId), repo.countMembers(db.kysely, team.id)]);
  return { name: team.name, leaderName: leader?.name ?? '', members, expiresAt: new Date(found.expiresAt).toISOString() };
}

/** Joins the village of a join link or an emailed invite (the invite is used up). */
export async function joinTeam(db: Db, userId: string, token: string, now = Date.now()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const found = await resolveToken(trx, token);
    checkUsable(found, now);
    const team = await repo.lockTeam(trx, found.teamId);
    if (!team) throw linkUnknown();
    const current = await repo.membershipOf(trx, userId);
    if (current?.teamId === team.id) throw errors.conflict('You are already in this village.');
    if (current) throw errors.conflict('You are already in a village. Leave it before you join another.');
    if ((await repo.countMembers(trx, team.id)) >= MAX_TEAM_MEMBERS) throw errors.conflict(`This village is full (${MAX_TEAM_MEMBERS} members).`);
    // An organisation's team takes only its members, so its progress never shows an outsider (ADR 039).
    if (team.organisationId !== null && (await repo.organisationOf(trx, userId)) !== team.organisationId) {
      throw errors.forbidden("This village is one of an organisation's teams: only the organisation's members can join it.");
    }
    if (found.kind === 'invite' && !(await repo.useInvite(trx, found.inviteId, userId, now))) {
      throw errors.invalid('This invite was already used. Ask your village leader for a new one.', { token: 'This invite was already used.' });
    }
    // An organisation's team writes no tier: the seat gives it, for the term.
    const tier = team.organisationId !== null ? { before: null, setByTeam: null } : await applyRoleTier(trx, userId, 'member', null);
    const added = await repo.insertMember(trx, { userId, teamId: team.id, role: 'member', tierBefore: tier.before, tierSetByTeam: tier.setByTeam, joinedAt: now });
    if (!added) throw errors.conflict('You are already in a village. Leave it before you join another.');
  });
  await db.identity.changed(userId);
}

/**
 * Leaves the village. A leader with other members must hand over first (409); a leader who is the
 * last member dissolves the village. The tier the team wrote goes back to the one held before.
 */
export async function leaveTeam(db: Db, userId: string, now = Date.now()): Promise<{ dissolved: boolean }> {
  const left = await db.kysely.transaction().execute(async (trx) => {
    const membership = await repo.membershipOf(trx, userId);
    if (!membership) throw errors.notFound('Your village');
    const team = await repo.lockTeam(trx, membership.teamId);
    if (!team) throw errors.notFound('Your village');
    const count = await repo.countMembers(trx, team.id);
    if (team.leaderId === userId && count > 1) {
      throw errors.conflict('Hand over leadership to another member before you leave, or remove the other members first.');
    }
    await restoreTier(trx, membership);
    if (count <= 1) {
      await repo.deleteTeam(trx, team.id);
      return { dissolved: true };
    }
    await repo.deleteMember(trx, team.id, userId);
    await repo.updateTeam(trx, team.id, {}, now);
    return { dissolved: false };
  });
  await db.identity.changed(userId);
  return left;
}

/** The leader removes a member (403 for anyone else; the leader leaves instead of removing themselves). */
export async function removeMember(db: Db, leaderId: string, memberId: string, now = Date.now()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const team = await ledTeam(trx, leaderId);
    if (memberId === leaderId) throw errors.invalid('You cannot remove yourself. Leave the village instead.');
    const member = await repo.membershipOf(trx, memberId);
    if (!member || member.teamId !== team.id) throw errors.notFound('That member');
    await restoreTier(trx, member);
    await repo.deleteMember(trx, team.id, memberId);
    await repo.updateTeam(trx, team.id, {}, now);
  });
  await db.identity.changed(memberId);
}

/** The leader hands leadership to another member; tiers follow the new roles. */
export async function handOver(db: Db, leaderId: string, memberId: string, now = Date.now()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const team = await ledTeam(trx, leaderId);
    if (memberId === leaderId) throw errors.invalid('You already lead this village.');
    const member = await repo.membershipOf(trx, memberId);
    const leader = await repo.membershipOf(trx, leaderId);
    if (!member || member.teamId !== team.id || !leader) throw errors.notFound('That member');
    const newLeaderTier = await applyRoleTier(trx, memberId, 'leader', member.tierSetByTeam);
    await repo.setMemberRole(trx, memberId, 'leader', newLeaderTier.setByTeam);
    const oldLeaderTier = await applyRoleTier(trx, leaderId, 'member', leader.tierSetByTeam);
    await repo.setMemberRole(trx, leaderId, 'member', oldLeaderTier.setByTeam);
    await repo.updateTeam(trx, team.id, { leaderId: memberId }, now);
  });
  await db.identity.changed(memberId, leaderId);
}

// ---- an organisation's teams (organisations/teams.ts calls these inside its own transaction) ----

/**
 * A new village as one of an organisation's teams, led by `leaderId` (who must be in no village).
 * It writes no tier: the organisation's seat gives it, for the term (ADR 039).
 */
export async function insertOrganisationTeam(trx: Trx, input: { name: string; leaderId: string; organisationId: string }, now: number): Promise<string> {
  if (await repo.membershipOf(trx, input.leaderId)) throw errors.conflict('That person is already in a village. They must leave it before they lead a team.');
  const id = randomUUID();
  const { name, leaderId, organisationId } = input;
  const joinTokenExpiresAt = now + JOIN_LINK_TTL_MS;
  await repo.insertTeam(trx, { id, name, leaderId, joinToken: newOneTimeToken(), joinTokenExpiresAt, createdAt: now, updatedAt: now, organisationId });
  if (!(await repo.insertMember(trx, { userId: input.leaderId, teamId: id, role: 'leader', tierBefore: null, tierSetByTeam: null, joinedAt: now }))) {
    throw errors.conflict('That person is already in a village. They must leave it before they lead a team.');
  }
  return id;
}

/** Takes someone out of the organisation's villages, putting back any tier the village wrote. */
export async function leaveOrganisationTeams(trx: Trx, organisationId: string, userId: string): Promise<void> {
  const membership = await repo.membershipOf(trx, userId);
  if (!membership) return;
  const team = await repo.lockTeam(trx, membership.teamId);
  if (team?.organisationId !== organisationId) return;
  await restoreTier(trx, membership);
  await repo.deleteMember(trx, team.id, userId);
}

// ---- leaderboards ----

/** GET /api/leaderboard?scope=team: the viewer's village, same windows, pages and around-me as everyone's. */
export async function teamLeaderboard(
  db: Db,
  q: { period: LeaderboardPeriod; page: number; pageSize: number; viewerId: string },
  now = Date.now(),
): Promise<LeaderboardResponse> {
  const base = { period: q.period, page: q.page, pageSize: q.pageSize };
  const membership = await repo.membershipOf(db.kysely, q.viewerId);
  const team = membership ? await repo.findTeam(db.kysely, membership.teamId) : undefined;
  if (!team) return { ...base, total: 0, entries: [], me: null, team: null };
  const period = leaderboardPeriodKeys(new Date(now))[q.period];
  // A village has at most MAX_TEAM_MEMBERS learners: ranking them in memory is cheap.
  const rows = await repo.teamBoardRows(db.kysely, team.id, period);
  const ranked = rankByPoints(rows.map((r) => ({ userId: r.userId, name: r.name, image: r.image, points: Number(r.points ?? 0) })));
  const offset = (q.page - 1) * q.pageSize;
  return {
    ...base,
    total: ranked.length,
    entries: ranked.slice(offset, offset + q.pageSize),
    me: aroundEntry(ranked, q.viewerId),
    team: { id: team.id, name: team.name },
  };
}

/** GET /api/leaderboard/teams: villages ranked by their members' average XP in the window. */
export async function teamRanking(
  db: Db,
  q: { period: LeaderboardPeriod; page: number; pageSize: number; viewerId: string },
  now = Date.now(),
): Promise<TeamRankingResponse> {
  const period = leaderboardPeriodKeys(new Date(now))[q.period];
  const viewerOrg = await repo.organisationOf(db.kysely, q.viewerId);
  const [totals, membership] = await Promise.all([repo.teamTotals(db.kysely, period, viewerOrg), repo.membershipOf(db.kysely, q.viewerId)]);
  const ranked = rankTeamsByAverage(totals.map((t) => ({ teamId: t.teamId, name: t.name, members: Number(t.members), points: Number(t.points) })));
  const offset = (q.page - 1) * q.pageSize;
  return {
    period: q.period,
    page: q.page,
    pageSize: q.pageSize,
    total: ranked.length,
    entries: ranked.slice(offset, offset + q.pageSize),
    mine: (membership && ranked.find((t) => t.teamId === membership.teamId)) ?? null,
  };
}

/**
 * Takes an erased learner out of their village inside the erasure's transaction (privacy/erase.ts,
 * ADR 037): a leader with other members hands the village to the member who joined first; the last
 * member dissolves it; the tier the team wrote goes back. A village named after the learner
 * ("Amara's village") is renamed "Village", since its name would keep theirs. Returns whose user rows changed.
 */
export async function leaveForErasure(trx: Trx, userId: string, name: string, now: number): Promise<string[]> {
  const membership = await repo.membershipOf(trx, userId);
  if (!membership) return [];
  const team = await repo.lockTeam(trx, membership.teamId);
  if (!team) return [];
  const changed = [userId];
  if ((await repo.countMembers(trx, team.id)) <= 1) {
    await restoreTier(trx, membership);
    await repo.deleteTeam(trx, team.id);
    return changed;
  }
  if (team.leaderId === userId) {
    const heir = await repo.firstOtherMember(trx, team.id, userId);
    if (heir) {
      const tier = await applyRoleTier(trx, heir.userId, 'leader', heir.tierSetByTeam);
      await repo.setMemberRole(trx, heir.userId, 'leader', tier.setByTeam);
      await repo.updateTeam(trx, team.id, { leaderId: heir.userId }, now);
      changed.push(heir.userId);
    }
  }
  await restoreTier(trx, membership);
  await repo.deleteMember(trx, team.id, userId);
  await repo.updateTeam(trx, team.id, name.trim() && team.name.toLowerCase().includes(name.trim().toLowerCase()) ? { name: 'Village' } : {}, now);
  return changed;
}

/**
 * Puts a member of an organisation into one of its teams, or none (`teamId` null), in the caller's
 * transaction (ADR 045): they leave their team of this organisation first; a team's leader stays
 * (they hand it over first), and someone in a village of their own keeps it (409). No tier is
 * written: the seat gives it.
 */
export async function placeInOrganisationTeam(
  trx: Trx,
  organisationId: string,
  userId: string,
  teamId: string | null,
  now: number,
): Promise<void> {
  const current = await repo.membershipOf(trx, userId);
  if (current?.teamId === teamId) return;
  if (current) {
    const team = await repo.lockTeam(trx, current.teamId);
    if (team?.organisationId !== organisationId)
      throw errors.conflict('This person is in a village of their own: they must leave it before they join a team.');
    if (team.leaderId === userId)
      throw errors.conflict('This person leads their team: hand the team over before you move them.');
    await restoreTier(trx, current);
    await repo.deleteMember(trx, team.id, userId);
  }
  if (teamId === null) return;
  const team = await repo.lockTeam(trx, teamId);
  if (!team || team.organisationId !== organisationId) throw errors.notFound('That team');
  if ((await repo.countMembers(trx, team.id)) >= MAX_TEAM_MEMBERS) throw errors.conflict(`This village is full (${MAX_TEAM_MEMBERS} members).`);
  const added = await repo.insertMember(trx, { userId, teamId: team.id, role: 'member', tierBefore: null, tierSetByTeam: null, joinedAt: now });
  if (!added) throw errors.conflict('You are already in a village. Leave it before you join another.');
}
