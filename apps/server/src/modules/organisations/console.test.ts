import { randomUUID } from 'node:crypto';
import { addDays, GROWTH_STATEMENTS, type ImpactDashboard, type OrgConsole } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  lastMailTo,
  linkIn,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';
import { pdfPageCount, pdfText } from '../../test/pdf-tools';
import { newCertificateId } from '../certificates/service';

const today = () => new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;

/*
 * The console's figures (/api/orgs/:orgId/console): seats and term, members active in the last
 * 7 days, CPD hours, certificates and progress per team, for owners and admins; a team leader's
 * own teams only; nothing for a member or another organisation.
 */
describe.each(testDatabases())('the organisation console on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;
  let orgId: string;
  let owner: SignedInClient;
  const people: Record<string, SignedInClient> = {};
  let teamA: string;
  let teamB: string;

  async function join(role = 'member') {
    const c = await t.signedInClient();
    const res = await owner.post(`/api/orgs/${orgId}/invitations`, { email: c.user.email, role });
    expect(res.status, await res.clone().text()).toBe(201);
    const token = new URL(linkIn((await lastMailTo(t, c.user.email))!.text)).searchParams.get(
      'token',
    )!;
    expect((await c.post('/api/orgs/invitations/accept', { token })).status).toBe(200);
    return c;
  }
  async function team(name: string, leader: SignedInClient, members: SignedInClient[]) {
    const res = await owner.post(`/api/orgs/${orgId}/teams`, { name, leaderId: leader.user.id });
    expect(res.status, await res.clone().text()).toBe(201);
    const id = ((await res.json()) as { teams: Array<{ id: string; name: string }> }).teams.find(
      (x) => x.name === name,
    )!.id;
    const { joinToken } = await t.app.db.kysely
      .selectFrom('teams')
      .select('joinToken')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const m of members)
      expect((await m.post('/api/teams/join', { token: joinToken })).status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    owner = await t.signedInClient({ name: 'Console Owner' });
    const res = await admin.post('/api/admin/organisations', {
      name: 'Console Cooperative',
      country: 'NG',
      defaultLocale: 'en',
      timeZone: 'Africa/Lagos',
      ownerEmail: owner.user.email,
    });
    orgId = ((await res.json()) as { organisation: { id: string } }).organisation.id;
    await admin.post(`/api/admin/organisations/${orgId}/seat-grants`, {
      seats: 8,
      startsOn: addDays(today(), -10),
      endsOn: addDays(today(), 300),
      invoiceRef: 'CONSOLE-1',
    });
    for (const name of ['leadA', 'leadB', 'a1', 'a2', 'b1']) people[name] = await join();
    teamA = await team('Alpha Branch', people.leadA!, [people.a1!, people.a2!]);
    teamB = await team('Beta Branch', people.leadB!, [people.b1!]);

    // Learning rows as the product writes them: a1 finished a journey, a2 started one, b1 enrolled.
    const db = t.app.db.kysely;
    const journey = await db
      .selectFrom('journeys')
      .select('id')
      .where('currentVersion', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const version = await db
      .selectFrom('journey_versions')
      .select('id')
      .where('journeyId', '=', journey.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const modules = await db
      .selectFrom('journey_version_modules')
      .select('moduleId')
      .where('versionId', '=', version.id)
      .orderBy('position')
      .limit(2)
      .execute();
    const now = Date.now();
    const enrol = (userId: string, done: boolean) =>
      db
        .insertInto('journey_enrolments')
        .values({
          userId,
          journeyId: journey.id,
          versionId: version.id,
          enrolledAt: now - 20 * DAY,
          completedAt: done ? now - DAY : null,
        })
        .execute();
    const complete = (userId: string, moduleId: string) =>
      db
        .insertInto('module_completions')
        .values({ userId, moduleId, reflection: 'We agreed who owns it.', completedAt: now })
        .execute();
    await enrol(people.a1!.user.id, true);
    await complete(people.a1!.user.id, modules[0]!.moduleId);
    await complete(people.a1!.user.id, modules[1]!.moduleId);
    await enrol(people.a2!.user.id, false);
    await complete(people.a2!.user.id, modules[0]!.moduleId);
    await enrol(people.b1!.user.id, false);
    const cpd = (userId: string, minutes: number, voided = false) =>
      db
        .insertInto('cpd_entries')
        .values({
          id: randomUUID(),
          userId,
          type: 'module',
          title: 'Module',
          provider: 'LeadVillage',
          startDate: today(),
          endDate: today(),
          minutes,
          evidence: null,
          verifiedBy: 'platform',
          sourceId: randomUUID(),
          journeyId: null,
          createdAt: now,
          voidedAt: voided ? now : null,
          voidReason: voided ? 'test' : null,
        })
        .execute();
    await cpd(people.a1!.user.id, 60);
    await cpd(people.a1!.user.id, 30);
    await cpd(people.a2!.user.id, 45);
    await cpd(people.a2!.user.id, 600, true);
    await cpd(people.b1!.user.id, 15);
    await db
      .insertInto('certificates')
      .values({
        id: newCertificateId(),
        code: `C${randomUUID().slice(0, 9)}`,
        issueKey: `journey:${people.a1!.user.id}:${journey.id}`,
        userId: people.a1!.user.id,
        journeyId: journey.id,
        journeyTitle: 'A journey',
        journeyVersion: 1,
        holderName: 'a1',
        cpdMinutes: 90,
        completedAt: now,
        issuedAt: now,
        issuerName: 'LeadVillage',
        accreditorName: null,
        accreditorNumber: null,
        revokedAt: null,
        revokedReason: null,
        revokedBy: null,
        replacesId: null,
      })
      .execute();
    // Active: everyone today except b1, last seen 10 days ago.
    await db
      .updateTable('users')
      .set({ lastActive: now - 10 * DAY })
      .where('id', '=', people.b1!.user.id)
      .execute();
    await db
      .updateTable('users')
      .set({ lastActive: now - DAY })
      .where('id', 'in', [
        owner.user.id,
        ...['leadA', 'leadB', 'a1', 'a2'].map((p) => people[p]!.user.id),
      ])
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const read = async (c: SignedInClient) => {
    const res = await c.get(`/api/orgs/${orgId}/console`);
    return { status: res.status, body: (await res.json()) as OrgConsole };
  };

  it("gives the owner the whole organisation's figures, seats and term included", async () => {
    const { status, body } = await read(owner);
    expect(status).toBe(200);
    expect(body.scope).toBe('organisation');
    expect(body.seats).toMatchObject({ state: 'active', seats: 8, held: 5, left: 3 });
    expect(body.seats!.grants[0]).toMatchObject({
      startsOn: addDays(today(), -10),
      endsOn: addDays(today(), 300),
    });
    // Six members (the owner with the five), all but b1 active this week, 150 minutes (not the voided 600).
    expect(body.people).toEqual({
      members: 6,
      activeLast7Days: 5,
      cpdMinutes: 150,
      certificates: 1,
    });
    expect(body.teams).toEqual([
      {
        teamId: teamA,
        name: 'Alpha Branch',
        members: 3,
        enrolled: 2,
        started: 2,
        modulesDone: 3,
        completed: 1,
      },
      {
        teamId: teamB,
        name: 'Beta Branch',
        members: 2,
        enrolled: 1,
        started: 0,
        modulesDone: 0,
        completed: 0,
      },
    ]);
  });

  it('gives a team leader their own team only, without seats', async () => {
    const { status, body } = await read(people.leadB!);
    expect(status).toBe(200);
    expect(body.scope).toBe('ownTeams');
    expect(body.seats).toBeNull();
    expect(body.teams.map((x) => x.name)).toEqual(['Beta Branch']);
    expect(body.people).toEqual({
      members: 2,
      activeLast7Days: 1,
      cpdMinutes: 15,
      certificates: 0,
    });
  });

  it("refuses a member (403), and another organisation's owner gets the answer of an unknown id", async () => {
    expect((await people.a1!.get(`/api/orgs/${orgId}/console`)).status).toBe(403);
    const stranger = await t.signedInClient();
    expect((await stranger.get(`/api/orgs/${orgId}/console`)).status).toBe(404);
    expect((await admin.get(`/api/orgs/${orgId}/console`)).status).toBe(200);
  });

  it('gives the Business Impact Dashboard under the same policy: a team figure needs 3 respondents', async () => {
    const db = t.app.db.kysely;
    const journey = await db
      .selectFrom('journeys')
      .select('id')
      .where('currentVersion', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Every statement answered alike: all 2s score 38% in each dimension ((25 * 3 + 75) / 4, one
    // statement in four reversed), all 4s 63%.
    const answers = (v: number) =>
      JSON.stringify(Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, v])));
    const assess = (who: string, moment: string, v: number, at: number) =>
      db
        .insertInto('growth_assessments')
        .values({
          id: randomUUID(),
          userId: people[who]!.user.id,
          journeyId: journey.id,
          moment,
          answers: answers(v),
          takenAt: at,
        })
        .execute();
    const now = Date.now();
    for (const who of ['a1', 'a2', 'b1']) await assess(who, 'baseline', 2, now - 10 * DAY);
    await assess('a1', 'completion', 4, now - DAY);
    const impact = async (c: SignedInClient) => {
      const res = await c.get(`/api/orgs/${orgId}/impact-dashboard`);
      return { status: res.status, body: (await res.json()) as ImpactDashboard };
    };
    const whole = await impact(owner);
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      scope: 'organisation',
      name: 'Console Cooperative',
      people: 6,
      score: { respondents: 3, shown: true },
      cpdHours: 2.5,
      certificates: 1,
    });
    // a1 went from the 2s to the 4s; a2 and b1 took one each: latest is (63 + 38 + 38) / 3.
    expect(whole.body.score.baseline!.dimensions.data_literacy).toBe(38);
    expect(whole.body.score.baseline!.overall).toBe(38);
    expect(whole.body.score.latest!.overall).toBe(46);
    expect(whole.body.score.change!.overall).toBe(8);
    // Beta Branch's leader sees Beta only: one respondent, so no figure, only the count.
    const beta = await impact(people.leadB!);
    expect(beta.status).toBe(200);
    expect(beta.body).toMatchObject({
      people: 2,
      score: { respondents: 1, shown: false, baseline: null, latest: null, change: null },
    });
    expect((await people.a1!.get(`/api/orgs/${orgId}/impact-dashboard`)).status).toBe(403);
    expect(
      (await (await t.signedInClient()).get(`/api/orgs/${orgId}/impact-dashboard`)).status,
    ).toBe(404);
  });

  it("gives the dashboard as a one-page PDF for an HR director, in the reader's language", async () => {
    const path = `/api/orgs/${orgId}/impact-dashboard.pdf`;
    const res = await owner.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/impact-dashboard-.*\.pdf/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Console Cooperative');
    expect(text).toContain('Team Transformation Score');
    // The figures of the dashboard test above: 3 respondents, Data Literacy 38% then 46% overall.
    expect(text).toContain('3 respondents');
    expect(text).toContain('Data Literacy 38% 46% +8 pts');
    expect(text).toContain('Overall 38% 46% +8 pts');
    expect(text).toContain('CPD hours 2.5');
    const fr = pdfText(
      Buffer.from(await (await owner.get(path, { 'accept-language': 'fr' })).arrayBuffer()),
    ).replace(/\s+/g, ' ');
    expect(fr).toContain("Score de transformation d'équipe");
    expect(fr).toContain('Score global 38 % 46 % +8 pts');
    // A team leader's PDF withholds what their one respondent would give away.
    const beta = pdfText(Buffer.from(await (await people.leadB!.get(path)).arrayBuffer())).replace(
      /\s+/g,
      ' ',
    );
    expect(beta).toContain('1 of 2 people have taken the self-assessment');
    expect(beta).not.toContain('Overall');
    expect((await people.a1!.get(path)).status).toBe(403);
  });
});
