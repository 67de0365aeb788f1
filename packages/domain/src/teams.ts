import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { cleanText } from './text';
import { LeaderboardPeriodSchema, type LeaderboardEntry } from './leaderboard';
import type { MembershipStatus, TransformationTier } from './roles';

/*
 * Build-village teams (`../shared/spec/decisions.md` "Learner pages": a leader creates a village and invites
 * colleagues by email or link; corporate tiers are team leaders and members).
 */

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 60;
/** How long a join link works after it is made (the leader can make a new one at any time). */
export const JOIN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long an emailed invite works; each invite works once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invites a team may send per rolling hour. */
export const INVITES_PER_HOUR = 20;
/** Members a village may have (the leader included). */
export const MAX_TEAM_MEMBERS = 200;

export const TEAM_ROLES = ['leader', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TeamNameSchema = lazySchema(() => z
  .string({ error: 'Village name is required' })
  .max(1_000, `Village name must be at most ${TEAM_NAME_MAX} characters`)
  .transform((v) => cleanText(v, 'line'))
  .pipe(
    z
      .string()
      .min(1, 'Village name is required')
      .min(TEAM_NAME_MIN, `Village name must be at least ${TEAM_NAME_MIN} characters`)
      .max(TEAM_NAME_MAX, `Village name must be at most ${TEAM_NAME_MAX} characters`),
  ));

export const CreateTeamSchema = lazySchema(() => z.strictObject({ name: TeamNameSchema }));
export type CreateTeamInput = z.infer<typeof CreateTeamSchema>;

export const TeamInviteSchema = lazySchema(() => z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
}));
export type TeamInviteInput = z.infer<typeof TeamInviteSchema>;

/** A join-link or invite token as it appears in a link (32 random bytes, base64url). */
export const TeamTokenSchema = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'));
export const JoinTeamSchema = lazySchema(() => z.strictObject({ token: TeamTokenSchema }));

export const TeamMemberSchema = lazySchema(() => z.object({
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  points: z.number().int(),
  level: z.object({ number: z.number().int(), name: z.string() }),
  joinedAt: z.string(),
}));
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  myRole: z.enum(TEAM_ROLES),
  members: z.array(TeamMemberSchema),
  /** The leader's join link; null for members. */
  joinLink: z.object({ url: z.string(), expiresAt: z.string() }).nullable(),
  /** Pending emailed invites; empty for members. */
  invites: z.array(z.object({ id: z.string(), email: z.string(), expiresAt: z.string() })),
}));
export type Team = z.infer<typeof TeamSchema>;

export const MyTeamResponseSchema = lazySchema(() => z.object({ team: TeamSchema.nullable() }));
export type MyTeamResponse = z.infer<typeof MyTeamResponseSchema>;

/** `POST /api/teams/mine/leave`: no village any more; `dissolved` when the last member left. */
export const LeaveTeamAnswerSchema = lazySchema(() => z.object({ team: z.null(), dissolved: z.boolean() }));
export type LeaveTeamAnswer = z.infer<typeof LeaveTeamAnswerSchema>;

/** `POST /api/teams/mine/invites`: the invite sent (its token only ever goes by mail). */
export const TeamInviteSentSchema = lazySchema(() => z.object({ invite: TeamSchema.shape.invites.element }));
export type TeamInviteSent = z.infer<typeof TeamInviteSentSchema>;

/** What a join link shows before joining. */
export const TeamPreviewSchema = lazySchema(() => z.object({
  name: z.string(),
  leaderName: z.string(),
  members: z.number().int(),
  expiresAt: z.string(),
}));
export type TeamPreview = z.infer<typeof TeamPreviewSchema>;

// ---- tiers ----

const ROLE_TIER: Record<TeamRole, TransformationTier> = {
  leader: 'corporate_leader',
  member: 'corporate_member',
};

/**
 * The tier a learner gets for a role in a village, or null to leave it as it is. A tier the team
 * wrote follows the role; a tier someone paid for (paid membership with a tier) is never changed.
 */
export function tierForTeamRole(
  user: { membershipStatus: MembershipStatus; transformationTier: TransformationTier | null },
  role: TeamRole,
  /** The tier the team wrote earlier for this learner, if any. */
  tierSetByTeam: TransformationTier | null,
): TransformationTier | null {
  const teamOwned = tierSetByTeam !== null && user.transformationTier === tierSetByTeam;
  if (!teamOwned && user.membershipStatus === 'paid' && user.transformationTier !== null)
    return null;
  const wanted = ROLE_TIER[role];
  return wanted === user.transformationTier ? null : wanted;
}

/**
 * The tier after leaving a village: the one held before joining when the tier is still the one the
 * team wrote; otherwise unchanged (undefined), e.g. after a payment or an admin's change.
 */
export function tierAfterLeaving(
  current: TransformationTier | null,
  tierSetByTeam: TransformationTier | null,
  tierBefore: TransformationTier | null,
): TransformationTier | null | undefined {
  if (tierSetByTeam === null || current !== tierSetByTeam) return undefined;
  return tierBefore;
}

// ---- rankings ----

/** Competition ranks ("1, 2, 2, 4") over learners sorted by points (most first, then id). */
export function rankByPoints<T extends { userId: string; points: number }>(
  rows: readonly T[],
): Array<T & { rank: number }> {
  const sorted = [...rows].sort(
    (a, b) => b.points - a.points || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const out: Array<T & { rank: number }> = [];
  sorted.forEach((row, i) => {
    const prev = out[i - 1];
    out.push({ ...row, rank: prev && prev.points === row.points ? prev.rank : i + 1 });
  });
  return out;
}

/** The viewer's entry with up to `n` learners above and below, from a ranked list. */
export function aroundEntry(
  ranked: readonly LeaderboardEntry[],
  viewerId: string,
  n = 2,
): { rank: number; points: number; around: LeaderboardEntry[] } | null {
  const i = ranked.findIndex((e) => e.userId === viewerId);
  if (i < 0) return null;
  const me = ranked[i]!;
  return { rank: me.rank, points: me.points, around: ranked.slice(Math.max(0, i - n), i + n + 1) };
}

export interface TeamTotals {
  teamId: string;
  name: string;
  /** Members counted (active and shown on leaderboards). */
  members: number;
  /** Their XP in the window, summed. */
  points: number;
}

export interface RankedTeam extends TeamTotals {
  rank: number;
  /** Average XP per counted member, rounded to a whole number. */
  average: number;
}

/**
 * Teams ranked by their members' average XP (exact average compared; ties share a rank, then
 * by name). Teams with no counted member are left out.
 */
export function rankTeamsByAverage(teams: readonly TeamTotals[]): RankedTeam[] {
  const avg = (t: TeamTotals) => t.points / t.members;
  const sorted = teams
    .filter((t) => t.members > 0)
    .sort(
      (a, b) => avg(b) - avg(a) || a.name.localeCompare(b.name) || (a.teamId < b.teamId ? -1 : 1),
    );
  const out: RankedTeam[] = [];
  sorted.forEach((t, i) => {
    const prev = out[i - 1];
    const rank = prev && prev.points / prev.members === avg(t) ? prev.rank : i + 1;
    out.push({ ...t, rank, average: Math.round(avg(t)) });
  });
  return out;
}

// ---- leaderboard schemas ----

export const TeamRankingQuerySchema = lazySchema(() => z.strictObject({
  period: LeaderboardPeriodSchema.default('week'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
}));

export const RankedTeamSchema = lazySchema(() => z.object({
  rank: z.number().int().min(1),
  teamId: z.string(),
  name: z.string(),
  members: z.number().int(),
  points: z.number().int(),
  average: z.number().int(),
}));

export const TeamRankingResponseSchema = lazySchema(() => z.object({
  period: LeaderboardPeriodSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  entries: z.array(RankedTeamSchema),
  /** The viewer's own team's place; null without a team or when it is not ranked. */
  mine: RankedTeamSchema.nullable(),
}));
export type TeamRankingResponse = z.infer<typeof TeamRankingResponseSchema>;
