import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('constants of ../shared/spec/platform-spec.md section 9 (Business constants and limits)', () => {
  it.each<[keyof typeof constants, number | string]>([
    ['TOAST_DURATION_MS', 3000],
    ['HEADER_SOLID_SCROLL_PX', 20],
    ['HERO_COUNTER_MS', 2000],
    ['LAST_ACTIVE_HEARTBEAT_MS', 300_000],
    ['ACTIVITY_THROTTLE_MS', 60_000],
    ['MIN_TEAM_SIZE', 4],
    ['SESSION_MINUTES', 30],
    ['DEFAULT_FUNCTIONS_REGION', 'us-central1'],
    ['MISSION_LIVES_GOAL', 1_000_000],
    ['MISSION_YEAR', 2026],
    ['ACTIVE_LEADERS', 2453],
    ['ACTIVE_LEADERS_GOAL', 100_000],
    ['LEADERS_CLAIM', '2,400+'],
    ['BADGE_UNLOCKED_PROGRESS', 100],
    ['LOADING_TEXT', 'Loading...'],
    ['RENDER_CRASH_TEXT', 'Something went wrong.'],
    ['SALES_EMAIL_SUBJECT', 'Interested in Transformation Tier'],
  ])('%s = %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});
