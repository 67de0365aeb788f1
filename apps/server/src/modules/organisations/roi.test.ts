import type { ImpactDashboard, RoiEstimateSeries } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { SAMPLE_ROI_INPUT } from '../../test/factories';
import {
  lastMailTo,
  linkIn,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';
import { pdfText } from '../../test/pdf-tools';

const DAY = 86_400_000;
// Score 80 (high), then 40 (moderate): the figures of leads/roi-estimates.test.ts.
const first = SAMPLE_ROI_INPUT;
const better = {
  ...SAMPLE_ROI_INPUT,
  issuesPercentage: 20,
  turnoverCost: 30_000,
  leadershipPrepTime: 6,
};
const EMPTY = { estimates: [], schedule: [], due: null, lastInput: null };

/*
 * An organisation's ROI estimate series (ADR 053): saved and read by its owners and admins under
 * the organisation policy, owned by the organisation (no person's row), the schedule of ADR 051;
 * a team leader or member 403, another organisation's people 404 with nothing written; its
 * trend on the organisation's dashboard and PDF.
 */
describe.each(testDatabases())("an organisation's ROI estimates on %s", (kind) => {
  let t: TestApp;
  let platformAdmin: SignedInClient;
  const a = {} as Record<'owner' | 'admin' | 'leader' | 'member', SignedInClient> & { id: string };
  const b = {} as Record<'owner' | 'admin', SignedInClient> & { id: string };

  async function organisation(name: string) {
    const owner = await t.signedInClient({ name: `${name} Owner` });
    const res = await platformAdmin.post('/api/admin/organisations', {
      name,
      country: 'GH',
      defaultLocale: 'en',
      timeZone: 'Africa/Accra',
      ownerEmail: owner.user.email,
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { organisation: { id: string } }).organisation.id;
    const today = new Date().toISOString().slice(0, 10);
    await platformAdmin.post(`/api/admin/organisations/${id}/seat-grants`, {
      seats: 5,
      startsOn: today,
      endsOn: '2099-12-31',
      invoiceRef: `${name}-1`,
    });
    const join = async (role: string) => {
      const c = await t.signedInClient();
      const sent = await owner.post(`/api/orgs/${id}/invitations`, { email: c.user.email, role });
      expect(sent.status, await sent.clone().text()).toBe(201);
      const token = new URL(linkIn((await lastMailTo(t, c.user.email))!.text)).searchParams.get(
        'token',
      )!;
      expect((await c.post('/api/orgs/invitations/accept', { token })).status).toBe(200);
      return c;
    };
    return {
      id,
      owner,
      admin: await join('admin'),
      leader: await join('team_leader'),
      member: await join('member'),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    platformAdmin = await t.signedInClient({ role: 'admin' });
    Object.assign(a, await organisation('Roi Alpha'));
    const B = await organisation('Roi Beta');
    Object.assign(b, { id: B.id, owner: B.owner, admin: B.admin });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const path = (orgId: string) => `/api/orgs/${orgId}/roi-estimates`;
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const rowsOf = (organisationId: string) =>
    t.app.db.kysely
      .selectFrom('roi_leads')
      .selectAll()
      .where('organisationId', '=', organisationId)
      .orderBy('createdAt')
      .execute();

  it('keeps the series for the owner and admins, owned by the organisation, with the re-measure schedule', async () => {
    expect(await json<RoiEstimateSeries>(a.owner.get(path(a.id)))).toEqual(EMPTY);
    const saved = await a.owner.post(path(a.id), first);
    expect(saved.status, await saved.clone().text()).toBe(201);
    expect((await json<RoiEstimateSeries>(saved)).estimates.map((e) => e.score)).toEqual([80]);
    // The row is the organisation's: no person's account or address, nor in the saver's own series.
    const [row] = await rowsOf(a.id);
    expect(row).toMatchObject({ userId: null, email: null, score: 80 });
    expect(await json<RoiEstimateSeries>(a.owner.get('/api/me/roi-estimates'))).toEqual(EMPTY);

    // 40 days later the 30-day re-measure is due, prefilled with the last answers; an admin takes it.
    await t.app.db.kysely
      .updateTable('roi_leads')
      .set({ createdAt: Date.now() - 40 * DAY })
      .where('id', '=', row!.id)
      .execute();
    const due = await json<RoiEstimateSeries>(a.admin.get(path(a.id)));
    expect(due.due?.day).toBe(30);
    expect(due.lastInput).toEqual(first);
    const after = await json<RoiEstimateSeries>(a.admin.post(path(a.id), better));
    expect(after.estimates.map((e) => [e.score, e.changeFromFirst, e.remeasureDay])).toEqual([
      [80, 0, null],
      [40, -40, 30],
    ]);
    expect(after.due).toBeNull();
    expect(after.schedule.map((p) => p.status)).toEqual(['done', 'upcoming', 'upcoming']);
    expect(await json<RoiEstimateSeries>(a.owner.get(path(a.id)))).toEqual(after);
    // A platform admin reaches every organisation whole, as the console's other reads.
    expect((await platformAdmin.get(path(a.id))).status).toBe(200);
  });

  it('refuses a forged score or an address and writes nothing', async () => {
    const before = await rowsOf(a.id);
    const forged = await a.owner.post(path(a.id), { ...first, score: 1 });
    expect(forged.status).toBe(400);
    expect((await a.owner.post(path(a.id), { ...first, email: 'x@example.test' })).status).toBe(
      400,
    );
    const { teamSize: _missing, ...noTeam } = first;
    const missing = await json<{ error: { fields: Record<string, string> } }>(
      a.owner.post(path(a.id), noTeam),
    );
    expect(missing.error.fields.teamSize).toBe('Team size is required');
    expect(await rowsOf(a.id)).toEqual(before);
  });

  it("gives a team leader and a member 403, another organisation's owner and admin 404 and nothing of it", async () => {
    const before = await rowsOf(a.id);
    expect(before.length).toBeGreaterThan(0);
    for (const c of [a.leader, a.member]) {
      expect((await c.get(path(a.id))).status).toBe(403);
      expect((await c.post(path(a.id), better)).status).toBe(403);
    }
    for (const c of [b.owner, b.admin]) {
      const read = await c.get(path(a.id));
      expect(read.status).toBe(404);
      expect(await read.text()).not.toContain('"estimates"');
      expect((await c.post(path(a.id), better)).status).toBe(404);
      // Their own organisation's series holds none of A's.
      expect(await json<RoiEstimateSeries>(c.get(path(b.id)))).toEqual(EMPTY);
    }
    expect(await rowsOf(a.id)).toEqual(before);
    expect(await rowsOf(b.id)).toEqual([]);
  });

  it("shows the organisation's trend on its dashboard and PDF to owners and admins, not to a team leader", async () => {
    const dashboard = (c: SignedInClient) =>
      json<ImpactDashboard>(c.get(`/api/orgs/${a.id}/impact-dashboard`));
    const roi = { firstScore: 80, newestScore: 40, change: -40, remeasures: 1, estimates: 2 };
    expect((await dashboard(a.owner)).roi).toEqual(roi);
    expect((await dashboard(a.admin)).roi).toEqual(roi);
    expect((await dashboard(a.leader)).roi).toBeNull();
    expect(
      (await json<ImpactDashboard>(b.owner.get(`/api/orgs/${b.id}/impact-dashboard`))).roi,
    ).toBeNull();

    const pdf = async (c: SignedInClient, headers?: Record<string, string>) =>
      pdfText(
        Buffer.from(
          await (await c.get(`/api/orgs/${a.id}/impact-dashboard.pdf`, headers)).arrayBuffer(),
        ),
      ).replace(/\s+/g, ' ');
    // The label and its value (pdftotext may put a long neighbour's second line between them).
    const en = await pdf(a.owner);
    expect(en).toContain('ROI estimate score, first to newest (1 re-measure)');
    expect(en).toContain('80 to 40 (−40 pts)');
    const fr = await pdf(a.owner, { 'accept-language': 'fr' });
    expect(fr).toContain(
      "Score de l'estimation de ROI, de la première à la dernière (1 nouvelle estimation)",
    );
    expect(fr).toContain('de 80 à 40 (−40 pts)');
    expect(await pdf(a.leader)).not.toContain('ROI estimate');
  });
});
