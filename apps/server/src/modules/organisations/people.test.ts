import { addDays, type OrgImportReport, type OrgMembers } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  lastMailTo,
  linkIn,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';
import { findUserById } from '../me/repository';
import { confirmImport } from './people';

const today = () => new Date().toISOString().slice(0, 10);
const FORMULA = '=HYPERLINK("https://evil.example/x","Click")';

/*
 * People of an organisation (ADR 045): a CSV import checked row by row with nothing written, then
 * confirmed all or none in one transaction; a formula cell stored as text and defused in the
 * export; a member's team changed; an imported invitee joining their team on accepting.
 */
describe.each(testDatabases())('organisation people on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function organisation(name: string, seats: number) {
    const owner = await t.signedInClient({ name: `${name} Owner` });
    const res = await admin.post('/api/admin/organisations', {
      name,
      country: 'NG',
      defaultLocale: 'en',
      timeZone: 'Africa/Lagos',
      ownerEmail: owner.user.email,
    });
    const id = ((await res.json()) as { organisation: { id: string } }).organisation.id;
    const grant = await admin.post(`/api/admin/organisations/${id}/seat-grants`, {
      seats,
      startsOn: addDays(today(), -1),
      endsOn: addDays(today(), 200),
      invoiceRef: `INV-${name}`,
    });
    expect(grant.status).toBe(201);
    return { id, owner };
  }
  async function join(org: { id: string; owner: SignedInClient }) {
    const c = await t.signedInClient();
    expect(
      (await org.owner.post(`/api/orgs/${org.id}/invitations`, { email: c.user.email })).status,
    ).toBe(201);
    const token = new URL(linkIn((await lastMailTo(t, c.user.email))!.text)).searchParams.get(
      'token',
    )!;
    expect((await c.post('/api/orgs/invitations/accept', { token })).status).toBe(200);
    return c;
  }
  async function team(org: { id: string; owner: SignedInClient }, name: string) {
    const leader = await join(org);
    const res = await org.owner.post(`/api/orgs/${org.id}/teams`, {
      name,
      leaderId: leader.user.id,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return {
      leader,
      id: ((await res.json()) as { teams: Array<{ id: string; name: string }> }).teams.find(
        (x) => x.name === name,
      )!.id,
    };
  }
  const invitations = (orgId: string) =>
    t.app.db.kysely
      .selectFrom('organisation_invitations')
      .selectAll()
      .where('organisationId', '=', orgId)
      .execute();
  const json = async <T>(res: Response) => (await res.json()) as T;

  it('checks 500 rows, reports each of the 7 bad ones with its reason, and writes nothing; then confirms all or none', async () => {
    const org = await organisation('Kano Textiles', 510);
    const field = await team(org, 'Field Sales');
    await team(org, 'Head Office');
    const existing = await join(org);
    const before = await invitations(org.id);

    const header = 'Name,Email,Team,Manager email,Language';
    const good = Array.from(
      { length: 492 },
      (_, i) =>
        `Person ${i + 1},person${i + 1}@kano.example,${i % 2 ? 'Field Sales' : 'head office'},${
          i === 5 ? field.leader.user.email : ''
        },${i % 3 === 0 ? 'fr' : ''}`,
    );
    const already = `Already Here,${existing.user.email},Field Sales,,`;
    const bad = [
      'No Email,not-an-email,Field Sales,,',
      'Empty Email,,Field Sales,,',
      'Twice,person10@kano.example,Field Sales,,',
      'Lost,lost@kano.example,Night Shift,,',
      'Unmanaged,unmanaged@kano.example,Field Sales,nobody@kano.example,',
      'Polyglot,polyglot@kano.example,Field Sales,,klingon',
      ',nameless@kano.example,Field Sales,,',
    ];
    // The bad rows sit among the good ones (after line 100, 200, …), the file 500 rows long.
    const rows = [...good, already];
    bad.forEach((row, i) => rows.splice(100 * (i + 1), 0, row));
    expect(rows).toHaveLength(500);
    const csv = [header, ...rows].join('\r\n');

    const check = await org.owner.post(`/api/orgs/${org.id}/imports/check`, { csv });
    expect(check.status, await check.clone().text()).toBe(200);
    const report = await json<OrgImportReport>(check);
    expect(report.imported).toBe(false);
    expect(report.summary).toEqual({ new: 492, unchanged: 1, errors: 7 });
    const errors = report.rows.filter((r) => !['new', 'already_member'].includes(r.status));
    expect(errors.map((r) => [r.email, r.status])).toEqual([
      ['not-an-email', 'bad_email'],
      ['', 'bad_email'],
      ['person10@kano.example', 'duplicate'],
      ['lost@kano.example', 'unknown_team'],
      ['unmanaged@kano.example', 'unknown_manager'],
      ['polyglot@kano.example', 'bad_language'],
      ['nameless@kano.example', 'missing_name'],
    ]);
    // Each row's line in the file (the header is line 1).
    expect(errors[0]!.line).toBe(102);
    expect(report.rows.find((r) => r.email === existing.user.email)!.status).toBe('already_member');
    expect(await invitations(org.id)).toEqual(before);

    // A confirmation with rows in error writes nothing either.
    const refused = await org.owner.post(`/api/orgs/${org.id}/imports`, { csv });
    expect(refused.status).toBe(400);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      '7 rows cannot be imported, so nothing was imported. Fix them and check the file again.',
    );
    expect(await invitations(org.id)).toEqual(before);

    // The fixed file, failing on its 300th new row: not one row, mail or audit line is written.
    const fixed = [header, ...good, already].join('\n');
    const owner = (await findUserById(t.app.db.kysely, org.owner.user.id))!;
    const mailsBefore = await t.app.db.kysely
      .selectFrom('mail_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      confirmImport(
        t.app.db,
        t.app.mail,
        owner,
        org.id,
        { csv: fixed, publicUrl: t.app.config.publicUrl, locale: 'en' },
        {
          afterRow: (i) => {
            if (i === 299) throw new Error('the 300th row failed');
          },
        },
      ),
    ).rejects.toThrow('the 300th row failed');
    expect(await invitations(org.id)).toEqual(before);
    const mailsAfter = await t.app.db.kysely
      .selectFrom('mail_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mailsAfter.n)).toBe(Number(mailsBefore.n));

    // Confirmed: all 492 at once, each holding a seat, with its team and manager.
    const done = await org.owner.post(`/api/orgs/${org.id}/imports`, { csv: fixed });
    expect(done.status, await done.clone().text()).toBe(201);
    const result = await json<OrgImportReport>(done);
    expect(result.imported).toBe(true);
    expect(result.summary).toEqual({ new: 492, unchanged: 1, errors: 0 });
    const written = (await invitations(org.id)).filter((i) => i.email.endsWith('@kano.example'));
    expect(written).toHaveLength(492);
    expect(written.find((i) => i.email === 'person6@kano.example')!.managerId).toBe(
      field.leader.user.id,
    );
    expect(written.find((i) => i.email === 'person2@kano.example')!.teamId).toBe(field.id);
    const seats = (
      await json<{ organisation: { seats: { held: number; left: number } } }>(
        await org.owner.get(`/api/orgs/${org.id}`),
      )
    ).organisation.seats;
    // 2 team leaders and 1 member before, 492 invited now.
    expect(seats).toMatchObject({ held: 495, left: 15 });
  }, 240_000);

  it('reports the rows after the last seat as "no seat left"', async () => {
    const org = await organisation('Abuja Couriers', 2);
    await team(org, 'Riders');
    const csv = [
      'name,email,team,manager email',
      'Ada,ada@couriers.example,Riders,',
      'Bello,bello@couriers.example,Riders,',
      'Chika,chika@couriers.example,,',
    ].join('\n');
    const report = await json<OrgImportReport>(
      await org.owner.post(`/api/orgs/${org.id}/imports/check`, { csv }),
    );
    expect(report.rows.map((r) => r.status)).toEqual(['new', 'no_seat', 'no_seat']);
    expect(report.seatsLeft).toBe(1);
  });

  it('refuses a file without the columns, or unreadable, with a clear reason', async () => {
    const org = await organisation('Enugu Foods', 5);
    const missing = await org.owner.post(`/api/orgs/${org.id}/imports/check`, {
      csv: 'name,email\nAda,ada@enugu.example',
    });
    expect(missing.status).toBe(400);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toContain(
      'Missing: team.',
    );
    const broken = await org.owner.post(`/api/orgs/${org.id}/imports/check`, {
      csv: 'name,email,team\n"Ada,ada@enugu.example,x',
    });
    expect(broken.status).toBe(400);
  });

  it('stores a formula cell as text and defuses it in the export; the invitee joins their team on accepting', async () => {
    const org = await organisation('Lagos Port Services', 10);
    const quay = await team(org, 'Quay');
    const invitee = await t.signedInClient();
    const csv = `name,email,team,manager email\n"${FORMULA.replace(/"/g, '""')}",${invitee.user.email},Quay,`;
    const res = await org.owner.post(`/api/orgs/${org.id}/imports`, { csv });
    expect(res.status, await res.clone().text()).toBe(201);
    const stored = (await invitations(org.id)).find((i) => i.email === invitee.user.email)!;
    expect(stored.name).toBe(FORMULA);

    const list = await json<OrgMembers>(await org.owner.get(`/api/orgs/${org.id}/members`));
    expect(list.invitations.find((i) => i.email === invitee.user.email)).toMatchObject({
      name: FORMULA,
      teamId: quay.id,
    });
    const exported = await org.owner.get(`/api/orgs/${org.id}/people/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const text = await exported.text();
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example/x"",""Click"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const token = new URL(linkIn((await lastMailTo(t, invitee.user.email))!.text)).searchParams.get(
      'token',
    )!;
    expect((await invitee.post('/api/orgs/invitations/accept', { token })).status).toBe(200);
    const mine = await json<{ team: { id: string } | null }>(await invitee.get('/api/teams/mine'));
    expect(mine.team?.id).toBe(quay.id);
  });

  it("changes a member's team, and only owners and admins may", async () => {
    const org = await organisation('Ibadan Water', 10);
    const a = await team(org, 'North');
    const b = await team(org, 'South');
    const person = await join(org);
    const teamOf = async () =>
      (await json<OrgMembers>(await org.owner.get(`/api/orgs/${org.id}/members`))).members.find(
        (m) => m.userId === person.user.id,
      )!.teamId;
    const move = (c: SignedInClient, teamId: string | null) =>
      c.request('PUT', `/api/orgs/${org.id}/members/${person.user.id}/team`, { teamId });
    expect((await move(org.owner, a.id)).status).toBe(204);
    expect(await teamOf()).toBe(a.id);
    expect((await move(org.owner, b.id)).status).toBe(204);
    expect(await teamOf()).toBe(b.id);
    expect((await move(a.leader, a.id)).status).toBe(403);
    expect((await move(org.owner, 'no-such-team')).status).toBe(404);
    expect(await teamOf()).toBe(b.id);
    // A team's leader is not moved away from the team they lead.
    const moveLeader = await org.owner.request(
      'PUT',
      `/api/orgs/${org.id}/members/${a.leader.user.id}/team`,
      {
        teamId: b.id,
      },
    );
    expect(moveLeader.status).toBe(409);
    expect((await move(org.owner, null)).status).toBe(204);
    expect(await teamOf()).toBeNull();
  });
});
