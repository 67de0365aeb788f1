import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isCalendarDay, isValidTimeZone } from './calendar-day';
import { MIN_TEAM_SIZE } from './constants';
import { fromFormInput, requiredNumber, type SelectOption } from './form-input';

/*
 * The Pathfinder booking (`../shared/spec/platform-spec.md` sections 3 (Entities and their fields), 4 (States and transitions), 5 (Validation rules) and 9 (Business constants and limits)): a 30-minute consultation booked in two
 * steps. "Today" is not pure, so the date rule takes it as an argument: the browser passes its
 * own day, the server the day in the booking's timezone (`localDay(now, booking.timezone)`).
 */

export const PATHFINDER_TIMELINES = ['immediate', '1month', '3months', '6months'] as const;
export type PathfinderTimeline = (typeof PATHFINDER_TIMELINES)[number];

/** When the team wants to start. */
export const PATHFINDER_TIMELINE_OPTIONS: ReadonlyArray<SelectOption<PathfinderTimeline>> = [
  { value: 'immediate', label: 'Immediately' },
  { value: '1month', label: 'Within 1 month' },
  { value: '3months', label: 'Within 3 months' },
  { value: '6months', label: 'Within 6 months' },
];

export const PATHFINDER_DURATIONS = ['3months', '6months', '9months', '12months'] as const;
export type PathfinderDuration = (typeof PATHFINDER_DURATIONS)[number];

/** How long the programme should run. */
export const PATHFINDER_DURATION_OPTIONS: ReadonlyArray<SelectOption<PathfinderDuration>> = [
  { value: '3months', label: '3 months' },
  { value: '6months', label: '6 months' },
  { value: '9months', label: '9 months' },
  { value: '12months', label: '12 months' },
];

/** Minutes after midnight of the first and last slot, and the slot step. */
const FIRST_SLOT_MINUTES = 13 * 60 + 30;
const LAST_SLOT_MINUTES = 20 * 60;
const SLOT_STEP_MINUTES = 30;

/** A time slot as 'HH:MM' (24-hour) and as shown ('1:30 PM'). */
function slotAt(minutes: number): SelectOption<string> {
  const hours = Math.floor(minutes / 60);
  const mins = String(minutes % 60).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    value: `${String(hours).padStart(2, '0')}:${mins}`,
    label: `${hour12}:${mins} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

/** The 14 half-hour slots from 1:30 PM to 8:00 PM, in the booker's own timezone. */
export const PATHFINDER_TIME_SLOTS: ReadonlyArray<SelectOption<string>> = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, i) => slotAt(FIRST_SLOT_MINUTES + i * SLOT_STEP_MINUTES),
);

const SLOT_VALUES = new Set(PATHFINDER_TIME_SLOTS.map((s) => s.value));

/** The two steps and their clickable labels. */
export const PATHFINDER_STEPS = [
  { step: 0, label: 'Basic info' },
  { step: 1, label: 'Programme details' },
] as const;
export type PathfinderStep = (typeof PATHFINDER_STEPS)[number]['step'];

/** A step label can be clicked to go back to it: earlier steps only. */
export function canGoToPathfinderStep(current: PathfinderStep, target: PathfinderStep): boolean {
  return target < current;
}

/** A required text field: missing or blank gives `required`; trimmed; at most `max` characters. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });

/** Step 0, basic info: name, email, team size (at least 4), optional phone. */
export const PathfinderBasicInfoSchema = lazySchema(() => z.object({
  name: requiredText('Name is required', 200, 'Name is too long'),
  email: requiredText('Email is required', 254, 'Please enter a valid email address').pipe(
    z.email({ error: 'Please enter a valid email address' }),
  ),
  phone: z.string().trim().max(40, { error: 'Phone number is too long' }).optional(),
  teamSize: fromFormInput(
    requiredNumber({ required: 'Team size is required', notANumber: 'Team size must be a number' })
      .int({ error: 'Team size must be a whole number' })
      .min(MIN_TEAM_SIZE, { error: `Team size must be at least ${MIN_TEAM_SIZE}` })
      .max(1_000_000, { error: 'Team size is too large' }),
  ),
}));

/** Step 1, programme details; `today` ('YYYY-MM-DD') is the earliest date that can be booked. */
export function pathfinderDetailsSchema(today: string) {
  return z.object({
    timeline: z.enum(PATHFINDER_TIMELINES, { error: 'Timeline is required' }),
    duration: z.enum(PATHFINDER_DURATIONS, { error: 'Duration is required' }),
    date: requiredText('Date is required', 10, 'Enter a valid date')
      .refine(isCalendarDay, { error: 'Enter a valid date', abort: true })
      // 'YYYY-MM-DD' strings sort like the days they name.
      .refine((date) => date >= today, { error: 'Date cannot be in the past' }),
    time: z
      .string({ error: 'Time is required' })
      .refine((t) => SLOT_VALUES.has(t), { error: 'Time is required' }),
    timezone: requiredText('Time zone is required', 64, 'Choose a valid time zone').refine(
      isValidTimeZone,
      { error: 'Choose a valid time zone' },
    ),
    painPoints: z
      .string()
      .trim()
      .max(5_000, { error: 'Keep it under 5,000 characters' })
      .optional(),
  });
}

/** The whole booking payload of `../shared/spec/platform-spec.md` section 3 (Entities and their fields) (extra fields refused). */
export function pathfinderBookingSchema(today: string) {
  return z.strictObject({
    ...PathfinderBasicInfoSchema.shape,
    ...pathfinderDetailsSchema(today).shape,
  });
}
export type PathfinderBooking = z.infer<ReturnType<typeof pathfinderBookingSchema>>;
export type PathfinderBasicInfo = z.infer<typeof PathfinderBasicInfoSchema>;
export type PathfinderDetails = z.infer<ReturnType<typeof pathfinderDetailsSchema>>;

/** The schema of one step (step 1 needs today's date). */
export function pathfinderStepSchema(step: PathfinderStep, today: string) {
  return step === 0 ? PathfinderBasicInfoSchema : pathfinderDetailsSchema(today);
}
