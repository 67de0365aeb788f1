// Long on purpose: an organisation's life (create, seats, invitations, race, term end, renewal, removal, teams) on one server per engine.
import { addDays, type MyOrganisation, type OrgMembers, type OrgTeams } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  lastMailTo,
  linkIn,
  mailSettled,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';
import { awardXp } from '../gamification/service';

const today = () => new Date().toISOString().slice(0, 10);
type Json = Record<string, unknown> & {
  error?: { message: string; fields?: Record<string, string> };
};

describe.each(testDatabases())('organisations on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async <T = Json>(res: Response) => (await res.json()) as T;
  const me = async (c: SignedInClient) =>
    (
      await json<{ user: { membershipStatus: string; transformationTier: string | null } }>(
        await c.get('/api/me'),
      )
    ).user;

  /** An organisation with an owner (signed in) and, when `seats`, a grant covering today. */
  async function organisation(name: string, seats?: number) {
    const owner = await t.signedInClient({ name: `${name} Owner` });
    const res = await admin.post('/api/admin/organisations', {
      name,
      country: 'GH',
      defaultLocale: 'en',
      timeZone: 'Africa/Accra',
      ownerEmail: owner.user.email,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const id = (await json<{ organisation: { id: string } }>(res)).organisation.id;
    if (seats) expect((await grant(id, seats, `INV-${id.slice(0, 8)}`)).status).toBe(201);
    return { id, owner };
  }
  const grant = (
    orgId: string,
    seats: number,
    invoiceRef: string,
    startsOn = addDays(today(), -1),
    endsOn = addDays(today(), 365),
  ) =>
    admin.post(`/api/admin/organisations/${orgId}/seat-grants`, {
      seats,
      startsOn,
      endsOn,
      invoiceRef,
    });
  const invite = (c: SignedInClient, orgId: string, email: string, role = 'member') =>
    c.post(`/api/orgs/${orgId}/invitations`, { email, role });

  /** Invites a new account and accepts with it: the member's client. */
  async function member(org: { id: string; owner: SignedInClient }, role = 'member') {
    const c = await t.signedInClient();
    const res = await invite(org.owner, org.id, c.user.email, role);
    expect(res.status, await res.clone().text()).toBe(201);
    const mail = await lastMailTo(t, c.user.email);
    const token = new URL(linkIn(mail!.text)).searchParams.get('token')!;
    const accepted = await c.post('/api/orgs/invitations/accept', { token });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    return c;
  }

  it('a platform admin creates an organisation and names its owner, with clear errors, audited', async () => {
    const owner = await t.signedInClient();
    const base = {
      name: 'Accra Health Trust',
      country: 'GH',
      defaultLocale: 'fr',
      timeZone: 'Africa/Accra',
      ownerEmail: owner.user.email,
    };
    for (const [body, field, message] of [
      [{ ...base, name: 'A' }, 'name', 'Organisation name must be at least 2 characters'],
      [{ ...base, country: 'XX' }, 'country', 'Choose a country from the list'],
      [{ ...base, timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a valid timezone'],
      [
        { ...base, logoUrl: 'javascript:alert(1)' },
        'logoUrl',
        'Enter a photo URL starting with https://',
      ],
      [
        { ...base, ownerEmail: 'nobody@example.test' },
        'ownerEmail',
        'No account uses that email. Ask the owner to sign up first.',
      ],
    ] as const) {
      const res = await admin.post('/api/admin/organisations', body);
      expect(res.status).toBe(400);
      expect((await json(res)).error?.fields?.[field]).toBe(message);
    }
    expect((await owner.post('/api/admin/organisations', base)).status).toBe(403);
    expect(await t.app.db.kysely.selectFrom('organisations').select('id').execute()).toHaveLength(
      0,
    );

    const res = await admin.post('/api/admin/organisations', {
      ...base,
      logoUrl: 'https://example.org/logo.png',
    });
    expect(res.status).toBe(201);
    const { organisation } = await json<{ organisation: { id: string; seats: unknown } }>(res);
    expect(organisation).toMatchObject({
      name: 'Accra Health Trust',
      defaultLocale: 'fr',
      myRole: null,
      seats: { state: 'none', seats: 0, held: 0 },
    });
    const mine = await json<MyOrganisation>(await owner.get('/api/orgs/mine'));
    expect(mine.organisation).toMatchObject({ id: organisation.id, myRole: 'owner' });
    // An owner holds no seat and is not made paid.
    expect(await me(owner)).toEqual(
      expect.objectContaining({ membershipStatus: 'free', transformationTier: null }),
    );
    // One organisation per person.
    expect(
      (await admin.post('/api/admin/organisations', { ...base, name: 'Second Trust' })).status,
    ).toBe(409);
    const audit = await t.app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'org.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: organisation.id });
  });

  it('seats are granted against an invoice once, audited; bad input changes nothing', async () => {
    const org = await organisation('Kumasi Works');
    expect((await grant(org.id, 0, 'INV-1')).status).toBe(400);
    expect((await grant(org.id, 3, 'INV-1', '2027-02-01', '2027-01-01')).status).toBe(400);
    expect((await grant('no-such-org', 3, 'INV-1')).status).toBe(404);
    const first = await grant(org.id, 3, 'INV-1');
    expect(first.status).toBe(201);
    expect(
      (await json<{ seats: { seats: number; left: number; state: string } }>(first)).seats,
    ).toMatchObject({ state: 'active', seats: 3, left: 3 });
    const again = await grant(org.id, 3, 'INV-1');
    expect(again.status).toBe(409);
    expect((await json(again)).error?.message).toBe(
      'Invoice INV-1 was already granted to this organisation.',
    );
    const rows = await t.app.db.kysely
      .selectFrom('organisation_seat_grants')
      .selectAll()
      .where('organisationId', '=', org.id)
      .execute();
    expect(rows).toHaveLength(1);
    const audit = await t.app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'org.seats.grant')
      .where('targetId', '=', org.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ seats: 3, invoiceRef: 'INV-1' });
  });

  it('20 parallel invites for the last 3 seats: exactly 3 succeed, the rest are told none is left', async () => {
    const org = await organisation('Tema Port Authority', 5);
    await member(org);
    await member(org);
    const emails = Array.from(
      { length: 20 },
      (_, i) => `race${i}.${org.id.slice(0, 6)}@example.test`,
    );
    const answers = await Promise.all(emails.map((e) => invite(org.owner, org.id, e)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(17);
    const refused = await json(answers.find((r) => r.status === 400)!);
    expect(refused.error?.message).toBe(
      'No seats left: all 5 seats of this organisation are taken (0 left). Remove someone or add seats before you invite.',
    );
    const pending = await t.app.db.kysely
      .selectFrom('organisation_invitations')
      .select('email')
      .where('organisationId', '=', org.id)
      .where('acceptedAt', 'is', null)
      .execute();
    expect(pending).toHaveLength(3);
    // Exactly the three invited got a mail.
    await mailSettled(t);
    const mails = await t.app.db.kysely
      .selectFrom('dev_outbox')
      .select('to')
      .where('to', 'in', emails)
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual(pending.map((p) => p.email).sort());
    // An admin invitation holds no seat, so it still goes.
    expect(
      (await invite(org.owner, org.id, `admin.${org.id.slice(0, 6)}@example.test`, 'admin')).status,
    ).toBe(201);
  });

  it('a seat makes its holder paid for the term; removal frees the seat; the term ends and is renewed, nothing deleted', async () => {
    const org = await organisation('Lagos Logistics', 2);
    const ada = await member(org, 'team_leader');
    const ben = await member(org);
    expect(await me(ada)).toMatchObject({
      membershipStatus: 'paid',
      transformationTier: 'corporate_leader',
    });
    expect(await me(ben)).toMatchObject({
      membershipStatus: 'paid',
      transformationTier: 'corporate_member',
    });
    await awardXp(t.app.db, t.app.points, {
      userId: ben.user.id,
      action: 'admin_adjustment',
      points: 120,
      reason: 'test',
      actorId: ben.user.id,
      idempotencyKey: `ben-${org.id}`,
    });

    const third = `third.${org.id.slice(0, 6)}@example.test`;
    expect((await invite(org.owner, org.id, third)).status).toBe(400);
    // Removing a member frees their seat at once; a withdrawn invitation does too.
    expect(
      (await org.owner.request('DELETE', `/api/orgs/${org.id}/members/${ben.user.id}`)).status,
    ).toBe(204);
    expect(await me(ben)).toMatchObject({ membershipStatus: 'free', transformationTier: null });
    const sent = await invite(org.owner, org.id, third);
    expect(sent.status).toBe(201);
    const { invitation } = await json<{ invitation: { id: string } }>(sent);
    expect(
      (await invite(org.owner, org.id, `fourth.${org.id.slice(0, 6)}@example.test`)).status,
    ).toBe(400);
    expect(
      (await org.owner.request('DELETE', `/api/orgs/${org.id}/invitations/${invitation.id}`))
        .status,
    ).toBe(204);
    expect(
      (await invite(org.owner, org.id, `fourth.${org.id.slice(0, 6)}@example.test`)).status,
    ).toBe(201);
    // Ben's own record stays whole.
    expect(
      Number(
        (
          await t.app.db.kysely
            .selectFrom('user_points')
            .select('points')
            .where('userId', '=', ben.user.id)
            .executeTakeFirstOrThrow()
        ).points,
      ),
    ).toBe(120);

    // The term ends (its last day moved into the past): Ada is free again, her membership and record untouched.
    await t.app.db.kysely
      .updateTable('organisation_seat_grants')
      .set({ endsAt: Date.now() - 1000 })
      .where('organisationId', '=', org.id)
      .execute();
    await t.app.db.identity.changed(ada.user.id);
    expect(await me(ada)).toMatchObject({ membershipStatus: 'free', transformationTier: null });
    expect(
      await t.app.db.kysely
        .selectFrom('organisation_members')
        .select('role')
        .where('userId', '=', ada.user.id)
        .executeTakeFirst(),
    ).toEqual({ role: 'team_leader' });
    const ended = await json<MyOrganisation>(await org.owner.get('/api/orgs/mine'));
    expect(ended.organisation?.seats).toMatchObject({ state: 'ended', seats: 0 });
    expect(
      (await json(await invite(org.owner, org.id, `fifth.${org.id.slice(0, 6)}@example.test`)))
        .error?.message,
    ).toBe(
      'This organisation has no seats in force. Seats must be granted for the current term before you invite.',
    );

    // A renewed term brings her paid tier back, with nothing re-entered.
    expect((await grant(org.id, 5, 'INV-RENEW', today(), addDays(today(), 365))).status).toBe(201);
    expect(await me(ada)).toMatchObject({
      membershipStatus: 'paid',
      transformationTier: 'corporate_leader',
    });
  });

  it('an invitation is accepted once, only by the address it was sent to', async () => {
    const org = await organisation('Abuja Civic Lab', 3);
    const invitee = await t.signedInClient();
    const stranger = await t.signedInClient();
    expect((await invite(org.owner, org.id, invitee.user.email)).status).toBe(201);
    expect((await invite(org.owner, org.id, invitee.user.email)).status).toBe(409);
    const token = new URL(linkIn((await lastMailTo(t, invitee.user.email))!.text)).searchParams.get(
      'token',
    )!;
    expect(new URL(linkIn((await lastMailTo(t, invitee.user.email))!.text)).pathname).toBe(
      '/org/join',
    );
    const wrong = await stranger.post('/api/orgs/invitations/accept', { token });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).error?.message).toBe(
      'This invitation is for another email address. Sign in with the address it was sent to.',
    );
    const twice = await Promise.all([
      invitee.post('/api/orgs/invitations/accept', { token }),
      invitee.post('/api/orgs/invitations/accept', { token }),
    ]);
    expect(twice.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      await t.app.db.kysely
        .selectFrom('organisation_members')
        .select('userId')
        .where('organisationId', '=', org.id)
        .where('role', '=', 'member')
        .execute(),
    ).toHaveLength(1);
  });

  it('a team leader sees only the teams they lead and their members; a member sees neither; an outsider nothing', async () => {
    const org = await organisation('Nairobi Water', 10);
    const lead = await member(org);
    const other = await member(org);
    const plain = await member(org);
    const created = await org.owner.post(`/api/orgs/${org.id}/teams`, {
      name: 'Field Ops',
      leaderId: lead.user.id,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(
      (
        await org.owner.post(`/api/orgs/${org.id}/teams`, {
          name: 'Finance',
          leaderId: other.user.id,
        })
      ).status,
    ).toBe(201);
    // The leader's role followed: team leader, corporate_leader with the seat.
    expect(await me(lead)).toMatchObject({ transformationTier: 'corporate_leader' });
    const leadTeams = await json<OrgTeams>(await lead.get(`/api/orgs/${org.id}/teams`));
    expect(leadTeams.teams.map((x) => x.name)).toEqual(['Field Ops']);
    const leadMembers = await json<OrgMembers>(await lead.get(`/api/orgs/${org.id}/members`));
    expect(leadMembers.members.map((m) => m.userId)).toEqual([lead.user.id]);
    expect(leadMembers.invitations).toEqual([]);
    expect(
      (await json<OrgTeams>(await org.owner.get(`/api/orgs/${org.id}/teams`))).teams,
    ).toHaveLength(2);
    expect((await plain.get(`/api/orgs/${org.id}/members`)).status).toBe(403);
    expect((await plain.get(`/api/orgs/${org.id}/teams`)).status).toBe(403);
    expect(
      (await plain.post(`/api/orgs/${org.id}/invitations`, { email: 'x@example.test' })).status,
    ).toBe(403);
    const outsider = await t.signedInClient();
    for (const path of [
      `/api/orgs/${org.id}`,
      `/api/orgs/${org.id}/members`,
      `/api/orgs/${org.id}/teams`,
    ]) {
      const res = await outsider.get(path);
      expect(res.status).toBe(404);
      expect((await json(res)).error?.message).toBe('That organisation was not found.');
    }
    // A team's leader cannot be removed before handing it over.
    expect(
      (await org.owner.request('DELETE', `/api/orgs/${org.id}/members/${lead.user.id}`)).status,
    ).toBe(409);
    // The organisation's village takes only its members.
    const team = await t.app.db.kysely
      .selectFrom('teams')
      .select(['joinToken'])
      .where('organisationId', '=', org.id)
      .where('name', '=', 'Field Ops')
      .executeTakeFirstOrThrow();
    const joined = await outsider.post('/api/teams/join', { token: team.joinToken });
    expect(joined.status).toBe(403);
    expect((await plain.post('/api/teams/join', { token: team.joinToken })).status).toBe(200);
    expect(
      (await json<OrgMembers>(await lead.get(`/api/orgs/${org.id}/members`))).members
        .map((m) => m.userId)
        .sort(),
    ).toEqual([lead.user.id, plain.user.id].sort());
    // Removed from the organisation, she leaves its team too.
    expect(
      (await org.owner.request('DELETE', `/api/orgs/${org.id}/members/${plain.user.id}`)).status,
    ).toBe(204);
    expect(
      await t.app.db.kysely
        .selectFrom('team_members')
        .select('userId')
        .where('userId', '=', plain.user.id)
        .execute(),
    ).toEqual([]);
  });
});
