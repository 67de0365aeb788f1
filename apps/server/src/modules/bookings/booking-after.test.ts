import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, localDay } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

// What follows a booking: its answer and calendar file, and its status when no webhook is set.

const TZ = 'Africa/Lagos';
const day = addDays(localDay(new Date(), TZ), 3);

const booking = (email: string) => ({
  name: 'Ada Obi',
  email,
  teamSize: 12,
  timeline: '1month',
  duration: '6months',
  date: day,
  time: '14:00',
  timezone: TZ,
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

/** Lines of an iCalendar file with folded lines joined again. */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe.each(testDatabases())('after a Pathfinder booking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      ALLOW_PRIVATE_WEBHOOKS: '1',
      WEBHOOK_RETRY_BASE_MS: '50',
      BOOKING_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (id: string) =>
    (
      await t.app.db.kysely
        .selectFrom('booking_outbox')
        .select('status')
        .where('bookingId', '=', id)
        .executeTakeFirst()
    )?.status;

  it('answers the slot in UTC and serves it as a calendar file that names no person', async () => {
    const res = await new Client(t.url).post('/api/bookings', booking('cal@example.test'));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as {
      id: string;
      startsAt: string;
      endsAt: string;
      calendarFileUrl: string;
    };
    // 14:00 in Lagos is 13:00 UTC (West Africa Time, no summer time); the session lasts 30 minutes.
    expect(answer).toMatchObject({
      startsAt: `${day}T13:00:00.000Z`,
      endsAt: `${day}T13:30:00.000Z`,
      calendarFileUrl: `/api/bookings/${answer.id}/calendar.ics`,
    });

    const file = await new Client(t.url).get(answer.calendarFileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="pathfinder-session.ics"',
    );
    const text = await file.text();
    const lines = unfold(text);
    const compact = day.replace(/-/g, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:booking-${answer.id}@${new URL(t.config.publicUrl).hostname}`,
        `DTSTART:${compact}T130000Z`,
        `DTEND:${compact}T133000Z`,
        'SUMMARY:Pathfinder session with LeadVillage',
        'URL:https://leadvillage.africa/book/pathfinder',
      ]),
    );
    expect(text).not.toContain('cal@example.test');
    expect(text).not.toContain('Ada');
    // The same booking downloads as the same bytes.
    expect(await (await new Client(t.url).get(answer.calendarFileUrl)).text()).toBe(text);

    const french = await fetch(`${t.url}${answer.calendarFileUrl}`, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(unfold(await french.text())).toContain('SUMMARY:Séance Pathfinder avec LeadVillage');
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    expect(
      (
        await new Client(t.url).get(
          '/api/bookings/2f0c3f9e-1111-4b7a-9c55-0a5d3b7c1e22/calendar.ics',
        )
      ).status,
    ).toBe(404);
    expect((await new Client(t.url).get('/api/bookings/not-an-id/calendar.ics')).status).toBe(400);
  });

  it('marks a booking "stored" when no webhook is set, and the admin sends it once one is', async () => {
    const res = await new Client(t.url).post('/api/bookings', booking('stored@example.test'));
    const { id } = (await res.json()) as { id: string };
    await waitFor(async () => (await status(id)) === 'stored');

    const admin = await t.signedInClient({ role: 'admin' });
    const listed = (await (await admin.get('/api/admin/leads/bookings?status=stored')).json()) as {
      items: Array<{ id: string; delivery: { status: string } }>;
    };
    expect(listed.items.find((b) => b.id === id)?.delivery.status).toBe('stored');

    const early = await admin.post(`/api/admin/leads/bookings/${id}/retry`, {});
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'Set the booking webhook in the settings first: this booking is stored here.',
    );
    expect(await status(id)).toBe('stored');

    const received: unknown[] = [];
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      await t.app.db.kysely
        .insertInto('settings')
        .values({
          key: 'bookingWebhookUrl',
          value: JSON.stringify(url),
          updatedAt: Date.now(),
          updatedBy: null,
        })
        .execute();
      const sent = await admin.post(`/api/admin/leads/bookings/${id}/retry`, {});
      expect(sent.status).toBe(200);
      await waitFor(async () => (await status(id)) === 'delivered');
      expect(received).toEqual([expect.objectContaining({ email: 'stored@example.test' })]);
    } finally {
      await t.app.db.kysely.deleteFrom('settings').where('key', '=', 'bookingWebhookUrl').execute();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
