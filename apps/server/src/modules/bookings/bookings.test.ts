import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, localDay } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { retryDelayMs } from './relay';
import { deliverWebhook, isForbiddenAddress } from './webhook-delivery';

const TZ = 'Africa/Lagos';

function validBooking(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Obi',
    email: 'ada@example.test',
    phone: '+234 800 000 0000',
    teamSize: 12,
    timeline: '1month',
    duration: '6months',
    date: addDays(localDay(new Date(), TZ), 1),
    time: '13:30',
    timezone: TZ,
    painPoints: 'Silos between teams',
    ...overrides,
  };
}

interface Received {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local webhook receiver answering with the given statuses in turn (the last one repeats). */
async function startReceiver(statuses: number[]): Promise<{ url: string; received: Received[]; calls: () => number; close: () => Promise<void> }> {
  const received: Received[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[Math.min(calls, statuses.length - 1)] ?? 200;
      calls += 1;
      if (status >= 200 && status < 300) received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (status >= 300 && status < 400) res.setHeader('location', 'http://127.0.0.1:1/elsewhere');
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, calls: () => calls, close: () => new Promise((r) => server.close(() => r())) };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

describe('webhook address guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.100.100.200', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['1.1.1.1', false],
    ['2606:4700:4700::1111', false],
  ])('%s forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });

  it('refuses http, loopback and redirects unless allowed', async () => {
    const receiver = await startReceiver([302]);
    try {
      expect(await deliverWebhook(receiver.url, '{}', {}, { allowPrivate: false })).toEqual({ ok: false, error: 'webhook address must be https' });
      const loopbackHttps = receiver.url.replace('http://', 'https://');
      expect(await deliverWebhook(loopbackHttps, '{}', {}, { allowPrivate: false })).toEqual({ ok: false, error: 'refused: non-public address' });
      const metadata = await deliverWebhook('https://[::ffff:169.254.169.254]/x', '{}', {}, { allowPrivate: false });
      expect(metadata.ok).toBe(false);
      expect(await deliverWebhook(receiver.url, '{}', {}, { allowPrivate: true })).toEqual({ ok: false, error: 'redirect refused (HTTP 302)' });
      expect(receiver.calls()).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('backs off exponentially, capped at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(40, 1_000)).toBe(3_600_000);
  });
});

describe.each(testDatabases())('Pathfinder bookings on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver([500, 503, 200]);
    t = await startTestApp(kind, { ALLOW_PRIVATE_WEBHOOKS: '1', WEBHOOK_RETRY_BASE_MS: '50', BOOKING_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('answers 400 with every required-field message of ../shared/spec/platform-spec.md section 5 (Validation rules)', async () => {
    const res = await new Client(t.url).post('/api/bookings', {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.fields).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      teamSize: 'Team size is required',
      timeline: 'Timeline is required',
      duration: 'Duration is required',
      date: 'Date is required',
      time: 'Time is required',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ teamSize: 3 }, 'teamSize', 'Team size must be at least 4'],
    [{ time: '09:00' }, 'time', 'Time is required'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Choose a valid time zone'],
    [{ date: '2026-02-30' }, 'date', 'Enter a valid date'],
    [{ role: 'admin' }, '_', undefined],
  ])('refuses %j', async (patch, field, message) => {
    const res = await new Client(t.url).post('/api/bookings', validBooking(patch));
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    if (message) expect(error.fields[field]).toBe(message);
  });

  it("refuses a day before today in the booker's own timezone", async () => {
    // When it is already tomorrow in Kiritimati (UTC+14) it may still be today in Pago Pago (UTC-11).
    const tz = 'Pacific/Kiritimati';
    const yesterday = addDays(localDay(new Date(), tz), -1);
    const res = await new Client(t.url).post('/api/bookings', validBooking({ timezone: tz, date: yesterday }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.date).toBe('Date cannot be in the past');
    const today = await new Client(t.url).post('/api/bookings', validBooking({ timezone: tz, date: localDay(new Date(), tz) }));
    expect(today.status).toBe(201);
  });

  it('stores a booking and relays it once to a webhook that fails first, with the idempotency key', async () => {
    await t.app.db.kysely.deleteFrom('booking_outbox').execute();
    await t.app.db.kysely.deleteFrom('bookings').execute();
    const booking = validBooking({ name: 'Relay Test' });
    await t.app.db.kysely
      .insertInto('settings')
      .values({ key: 'bookingWebhookUrl', value: JSON.stringify(receiver.url), updatedAt: Date.now(), updatedBy: null })
      .execute();
    const res = await new Client(t.url).post('/api/bookings', booking);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await t.app.db.kysely.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.payload)).toEqual(booking);

    await waitFor(async () => {
      const row = await t.app.db.kysely.selectFrom('booking_outbox').select('status').where('bookingId', '=', id).executeTakeFirst();
      return row?.status === 'delivered';
    });
    // Wait a few more retry periods: nothing is sent again.
    await new Promise((r) => setTimeout(r, 400));
    expect(receiver.calls()).toBe(3);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.body).toEqual(booking);
    expect(receiver.received[0]?.headers['idempotency-key']).toBe(id);
    const outbox = await t.app.db.kysely.selectFrom('booking_outbox').selectAll().where('bookingId', '=', id).executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    await t.app.db.kysely.deleteFrom('settings').execute();
  });
});

describe('booking rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { BOOKING_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 once the limit is reached, and keeps nothing', async () => {
    const c = new Client(t.url);
    expect((await c.post('/api/bookings', validBooking())).status).toBe(201);
    expect((await c.post('/api/bookings', validBooking())).status).toBe(201);
    const third = await c.post('/api/bookings', validBooking());
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('resource-exhausted');
    const rows = await t.app.db.kysely.selectFrom('bookings').select('id').execute();
    expect(rows).toHaveLength(2);
  });
});
