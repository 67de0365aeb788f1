import { describe, expect, it } from 'vitest';
import { AttendanceCodeInputSchema, EventInputSchema, eventInstants, MarkAttendanceInputSchema, type EventInput } from './webinar-contracts';

const valid: EventInput = {
  title: 'Leading change across silos: a live clinic',
  description: 'Bring one change you are leading.\n\nLeave with your next three actions.',
  startsAtLocal: '2026-12-08T15:00',
  endsAtLocal: '2026-12-08T16:30',
  timeZone: 'Africa/Lagos',
  joinUrl: 'https://meet.example.org/lv-clinic',
  cpdMinutes: 90,
  journeyId: null,
};

/** The first message per field of a failed parse. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = EventInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
}

describe('EventInputSchema', () => {
  it('accepts an event and turns the wall times in its zone into UTC instants', () => {
    const parsed = EventInputSchema.parse(valid);
    expect(eventInstants(parsed)).toEqual({ startsAt: Date.parse('2026-12-08T14:00:00Z'), endsAt: Date.parse('2026-12-08T15:30:00Z') });
  });

  it.each([
    ['an empty join link means none yet', { joinUrl: '  ' }, null],
    ['a null join link', { joinUrl: null }, null],
    ['a join link with spaces around it', { joinUrl: ' https://meet.example.org/x ' }, 'https://meet.example.org/x'],
  ])('%s', (_, change, joinUrl) => {
    expect(EventInputSchema.parse({ ...valid, ...change }).joinUrl).toBe(joinUrl);
  });

  it('cleans the text: control characters go, blank lines stay', () => {
    const parsed = EventInputSchema.parse({ ...valid, title: '  Clinic\u0000  ', description: 'One.\r\n\r\nTwo.' });
    expect([parsed.title, parsed.description]).toEqual(['Clinic', 'One.\n\nTwo.']);
  });

  it.each([
    [{ title: '   ' }, { title: 'Give the event a title' }],
    [{ title: 'x'.repeat(121) }, { title: 'Keep it to 120 characters or fewer' }],
    [{ description: '' }, { description: 'Say what participants leave the session with' }],
    [{ startsAtLocal: '8 Dec 2026 15:00' }, { startsAtLocal: 'Enter the start as a date and a time' }],
    [{ endsAtLocal: '2026-02-30T10:00' }, { endsAtLocal: 'Enter the end as a date and a time' }],
    [{ endsAtLocal: '2026-12-08T15:00' }, { endsAtLocal: 'The end must be after the start' }],
    [{ endsAtLocal: '2026-12-08T14:00' }, { endsAtLocal: 'The end must be after the start' }],
    [{ endsAtLocal: '2026-12-09T03:01' }, { endsAtLocal: 'An event can last at most 12 hours' }],
    [
      { timeZone: 'Europe/London', startsAtLocal: '2026-03-29T01:30', endsAtLocal: '2026-03-29T03:00' },
      { startsAtLocal: '2026-03-29 01:30 does not exist in Europe/London: the clocks change then. Choose another time.' },
    ],
    [{ timeZone: 'Mars/Olympus' }, { timeZone: 'Choose a valid timezone' }],
    [{ joinUrl: 'http://meet.example.org/x' }, { joinUrl: 'Must be an https:// address' }],
    [{ joinUrl: 'javascript:alert(1)' }, { joinUrl: 'Must be an https:// address' }],
    [{ joinUrl: 'https://127.0.0.1/x' }, { joinUrl: 'Must be a public internet address' }],
    [{ cpdMinutes: -5 }, { cpdMinutes: 'The CPD minutes cannot be negative' }],
    [{ cpdMinutes: 12.5 }, { cpdMinutes: 'Enter whole minutes' }],
    [{ cpdMinutes: 601 }, { cpdMinutes: 'At most 600 CPD minutes' }],
    [{ cpdMinutes: '90' }, { cpdMinutes: 'Enter the CPD minutes' }],
    [{ journeyId: '' }, { journeyId: 'Choose a journey from the list' }],
  ])('%j → %j', (change, errors) => {
    expect(fieldErrors({ ...valid, ...change })).toEqual(errors);
  });

  it('refuses fields the server decides', () => {
    for (const extra of [{ startsAt: 0 }, { createdBy: 'x' }, { cancelledAt: null }]) {
      expect(EventInputSchema.safeParse({ ...valid, ...extra }).success).toBe(false);
    }
  });
});

describe('AttendanceCodeInputSchema', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
  ])('%j → %j', (code, parsed) => expect(AttendanceCodeInputSchema.parse({ code }).code).toBe(parsed));

  it.each([[''], ['12345'], ['abcdef'], ['1234567'], ['x'.repeat(41)]])('refuses %j', (code) => {
    const result = AttendanceCodeInputSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the 6-digit code the host shows');
  });

  it('refuses a learner or points sent with the code', () => {
    expect(AttendanceCodeInputSchema.safeParse({ code: '123456', userId: 'someone' }).success).toBe(false);
  });
});

describe('MarkAttendanceInputSchema', () => {
  it.each([
    [{ userId: 'u1' }, true],
    [{ email: 'ama@example.org' }, true],
    [{ email: 'not an email' }, false],
    [{ userId: 'u1', email: 'ama@example.org' }, false],
    [{}, false],
  ])('%j → %s', (input, ok) => expect(MarkAttendanceInputSchema.safeParse(input).success).toBe(ok));
});
