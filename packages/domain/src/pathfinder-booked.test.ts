import { describe, expect, it } from 'vitest';
import { bookingCalendarPath, bookingSlot } from './pathfinder-booked';
import { isShippedExampleUrl, settingsLeftOnExample } from './settings';

describe('bookingSlot', () => {
  it.each([
    // West Africa Time is UTC+1 all year; New York is UTC-5 in winter and UTC-4 in summer.
    [{ date: '2026-12-08', time: '14:00', timezone: 'Africa/Lagos' }, '2026-12-08T13:00:00.000Z'],
    [
      { date: '2026-12-08', time: '20:00', timezone: 'America/New_York' },
      '2026-12-09T01:00:00.000Z',
    ],
    [
      { date: '2026-07-08', time: '13:30', timezone: 'America/New_York' },
      '2026-07-08T17:30:00.000Z',
    ],
  ])('%j starts at %s and lasts 30 minutes', (booking, startsAt) => {
    const slot = bookingSlot(booking)!;
    expect(new Date(slot.startsAt).toISOString()).toBe(startsAt);
    expect(slot.endsAt - slot.startsAt).toBe(30 * 60_000);
  });

  it('has no slot at a time the zone skips', () => {
    // Samoa skipped 30 December 2011 entirely.
    expect(bookingSlot({ date: '2011-12-30', time: '14:00', timezone: 'Pacific/Apia' })).toBeNull();
  });

  it('names the calendar file by the booking id', () => {
    expect(bookingCalendarPath('a b')).toBe('/api/bookings/a%20b/calendar.ics');
  });
});

describe('the shipped example addresses', () => {
  it.each([
    ['https://leadvillage.africa/book/pathfinder', true],
    ['https://www.LeadVillage.africa/x', true],
    ['https://user@leadvillage.africa./x', true],
    ['https://leadvillage.africa.example.org/x', false],
    ['https://notleadvillage.africa/x', false],
    ['https://cal.example.org/leadvillage.africa', false],
  ])('%s is the example: %s', (url, example) => {
    expect(isShippedExampleUrl(url)).toBe(example);
  });

  it('lists the booking addresses still on it', () => {
    expect(
      settingsLeftOnExample({
        calendarPageUrl: 'https://leadvillage.africa/a',
        customJourneyBookingUrl: 'https://cal.example.org/b',
      }),
    ).toEqual(['calendarPageUrl']);
  });
});
