import { describe, expect, it } from 'vitest';
import { calendarFile, escapeIcsText, foldIcsLine, icsUtcDateTime, type CalendarEventInput } from './calendar-file';

/** UTF-8 length, counted by hand (the domain has neither DOM nor Node types). */
const octets = (s: string) => [...s].reduce((n, c) => n + (c.codePointAt(0)! < 0x80 ? 1 : c.codePointAt(0)! < 0x800 ? 2 : c.codePointAt(0)! < 0x10000 ? 3 : 4), 0);
/** The logical lines of a file: CRLF-separated, continuation lines joined back (RFC 5545 3.1). */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('escapeIcsText', () => {
  it.each([
    ['Plain words', 'Plain words'],
    ['Data, tools; and people', 'Data\\, tools\\; and people'],
    ['C:\\path', 'C:\\\\path'],
    ['Line one\nLine two', 'Line one\\nLine two'],
    ['Windows\r\nline', 'Windows\\nline'],
    ['Old Mac\rline', 'Old Mac\\nline'],
    ['Tab\tkept, bell\u0007 dropped', 'Tab\tkept\\, bell dropped'],
    ['Côte d’Ivoire — Ọ̀ṣun', 'Côte d’Ivoire — Ọ̀ṣun'],
  ])('%j → %j', (text, escaped) => expect(escapeIcsText(text)).toBe(escaped));
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets and never splits a character', () => {
    for (const text of ['DESCRIPTION:' + 'é'.repeat(100), 'SUMMARY:' + 'Ọ̀ṣun '.repeat(30), 'X:' + '🙂'.repeat(50), 'Y:' + 'a'.repeat(300)]) {
      const folded = foldIcsLine(text);
      const lines = folded.split('\r\n');
      for (const [i, line] of lines.entries()) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        if (i > 0) expect(line.startsWith(' ')).toBe(true);
        expect(line).not.toMatch(/\uFFFD/);
        // No lone half of a surrogate pair (an emoji cut in two).
        expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      }
      expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(text);
    }
  });
});

describe('icsUtcDateTime', () => {
  it.each([
    ['2026-12-08T14:00:00.000Z', '20261208T140000Z'],
    ['2027-01-01T00:00:59.999Z', '20270101T000059Z'],
  ])('%s → %s', (iso, ics) => expect(icsUtcDateTime(Date.parse(iso))).toBe(ics));
});

describe('calendarFile', () => {
  const event: CalendarEventInput = {
    uid: 'event-3f9c@leadvillage.example',
    updatedAt: Date.parse('2026-11-24T09:30:00Z'),
    startsAt: Date.parse('2026-12-08T14:00:00Z'),
    endsAt: Date.parse('2026-12-08T15:15:00Z'),
    sequence: 2,
    summary: 'Leading with data, on a budget',
    description: 'Bring one number; leave with a dashboard.\n\nThe host will add the joining link before the session.',
    url: 'https://leadvillage.example/events/3f9c',
    cancelled: false,
  };

  it('writes one VEVENT with UTC times, the stable UID, DTSTAMP from the last change, escaped text, CRLF ends', () => {
    const file = calendarFile(event, 'LeadVillage');
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(file.slice(0, -2))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//LeadVillage//Events//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:event-3f9c@leadvillage.example',
      'DTSTAMP:20261124T093000Z',
      'SEQUENCE:2',
      'DTSTART:20261208T140000Z',
      'DTEND:20261208T151500Z',
      'SUMMARY:Leading with data\\, on a budget',
      'DESCRIPTION:Bring one number\\; leave with a dashboard.\\n\\nThe host will add the joining link before the session.',
      'URL:https://leadvillage.example/events/3f9c',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('is the same bytes every time for the same event (the UID and DTSTAMP never depend on the download)', () => {
    expect(calendarFile(event, 'LeadVillage')).toBe(calendarFile({ ...event }, 'LeadVillage'));
  });

  it('marks a cancelled event and leaves out an absent URL', () => {
    const lines = unfold(calendarFile({ ...event, cancelled: true, url: null, sequence: 3 }, 'Lead, Village'));
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('PRODID:-//Lead\\, Village//Events//EN');
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
  });

  it('cannot be broken into a second property by a line break in the text', () => {
    const lines = unfold(calendarFile({ ...event, summary: 'Title\r\nATTENDEE:mailto:x@example.com' }, 'LeadVillage'));
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines).toContain('SUMMARY:Title\\nATTENDEE:mailto:x@example.com');
  });
});
