// Long on purpose: the admin leads console (lists, filters, CSV exports, delivery retry) over one webhook receiver and one set of seeded rows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { newCredentialId } from '../../lib/credential-id';

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Booking {
  id: string;
  name: string;
  painPoints: string | null;
  user: { id: string; name: string } | null;
  delivery: { status: string; attempts: number; lastError: string | null; nextAttemptAt: string | null };
}

const DAY = 86_400_000;
const OLD = Date.parse('2026-01-10T12:00:00Z');

/** A local webhook receiver that answers 200 and records each body. */
async function startReceiver(): Promise<{ url: string; bodies: unknown[]; close: () => Promise<void> }> {
  const bodies: unknown[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.statusCode = 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, bodies, close: () => new Promise((r) => server.close(() => r())) };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

const csvLines = (text: string) => text.trimEnd().split('\r\n');

describe.each(testDatabases())('admin leads and bookings on %s', (kind) => {
  let t: TestApp;
  let ac: Client;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let learner: { id: string; email: string; password: string };
  const now = Date.now();

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp(kind, { ALLOW_PRIVATE_WEBHOOKS: '1', WEBHOOK_RETRY_BASE_MS: '50' });
    // A webhook is set, so b-pending waits for its next attempt (with none, it would be "stored": booking-after.test.ts).
    await t.app.db.kysely
      .insertInto('settings')
      .values({
        key: 'bookingWebhookUrl',
        value: JSON.stringify(receiver.url),
        updatedAt: Date.now(),
        updatedBy: null,
      })
      .execute();
    const admin = await t.makeUser({ role: 'admin', name: 'Ada Admin' });
    ac = await t.signedInClient({ user: admin });
    learner = await t.makeUser({ name: 'Lola Learner' });
    const db = t.app.db.kysely;
    const booking = (id: string, createdAt: number, name: string, extra: Record<string, unknown> = {}) => ({
      id,
      payload: JSON.stringify({ name, email: `${id}@example.test`, teamSize: 12, timeline: '1month', duration: '6months', date: '2026-12-01', time: '13:30', timezone: 'Africa/Lagos', ...extra }),
      email: `${id}@example.test`,
      date: '2026-12-01',
      time: '13:30',
      timezone: 'Africa/Lagos',
      userId: null as string | null,
      createdAt,
    });
    await db
      .insertInto('bookings')
      .values([
        booking('b-failed', now - 1_000, '=HYPERLINK("http://evil.test")', { painPoints: 'Silos, "handoffs"\nand rework' }),
        { ...booking('b-delivered', now - 2_000, 'Dami Delivered'), userId: learner.id },
        booking('b-pending', now - 3_000, 'Pat Pending'),
        booking('b-old', OLD, 'Olu Old'),
      ])
      .execute();
    await db
      .insertInto('booking_outbox')
      .values([
        { bookingId: 'b-failed', status: 'failed', attempts: 60, nextAttemptAt: now + 3_600_000, lastError: 'HTTP 500', createdAt: now - 1_000 },
        { bookingId: 'b-delivered', status: 'delivered', attempts: 1, nextAttemptAt: now, deliveredAt: now - 1_500, createdAt: now - 2_000 },
        { bookingId: 'b-pending', status: 'pending', attempts: 2, nextAttemptAt: now + 3_600_000, lastError: 'timeout', createdAt: now - 3_000 },
        { bookingId: 'b-old', status: 'delivered', attempts: 1, nextAttemptAt: OLD, deliveredAt: OLD, createdAt: OLD },
      ])
      .execute();
    const roiInput = { teamSize: 12, avgSalary: 1500, leadershipPlanPercentage: 20, issuesPercentage: 40, turnoverCost: 10000, projectStalls: 'yes', leadershipPrepTime: 12, desiredOutcomes: ['Retention', 'Productivity'] };
    await db
      .insertInto('roi_leads')
      .values([
        { id: 'r-1', input: JSON.stringify(roiInput), score: 85, band: 'Critical ROI Leverage Moment', email: '+cfo@example.test', userId: null, createdAt: now - 1_000 },
        { id: 'r-2', input: JSON.stringify(roiInput), score: 45, band: 'Moderate ROI Potential', email: null, userId: learner.id, createdAt: now - 2_000 },
        { id: 'r-old', input: JSON.stringify(roiInput), score: 20, band: 'Low ROI Potential', email: null, userId: null, createdAt: OLD },
      ])
      .execute();
    const answers = { teamSize: '11 to 20', challenges: ['Digital Confidence', 'Team silos'], outcomes: ['Retention'], duration: '6 months', mentor: 'Yes' };
    await db
      .insertInto('blueprint_leads')
      .values([
        { id: 'bp-1', browserTokenHash: 'h1', answers: JSON.stringify(answers), recommendedPath: 'amara', userId: learner.id, createdAt: now - 1_000, claimedAt: now - 500 },
        { id: 'bp-2', browserTokenHash: 'h2', answers: JSON.stringify({ ...answers, challenges: ['@risk'] }), recommendedPath: 'custom', userId: null, createdAt: now - 2_000, claimedAt: null },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('lists bookings newest first with their delivery, filtered by status and date, paginated', async () => {
    const all = (await (await ac.get('/api/admin/leads/bookings?pageSize=5')).json()) as Page<Booking>;
    expect(all.total).toBe(4);
    expect(all.items.map((b) => b.id)).toEqual(['b-failed', 'b-delivered', 'b-pending', 'b-old']);
    expect(all.items[0]).toMatchObject({ name: '=HYPERLINK("http://evil.test")', delivery: { status: 'failed', attempts: 60, lastError: 'HTTP 500', nextAttemptAt: null } });
    expect(all.items[1]!.user).toEqual({ id: learner.id, name: 'Lola Learner' });
    expect(all.items[2]!.delivery.nextAttemptAt).not.toBeNull();

    const failed = (await (await ac.get('/api/admin/leads/bookings?status=failed')).json()) as Page<Booking>;
    expect(failed.items.map((b) => b.id)).toEqual(['b-failed']);
    const old = (await (await ac.get('/api/admin/leads/bookings?from=2026-01-10&to=2026-01-10')).json()) as Page<Booking>;
    expect(old.items.map((b) => b.id)).toEqual(['b-old']);
    const page2 = (await (await ac.get('/api/admin/leads/bookings?pageSize=5&page=2')).json()) as Page<Booking>;
    expect(page2).toMatchObject({ total: 4, page: 2, items: [] });
  });

  it('answers 400 with a field message for a bad filter', async () => {
    const backwards = await ac.get('/api/admin/leads/bookings?from=2026-02-02&to=2026-02-01');
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as ErrorAnswer).error.fields?.to).toBe('The end date cannot be before the start date');
    const status = await ac.get('/api/admin/leads/bookings?status=lost');
    expect(((await status.json()) as ErrorAnswer).error.fields?.status).toBe('Choose pending, delivered, failed or stored');
    const roiStatus = await ac.get('/api/admin/leads/roi?status=failed');
    expect(roiStatus.status).toBe(400);
    expect(((await roiStatus.json()) as ErrorAnswer).error.fields?.status).toBe('Only bookings can be filtered by delivery status');
    expect((await ac.get('/api/admin/leads/blueprints?pageSize=abc')).status).toBe(400);
    expect((await ac.get('/api/admin/leads/roi/export?sort=score')).status).toBe(400);
  });

  it('lists ROI estimates and Team Blueprints', async () => {
    const roi = (await (await ac.get('/api/admin/leads/roi')).json()) as Page<{ id: string; score: number; band: string; email: string | null; input: Record<string, unknown>; user: unknown }>;
    expect(roi.total).toBe(3);
    expect(roi.items[0]).toMatchObject({ id: 'r-1', score: 85, band: 'Critical ROI Leverage Moment', email: '+cfo@example.test', input: { teamSize: 12, projectStalls: 'yes' }, user: null });
    expect(roi.items[1]!.user).toEqual({ id: learner.id, name: 'Lola Learner' });
    const recent = (await (await ac.get(`/api/admin/leads/roi?from=${new Date(now - DAY).toISOString().slice(0, 10)}`)).json()) as Page<{ id: string }>;
    expect(recent.items.map((r) => r.id)).toEqual(['r-1', 'r-2']);

    const bp = (await (await ac.get('/api/admin/leads/blueprints')).json()) as Page<{ id: string; recommendedPath: string; answers: Record<string, unknown>; user: unknown; claimedAt: string | null }>;
    expect(bp.total).toBe(2);
    expect(bp.items[0]).toMatchObject({ id: 'bp-1', recommendedPath: 'amara', answers: { challenges: ['Digital Confidence', 'Team silos'] }, user: { id: learner.id, name: 'Lola Learner' } });
    expect(bp.items[0]!.claimedAt).not.toBeNull();
    expect(bp.items[1]).toMatchObject({ id: 'bp-2', user: null, claimedAt: null });
  });

  it('exports each list as CSV with quoting and formula-injection protection', async () => {
    const res = await ac.get('/api/admin/leads/bookings/export?status=failed');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await res.text();
    const [header] = csvLines(text);
    expect(header).toBe('id,createdAt,name,email,phone,teamSize,timeline,duration,date,time,timezone,painPoints,userId,deliveryStatus,attempts,lastError,nextAttemptAt,deliveredAt');
    // The name starts with '=': prefixed with a quote, then CSV-quoted because it holds quotes.
    expect(text).toContain(`b-failed,`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(text).toContain('"Silos, ""handoffs""\nand rework"');
    expect(text).toContain(',failed,60,HTTP 500,,');

    const roi = await (await ac.get('/api/admin/leads/roi/export')).text();
    const roiLines = csvLines(roi);
    expect(roiLines[0]).toBe('id,createdAt,score,band,email,userId,teamSize,avgSalary,leadershipPlanPercentage,issuesPercentage,turnoverCost,projectStalls,leadershipPrepTime,desiredOutcomes');
    expect(roiLines).toHaveLength(4);
    expect(roiLines[1]).toContain(",85,Critical ROI Leverage Moment,'+cfo@example.test,,12,1500,20,40,10000,yes,12,Retention; Productivity");

    const bp = await (await ac.get('/api/admin/leads/blueprints/export')).text();
    const bpLines = csvLines(bp);
    expect(bpLines[0]).toBe('id,createdAt,recommendedPath,userId,claimedAt,teamSize,challenges,outcomes,duration,mentor');
    expect(bpLines[1]).toContain(`amara,${learner.id},`);
    expect(bpLines[2]).toContain(",'@risk,");
    const none = await (await ac.get('/api/admin/leads/blueprints/export?from=2999-01-01')).text();
    expect(csvLines(none)).toEqual(['id,createdAt,recommendedPath,userId,claimedAt']);
  });

  it('retries a failed delivery: re-queued, audited, and the relay delivers it once', async () => {
    const res = await ac.post('/api/admin/leads/bookings/b-failed/retry');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { delivery: { status: string; attempts: number } }).delivery).toMatchObject({ status: 'pending', attempts: 0 });
    await waitFor(async () => {
      const row = await t.app.db.kysely.selectFrom('booking_outbox').select('status').where('bookingId', '=', 'b-failed').executeTakeFirst();
      return row?.status === 'delivered';
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.bodies).toHaveLength(1);
    expect(receiver.bodies[0]).toMatchObject({ name: '=HYPERLINK("http://evil.test")' });
    const outbox = await t.app.db.kysely.selectFrom('booking_outbox').selectAll().where('bookingId', '=', 'b-failed').executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    const audit = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'booking.retry').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetType: 'booking', targetId: 'b-failed' });
    expect(JSON.parse(audit[0]!.details)).toEqual({ attempts: 60, lastError: 'HTTP 500' });

    // Delivered, pending or unknown bookings cannot be retried, and nothing is written.
    const again = await ac.post('/api/admin/leads/bookings/b-failed/retry');
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe('This booking was already delivered.');
    const pending = await ac.post('/api/admin/leads/bookings/b-pending/retry');
    expect(pending.status).toBe(409);
    expect(((await pending.json()) as ErrorAnswer).error.message).toBe('This booking is still being delivered; only a failed delivery can be retried.');
    expect((await ac.post('/api/admin/leads/bookings/no-such/retry')).status).toBe(404);
    expect(await t.app.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'booking.retry').execute()).toHaveLength(1);
    expect(receiver.bodies).toHaveLength(1);
  });

  it('a learner and a visitor cannot list, export or retry', async () => {
    const lc = await t.signedInClient({ user: learner });
    expect((await lc.get('/api/admin/leads/bookings')).status).toBe(403);
    expect((await lc.get('/api/admin/leads/roi/export')).status).toBe(403);
    expect((await lc.post('/api/admin/leads/bookings/b-pending/retry')).status).toBe(403);
    expect((await new Client(t.url).post('/api/admin/leads/bookings/b-pending/retry')).status).toBe(401);
  });

  it('fills the dashboard sections: XP, levels, bookings, ROI, blueprints, paid conversions', async () => {
    const xp = await ac.post(`/api/admin/users/${learner.id}/xp`, { points: 600, reason: 'Workshop host', idempotencyKey: 'dash-test-1' });
    expect(xp.status).toBeLessThan(300);
    expect((await ac.request('PATCH', `/api/admin/users/${learner.id}`, { membershipStatus: 'paid' })).status).toBe(200);
    await t.app.db.kysely
      .insertInto('payments')
      .values({ id: 'p-1', userId: learner.id, plan: 'individual', tier: 'individual_paid', amount: 4900, currency: 'usd', stripePaymentIntentId: null, status: 'succeeded', createdAt: now - 5_000, updatedAt: now - 4_000 })
      .execute();

    const body = (await (await ac.get('/api/admin/dashboard?period=30d')).json()) as {
      sections: Array<{ id: string; figures: Array<{ id: string; value: number }>; charts: Array<{ kind?: string; buckets: string[]; series: Array<{ label: string; values: number[] }> }> }>;
    };
    expect(body.sections.map((s) => s.id)).toEqual(['learners', 'signups', 'xp', 'levels', 'bookings', 'roi', 'blueprints', 'paid']);
    const section = (id: string) => body.sections.find((s) => s.id === id)!;
    const figure = (s: string, id: string) => section(s).figures.find((f) => f.id === id)!.value;
    const chartTotal = (s: string, series = 0) => section(s).charts[0]!.series[series]!.values.reduce((a, b) => a + b, 0);

    expect(figure('xp', 'xpAwarded')).toBe(600);
    expect(figure('xp', 'xpAdjusted')).toBe(600);
    expect(figure('xp', 'xpEarners')).toBe(1);
    expect(chartTotal('xp')).toBe(600);

    const learners = await t.app.db.kysely.selectFrom('users').select('id').where('role', '=', 'learner').execute();
    expect(figure('levels', 'level2')).toBe(1);
    expect(figure('levels', 'level1')).toBe(learners.length - 1);
    expect(section('levels').charts[0]).toMatchObject({ kind: 'bars', buckets: ['Explorer', 'Impact Builder', 'Change Architect', 'Transformation Leader'] });

    // b-old is outside the period; b-failed was delivered by the retry above.
    expect(figure('bookings', 'bookings')).toBe(3);
    expect(figure('bookings', 'bookingsDelivered')).toBe(2);
    expect(figure('bookings', 'bookingsPending')).toBe(1);
    expect(figure('bookings', 'bookingsFailed')).toBe(0);
    expect(figure('bookings', 'bookingsStored')).toBe(0);
    expect(chartTotal('bookings')).toBe(3);

    expect(figure('roi', 'roiLeads')).toBe(2);
    expect(figure('roi', 'roiWithEmail')).toBe(1);
    expect(figure('roi', 'roiAverage')).toBe(65);
    expect(section('roi').figures.filter((f) => f.id.startsWith('roiBand')).map((f) => f.value)).toEqual([1, 0, 1, 0]);
    expect(section('roi').charts[0]!.series.map((s) => s.label)).toEqual(['Critical ROI Leverage Moment', 'High ROI Potential', 'Moderate ROI Potential', 'Low ROI Potential']);

    expect(figure('blueprints', 'blueprints')).toBe(2);
    expect(figure('blueprints', 'blueprintsClaimed')).toBe(1);
    expect(figure('blueprints', 'path-amara')).toBe(1);
    expect(figure('blueprints', 'path-custom')).toBe(1);
    expect(figure('blueprints', 'path-kwame')).toBe(0);

    expect(figure('paid', 'cardPayments')).toBe(1);
    expect(figure('paid', 'adminGrants')).toBe(1);
    expect(figure('paid', 'paidConversions')).toBe(2);
    expect(chartTotal('paid', 0) + chartTotal('paid', 1)).toBe(2);

    // A year groups the same rows into weeks.
    const year = (await (await ac.get('/api/admin/dashboard?period=365d')).json()) as typeof body;
    const yearBookings = year.sections.find((s) => s.id === 'bookings')!;
    expect(yearBookings.figures.find((f) => f.id === 'bookings')!.value).toBe(4);
    expect(yearBookings.charts[0]!.series[0]!.values.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("shows a user's badges, bookings and payments on the per-user screen", async () => {
    const detail = (await (await ac.get(`/api/admin/users/${learner.id}`)).json()) as {
      badges: Array<{ name: string }>;
      bookings: Array<{ id: string; deliveryStatus: string }>;
      payments: Array<{ id: string; amount: number; currency: string; status: string }>;
      signIns: unknown[];
    };
    expect(detail.bookings).toEqual([expect.objectContaining({ id: 'b-delivered', deliveryStatus: 'delivered' })]);
    expect(detail.payments).toEqual([expect.objectContaining({ id: 'p-1', amount: 4900, currency: 'usd', status: 'succeeded' })]);
    await t.app.db.kysely.insertInto('user_badges').values({ userId: learner.id, badgeId: (await t.app.db.kysely.selectFrom('badges').select('id').executeTakeFirstOrThrow()).id, unlockedAt: now, evidenceLedgerId: null, credentialId: newCredentialId() }).onConflict((oc) => oc.doNothing()).execute();
    const again = (await (await ac.get(`/api/admin/users/${learner.id}`)).json()) as typeof detail;
    expect(again.badges.length).toBeGreaterThan(0);
    expect(typeof again.badges[0]!.name).toBe('string');
  });
});
