import {
  DELETION_COOL_OFF_DAYS,
  type AdminDeletionRequests,
  type OwnDeletionAnswer,
} from '@lv/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { eraseAccount, ERASED_NAME, processDueDeletions } from './erase';
import { databaseTables, POLICY_TABLES, policyOf, SQLITE_ONLY_TABLES } from './tables';
import { fillEveryTable, MARKER_IP, newMarker } from './test-fixtures';

const DAY = 86_400_000;
const AFTER_COOL_OFF = () => Date.now() + DELETION_COOL_OFF_DAYS * DAY + 1_000;

/** Every row of every table of the database, as text (the search for what an erasure left). */
async function everyRow(t: TestApp): Promise<Map<string, string>> {
  const dump = new Map<string, string>();
  for (const table of await databaseTables(t.app.db.kysely)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.app.db.kysely,
    );
    dump.set(table, JSON.stringify(rows).toLowerCase());
  }
  return dump;
}

/** The tables whose rows contain `text` (case-insensitive). */
function tablesHolding(dump: Map<string, string>, text: string): string[] {
  const needle = JSON.stringify(text.toLowerCase()).slice(1, -1);
  return [...dump].filter(([, rows]) => rows.includes(needle)).map(([table]) => table);
}

describe.each(testDatabases())('data rights on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
  }, 60_000);
  afterAll(async () => t?.close());

  /** A learner with a row in every table that holds a learner's data, and another learner beside them. */
  async function fullLearner() {
    const MARKER = newMarker();
    const email = `amara.${MARKER.toLowerCase()}.${Date.now()}@example.org`;
    const user = await t.makeUser({ name: `Amara ${MARKER}`, email });
    const other = await t.makeUser({ name: 'Kofi Mensah' });
    await fillEveryTable(t, user.id, email, other.id, MARKER);
    const client = await t.signedInClient({ user });
    return { user, other, client, MARKER };
  }

  it('declares every table of the database: exported and erased, or why it holds no learner data', async () => {
    const actual = await databaseTables(t.app.db.kysely);
    expect(actual.length).toBeGreaterThan(50);
    // A new table with no entry in TABLE_POLICIES fails here (and an entry for a dropped table).
    const expected = POLICY_TABLES.filter((table) => kind === 'sqlite' || !SQLITE_ONLY_TABLES.includes(table));
    expect([...expected].sort()).toEqual(actual);
    for (const table of POLICY_TABLES) {
      const policy = policyOf(table);
      if (policy.holds === 'nothing') expect(policy.why.length, table).toBeGreaterThan(10);
      else expect(policy.erase.length, table).toBeGreaterThan(5);
    }
  });

  it('exports every table that holds the learner data, as JSON and as a readable page', async () => {
    const { client, user, MARKER } = await fullLearner();
    const res = await client.get('/api/me/data/export.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const json = (await res.json()) as {
      accountId: string;
      tables: Record<string, unknown[] | { notExported: string }>;
    };
    expect(json.accountId).toBe(user.id);
    const learnerTables = POLICY_TABLES.filter((table) => policyOf(table).holds === 'learner');
    expect(Object.keys(json.tables).sort()).toEqual([...learnerTables].sort());
    for (const table of learnerTables) {
      const policy = policyOf(table);
      if (policy.holds !== 'learner') throw new Error(table);
      const rows = json.tables[table];
      if (typeof policy.export === 'function')
        expect(Array.isArray(rows) && rows.length, `${table} rows`).toBeGreaterThan(0);
      else expect(rows, table).toEqual({ notExported: policy.export.notExported });
    }
    const tables = json.tables as Record<string, Array<Record<string, unknown>>>;
    expect(tables.users![0]).toMatchObject({
      name: `Amara ${MARKER}`,
      email: user.email,
      bio: `bio by ${MARKER}`,
    });
    expect(tables.session![0]).toMatchObject({ ipAddress: MARKER_IP });
    expect(tables.session![0]).not.toHaveProperty('token');
    expect(tables.account![0]).toEqual(
      expect.not.objectContaining({ password: expect.anything() }),
    );
    expect(tables.learner_onboarding![0]!.answers).toEqual({ challenge: `challenge by ${MARKER}` });
    expect(typeof tables.xp_ledger![0]!.createdAt).toBe('string');

    const page = await client.get('/api/me/data/export.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    for (const table of learnerTables) {
      const policy = policyOf(table);
      if (policy.holds === 'learner')
        expect(html).toContain(`<h2>${policy.title.en.replace(/'/g, '&#39;')}</h2>`);
    }
    expect(html).toContain(`impact description by ${MARKER}`);
    expect(html).not.toMatch(/<script|https?:\/\/[^"]*\.(js|css)"/i);
  }, 60_000);

  it('erases after the cool-off: no personal data left in any table, totals kept, off every board', async () => {
    const { client, user, other, MARKER } = await fullLearner();
    const db = t.app.db.kysely;
    const sums = async () => {
      const xp = await db
        .selectFrom('xp_ledger')
        .select((eb) => eb.fn.sum<number>('points').as('n'))
        .executeTakeFirstOrThrow();
      const cpd = await db
        .selectFrom('cpd_entries')
        .select((eb) => eb.fn.sum<number>('minutes').as('n'))
        .where('voidedAt', 'is', null)
        .executeTakeFirstOrThrow();
      const mine = await db
        .selectFrom('user_points')
        .select('points')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      const shown = await db
        .selectFrom('xp_score_counts')
        .select((eb) => eb.fn.sum<number>('learners').as('n'))
        .where('period', '=', 'all')
        .executeTakeFirstOrThrow();
      return {
        xp: Number(xp.n),
        cpd: Number(cpd.n),
        mine: Number(mine.points),
        shown: Number(shown.n),
      };
    };
    const before = await sums();

    const asked = await client.post('/api/me/data/deletion', { keepCertificates: false });
    expect(asked.status).toBe(201);
    const { request } = (await asked.json()) as OwnDeletionAnswer;
    expect(Date.parse(request!.dueAt) - Date.parse(request!.requestedAt)).toBe(
      DELETION_COOL_OFF_DAYS * DAY,
    );
    // Asking again keeps the first request.
    const again = await client.post('/api/me/data/deletion', { keepCertificates: true });
    expect(again.status).toBe(200);
    expect(((await again.json()) as OwnDeletionAnswer).request).toEqual(request);

    // Not yet due: the due run erases nothing.
    expect(await processDueDeletions(t.app.db)).toBe(0);
    expect(await eraseAccount(t.app.db, user.id, { dueOnly: true })).toBe(false);
    expect(await processDueDeletions(t.app.db, AFTER_COOL_OFF())).toBeGreaterThanOrEqual(1);
    // A second run (another process) erases nothing more.
    expect(await eraseAccount(t.app.db, user.id)).toBe(false);

    const dump = await everyRow(t);
    expect(tablesHolding(dump, MARKER)).toEqual([]);
    expect(tablesHolding(dump, user.email)).toEqual([]);

    const after = await sums();
    expect(after.xp).toBe(before.xp);
    expect(after.cpd).toBe(before.cpd);
    expect(after.mine).toBe(before.mine);
    expect(after.shown).toBe(before.shown - 1);
    const totals = await db
      .selectFrom('xp_totals')
      .select('visible')
      .where('userId', '=', user.id)
      .execute();
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((row) => Number(row.visible) === 0)).toBe(true);
    const board = (await (await admin.get('/api/leaderboard?period=all')).json()) as {
      entries: Array<{ userId: string }>;
    };
    expect(board.entries.map((e) => e.userId)).not.toContain(user.id);

    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: ERASED_NAME,
      accountStatus: 'inactive',
      bio: null,
      image: null,
      country: null,
    });
    expect(
      await db.selectFrom('session').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('account').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await new Client(t.url).signIn(user.email, user.password)).status).not.toBe(200);
    // The village went to the member who was left; the certificate says it was revoked.
    const team = await db
      .selectFrom('teams')
      .select('leaderId')
      .where('leaderId', '=', other.id)
      .execute();
    expect(team).toHaveLength(1);
    const certificate = await db
      .selectFrom('certificates')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(certificate.revokedAt).not.toBeNull();
    expect(certificate.holderName).toBe('');
    const audit = await db
      .selectFrom('audit_log')
      .select('actorId')
      .where('action', '=', 'user.erase')
      .where('targetId', '=', user.id)
      .execute();
    expect(audit).toEqual([{ actorId: null }]);
  }, 90_000);

  it('keeps issued certificates verifiable with the name as issued when the learner chose so', async () => {
    const { client, user, MARKER } = await fullLearner();
    expect((await client.post('/api/me/data/deletion', { keepCertificates: true })).status).toBe(
      201,
    );
    const list = (await (
      await admin.get('/api/admin/deletion-requests')
    ).json()) as AdminDeletionRequests;
    const mine = list.requests.find((r) => r.userId === user.id)!;
    expect(mine).toMatchObject({
      status: 'pending',
      name: `Amara ${MARKER}`,
      keepCertificates: true,
    });
    // The admin erases it early (the learner asked not to wait); audited with the admin.
    expect((await admin.post(`/api/admin/deletion-requests/${mine.id}/erase`)).status).toBe(200);
    expect((await admin.post(`/api/admin/deletion-requests/${mine.id}/erase`)).status).toBe(409);
    const certificate = await t.app.db.kysely
      .selectFrom('certificates')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({ revokedAt: null, holderName: `Amara ${MARKER}` });
    const verified = (await (
      await new Client(t.url).get(`/api/verify/${certificate.id}`)
    ).json()) as { status: string };
    expect(verified.status).toBe('valid');
    const after = (await (
      await admin.get('/api/admin/deletion-requests')
    ).json()) as AdminDeletionRequests;
    expect(after.requests.find((r) => r.id === mine.id)).toMatchObject({
      status: 'erased',
      name: null,
    });
    const audit = await t.app.db.kysely
      .selectFrom('audit_log')
      .select('actorId')
      .where('action', '=', 'user.erase')
      .where('targetId', '=', user.id)
      .execute();
    expect(audit).toEqual([{ actorId: admin.user.id }]);
  }, 90_000);

  it('cancels with the button or by signing in again; a cancelled request erases nothing', async () => {
    const user = await t.makeUser({ name: 'Wanjiru Kamau' });
    const client = await t.signedInClient({ user });
    expect((await client.post('/api/me/data/deletion', { keepCertificates: false })).status).toBe(
      201,
    );
    expect((await client.request('DELETE', '/api/me/data/deletion')).status).toBe(204);
    expect(
      ((await (await client.get('/api/me/data/deletion')).json()) as OwnDeletionAnswer).request,
    ).toBeNull();

    expect((await client.post('/api/me/data/deletion', { keepCertificates: false })).status).toBe(
      201,
    );
    await t.signedInClient({ user });
    expect(
      ((await (await client.get('/api/me/data/deletion')).json()) as OwnDeletionAnswer).request,
    ).toBeNull();
    expect(await eraseAccount(t.app.db, user.id, { now: AFTER_COOL_OFF() })).toBe(false);
    const row = await t.app.db.kysely
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Wanjiru Kamau');
    const actions = await t.app.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('targetId', '=', user.id)
      .orderBy('createdAt')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'user.deletion.request',
      'user.deletion.cancel',
      'user.deletion.request',
      'user.deletion.cancel',
    ]);
  }, 60_000);

  it('refuses bad input and admins, and limits the export', async () => {
    const learner = await t.signedInClient();
    expect((await learner.post('/api/me/data/deletion', { keepCertificates: 'yes' })).status).toBe(
      400,
    );
    expect((await learner.post('/api/me/data/deletion', {})).status).toBe(400);
    expect((await learner.get('/api/admin/deletion-requests')).status).toBe(403);
    const refused = await admin.post('/api/me/data/deletion', { keepCertificates: false });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /admin account cannot be deleted/,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await learner.get('/api/me/data/export.json')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 60_000);
});
