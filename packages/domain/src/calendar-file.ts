/*
 * An iCalendar file (RFC 5545) for one event, written by hand: a dozen properties do not need a
 * library. What matters is done here and tested: CRLF line ends, text escaping (section 3.3.11),
 * lines folded at 75 octets without splitting a character (3.1), times in UTC with a Z (3.3.5), a
 * UID that names the event forever (so a second download updates the first), and a DTSTAMP that
 * is the event's last change (3.8.7.2: without METHOD it is when the information was last revised),
 * so the same event downloads as the same bytes.
 */

/** One event as a calendar file carries it. */
export interface CalendarEventInput {
  /** Globally unique and stable: e.g. `event-{id}@{host}`. */
  uid: string;
  /** When the event was last changed (epoch ms). */
  updatedAt: number;
  startsAt: number;
  endsAt: number;
  /** Starts at 0, one more for each change, so calendars take the newer copy. */
  sequence: number;
  summary: string;
  description: string;
  /** The event's page (an absolute URL), or null. */
  url: string | null;
  cancelled: boolean;
}

/** 'YYYYMMDDTHHMMSSZ', the UTC form of a DATE-TIME. */
export function icsUtcDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, control characters other than tab dropped. */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters may not appear in a TEXT value
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** UTF-8 length of one code point. */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded as RFC 5545 asks: no line longer than 75 octets (UTF-8), each
 * continuation starting with one space; a character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The whole file: one VCALENDAR with one VEVENT, CRLF line ends, folded lines. */
export function calendarFile(event: CalendarEventInput, productName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcDateTime(event.updatedAt)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTART:${icsUtcDateTime(event.startsAt)}`,
    `DTEND:${icsUtcDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    // A URI value is not TEXT: it is not escaped, but it may not break the line.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
