import { z } from 'zod';
import { addDays, CalendarDaySchema, isValidTimeZone } from './calendar-day';
import { COUNTRY_CODES } from './countries';
import { lazySchema } from './lazy-schema';
import { SUPPORTED_LOCALES } from './locale';
import { PhotoUrlSchema } from './profile';
import type { MembershipStatus, TransformationTier } from './roles';
import { TeamNameSchema } from './teams';
import { cleanText } from './text';
import { zonedWallTimeToUtc } from './zoned-time';

/*
 * Organisations (`../shared/spec/decisions.md` "Organisations"): a client company or public body
 * with members, seats for a term and teams (villages). Rules here are pure, so the server and the
 * screens agree by construction (ADR 039).
 */

export const ORG_ROLES = ['owner', 'admin', 'team_leader', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
/** The roles an owner or admin may give by invitation (an owner is named by a platform admin). */
export const INVITABLE_ORG_ROLES = [
  'admin',
  'team_leader',
  'member',
] as const satisfies readonly OrgRole[];
export type InvitableOrgRole = (typeof INVITABLE_ORG_ROLES)[number];

export const ORG_NAME_MAX = 100;
/** Seats one grant may add (a sanity bound on a typo, not a commercial limit). */
export const ORG_SEATS_MAX = 100_000;
/** How long an emailed organisation invitation works. */
export const ORG_INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

// ---- who may do what ----

/** What can be done inside an organisation, each checked by the service's named policy. */
export const ORG_ACTIONS = [
  'org:read',
  'members:read',
  'members:invite',
  'members:remove',
  'teams:read',
  'teams:manage',
  'seats:read',
  'progress:read',
  'members:update',
  'sso:manage',
  'roi:read',
  'roi:save',
] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

/**
 * How far an action reaches: the whole organisation, only the teams the caller leads, or nothing
 * (null). Owners and admins run the organisation; a team leader sees their own teams' people; a
 * member sees the organisation's name and logo only.
 */
export type OrgScope = 'organisation' | 'ownTeams';

const ROLE_ACTIONS: Record<OrgRole, Partial<Record<OrgAction, OrgScope>>> = {
  owner: {
    'org:read': 'organisation',
    'members:read': 'organisation',
    'members:invite': 'organisation',
    'members:remove': 'organisation',
    'teams:read': 'organisation',
    'teams:manage': 'organisation',
    'seats:read': 'organisation',
    'progress:read': 'organisation',
    'members:update': 'organisation',
    'sso:manage': 'organisation',
    'roi:read': 'organisation',
    'roi:save': 'organisation',
  },
  admin: {
    'org:read': 'organisation',
    'members:read': 'organisation',
    'members:invite': 'organisation',
    'members:remove': 'organisation',
    'teams:read': 'organisation',
    'teams:manage': 'organisation',
    'seats:read': 'organisation',
    'progress:read': 'organisation',
    'members:update': 'organisation',
    'sso:manage': 'organisation',
    'roi:read': 'organisation',
    'roi:save': 'organisation',
  },
  team_leader: {
    'org:read': 'organisation',
    'members:read': 'ownTeams',
    'teams:read': 'ownTeams',
    'progress:read': 'ownTeams',
  },
  member: { 'org:read': 'organisation' },
};

/**
 * The organisation policy: how far `action` reaches for someone with `role` in the organisation
 * (null: not a member, or not allowed). A platform admin (role `admin` of the platform) reaches
 * every organisation whole.
 */
export function orgScope(
  caller: { isPlatformAdmin: boolean; role: OrgRole | null },
  action: OrgAction,
): OrgScope | null {
  if (caller.isPlatformAdmin) return 'organisation';
  if (caller.role === null) return null;
  return ROLE_ACTIONS[caller.role][action] ?? null;
}

/** Whether a role may be given or taken away by a caller of another role: only an owner touches admins; nobody touches an owner here. */
export function canManageRole(
  callerRole: OrgRole | 'platform_admin',
  targetRole: OrgRole,
): boolean {
  if (targetRole === 'owner') return callerRole === 'platform_admin';
  if (targetRole === 'admin') return callerRole === 'owner' || callerRole === 'platform_admin';
  return callerRole === 'owner' || callerRole === 'admin' || callerRole === 'platform_admin';
}

// ---- seats ----

/**
 * Whether a role holds a seat: the leaders the seats are bought for (team leaders and members)
 * do; owners and admins run the organisation and hold none (ADR 039).
 */
export function holdsSeat(role: OrgRole): boolean {
  return role === 'team_leader' || role === 'member';
}

/** A grant of seats for a term: `seats` from `startsAt` (inclusive) to `endsAt` (exclusive), epoch ms. */
export interface SeatGrant {
  seats: number;
  startsAt: number;
  endsAt: number;
}

/** Seats in force at `now`: the sum of the grants whose term covers it. */
export function seatsInForce(grants: readonly SeatGrant[], now: number): number {
  return grants
    .filter((g) => g.startsAt <= now && now < g.endsAt)
    .reduce((sum, g) => sum + g.seats, 0);
}

export const TERM_STATES = ['none', 'upcoming', 'active', 'ended'] as const;
export type TermState = (typeof TERM_STATES)[number];

/**
 * The organisation's term at `now`: active while a grant covers it (until the latest end among
 * them), upcoming before the first grant starts, ended after the last one, none without grants.
 */
export function termAt(
  grants: readonly SeatGrant[],
  now: number,
): { state: TermState; seats: number; until: number | null; nextStartsAt: number | null } {
  const seats = seatsInForce(grants, now);
  const covering = grants.filter((g) => g.startsAt <= now && now < g.endsAt);
  const later = grants.filter((g) => g.startsAt > now).map((g) => g.startsAt);
  const nextStartsAt = later.length ? Math.min(...later) : null;
  if (covering.length)
    return {
      state: 'active',
      seats,
      until: Math.max(...covering.map((g) => g.endsAt)),
      nextStartsAt,
    };
  if (nextStartsAt !== null) return { state: 'upcoming', seats: 0, until: null, nextStartsAt };
  return { state: grants.length ? 'ended' : 'none', seats: 0, until: null, nextStartsAt: null };
}

/** Why one more seat cannot be taken (`held` of `seats` in force), or null when one is left. */
export function seatRefusal(held: number, seats: number): string | null {
  if (held < seats) return null;
  if (seats === 0) return NO_SEATS_MESSAGE;
  return `No seats left: all ${seats} seats of this organisation are taken (0 left). Remove someone or add seats before you invite.`;
}
export const NO_SEATS_MESSAGE =
  'This organisation has no seats in force. Seats must be granted for the current term before you invite.';

/**
 * The membership a person has with their seat: while their organisation's term is active, a seat
 * makes them paid, `corporate_leader` for a team leader and `corporate_member` for a member; else
 * (no seat, a role without one, the term over) what they have of their own. Derived, never stored:
 * the end of a term changes nothing in the database, and a renewal brings the seat's tier back.
 */
export function membershipWithSeat(
  own: { membershipStatus: MembershipStatus; transformationTier: TransformationTier | null },
  seatRole: OrgRole | null,
): { membershipStatus: MembershipStatus; transformationTier: TransformationTier | null } {
  if (seatRole === null || !holdsSeat(seatRole))
    return { membershipStatus: own.membershipStatus, transformationTier: own.transformationTier };
  return {
    membershipStatus: 'paid',
    transformationTier: seatRole === 'team_leader' ? 'corporate_leader' : 'corporate_member',
  };
}

/**
 * A term's days (inclusive, 'YYYY-MM-DD', in the organisation's time zone) as instants: from the
 * first day's midnight to the midnight after the last day. A midnight the zone skips (clocks going
 * forward) is taken an hour later.
 */
export function termInstants(
  startsOn: string,
  endsOn: string,
  timeZone: string,
): { startsAt: number; endsAt: number } {
  const midnight = (day: string) =>
    zonedWallTimeToUtc(`${day}T00:00`, timeZone) ?? zonedWallTimeToUtc(`${day}T01:00`, timeZone)!;
  return { startsAt: midnight(startsOn), endsAt: midnight(addDays(endsOn, 1)) };
}

// ---- API contracts ----

const OrgNameSchema = lazySchema(() =>
  z
    .string({ error: 'Organisation name is required' })
    .max(1_000, `Organisation name must be at most ${ORG_NAME_MAX} characters`)
    .transform((v) => cleanText(v, 'line'))
    .pipe(
      z
        .string()
        .min(2, 'Organisation name must be at least 2 characters')
        .max(ORG_NAME_MAX, `Organisation name must be at most ${ORG_NAME_MAX} characters`),
    ),
);

const EmailSchema = lazySchema(() =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
);

/** `POST /api/admin/organisations`: a platform admin creates an organisation and names its owner by email (an existing account). */
export const CreateOrganisationSchema = lazySchema(() =>
  z.strictObject({
    name: OrgNameSchema,
    logoUrl: PhotoUrlSchema.optional(),
    country: z.enum(COUNTRY_CODES, { error: 'Choose a country from the list' }),
    defaultLocale: z.enum(SUPPORTED_LOCALES, { error: 'Choose a language from the list' }),
    timeZone: z
      .string({ error: 'Choose a valid timezone' })
      .max(64, { error: 'Choose a valid timezone' })
      .refine(isValidTimeZone, { error: 'Choose a valid timezone' }),
    ownerEmail: EmailSchema,
  }),
);
export type CreateOrganisationInput = z.infer<typeof CreateOrganisationSchema>;

/** `POST /api/admin/organisations/:orgId/owner`: names another existing account as owner. */
export const NameOwnerSchema = lazySchema(() => z.strictObject({ ownerEmail: EmailSchema }));

/** `POST /api/admin/organisations/:orgId/seat-grants`: seats for a term against an invoice (audited). */
export const GrantSeatsSchema = lazySchema(() =>
  z
    .strictObject({
      seats: z
        .number({ error: 'Enter a whole number of seats' })
        .int('Enter a whole number of seats')
        .min(1, 'Grant at least 1 seat')
        .max(ORG_SEATS_MAX, `Grant at most ${ORG_SEATS_MAX} seats at once`),
      startsOn: CalendarDaySchema,
      endsOn: CalendarDaySchema,
      invoiceRef: z
        .string({ error: 'Enter the invoice number' })
        .transform((v) => cleanText(v, 'line'))
        .pipe(
          z
            .string()
            .min(1, 'Enter the invoice number')
            .max(100, 'Use at most 100 characters for the invoice number'),
        ),
    })
    .refine((g) => g.endsOn >= g.startsOn, {
      error: 'The term must end on or after its first day',
      path: ['endsOn'],
    }),
);
export type GrantSeatsInput = z.infer<typeof GrantSeatsSchema>;

/** `POST /api/orgs/:orgId/invitations`: invite a person by email; a seat is taken at once. */
export const OrgInviteSchema = lazySchema(() =>
  z.strictObject({
    email: EmailSchema,
    role: z
      .enum(INVITABLE_ORG_ROLES, { error: 'Choose a role: admin, team leader or member' })
      .default('member'),
  }),
);
export type OrgInviteInput = z.infer<typeof OrgInviteSchema>;

/** `POST /api/orgs/invitations/accept`: the emailed invitation's token. */
export const AcceptOrgInviteSchema = lazySchema(() =>
  z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid') }),
);

/** `POST /api/orgs/:orgId/teams`: a new village as one of the organisation's teams, led by one of its members. */
export const CreateOrgTeamSchema = lazySchema(() =>
  z.strictObject({
    name: TeamNameSchema,
    leaderId: z
      .string({ error: 'Choose who leads the team' })
      .min(1, 'Choose who leads the team')
      .max(100),
  }),
);

export const OrgSeatsSchema = lazySchema(() =>
  z.object({
    state: z.enum(TERM_STATES),
    seats: z.number().int(),
    held: z.number().int(),
    left: z.number().int(),
    until: z.string().nullable(),
    grants: z.array(
      z.object({
        id: z.string(),
        seats: z.number().int(),
        startsOn: z.string(),
        endsOn: z.string(),
        source: z.string(),
        reference: z.string(),
      }),
    ),
  }),
);
export type OrgSeats = z.infer<typeof OrgSeatsSchema>;

export const OrganisationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    country: z.string(),
    defaultLocale: z.enum(SUPPORTED_LOCALES),
    timeZone: z.string(),
    createdAt: z.string(),
    /** The caller's role; null for a platform admin who is not a member. */
    myRole: z.enum(ORG_ROLES).nullable(),
    /** Seats and term; null for a caller whose role may not read them. */
    seats: OrgSeatsSchema.nullable(),
  }),
);
export type Organisation = z.infer<typeof OrganisationSchema>;

export const OrgMemberSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ORG_ROLES),
    holdsSeat: z.boolean(),
    teamId: z.string().nullable(),
    joinedAt: z.string(),
  }),
);
export const OrgInvitationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ORG_ROLES),
    expiresAt: z.string(),
    /** From a CSV import: the name the file gave and the team the invitee joins on accepting. */
    name: z.string().nullable().default(null),
    teamId: z.string().nullable().default(null),
  }),
);
export const OrgMembersSchema = lazySchema(() =>
  z.object({ members: z.array(OrgMemberSchema), invitations: z.array(OrgInvitationSchema) }),
);
export type OrgMembers = z.infer<typeof OrgMembersSchema>;

export const OrgTeamsSchema = lazySchema(() =>
  z.object({
    teams: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        leaderId: z.string(),
        leaderName: z.string(),
        members: z.number().int(),
      }),
    ),
  }),
);
export type OrgTeams = z.infer<typeof OrgTeamsSchema>;

export const OrganisationListSchema = lazySchema(() =>
  z.object({ organisations: z.array(OrganisationSchema) }),
);
export const MyOrganisationSchema = lazySchema(() =>
  z.object({ organisation: OrganisationSchema.nullable() }),
);
export type MyOrganisation = z.infer<typeof MyOrganisationSchema>;
export const OrgInvitationSentSchema = lazySchema(() =>
  z.object({ invitation: OrgInvitationSchema }),
);

// ---- the console (`/org`) ----

/** One team's progress on the console: members, and how many of them are at each stage. */
export const OrgTeamProgressSchema = lazySchema(() =>
  z.object({
    teamId: z.string(),
    name: z.string(),
    members: z.number().int(),
    /** Members enrolled on at least one journey. */
    enrolled: z.number().int(),
    /** Members who completed at least one module. */
    started: z.number().int(),
    /** Modules completed by the team's members, all journeys together. */
    modulesDone: z.number().int(),
    /** Members who completed at least one journey. */
    completed: z.number().int(),
  }),
);
export type OrgTeamProgress = z.infer<typeof OrgTeamProgressSchema>;

/** `GET /api/orgs/:orgId/console`: the console's figures as far as the caller reaches. */
export const OrgConsoleSchema = lazySchema(() =>
  z.object({
    /** 'organisation' for owners and admins; 'ownTeams' for a team leader (their teams only). */
    scope: z.enum(['organisation', 'ownTeams']),
    /** Seats and term; null for a team leader (their role does not read seats). */
    seats: OrgSeatsSchema.nullable(),
    people: z.object({
      members: z.number().int(),
      activeLast7Days: z.number().int(),
      cpdMinutes: z.number().int(),
      certificates: z.number().int(),
    }),
    teams: z.array(OrgTeamProgressSchema),
  }),
);
export type OrgConsole = z.infer<typeof OrgConsoleSchema>;

/** A team's share of members at a stage, whole percent (0 for an empty team). */
export function stagePercent(count: number, members: number): number {
  if (members <= 0) return 0;
  return Math.round((Math.min(count, members) / members) * 100);
}
