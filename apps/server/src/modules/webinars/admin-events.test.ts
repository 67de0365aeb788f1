import { attendanceSlice, sliceEndsAt, type AdminEvent, type AdminEventDetail, type AdminEventList, type AttendanceCode } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { put, type ErrorAnswer } from '../journeys/test-fixtures';
import { codeAt, eventInput, MIN, minuteOf, scheduleEvent, setEventTimes } from './test-fixtures';

describe.each(testDatabases())('admin events on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const user = await t.makeUser({ role: 'admin' });
    adminId = user.id;
    admin = await t.signedInClient({ user: user });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const auditOf = (eventId: string) => db().selectFrom('audit_log').selectAll().where('targetId', '=', eventId).orderBy('createdAt').execute();
  const eventCount = async () => Number((await db().selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('schedules an event entered in the admin’s timezone, stores it in UTC and audits it', async () => {
    expect((await admin.request('PATCH', '/api/me/profile', { timezone: 'Africa/Lagos' })).status).toBe(200);
    const listed = (await (await admin.get('/api/admin/events')).json()) as AdminEventList;
    expect(listed.timeZone).toBe('Africa/Lagos');
    expect(listed.journeys.map((j) => j.title).sort()).toEqual(["Amara's Path", "Kwame's Path"]);
    const amara = listed.journeys.find((j) => j.title === "Amara's Path")!;

    const res = await admin.post('/api/admin/events', {
      ...eventInput({ timeZone: 'Africa/Lagos', joinUrl: '' }),
      startsAtLocal: '2030-03-12T15:00',
      endsAtLocal: '2030-03-12T16:30',
      journeyId: amara.id,
    });
    expect(res.status).toBe(201);
    const { event } = (await res.json()) as { event: AdminEvent };
    expect(event).toMatchObject({
      startsAt: '2030-03-12T14:00:00.000Z',
      endsAt: '2030-03-12T15:30:00.000Z',
      timeZone: 'Africa/Lagos',
      startsAtLocal: '2030-03-12T15:00',
      endsAtLocal: '2030-03-12T16:30',
      joinUrl: null,
      journey: { id: amara.id, title: "Amara's Path" },
      phase: 'upcoming',
      cancelledAt: null,
      registrations: 0,
      attendances: 0,
    });
    const row = await db().selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect([Number(row.startsAt), Number(row.endsAt), row.createdBy]).toEqual([Date.parse('2030-03-12T14:00:00Z'), Date.parse('2030-03-12T15:30:00Z'), adminId]);
    const audits = await auditOf(event.id);
    expect(audits.map((a) => [a.action, a.actorId, a.targetType, JSON.parse(a.details)])).toEqual([
      ['event.create', adminId, 'event', { event: event.title, startsAt: '2030-03-12T14:00:00.000Z', journeyId: amara.id }],
    ]);
    // Learners see it in their own zone's terms: the same instant.
    const learner = await t.signedInClient();
    expect((await (await learner.get(`/api/events/${event.id}`)).json()) as { event: { startsAt: string; journey: unknown } }).toMatchObject({
      event: { startsAt: '2030-03-12T14:00:00.000Z', journey: { id: 'amara', title: "Amara's Path" } },
    });
  });

  it('changes an event with an audit row naming what changed, and leaves an unchanged save unaudited', async () => {
    const event = await scheduleEvent(admin, { joinUrl: null });
    const input = eventInput({ title: 'Renamed clinic', joinUrl: 'https://meet.example.org/new-room', startsAt: Date.parse(event.startsAt), endsAt: Date.parse(event.endsAt) + 15 * MIN });
    const res = await admin.request('PUT', `/api/admin/events/${event.id}`, input);
    expect(res.status).toBe(200);
    const { event: changed } = (await res.json()) as { event: AdminEvent };
    expect(changed).toMatchObject({ title: 'Renamed clinic', joinUrl: 'https://meet.example.org/new-room', endsAt: new Date(Date.parse(event.endsAt) + 15 * MIN).toISOString() });
    const update = (await auditOf(event.id)).filter((a) => a.action === 'event.update');
    expect(update.map((a) => JSON.parse(a.details))).toEqual([
      {
        event: 'Renamed clinic',
        changes: {
          title: { from: event.title, to: 'Renamed clinic' },
          endsAt: { from: event.endsAt, to: changed.endsAt },
          joinUrl: { from: null, to: 'https://meet.example.org/new-room' },
        },
      },
    ]);
    expect((await admin.request('PUT', `/api/admin/events/${event.id}`, input)).status).toBe(200);
    expect((await auditOf(event.id)).filter((a) => a.action === 'event.update')).toHaveLength(1);
    expect(Number((await db().selectFrom('events').select('sequence').where('id', '=', event.id).executeTakeFirstOrThrow()).sequence)).toBe(1);
    expect((await admin.request('PUT', '/api/admin/events/no-such-event', input)).status).toBe(404);
  });

  it('cancels an event once (audited); a cancelled event cannot change, take registrations or be cancelled again', async () => {
    const event = await scheduleEvent(admin);
    const learner = await t.signedInClient();
    expect((await put(learner, `/api/events/${event.id}/registration`)).status).toBe(201);
    const cancels = await Promise.all([1, 2, 3].map(() => admin.post(`/api/admin/events/${event.id}/cancel`)));
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const cancelled = ((await cancels.find((r) => r.status === 200)!.json()) as { event: AdminEvent }).event;
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await auditOf(event.id)).filter((a) => a.action === 'event.cancel').map((a) => a.actorId)).toEqual([adminId]);
    const edit = await admin.request('PUT', `/api/admin/events/${event.id}`, eventInput());
    expect([edit.status, ((await edit.json()) as ErrorAnswer).error.message]).toEqual([409, 'This event was cancelled, so it cannot be changed.']);
    expect((await put(await t.signedInClient(), `/api/events/${event.id}/registration`)).status).toBe(409);
    const ics = await (await learner.get(`/api/events/${event.id}/calendar.ics`)).text();
    expect(ics).toContain('STATUS:CANCELLED');

    const ended = await scheduleEvent(admin);
    await setEventTimes(t, ended.id, Date.now() - 120 * MIN, Date.now() - 60 * MIN);
    expect((await admin.post(`/api/admin/events/${ended.id}/cancel`)).status).toBe(409);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const events = await eventCount();
    const audits = await auditCount();
    const now = Date.now();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ joinUrl: 'http://meet.example.org/x' }, { joinUrl: 'Must be an https:// address' }],
      [{ joinUrl: 'https://10.0.0.5/room' }, { joinUrl: 'Must be a public internet address' }],
      [{ title: '' }, { title: 'Give the event a title' }],
      [{ startsAtLocal: '2030-01-01T10:00', endsAtLocal: '2030-01-01T09:00' }, { endsAtLocal: 'The end must be after the start' }],
      [{ timeZone: 'Europe/London', startsAtLocal: '2030-03-31T01:30', endsAtLocal: '2030-03-31T03:00' }, { startsAtLocal: '2030-03-31 01:30 does not exist in Europe/London: the clocks change then. Choose another time.' }],
      [{ timeZone: 'Nowhere/Else' }, { timeZone: 'Choose a valid timezone' }],
      [{ cpdMinutes: -1 }, { cpdMinutes: 'The CPD minutes cannot be negative' }],
      [{ journeyId: 'no-such-journey' }, { journeyId: 'Choose a journey from the list' }],
      [eventInput({ startsAt: now - 120 * MIN, endsAt: now - 60 * MIN }), { endsAtLocal: 'This time has already passed' }],
    ];
    for (const [change, fields] of cases) {
      const res = await admin.post('/api/admin/events', { ...eventInput(), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.fields, JSON.stringify(change)).toEqual(fields);
    }
    for (const extra of [{ createdBy: 'x' }, { startsAt: 0 }, { cancelledAt: null }]) expect((await admin.post('/api/admin/events', { ...eventInput(), ...extra })).status).toBe(400);
    expect([await eventCount(), await auditCount()]).toEqual([events, audits]);
  });

  it('keeps the admin routes from learners (403) and visitors (401)', async () => {
    const event = await scheduleEvent(admin);
    const learner = await t.signedInClient();
    const visitor = new Client(t.url);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/events', undefined],
      ['POST', '/api/admin/events', eventInput()],
      ['GET', `/api/admin/events/${event.id}`, undefined],
      ['PUT', `/api/admin/events/${event.id}`, eventInput()],
      ['POST', `/api/admin/events/${event.id}/cancel`, undefined],
      ['GET', `/api/admin/events/${event.id}/code`, undefined],
      ['POST', `/api/admin/events/${event.id}/attendance`, { userId: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await learner.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await db().selectFrom('events').select('cancelledAt').where('id', '=', event.id).executeTakeFirstOrThrow()).cancelledAt).toBeNull();
  });

  it('shows the host the current code only while attendance is open, with when it rotates', async () => {
    const event = await scheduleEvent(admin, { startsAt: Date.now() + 30 * MIN });
    const read = async () => (await (await admin.get(`/api/admin/events/${event.id}/code`)).json()) as AttendanceCode;
    expect(await read()).toMatchObject({ state: 'not_open', code: null, rotatesAt: null, opensAt: new Date(minuteOf(Date.parse(event.startsAt))).toISOString() });

    await setEventTimes(t, event.id, Date.now() - 10 * MIN, Date.now() + 50 * MIN);
    const before = Date.now();
    const open = await read();
    const after = Date.now();
    expect(open.state).toBe('open');
    // The code of the slice the server answered in (a rotation may fall between the two reads).
    expect([codeAt(t, event.id, before), codeAt(t, event.id, after)]).toContain(open.code);
    expect(open.code).toMatch(/^\d{6}$/);
    expect(Date.parse(open.rotatesAt!)).toBe(sliceEndsAt(attendanceSlice(Date.parse(open.serverTime))));

    await setEventTimes(t, event.id, Date.now() - 90 * MIN, Date.now() - 20 * MIN);
    expect(await read()).toMatchObject({ state: 'closed', code: null });
    expect((await admin.get('/api/admin/events/no-such-event/code')).status).toBe(404);
  });

  it('lists who registered and who attended, with counts', async () => {
    const event = await scheduleEvent(admin, { startsAt: Date.now() - 5 * MIN, endsAt: Date.now() + 55 * MIN });
    const ama = await t.makeUser({ name: 'Ama' });
    const bola = await t.makeUser({ name: 'Bola' });
    await put(await t.signedInClient({ user: ama }), `/api/events/${event.id}/registration`);
    const bc = await t.signedInClient({ user: bola });
    await put(bc, `/api/events/${event.id}/registration`);
    expect((await bc.post(`/api/events/${event.id}/attendance`, { code: codeAt(t, event.id) })).status).toBe(201);
    const detail = (await (await admin.get(`/api/admin/events/${event.id}`)).json()) as AdminEventDetail;
    expect(detail.event).toMatchObject({ registrations: 2, attendances: 1, phase: 'live' });
    expect(detail.attendees.map((a) => [a.name, a.registeredAt !== null, a.attendance?.verifiedBy ?? null])).toEqual([
      ['Ama', true, null],
      ['Bola', true, 'platform'],
    ]);
    const listed = (await (await admin.get('/api/admin/events')).json()) as AdminEventList;
    expect(listed.upcoming.find((e) => e.id === event.id)).toMatchObject({ registrations: 2, attendances: 1 });
  });
});
