import { JOIN_LINK_PENDING_TEXT, type AdminEvent, type EventDetail, type EventList, type JourneyDetail, type RegistrationResult } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { JOURNEY_CONTENT } from '../journeys/content/index';
import { put, type ErrorAnswer } from '../journeys/test-fixtures';
import { eventInput, MIN, scheduleEvent, setEventTimes } from './test-fixtures';

const DAY = 86_400_000;
/** The logical lines of an .ics file (continuation lines joined back, RFC 5545 3.1). */
const icsLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe.each(testDatabases())('webinars and events for learners on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  const startedAt = Date.now();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const newLearner = async () => {
    const user = await t.makeUser();
    return { id: user.id, c: await t.signedInClient({ user: user }) };
  };
  const list = async (c: Client, query = '') => (await (await c.get(`/api/events${query}`)).json()) as EventList;
  const detail = async (c: Client, id: string) => ((await (await c.get(`/api/events/${id}`)).json()) as EventDetail).event;

  it('shows each named journey’s webinar as one upcoming event on a new database: 14:00 UTC, at least 7 days out, no link yet', async () => {
    const { c } = await newLearner();
    const { upcoming, past, timeZone, timeZoneChosen } = await list(c);
    expect([timeZone, timeZoneChosen, past]).toEqual(['UTC', false, []]);
    const seeded = upcoming.filter((e) => JOURNEY_CONTENT.some((j) => j.webinar.title === e.title));
    expect(seeded.map((e) => e.journey?.id).sort()).toEqual(['amara', 'kwame']);
    for (const content of JOURNEY_CONTENT) {
      const event = seeded.find((e) => e.title === content.webinar.title)!;
      const start = Date.parse(event.startsAt);
      expect(start - startedAt).toBeGreaterThanOrEqual(7 * DAY - 60_000);
      expect(start - startedAt).toBeLessThan(14 * DAY);
      expect(new Date(start).getUTCDay()).toBe(content.path === 'first' ? 2 : 4);
      expect(event.startsAt.slice(11)).toBe('14:00:00.000Z');
      expect(Date.parse(event.endsAt) - start).toBe(content.webinar.durationMinutes * MIN);
      expect(event).toMatchObject({ description: content.webinar.description, cpdMinutes: content.webinar.cpdMinutes, hasJoinUrl: false, joinUrl: null, registered: false, phase: 'upcoming' });
    }
    // The journey page lists its own webinar.
    const amara = (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
    expect(amara.webinars.map((w) => w.title)).toEqual([JOURNEY_CONTENT[0]!.webinar.title]);
    const onlyKwame = await list(c, '?journeyId=kwame');
    expect(onlyKwame.upcoming.map((e) => e.journey?.id)).toEqual(['kwame']);
    expect((await c.get('/api/events?journeyId=nowhere')).status).toBe(404);
  });

  it('answers the learner’s own timezone with the list, once they have saved one', async () => {
    const { c } = await newLearner();
    expect((await c.request('PATCH', '/api/me/profile', { timezone: 'Africa/Lagos' })).status).toBe(200);
    expect(await list(c)).toMatchObject({ timeZone: 'Africa/Lagos', timeZoneChosen: true });
    const event = await scheduleEvent(admin);
    expect(await (await c.get(`/api/events/${event.id}`)).json()).toMatchObject({ timeZone: 'Africa/Lagos', event: { startsAt: event.startsAt } });
  });

  it('registers once under repeats and races (201 then 200), and cancels the registration (idempotent)', async () => {
    const event = await scheduleEvent(admin);
    const { id, c } = await newLearner();
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(c, `/api/events/${event.id}/registration`)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201]);
    const rows = await db().selectFrom('event_registrations').selectAll().where('userId', '=', id).execute();
    expect(rows.map((r) => r.eventId)).toEqual([event.id]);
    expect((await detail(c, event.id)).registered).toBe(true);

    const cancel = await c.request('DELETE', `/api/events/${event.id}/registration`);
    expect([cancel.status, ((await cancel.json()) as RegistrationResult).changed]).toEqual([200, true]);
    const again = await c.request('DELETE', `/api/events/${event.id}/registration`);
    expect([again.status, ((await again.json()) as RegistrationResult).changed]).toEqual([200, false]);
    expect(await db().selectFrom('event_registrations').selectAll().where('userId', '=', id).execute()).toEqual([]);
    expect((await put(c, '/api/events/no-such-event/registration')).status).toBe(404);
  });

  it('refuses registration for an ended or cancelled event (409); a cancelled event shows only to those who had registered', async () => {
    const { c } = await newLearner();
    const other = await newLearner();
    const ended = await scheduleEvent(admin);
    await setEventTimes(t, ended.id, Date.now() - 3 * 60 * MIN, Date.now() - 2 * 60 * MIN);
    const late = await put(c, `/api/events/${ended.id}/registration`);
    expect([late.status, ((await late.json()) as ErrorAnswer).error.message]).toEqual([409, 'This event has ended, so it takes no registrations.']);
    expect((await list(c)).past.map((e) => e.id)).toContain(ended.id);

    const cancelled = await scheduleEvent(admin);
    expect((await put(c, `/api/events/${cancelled.id}/registration`)).status).toBe(201);
    expect((await admin.post(`/api/admin/events/${cancelled.id}/cancel`)).status).toBe(200);
    expect((await put(other.c, `/api/events/${cancelled.id}/registration`)).status).toBe(409);
    expect((await list(c)).upcoming.find((e) => e.id === cancelled.id)).toMatchObject({ cancelled: true, registered: true, joinUrl: null });
    expect((await list(other.c)).upcoming.some((e) => e.id === cancelled.id)).toBe(false);
    expect((await other.c.get(`/api/events/${cancelled.id}`)).status).toBe(404);
  });

  it('shows the joining link to registered learners only, from 15 minutes before the start until the end', async () => {
    const event = await scheduleEvent(admin, { joinUrl: 'https://meet.example.org/room-42' });
    const registered = await newLearner();
    const bystander = await newLearner();
    await put(registered.c, `/api/events/${event.id}/registration`);
    const at = async (startIn: number, endIn: number) => {
      await setEventTimes(t, event.id, Date.now() + startIn, Date.now() + endIn);
      return [(await detail(registered.c, event.id)).joinUrl, (await detail(bystander.c, event.id)).joinUrl];
    };
    expect(await at(16 * MIN, 90 * MIN)).toEqual([null, null]);
    expect((await detail(registered.c, event.id)).hasJoinUrl).toBe(true);
    expect(await at(14 * MIN, 90 * MIN)).toEqual(['https://meet.example.org/room-42', null]);
    expect(await at(-30 * MIN, 30 * MIN)).toEqual(['https://meet.example.org/room-42', null]);
    expect(await at(-90 * MIN, -1 * MIN)).toEqual([null, null]);
    // The list never carries it to a bystander either.
    await setEventTimes(t, event.id, Date.now() + 5 * MIN, Date.now() + 60 * MIN);
    expect((await list(bystander.c)).upcoming.find((e) => e.id === event.id)?.joinUrl).toBeNull();
    expect((await list(registered.c)).upcoming.find((e) => e.id === event.id)?.joinUrl).toBe('https://meet.example.org/room-42');
  });

  it('downloads an .ics file: stable UID, UTC times with Z, DTSTAMP, SUMMARY, DESCRIPTION, URL; an edit keeps the UID and raises SEQUENCE', async () => {
    const event = await scheduleEvent(admin, { title: 'Data, tools; and you', joinUrl: null, cpdMinutes: 75 });
    const { c } = await newLearner();
    const first = await c.get(`/api/events/${event.id}/calendar.ics`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="data-tools-and-you.ics"');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const text = await first.text();
    const second = await (await c.get(`/api/events/${event.id}/calendar.ics`)).text();
    expect(second).toBe(text);
    // Another learner's download is the same file too.
    expect(await (await (await newLearner()).c.get(`/api/events/${event.id}/calendar.ics`)).text()).toBe(text);

    const lines = icsLines(text);
    const utc = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    const page = `${t.url}/events/${event.id}`;
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//LeadVillage//Events//EN', 'CALSCALE:GREGORIAN', 'BEGIN:VEVENT']);
    expect(lines).toContain(`UID:event-${event.id}@${new URL(t.url).hostname}`);
    expect(lines).toContain(`DTSTART:${utc(event.startsAt)}`);
    expect(lines).toContain(`DTEND:${utc(event.endsAt)}`);
    expect(lines).toContain(`DTSTAMP:${utc(event.updatedAt)}`);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('SUMMARY:Data\\, tools\\; and you');
    expect(lines).toContain(`URL:${page}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toBe(
      `DESCRIPTION:Bring one number your team reports.\\n\\nLeave with a draft dashboard.\\n\\n${JOIN_LINK_PENDING_TEXT} Join from the event page: ${page}\\n\\nCPD: 75 minutes.`,
    );
    for (const time of lines.filter((l) => /^DT(START|END|STAMP):/.test(l))) expect(time).toMatch(/:\d{8}T\d{6}Z$/);
    for (const physical of text.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);

    // The admin moves it an hour later: same UID, higher SEQUENCE, the new times.
    const later = eventInput({ title: event.title, joinUrl: null, startsAt: Date.parse(event.startsAt) + 60 * MIN, endsAt: Date.parse(event.endsAt) + 60 * MIN });
    const moved = await admin.request('PUT', `/api/admin/events/${event.id}`, later);
    expect(moved.status).toBe(200);
    const after = ((await moved.json()) as { event: AdminEvent }).event;
    expect(Date.parse(after.startsAt) - Date.parse(event.startsAt)).toBe(60 * MIN);
    const updated = icsLines(await (await c.get(`/api/events/${event.id}/calendar.ics`)).text());
    expect(updated).toContain(`UID:event-${event.id}@${new URL(t.url).hostname}`);
    expect(updated).toContain('SEQUENCE:1');
    expect(updated).toContain(`DTSTART:${utc(after.startsAt)}`);
    expect(updated).toContain(`DTSTAMP:${utc(after.updatedAt)}`);
  });

  it("words the .ics file in the learner's language (French here): the event's stored French title and description, French fixed lines, the same UID", async () => {
    const withLink = await scheduleEvent(admin, { title: 'Data, tools; and you', cpdMinutes: 75 });
    const pending = await scheduleEvent(admin, { title: 'Feedback that lands', joinUrl: null, cpdMinutes: 90 });
    await db()
      .insertInto('event_translations')
      .values({ eventId: withLink.id, locale: 'fr', title: 'Données, outils ; et vous', description: 'Apportez un chiffre que votre équipe suit.', updatedAt: Date.now() })
      .execute();
    const { c } = await newLearner();
    const french = { 'accept-language': 'fr-SN,fr;q=0.9' };

    const res = await c.get(`/api/events/${withLink.id}/calendar.ics`, french);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="donnees-outils-et-vous.ics"');
    const lines = icsLines(await res.text());
    const page = `${t.url}/events/${withLink.id}`;
    expect(lines).toContain(`UID:event-${withLink.id}@${new URL(t.url).hostname}`);
    expect(lines).toContain('SUMMARY:Données\\, outils \\; et vous');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:Apportez un chiffre que votre équipe suit.\\n\\nRejoignez la séance depuis la page de l'événement\\, à partir de 15 minutes avant le début : ${page}\\n\\nCPD : 75 minutes.`,
    );

    // No French version stored: the English title and description, the French fixed lines.
    const untranslated = icsLines(await (await c.get(`/api/events/${pending.id}/calendar.ics`, french)).text());
    expect(untranslated).toContain('SUMMARY:Feedback that lands');
    expect(untranslated.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:Bring one number your team reports.\\n\\nLeave with a draft dashboard.\\n\\nL'animateur ajoutera le lien de connexion avant la séance. Vous rejoindrez la séance depuis la page de l'événement : ${t.url}/events/${pending.id}\\n\\nCPD : 90 minutes.`,
    );

    // The learner's own language setting wins over the browser's.
    const { id, c: other } = await newLearner();
    await db().updateTable('users').set({ locale: 'fr' }).where('id', '=', id).execute();
    await t.app.db.identity.changed(id);
    expect(icsLines(await (await other.get(`/api/events/${withLink.id}/calendar.ics`, { 'accept-language': 'en-GB' })).text())).toContain('SUMMARY:Données\\, outils \\; et vous');
    // English otherwise, as before.
    expect(icsLines(await (await c.get(`/api/events/${withLink.id}/calendar.ics`)).text())).toContain('SUMMARY:Data\\, tools\\; and you');
  });

  it('keeps events from visitors and inactive accounts', async () => {
    const event = await scheduleEvent(admin);
    const visitor = new Client(t.url);
    for (const path of ['/api/events', `/api/events/${event.id}`, `/api/events/${event.id}/calendar.ics`]) expect((await visitor.get(path)).status).toBe(401);
    expect((await visitor.request('PUT', `/api/events/${event.id}/registration`)).status).toBe(401);
    const { id, c } = await newLearner();
    await db().updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', id).execute();
    expect((await c.get('/api/events')).status).toBe(403);
    expect((await c.request('PUT', `/api/events/${event.id}/registration`)).status).toBe(403);
    expect((await c.post(`/api/events/${event.id}/attendance`, { code: '123456' })).status).toBe(403);
    const active = await newLearner();
    expect((await active.c.get('/api/events/no-such-event')).status).toBe(404);
    expect((await active.c.get('/api/events/no-such-event/calendar.ics')).status).toBe(404);
  });
});
