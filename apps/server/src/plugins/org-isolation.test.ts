import { addDays } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import {
  lastMailTo,
  linkIn,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../test/harness';

/*
 * Isolation between organisations (security checklist, "Organisations"): every route of the app,
 * called by each role of organisation B with organisation A's ids in its path and a body aimed at
 * A, answers nothing of A (its id, name, teams, members' addresses, pending invitations) and
 * changes none of A's rows. A's own owner and members, on the same routes, do see it: the markers
 * are findable, so their absence means something.
 */

const MARK = 'zqalpha';
const ORG_ROUTE = /^\/api\/orgs\/:orgId/;
// Skipped: Better Auth's catch-all (identity, not organisation data), static web files.
const SKIP = (url: string) => url === '/api/auth/*' || !/^\/(api|functions|ob|verify)/.test(url);

describe.each(testDatabases())('two organisations on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;
  const a = {} as {
    id: string;
    teamId: string;
    invitationId: string;
    memberId: string;
    owner: SignedInClient;
    member: SignedInClient;
    leader: SignedInClient;
  };
  const b = {} as Record<'owner' | 'admin' | 'leader' | 'member', SignedInClient> & { id: string };

  async function organisation(name: string, prefix: string) {
    const owner = await t.signedInClient({ name: 'Owner Person' });
    const res = await admin.post('/api/admin/organisations', {
      name,
      country: 'KE',
      defaultLocale: 'en',
      timeZone: 'Africa/Nairobi',
      ownerEmail: owner.user.email,
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { organisation: { id: string } }).organisation.id;
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await admin.post(`/api/admin/organisations/${id}/seat-grants`, {
          seats: 10,
          startsOn: addDays(today, -1),
          endsOn: addDays(today, 200),
          invoiceRef: `${prefix}-1`,
        })
      ).status,
    ).toBe(201);
    const join = async (role: string) => {
      const c = await t.signedInClient({
        user: await t.makeUser({ email: `${prefix}.${role}.${Date.now()}@example.test` }),
      });
      expect(
        (await owner.post(`/api/orgs/${id}/invitations`, { email: c.user.email, role })).status,
      ).toBe(201);
      const token = new URL(linkIn((await lastMailTo(t, c.user.email))!.text)).searchParams.get(
        'token',
      )!;
      expect((await c.post('/api/orgs/invitations/accept', { token })).status).toBe(200);
      return c;
    };
    const orgAdmin = await join('admin');
    const leader = await join('member');
    const member = await join('member');
    const team = await owner.post(`/api/orgs/${id}/teams`, {
      name: `${name} Field Team`,
      leaderId: leader.user.id,
    });
    expect(team.status).toBe(201);
    const teamId = ((await team.json()) as { teams: Array<{ id: string }> }).teams[0]!.id;
    const joinToken = (
      await t.app.db.kysely
        .selectFrom('teams')
        .select('joinToken')
        .where('id', '=', teamId)
        .executeTakeFirstOrThrow()
    ).joinToken;
    expect((await member.post('/api/teams/join', { token: joinToken })).status).toBe(200);
    const invited = await owner.post(`/api/orgs/${id}/invitations`, {
      email: `${prefix}.pending@example.test`,
    });
    const invitationId = ((await invited.json()) as { invitation: { id: string } }).invitation.id;
    return { id, owner, admin: orgAdmin, leader, member, teamId, invitationId };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    const A = await organisation(`${MARK} Holdings`, MARK);
    Object.assign(a, {
      id: A.id,
      teamId: A.teamId,
      invitationId: A.invitationId,
      memberId: A.member.user.id,
      owner: A.owner,
      member: A.member,
      leader: A.leader,
    });
    // A's own ROI estimate (ADR 053): B's people may neither read nor add to it.
    const roi = await A.owner.post(`/api/orgs/${A.id}/roi-estimates`, bodyFor('/roi-estimates'));
    expect(roi.status).toBe(201);
    const B = await organisation('Baobab Services', 'bbeta');
    Object.assign(b, {
      id: B.id,
      owner: B.owner,
      admin: B.admin,
      leader: B.leader,
      member: B.member,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Organisation A's rows, to show the walk changed none. */
  const rowsOfA = async () => {
    const k = t.app.db.kysely;
    return JSON.stringify([
      await k.selectFrom('organisations').selectAll().where('id', '=', a.id).execute(),
      await k
        .selectFrom('organisation_members')
        .selectAll()
        .where('organisationId', '=', a.id)
        .orderBy('userId')
        .execute(),
      await k
        .selectFrom('organisation_invitations')
        .selectAll()
        .where('organisationId', '=', a.id)
        .orderBy('id')
        .execute(),
      await k
        .selectFrom('organisation_seat_grants')
        .selectAll()
        .where('organisationId', '=', a.id)
        .orderBy('id')
        .execute(),
      await k.selectFrom('teams').selectAll().where('organisationId', '=', a.id).execute(),
      await k
        .selectFrom('roi_leads')
        .selectAll()
        .where('organisationId', '=', a.id)
        .orderBy('id')
        .execute(),
      await k
        .selectFrom('team_members')
        .selectAll()
        .where('teamId', '=', a.teamId)
        .orderBy('userId')
        .execute(),
    ]);
  };
  /** A's identifiers that no one outside A may read. */
  const secretsOfA = () => [
    a.id,
    a.teamId,
    a.invitationId,
    MARK,
    a.owner.user.email,
    a.member.user.email,
    a.leader.user.email,
  ];

  const fill = (url: string) =>
    url
      .replace(':orgId', a.id)
      .replace(':invitationId', a.invitationId)
      .replace(':userId', a.memberId)
      .replace(':teamId', a.teamId)
      .replace(/:\w+/g, 'x')
      .replace(/\*$/, 'x');
  /** A body aimed at A for the organisation's writes; a generic probe elsewhere. */
  const bodyFor = (url: string) => {
    if (url.endsWith('/invitations'))
      return { email: `intruder.${Date.now()}@example.test`, role: 'member' };
    if (url.endsWith('/teams')) return { name: 'Intruders', leaderId: a.memberId };
    if (url.endsWith('/seat-grants'))
      return { seats: 99, startsOn: '2027-01-01', endsOn: '2027-12-31', invoiceRef: 'INTRUDER' };
    if (url.endsWith('/owner')) return { ownerEmail: b.owner.user.email };
    if (url.includes('/imports'))
      return { csv: `name,email,team\nIntruder,intruder.${Date.now()}@example.test,` };
    if (url.endsWith('/team')) return { teamId: a.teamId };
    if (url.endsWith('/roi-estimates'))
      return {
        teamSize: 12,
        avgSalary: 1500,
        leadershipPlanPercentage: 20,
        issuesPercentage: 60,
        turnoverCost: 60_000,
        projectStalls: 'sometimes',
        leadershipPrepTime: 9,
        desiredOutcomes: ['Productivity'],
      };
    if (url.endsWith('/sso'))
      return {
        issuer: 'https://login.intruder.example',
        clientId: 'intruder',
        clientSecret: 'intruder',
        domains: ['intruder.example'],
      };
    return { teamId: a.teamId, organisationId: a.id, userId: a.memberId };
  };

  async function call(client: SignedInClient, method: string, url: string) {
    const abort = new AbortController();
    const res = await client.request(
      method,
      fill(url),
      method === 'GET' || method === 'DELETE' ? undefined : bodyFor(url),
      {},
      abort.signal,
    );
    const text = res.headers.get('content-type')?.includes('event-stream') ? '' : await res.text();
    abort.abort();
    return { status: res.status, text };
  }

  it("no route, id, export or board gives organisation B's people anything of A, or changes A", async () => {
    const before = await rowsOfA();
    const routes = t.app.routeList.filter((r) => r.method !== 'HEAD' && !SKIP(r.url));
    expect(routes.filter((r) => ORG_ROUTE.test(r.url)).length).toBeGreaterThanOrEqual(12);
    const leaks: string[] = [];
    let calls = 0;
    for (const [who, client] of Object.entries({
      owner: b.owner,
      admin: b.admin,
      leader: b.leader,
      member: b.member,
    })) {
      for (const r of routes) {
        const { status, text } = await call(client, r.method, r.url);
        calls += 1;
        const label = `B's ${who} ${r.method} ${r.url} → ${status}`;
        for (const secret of secretsOfA())
          if (text.includes(secret)) leaks.push(`${label}: answers ${secret}`);
        // A's ids in an organisation route: the answer of an unknown id, whatever the role in B.
        if (ORG_ROUTE.test(r.url)) expect(status, `${label} ${text}`).toBe(404);
        if (r.url.startsWith('/api/admin/')) expect(status, label).toBe(403);
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(leaks).toEqual([]);
    expect(await rowsOfA()).toBe(before);
  }, 600_000);

  it("A's own people see A on the same routes (the markers can be found)", async () => {
    const org = await call(a.owner, 'GET', '/api/orgs/:orgId/members');
    expect(org.status).toBe(200);
    expect(org.text).toContain(a.member.user.email);
    expect(org.text).toContain(`${MARK}.pending@example.test`);
    const board = await call(a.member, 'GET', '/api/leaderboard/teams');
    expect(board.text).toContain(`${MARK} Holdings Field Team`);
    const boardOfB = await call(b.member, 'GET', '/api/leaderboard/teams');
    expect(boardOfB.text).toContain('Baobab Services Field Team');
    expect(boardOfB.text).not.toContain(MARK);
    // The console, the import check and the people export answer A's own owner (ADR 045).
    const console = await call(a.owner, 'GET', '/api/orgs/:orgId/console');
    expect(console.status).toBe(200);
    expect(console.text).toContain(`${MARK} Holdings Field Team`);
    const leaderView = await call(a.leader, 'GET', '/api/orgs/:orgId/console');
    expect(leaderView.text).toContain(`${MARK} Holdings Field Team`);
    const exported = await call(a.owner, 'GET', '/api/orgs/:orgId/people/export');
    expect(exported.text).toContain(a.member.user.email);
    const checked = await call(a.owner, 'POST', '/api/orgs/:orgId/imports/check');
    expect(checked.status).toBe(200);
    // A platform admin sees both.
    const all = await call(admin, 'GET', '/api/admin/organisations');
    expect(all.text).toContain(a.id);
    expect(all.text).toContain(b.id);
  });
});
