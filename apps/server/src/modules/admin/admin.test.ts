import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

// The settings (and their webhook checks): admin-settings.test.ts.

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(testDatabases())('admin console API on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; email: string; password: string };
  let ac: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.makeUser({ role: 'admin', name: 'Ada Admin' });
    ac = await t.signedInClient({ user: admin });
  });
  afterAll(async () => {
    await t?.close();
  });

  const auditRows = (targetId: string) =>
    t.app.db.kysely.selectFrom('audit_log').selectAll().where('targetId', '=', targetId).orderBy('createdAt').execute();

  it('answers 401 to a visitor before looking at a bad body or query', async () => {
    const visitor = new Client(t.url);
    expect((await visitor.request('PATCH', '/api/admin/users/x', { nonsense: true })).status).toBe(401);
    expect((await visitor.get('/api/admin/users?pageSize=abc')).status).toBe(401);
  });

  it('searches by name or email, filters, paginates and exports CSV', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(await t.makeUser({ name: `Searchable ${tag} ${i}`, email: `${tag}.${i}@example.test`, membershipStatus: i % 2 === 0 ? 'paid' : 'free' }));
    }
    const byName = (await (await ac.get(`/api/admin/users?q=${tag.toUpperCase()}&pageSize=5`)).json()) as { users: Array<{ email: string }>; total: number };
    expect(byName.total).toBe(7);
    expect(byName.users).toHaveLength(5);
    const page2 = (await (await ac.get(`/api/admin/users?q=${tag}&pageSize=5&page=2`)).json()) as { users: unknown[] };
    expect(page2.users).toHaveLength(2);
    const paid = (await (await ac.get(`/api/admin/users?q=${tag}&membershipStatus=paid`)).json()) as { total: number };
    expect(paid.total).toBe(4);
    const byEmail = (await (await ac.get(`/api/admin/users?q=${tag}.3@`)).json()) as { users: Array<{ id: string }> };
    expect(byEmail.users.map((u) => u.id)).toEqual([made[3]!.id]);
    // LIKE wildcards are searched for literally.
    expect(((await (await ac.get(`/api/admin/users?q=${tag}%25`)).json()) as { total: number }).total).toBe(0);
    const noTier = (await (await ac.get(`/api/admin/users?q=${tag}&transformationTier=none&role=learner&accountStatus=active`)).json()) as { total: number };
    expect(noTier.total).toBe(7);
    expect((await ac.get('/api/admin/users?role=owner')).status).toBe(400);
    expect((await ac.get('/api/admin/users?sort=name')).status).toBe(400);

    const csv = await ac.get(`/api/admin/users/export?q=${tag}&membershipStatus=free`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,emailVerified,role,membershipStatus,transformationTier,accountStatus,createdAt,lastActive');
    expect(lines).toHaveLength(4);
  });

  it('upgrades a learner to paid: the learner sees it at once and the audit log has one row per field', async () => {
    const learner = await t.makeUser({ name: 'Kofi Upgrade' });
    const lc = await t.signedInClient({ user: learner });
    const res = await ac.request('PATCH', `/api/admin/users/${learner.id}`, { membershipStatus: 'paid', transformationTier: 'individual_paid' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { membershipStatus: string } }).user.membershipStatus).toBe('paid');
    const me = (await (await lc.get('/api/me')).json()) as { user: { membershipStatus: string; transformationTier: string } };
    expect(me.user).toMatchObject({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
    const rows = await auditRows(learner.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['user.membership', 'user.tier']);
    expect(rows.every((r) => r.actorId === admin.id && r.targetType === 'user')).toBe(true);
    expect(JSON.parse(rows.find((r) => r.action === 'user.membership')!.details)).toEqual({ field: 'membershipStatus', from: 'free', to: 'paid' });

    // The same change again writes nothing new.
    await ac.request('PATCH', `/api/admin/users/${learner.id}`, { membershipStatus: 'paid' });
    expect(await auditRows(learner.id)).toHaveLength(2);

    const audit = (await (await ac.get(`/api/admin/audit?targetId=${learner.id}&action=user.membership`)).json()) as {
      total: number;
      entries: Array<{ actorName: string; targetName: string; details: Record<string, unknown> }>;
    };
    expect(audit.total).toBe(1);
    expect(audit.entries[0]).toMatchObject({ actorName: 'Ada Admin', targetName: 'Kofi Upgrade', details: { to: 'paid' } });
  });

  it('refuses extra or learner-only fields with 400 and changes nothing', async () => {
    const learner = await t.makeUser();
    for (const body of [{ points: 9000 }, { membershipStatus: 'paid', email: 'x@y.test' }, { role: 'owner' }, {}, { name: 'x'.repeat(1_000_000) }]) {
      const res = await ac.request('PATCH', `/api/admin/users/${learner.id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(res.status === 413 ? 413 : 400);
    }
    const row = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', learner.id).executeTakeFirstOrThrow();
    expect(row.membershipStatus).toBe('free');
    expect(await auditRows(learner.id)).toHaveLength(0);
    expect((await ac.request('PATCH', '/api/admin/users/no-such-user', { role: 'admin' })).status).toBe(404);
    expect((await ac.get('/api/admin/users/no-such-user')).status).toBe(404);
  });

  it('demoting an admin through the console takes effect on their very next request', async () => {
    const other = await t.makeUser({ role: 'admin' });
    const oc = await t.signedInClient({ user: other });
    expect((await oc.get('/api/admin/users')).status).toBe(200);
    expect((await ac.request('PATCH', `/api/admin/users/${other.id}`, { role: 'learner' })).status).toBe(200);
    expect((await oc.get('/api/admin/users')).status).toBe(403);
    expect((await oc.request('PATCH', `/api/admin/users/${admin.id}`, { role: 'learner' })).status).toBe(403);
  });

  it('refuses an admin removing their own admin role or deactivating themselves', async () => {
    const self = await t.makeUser({ role: 'admin' });
    const sc = await t.signedInClient({ user: self });
    const demote = await sc.request('PATCH', `/api/admin/users/${self.id}`, { role: 'learner' });
    expect(demote.status).toBe(403);
    expect(((await demote.json()) as ErrorAnswer).error.message).toBe('You cannot remove your own admin role.');
    const deactivate = await sc.request('PATCH', `/api/admin/users/${self.id}`, { accountStatus: 'inactive', name: 'Renamed' });
    expect(deactivate.status).toBe(403);
    expect(((await deactivate.json()) as ErrorAnswer).error.message).toBe('You cannot deactivate your own account.');
    const row = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', self.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', accountStatus: 'active' });
    expect(row.name).not.toBe('Renamed');
    expect(await auditRows(self.id)).toHaveLength(0);
    // Changing their own name is fine.
    expect((await sc.request('PATCH', `/api/admin/users/${self.id}`, { name: 'Self Renamed' })).status).toBe(200);
  });

  it('setting an account inactive ends its sessions at once and records it', async () => {
    const learner = await t.makeUser();
    const lc1 = await t.signedInClient({ user: learner });
    const lc2 = await t.signedInClient({ user: learner });
    expect((await lc1.get('/api/me')).status).toBe(200);
    const before = (await (await ac.get(`/api/admin/users/${learner.id}`)).json()) as { signIns: Array<{ isActive: boolean; ipAddress: string | null }> };
    expect(before.signIns).toHaveLength(2);
    expect(before.signIns[0]).toMatchObject({ isActive: true, ipAddress: '127.0.0.1' });

    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { accountStatus: 'inactive' })).status).toBe(200);
    const sessions = await t.app.db.kysely.selectFrom('session').select('id').where('userId', '=', learner.id).execute();
    expect(sessions).toHaveLength(0);
    expect((await lc1.get('/api/me')).status).toBe(401);
    expect((await lc2.post('/api/me/activity')).status).toBe(401);
    expect((await new Client(t.url).signIn(learner.email, learner.password)).status).toBe(403);
    const rows = await auditRows(learner.id);
    expect(rows.map((r) => r.action)).toEqual(['user.status']);
    expect(JSON.parse(rows[0]!.details)).toEqual({ field: 'accountStatus', from: 'active', to: 'inactive', sessionsEnded: 2 });
  });

  it('builds the dashboard from learners, activity and sign-ups', async () => {
    const res = await ac.get('/api/admin/dashboard?period=7d');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      period: string;
      bucket: string;
      sections: Array<{ id: string; figures: Array<{ id: string; value: number }>; charts: Array<{ buckets: string[]; series: Array<{ values: number[] }> }> }>;
    };
    expect(body).toMatchObject({ period: '7d', bucket: 'day' });
    const learners = await t.app.db.kysely.selectFrom('users').select('id').where('role', '=', 'learner').execute();
    const figure = (section: string, id: string) => body.sections.find((s) => s.id === section)!.figures.find((f) => f.id === id)!.value;
    expect(figure('learners', 'learners')).toBe(learners.length);
    expect(figure('learners', 'active7')).toBeGreaterThan(0);
    expect(figure('signups', 'signups')).toBe(learners.length);
    const chart = body.sections.find((s) => s.id === 'signups')!.charts[0]!;
    expect(chart.buckets).toHaveLength(7);
    expect(chart.series[0]!.values.reduce((a, b) => a + b, 0)).toBe(learners.length);
    expect((await ac.get('/api/admin/dashboard?period=2d')).status).toBe(400);
    expect((await ac.get('/api/admin/dashboard?period=365d')).status).toBe(200);
  });

  it('writes a change and its audit row together: when the audit row fails, nothing changes', async () => {
    const learner = await t.makeUser();
    const lc = await t.signedInClient({ user: learner });
    await sql`alter table audit_log rename to audit_log_away`.execute(t.app.db.kysely);
    try {
      const res = await ac.request('PATCH', `/api/admin/users/${learner.id}`, { membershipStatus: 'paid', accountStatus: 'inactive' });
      expect(res.status).toBe(500);
      const settings = await ac.request('PATCH', '/api/admin/settings', { siteName: 'Not Saved' });
      expect(settings.status).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.app.db.kysely);
    }
    const row = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', learner.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ membershipStatus: 'free', accountStatus: 'active' });
    expect((await lc.get('/api/me')).status).toBe(200);
    const pub = (await (await fetch(`${t.url}/api/public-config`)).json()) as { settings: Record<string, unknown> };
    expect(pub.settings.siteName).not.toBe('Not Saved');
  });

  it('filters the audit log by action and actor and pages it', async () => {
    // Enough of this admin's own changes for a second page of 5, whatever ran before.
    const learner = await t.makeUser();
    await ac.request('PATCH', `/api/admin/users/${learner.id}`, { membershipStatus: 'paid', transformationTier: 'individual_paid' });
    const byAction = (await (await ac.get('/api/admin/audit?action=user.status')).json()) as { total: number; entries: Array<{ action: string }> };
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.entries.every((e) => e.action === 'user.status')).toBe(true);
    const byActor = (await (await ac.get(`/api/admin/audit?actorId=${admin.id}&pageSize=5`)).json()) as { total: number; entries: unknown[] };
    expect(byActor.entries.length).toBeLessThanOrEqual(5);
    expect(byActor.total).toBeGreaterThan(5);
    expect((await ac.get('/api/admin/audit?action=drop.tables')).status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const todays = (await (await ac.get(`/api/admin/audit?from=${today}&to=${today}`)).json()) as { total: number };
    expect(todays.total).toBeGreaterThan(0);
    const future = (await (await ac.get('/api/admin/audit?from=2999-01-01')).json()) as { total: number };
    expect(future.total).toBe(0);
    expect((await ac.get('/api/admin/audit?from=2026-11-02&to=2026-11-01')).status).toBe(400);
  });
});
