import { describe, expect, it } from 'vitest';
import { deliveryTime } from './quiet-hours';
import { utcToZonedWallTime } from './zoned-time';

const at = (isoUtc: string) => Date.parse(isoUtc);

describe('deliveryTime', () => {
  // [zone, due (UTC), expected send (UTC), what it is locally]
  const cases: Array<[string, string, string, string]> = [
    ['Africa/Lagos', '2026-12-08T09:00:00Z', '2026-12-08T09:00:00Z', '10:00 in Lagos goes as due'],
    [
      'Africa/Lagos',
      '2026-12-08T22:00:00Z',
      '2026-12-09T07:00:00Z',
      '23:00 in Lagos waits for 08:00 the next day',
    ],
    ['Africa/Lagos', '2026-12-08T19:00:00Z', '2026-12-09T07:00:00Z', '20:00 itself is quiet'],
    ['Africa/Lagos', '2026-12-08T18:59:00Z', '2026-12-08T18:59:00Z', '19:59 still goes'],
    [
      'Africa/Lagos',
      '2026-12-08T03:30:00Z',
      '2026-12-08T07:00:00Z',
      '04:30 waits for 08:00 the same day',
    ],
    ['Africa/Lagos', '2026-12-08T07:00:00Z', '2026-12-08T07:00:00Z', '08:00 goes'],
    [
      'Africa/Nairobi',
      '2026-12-08T20:00:00Z',
      '2026-12-09T05:00:00Z',
      '23:00 in Nairobi waits for 08:00 (05:00 UTC)',
    ],
    ['Africa/Nairobi', '2026-12-08T16:30:00Z', '2026-12-08T16:30:00Z', '19:30 in Nairobi goes'],
    [
      'Africa/Nairobi',
      '2026-12-31T21:30:00Z',
      '2027-01-01T05:00:00Z',
      'past midnight on new year: 08:00 that morning',
    ],
    // Cairo's clocks go forward at 00:00 on Friday 24 April 2026 (EET +2 to EEST +3).
    [
      'Africa/Cairo',
      '2026-04-23T21:00:00Z',
      '2026-04-24T05:00:00Z',
      '23:00 before the change: 08:00 summer time',
    ],
    // ... and back at 24:00 on Thursday 29 October 2026 (EEST +3 to EET +2).
    [
      'Africa/Cairo',
      '2026-10-29T20:00:00Z',
      '2026-10-30T06:00:00Z',
      '23:00 before the change back: 08:00 winter time',
    ],
    // Paris goes forward at 02:00 on 29 March 2026 (+1 to +2).
    [
      'Europe/Paris',
      '2026-03-28T22:00:00Z',
      '2026-03-29T06:00:00Z',
      '23:00 on the eve of the change: 08:00 CEST',
    ],
    ['UTC', '2026-12-08T21:00:00Z', '2026-12-09T08:00:00Z', 'UTC'],
    ['Not/AZone', '2026-12-08T21:00:00Z', '2026-12-09T08:00:00Z', 'an unknown zone counts as UTC'],
  ];
  it.each(cases)('%s %s → %s (%s)', (zone, due, expected) => {
    expect(new Date(deliveryTime(at(due), zone)).toISOString()).toBe(
      new Date(at(expected)).toISOString(),
    );
  });

  it.each(['Africa/Lagos', 'Africa/Nairobi', 'Africa/Cairo', 'Europe/Paris'])(
    'a reminder due at 23:00 local on any night of the year goes at 08:00 local (%s)',
    (zone) => {
      for (let d = 0; d < 366; d++) {
        const day = new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
        // 23:00 local that day, found by stepping through the UTC hours.
        const due = [...Array(30).keys()]
          .map((h) => Date.UTC(2026, 0, 1) + d * 86_400_000 - 6 * 3_600_000 + h * 3_600_000)
          .find((ms) => utcToZonedWallTime(ms, zone) === `${day}T23:00`)!;
        const sent = utcToZonedWallTime(deliveryTime(due, zone), zone);
        expect(sent.slice(11)).toBe('08:00');
        expect(sent.slice(0, 10) > day).toBe(true);
      }
    },
  );
});
