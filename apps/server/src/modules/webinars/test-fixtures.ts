import { attendanceSlice, utcToZonedWallTime, type AdminEvent, type EventInput } from '@lv/domain';
import { expect } from 'vitest';
import type { Client, TestApp } from '../../test/harness';
import { AttendanceCodes } from './attendance-code';

/** Test factories for the webinars suites. */

export const MIN = 60_000;

/** A wall time (minute precision) for `ms` in `zone`, as the admin form sends it. */
export const wall = (ms: number, zone = 'UTC') => utcToZonedWallTime(ms, zone);

/** A minute boundary: wall times carry no seconds, so tests compare against these. */
export const minuteOf = (ms: number) => Math.floor(ms / MIN) * MIN;

export function eventInput(change: Partial<EventInput> & { startsAt?: number; endsAt?: number } = {}): EventInput {
  const { startsAt = Date.now() + 7 * 86_400_000, endsAt, ...rest } = change;
  const zone = rest.timeZone ?? 'UTC';
  return {
    title: 'Leading with data: a live clinic',
    description: 'Bring one number your team reports.\n\nLeave with a draft dashboard.',
    startsAtLocal: wall(startsAt, zone),
    endsAtLocal: wall(endsAt ?? startsAt + 75 * MIN, zone),
    timeZone: zone,
    joinUrl: 'https://meet.example.org/lv-clinic',
    cpdMinutes: 75,
    journeyId: null,
    ...rest,
  };
}

/** Schedules an event through the admin API; returns it. */
export async function scheduleEvent(admin: Client, change: Parameters<typeof eventInput>[0] = {}): Promise<AdminEvent> {
  const res = await admin.post('/api/admin/events', eventInput(change));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { event: AdminEvent }).event;
}

/** Moves an event's times straight in the database (to put it in the past, which the API refuses). */
export async function setEventTimes(t: TestApp, eventId: string, startsAt: number, endsAt: number): Promise<void> {
  await t.app.db.kysely.updateTable('events').set({ startsAt, endsAt }).where('id', '=', eventId).execute();
}

/** The code the host's screen shows for a slice (by default the current one). */
export function codeAt(t: TestApp, eventId: string, at = Date.now()): string {
  return new AttendanceCodes(t.config.authSecret).codeFor(eventId, attendanceSlice(at));
}

/** A 6-digit code that is none of the event's codes around now (so it is wrong, not stale). */
export function wrongCode(t: TestApp, eventId: string): string {
  const codes = new AttendanceCodes(t.config.authSecret);
  const now = attendanceSlice(Date.now());
  const taken = new Set(Array.from({ length: 40 }, (_, i) => codes.codeFor(eventId, now + 2 - i)));
  for (let n = 0; ; n += 1) {
    const candidate = String((123_457 + n * 7_919) % 1_000_000).padStart(6, '0');
    if (!taken.has(candidate)) return candidate;
  }
}
