import { describe, expect, it } from 'vitest';
import {
  canGoToPathfinderStep,
  PATHFINDER_DURATION_OPTIONS,
  PATHFINDER_TIME_SLOTS,
  PATHFINDER_TIMELINE_OPTIONS,
  PathfinderBasicInfoSchema,
  pathfinderBookingSchema,
  pathfinderDetailsSchema,
  pathfinderStepSchema,
} from './pathfinder';

const TODAY = '2026-03-10';

const basic = { name: 'Ada Obi', email: 'ada@example.com', teamSize: 12 };
const details = {
  timeline: '1month',
  duration: '6months',
  date: TODAY,
  time: '13:30',
  timezone: 'Africa/Lagos',
};

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? null : (result.error?.issues[0]?.message ?? null));
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('step 0: basic info', () => {
  it.each([
    [{}, null],
    [{ name: undefined }, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'ada' }, 'Please enter a valid email address'],
    [{ email: 'ada@' }, 'Please enter a valid email address'],
    [{ email: 'ada@example' }, 'Please enter a valid email address'],
    [{ email: ' ada@example.com ' }, null],
    [{ teamSize: undefined }, 'Team size is required'],
    [{ teamSize: '' }, 'Team size is required'],
    [{ teamSize: NaN }, 'Team size is required'],
    [{ teamSize: 'many' }, 'Team size must be a number'],
    [{ teamSize: 3 }, 'Team size must be at least 4'],
    [{ teamSize: '3' }, 'Team size must be at least 4'],
    [{ teamSize: 0 }, 'Team size must be at least 4'],
    [{ teamSize: 4 }, null],
    [{ teamSize: '4' }, null],
    [{ teamSize: 4.5 }, 'Team size must be a whole number'],
    [{ phone: '' }, null],
    [{ phone: '+234 800 000 0000' }, null],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(PathfinderBasicInfoSchema.safeParse({ ...basic, ...patch }))).toBe(message);
  });

  it('reports one message per empty field', () => {
    expect(
      messages(PathfinderBasicInfoSchema.safeParse({ name: '', email: '', teamSize: '' })),
    ).toEqual(['Name is required', 'Email is required', 'Team size is required']);
  });

  it('hands over a trimmed name and email and a numeric team size', () => {
    const result = PathfinderBasicInfoSchema.parse({
      name: ' Ada ',
      email: ' ada@example.com ',
      teamSize: '12',
    });
    expect(result).toEqual({ name: 'Ada', email: 'ada@example.com', teamSize: 12 });
  });
});

describe('step 1: programme details', () => {
  const schema = pathfinderDetailsSchema(TODAY);
  it.each([
    [{}, null],
    [{ timeline: undefined }, 'Timeline is required'],
    [{ timeline: '' }, 'Timeline is required'],
    [{ timeline: 'someday' }, 'Timeline is required'],
    [{ timeline: 'immediate' }, null],
    [{ timeline: '6months' }, null],
    [{ duration: '' }, 'Duration is required'],
    [{ duration: '24months' }, 'Duration is required'],
    [{ duration: '12months' }, null],
    [{ date: undefined }, 'Date is required'],
    [{ date: '' }, 'Date is required'],
    [{ date: '2026-03-09' }, 'Date cannot be in the past'], // yesterday
    [{ date: '2026-03-10' }, null], // today
    [{ date: '2026-03-11' }, null], // tomorrow
    [{ date: '2025-12-31' }, 'Date cannot be in the past'],
    [{ date: '2026-02-30' }, 'Enter a valid date'],
    [{ date: '10/03/2026' }, 'Enter a valid date'],
    [{ time: undefined }, 'Time is required'],
    [{ time: '' }, 'Time is required'],
    [{ time: '13:00' }, 'Time is required'],
    [{ time: '20:00' }, null],
    [{ time: '20:30' }, 'Time is required'],
    [{ timezone: 'America/Bogota' }, null],
    [{ timezone: 'Mars/Olympus' }, 'Choose a valid time zone'],
    [{ timezone: '' }, 'Time zone is required'],
    [{ painPoints: '' }, null],
    [{ painPoints: 'Silos between sales and ops' }, null],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(schema.safeParse({ ...details, ...patch }))).toBe(message);
  });

  it('reports one message per empty field', () => {
    expect(
      messages(
        schema.safeParse({ timeline: '', duration: '', date: '', time: '', timezone: 'UTC' }),
      ),
    ).toEqual([
      'Timeline is required',
      'Duration is required',
      'Date is required',
      'Time is required',
    ]);
  });

  it('moves "today" with the argument', () => {
    expect(pathfinderDetailsSchema('2026-03-11').safeParse(details).success).toBe(false);
    expect(pathfinderDetailsSchema('2026-03-09').safeParse(details).success).toBe(true);
  });
});

describe('pathfinderBookingSchema', () => {
  it('accepts the whole payload', () => {
    expect(
      pathfinderBookingSchema(TODAY).parse({ ...basic, ...details, phone: '', painPoints: 'x' }),
    ).toEqual({
      ...basic,
      ...details,
      phone: '',
      painPoints: 'x',
    });
  });

  it('refuses extra fields', () => {
    expect(
      firstMessage(pathfinderBookingSchema(TODAY).safeParse({ ...basic, ...details, admin: true })),
    ).toBe('Unrecognized key: "admin"');
  });

  it('gives the schema of each step', () => {
    expect(pathfinderStepSchema(0, TODAY).safeParse(basic).success).toBe(true);
    expect(pathfinderStepSchema(1, TODAY).safeParse(details).success).toBe(true);
    expect(pathfinderStepSchema(1, TODAY).safeParse(basic).success).toBe(false);
  });
});

describe('options', () => {
  it('has the timeline and duration values with labels', () => {
    expect(PATHFINDER_TIMELINE_OPTIONS).toEqual([
      { value: 'immediate', label: 'Immediately' },
      { value: '1month', label: 'Within 1 month' },
      { value: '3months', label: 'Within 3 months' },
      { value: '6months', label: 'Within 6 months' },
    ]);
    expect(PATHFINDER_DURATION_OPTIONS.map((o) => o.value)).toEqual([
      '3months',
      '6months',
      '9months',
      '12months',
    ]);
  });

  it('has 14 half-hour slots from 1:30 PM to 8:00 PM', () => {
    expect(PATHFINDER_TIME_SLOTS).toHaveLength(14);
    expect(PATHFINDER_TIME_SLOTS[0]).toEqual({ value: '13:30', label: '1:30 PM' });
    expect(PATHFINDER_TIME_SLOTS[1]).toEqual({ value: '14:00', label: '2:00 PM' });
    expect(PATHFINDER_TIME_SLOTS.at(-1)).toEqual({ value: '20:00', label: '8:00 PM' });
    expect(PATHFINDER_TIME_SLOTS.map((s) => s.value)).toEqual([
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
  });
});

describe('canGoToPathfinderStep', () => {
  it.each([
    [1, 0, true],
    [0, 1, false],
    [0, 0, false],
    [1, 1, false],
  ] as const)('from %i to %i → %s', (current, target, ok) => {
    expect(canGoToPathfinderStep(current, target)).toBe(ok);
  });
});
