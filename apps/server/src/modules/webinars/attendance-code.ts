import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTENDANCE_CODE_DIGITS } from '@lv/domain';

/**
 * Attendance codes: HMAC-SHA256 of the event id and the 5-minute slice, cut to 6 digits the way
 * HOTP does (RFC 4226 dynamic truncation), so they are unpredictable without the server's secret
 * and the same in every server process. The key is derived from the session secret for this use
 * only, so a code never reveals anything about session signing.
 */
export class AttendanceCodes {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    this.#key = createHmac('sha256', serverSecret).update('leadvillage:attendance-codes:v1').digest();
  }

  /** The code of one event for one slice: ATTENDANCE_CODE_DIGITS digits, leading zeros kept. */
  codeFor(eventId: string, slice: number): string {
    const mac = createHmac('sha256', this.#key).update(`${eventId}:${slice}`).digest();
    const offset = mac[mac.length - 1]! & 0x0f;
    const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** ATTENDANCE_CODE_DIGITS;
    return String(value).padStart(ATTENDANCE_CODE_DIGITS, '0');
  }

  /** Whether `code` is the event's code for `slice` (compared in constant time). */
  matches(eventId: string, slice: number, code: string): boolean {
    const expected = Buffer.from(this.codeFor(eventId, slice));
    const given = Buffer.from(code);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
