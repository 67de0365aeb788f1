import { describe, expect, it } from 'vitest';
import { ACTIVITY_THROTTLE_MS, LAST_ACTIVE_HEARTBEAT_MS } from '@lv/domain';
import { isActivityPingDue } from './activity-throttle';

describe('isActivityPingDue', () => {
  it.each([
    { name: 'no ping sent yet', last: null, now: 1_000, due: true },
    { name: 'just sent', last: 1_000, now: 1_000, due: false },
    { name: '1 ms after', last: 1_000, now: 1_001, due: false },
    { name: '59.999 s after', last: 1_000, now: 1_000 + 59_999, due: false },
    { name: 'exactly 60 s after', last: 1_000, now: 1_000 + 60_000, due: true },
    { name: '5 minutes after', last: 1_000, now: 1_000 + 300_000, due: true },
    { name: 'clock went backwards', last: 100_000, now: 50_000, due: true },
  ])('$name → $due', ({ last, now, due }) => {
    expect(isActivityPingDue(last, now)).toBe(due);
  });

  it('takes another throttle interval', () => {
    expect(isActivityPingDue(0, 10_000, 10_000)).toBe(true);
    expect(isActivityPingDue(0, 9_999, 10_000)).toBe(false);
  });

  it('uses the spec timings: 60 s throttle, 5 min heartbeat', () => {
    expect(ACTIVITY_THROTTLE_MS).toBe(60_000);
    expect(LAST_ACTIVE_HEARTBEAT_MS).toBe(300_000);
  });
});
