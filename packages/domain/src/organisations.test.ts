import { describe, expect, it } from 'vitest';
import {
  GrantSeatsSchema,
  NO_SEATS_MESSAGE,
  OrgInviteSchema,
  canManageRole,
  holdsSeat,
  membershipWithSeat,
  orgScope,
  stagePercent,
  seatRefusal,
  seatsInForce,
  termAt,
  termInstants,
  type OrgAction,
  type OrgRole,
  type OrgScope,
} from './organisations';

const DAY = 86_400_000;
const T0 = Date.UTC(2027, 0, 1);

describe('the organisation policy', () => {
  const O = 'organisation';
  const T = 'ownTeams';
  // role → action → scope; one row per role, every action spelled out.
  const table: Array<[OrgRole | 'platform admin' | 'nobody', Record<OrgAction, OrgScope | null>]> =
    [
      [
        'platform admin',
        {
          'org:read': O,
          'members:read': O,
          'members:invite': O,
          'members:remove': O,
          'teams:read': O,
          'teams:manage': O,
          'seats:read': O,
          'progress:read': O,
          'members:update': O,
          'sso:manage': O,
          'roi:read': O,
          'roi:save': O,
        },
      ],
      [
        'owner',
        {
          'org:read': O,
          'members:read': O,
          'members:invite': O,
          'members:remove': O,
          'teams:read': O,
          'teams:manage': O,
          'seats:read': O,
          'progress:read': O,
          'members:update': O,
          'sso:manage': O,
          'roi:read': O,
          'roi:save': O,
        },
      ],
      [
        'admin',
        {
          'org:read': O,
          'members:read': O,
          'members:invite': O,
          'members:remove': O,
          'teams:read': O,
          'teams:manage': O,
          'seats:read': O,
          'progress:read': O,
          'members:update': O,
          'sso:manage': O,
          'roi:read': O,
          'roi:save': O,
        },
      ],
      [
        'team_leader',
        {
          'org:read': O,
          'members:read': T,
          'members:invite': null,
          'members:remove': null,
          'teams:read': T,
          'teams:manage': null,
          'seats:read': null,
          'progress:read': T,
          'members:update': null,
          'sso:manage': null,
          'roi:read': null,
          'roi:save': null,
        },
      ],
      [
        'member',
        {
          'org:read': O,
          'members:read': null,
          'members:invite': null,
          'members:remove': null,
          'teams:read': null,
          'teams:manage': null,
          'seats:read': null,
          'progress:read': null,
          'members:update': null,
          'sso:manage': null,
          'roi:read': null,
          'roi:save': null,
        },
      ],
      [
        'nobody',
        {
          'org:read': null,
          'members:read': null,
          'members:invite': null,
          'members:remove': null,
          'teams:read': null,
          'teams:manage': null,
          'seats:read': null,
          'progress:read': null,
          'members:update': null,
          'sso:manage': null,
          'roi:read': null,
          'roi:save': null,
        },
      ],
    ];
  it.each(table)('%s', (who, expected) => {
    const caller =
      who === 'platform admin'
        ? { isPlatformAdmin: true, role: null }
        : { isPlatformAdmin: false, role: who === 'nobody' ? null : who };
    for (const [action, scope] of Object.entries(expected))
      expect(orgScope(caller, action as OrgAction), action).toBe(scope);
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 4, 100],
  ])('stagePercent(%i of %i) is %i', (count, members, percent) => {
    expect(stagePercent(count, members)).toBe(percent);
  });

  it.each([
    ['platform_admin', 'owner', true],
    ['owner', 'owner', false],
    ['owner', 'admin', true],
    ['admin', 'admin', false],
    ['admin', 'team_leader', true],
    ['admin', 'member', true],
    ['team_leader', 'member', false],
    ['member', 'member', false],
  ] as const)('%s may manage %s: %s', (caller, target, ok) => {
    expect(canManageRole(caller, target)).toBe(ok);
  });
});

describe('seats', () => {
  it.each([
    ['owner', false],
    ['admin', false],
    ['team_leader', true],
    ['member', true],
  ] as const)('%s holds a seat: %s', (role, expected) => expect(holdsSeat(role)).toBe(expected));

  const grants = [
    { seats: 10, startsAt: T0, endsAt: T0 + 365 * DAY },
    { seats: 5, startsAt: T0 + 100 * DAY, endsAt: T0 + 200 * DAY },
    { seats: 12, startsAt: T0 + 365 * DAY, endsAt: T0 + 730 * DAY },
  ];
  it.each([
    ['before any term', T0 - 1, 0, 'upcoming', null],
    ['the first instant', T0, 10, 'active', T0 + 365 * DAY],
    ['with a top-up', T0 + 150 * DAY, 15, 'active', T0 + 365 * DAY],
    ['the top-up over', T0 + 200 * DAY, 10, 'active', T0 + 365 * DAY],
    ['the renewal, end exclusive', T0 + 365 * DAY, 12, 'active', T0 + 730 * DAY],
    ['after the last', T0 + 730 * DAY, 0, 'ended', null],
  ] as const)('%s: %i seats, %s', (_label, now, seats, state, until) => {
    expect(seatsInForce(grants, now)).toBe(seats);
    expect(termAt(grants, now)).toMatchObject({ seats, state, until });
  });
  it('no grant: no term', () =>
    expect(termAt([], T0)).toEqual({ state: 'none', seats: 0, until: null, nextStartsAt: null }));

  it.each([
    [0, 3, null],
    [2, 3, null],
    [
      3,
      3,
      'No seats left: all 3 seats of this organisation are taken (0 left). Remove someone or add seats before you invite.',
    ],
    [
      5,
      3,
      'No seats left: all 3 seats of this organisation are taken (0 left). Remove someone or add seats before you invite.',
    ],
    [0, 0, NO_SEATS_MESSAGE],
  ])('%i held of %i: %s', (held, seats, message) => expect(seatRefusal(held, seats)).toBe(message));
});

describe('membership with a seat', () => {
  const free = { membershipStatus: 'free', transformationTier: null } as const;
  const paid = { membershipStatus: 'paid', transformationTier: 'individual_paid' } as const;
  it.each([
    ['no seat', free, null, free],
    [
      'a member',
      free,
      'member',
      { membershipStatus: 'paid', transformationTier: 'corporate_member' },
    ],
    [
      'a team leader',
      free,
      'team_leader',
      { membershipStatus: 'paid', transformationTier: 'corporate_leader' },
    ],
    ['an owner (no seat)', free, 'owner', free],
    ['an admin who paid', paid, 'admin', paid],
    [
      'a paying member',
      paid,
      'member',
      { membershipStatus: 'paid', transformationTier: 'corporate_member' },
    ],
    ['the term over (no seat role passed)', paid, null, paid],
  ] as const)('%s', (_label, own, seatRole, expected) =>
    expect(membershipWithSeat(own, seatRole)).toEqual(expected),
  );
});

describe('a term in the organisation’s time zone', () => {
  it.each([
    ['UTC', '2027-01-01', '2027-12-31', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1)],
    [
      'Africa/Lagos',
      '2027-01-01',
      '2027-01-01',
      Date.UTC(2026, 11, 31, 23),
      Date.UTC(2027, 0, 1, 23),
    ],
    [
      'Africa/Nairobi',
      '2027-03-01',
      '2027-03-31',
      Date.UTC(2027, 1, 28, 21),
      Date.UTC(2027, 2, 31, 21),
    ],
  ])('%s %s..%s', (zone, from, to, startsAt, endsAt) =>
    expect(termInstants(from, to, zone)).toEqual({ startsAt, endsAt }),
  );
});

describe('contracts', () => {
  it.each([
    [{ seats: 3, startsOn: '2027-01-01', endsOn: '2027-12-31', invoiceRef: 'INV-1' }, null],
    [
      { seats: 0, startsOn: '2027-01-01', endsOn: '2027-12-31', invoiceRef: 'INV-1' },
      'Grant at least 1 seat',
    ],
    [
      { seats: 2.5, startsOn: '2027-01-01', endsOn: '2027-12-31', invoiceRef: 'INV-1' },
      'Enter a whole number of seats',
    ],
    [
      { seats: 3, startsOn: '2027-02-01', endsOn: '2027-01-31', invoiceRef: 'INV-1' },
      'The term must end on or after its first day',
    ],
    [
      { seats: 3, startsOn: '2027-01-01', endsOn: '2027-12-31', invoiceRef: ' \n ' },
      'Enter the invoice number',
    ],
    [
      { seats: 3, startsOn: '2027-01-01', endsOn: '2027-12-31', invoiceRef: 'INV-1', price: 0 },
      'Unrecognized key: "price"',
    ],
  ])('a seat grant %j: %s', (body, message) => {
    const r = GrantSeatsSchema.safeParse(body);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
  it.each([
    [{ email: 'Ama@Example.COM' }, { email: 'ama@example.com', role: 'member' }],
    [
      { email: 'ama@example.com', role: 'team_leader' },
      { email: 'ama@example.com', role: 'team_leader' },
    ],
    [{ email: 'ama@example.com', role: 'owner' }, null],
    [{ email: 'not an email' }, null],
  ])('an invitation %j', (body, parsed) => {
    const r = OrgInviteSchema.safeParse(body);
    expect(r.success ? r.data : null).toEqual(parsed);
  });
});
