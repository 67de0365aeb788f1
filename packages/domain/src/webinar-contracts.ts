import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isValidTimeZone } from './calendar-day';
import { cleanText } from './text';
import { HttpsUrlSchema } from './settings';
import { ATTENDANCE_CODE_DIGITS, EVENT_MAX_DURATION_MS, EVENT_PHASES, isAttendanceCodeShape, normaliseAttendanceCode } from './webinar-rules';
import { isWallTime, zonedWallTimeToUtc } from './zoned-time';

/*
 * The webinars and events contract (`../shared/spec/decisions.md` "Journeys delivery"). Admins enter an event's
 * start and end as wall-clock times in a named zone; the server stores UTC instants and answers
 * ISO strings; learners read them in their own zone (`timeZone` of the list). The joining link
 * reaches a learner only when `canSeeJoinLink` allows (registered, from 15 minutes before the
 * start). A learner-facing journey is named by its URL id; admin answers use the journey's row id.
 */

export const EVENT_LIMITS = {
  titleMax: 120,
  descriptionMax: 4_000,
  cpdMinutesMax: 600,
} as const;

/** What the web app tells a learner when the host has not set the joining link yet. */
export const JOIN_LINK_PENDING_TEXT = 'The host will add the joining link before the session.';

const plainText = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform((v) => cleanText(v))
    .pipe(z.string().min(1, { error: required }).max(max, { error: `Keep it to ${max.toLocaleString('en')} characters or fewer` }));

const wallTime = (what: string) =>
  z.string({ error: `Enter the ${what} date and time` }).refine(isWallTime, { error: `Enter the ${what} as a date and a time` });

/** An IANA time zone this runtime knows. */
export const TimeZoneSchema = lazySchema(() => z
  .string({ error: 'Choose a timezone' })
  .max(64, { error: 'Choose a valid timezone' })
  .refine(isValidTimeZone, { error: 'Choose a valid timezone' }));

/** The joining link: https only, on a public host; empty means "not set yet". */
export const JoinUrlSchema = lazySchema(() => z
  .string({ error: 'Enter the joining link' })
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .pipe(HttpsUrlSchema.nullable()));

/** The UTC instant a wall time names in a zone, or null (not a time, unknown zone, or skipped by a clock change). */
function instantOf(wall: string, timeZone: string): number | null {
  if (!isWallTime(wall) || !isValidTimeZone(timeZone)) return null;
  return zonedWallTimeToUtc(wall, timeZone);
}

/** An admin's event: start and end as wall-clock times in `timeZone` (the admin's own, by default). */
export const EventInputSchema = lazySchema(() => z
  .strictObject({
    title: plainText(EVENT_LIMITS.titleMax, 'Give the event a title'),
    description: plainText(EVENT_LIMITS.descriptionMax, 'Say what participants leave the session with'),
    startsAtLocal: wallTime('start'),
    endsAtLocal: wallTime('end'),
    timeZone: TimeZoneSchema,
    joinUrl: JoinUrlSchema,
    cpdMinutes: z
      .number({ error: 'Enter the CPD minutes' })
      .int({ error: 'Enter whole minutes' })
      .min(0, { error: 'The CPD minutes cannot be negative' })
      .max(EVENT_LIMITS.cpdMinutesMax, { error: `At most ${EVENT_LIMITS.cpdMinutesMax} CPD minutes` }),
    /** The journey whose rule the event counts for (its row id), or null. */
    journeyId: z.string().min(1, { error: 'Choose a journey from the list' }).max(100).nullable(),
  })
  .superRefine((v, ctx) => {
    const start = instantOf(v.startsAtLocal, v.timeZone);
    const end = instantOf(v.endsAtLocal, v.timeZone);
    for (const [field, wall, instant] of [['startsAtLocal', v.startsAtLocal, start], ['endsAtLocal', v.endsAtLocal, end]] as const) {
      if (instant === null && isWallTime(wall) && isValidTimeZone(v.timeZone)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${wall.replace('T', ' ')} does not exist in ${v.timeZone}: the clocks change then. Choose another time.` });
      }
    }
    if (start === null || end === null) return;
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAtLocal'], message: 'The end must be after the start' });
    else if (end - start > EVENT_MAX_DURATION_MS) ctx.addIssue({ code: 'custom', path: ['endsAtLocal'], message: 'An event can last at most 12 hours' });
  }));
export type EventInput = z.input<typeof EventInputSchema>;
export type EventInputParsed = z.output<typeof EventInputSchema>;

/** The UTC start and end of a parsed event input. */
export function eventInstants(input: Pick<EventInputParsed, 'startsAtLocal' | 'endsAtLocal' | 'timeZone'>): { startsAt: number; endsAt: number } {
  const startsAt = instantOf(input.startsAtLocal, input.timeZone);
  const endsAt = instantOf(input.endsAtLocal, input.timeZone);
  if (startsAt === null || endsAt === null) throw new RangeError('eventInstants: the input was not checked with EventInputSchema');
  return { startsAt, endsAt };
}

// ---- Requests ----

export const EventParamsSchema = lazySchema(() => z.strictObject({ eventId: z.string().min(1).max(100) }));
/** `GET /api/events?journeyId=`: only the events of one journey (its URL id). */
export const EventListQuerySchema = lazySchema(() => z.strictObject({ journeyId: z.string().min(1).max(100).optional() }));

/** The code the host shows: digits, spaces and hyphens are ignored ("123 456" is fine). */
export const AttendanceCodeInputSchema = lazySchema(() => z.strictObject({
  code: z
    .string({ error: `Enter the ${ATTENDANCE_CODE_DIGITS}-digit code the host shows` })
    .max(40, { error: `Enter the ${ATTENDANCE_CODE_DIGITS}-digit code the host shows` })
    .transform(normaliseAttendanceCode)
    .pipe(z.string().refine(isAttendanceCodeShape, { error: `Enter the ${ATTENDANCE_CODE_DIGITS}-digit code the host shows` })),
}));
export type AttendanceCodeInput = z.input<typeof AttendanceCodeInputSchema>;

/** Someone who did not register, marked by their email (the attendee list's form). */
export const MarkAttendanceByEmailSchema = lazySchema(() => z.strictObject({
  email: z.email({ error: 'Enter the learner’s email address' }).max(254),
}));

/** An admin marks a learner as attended, by account id (the attendee list) or email (someone who did not register). */
export const MarkAttendanceInputSchema = lazySchema(() => z.union([
  z.strictObject({ userId: z.string().min(1).max(100) }),
  MarkAttendanceByEmailSchema,
]));
export type MarkAttendanceInput = z.infer<typeof MarkAttendanceInputSchema>;

// ---- Answers ----

export const AttendanceVerifierSchema = lazySchema(() => z.enum(['platform', 'admin']));

export const EventAttendanceSchema = lazySchema(() => z.object({
  attendedAt: z.string(),
  /** 'platform' for a code, 'admin' when an admin marked it. */
  verifiedBy: AttendanceVerifierSchema,
}));

/** An event as a learner sees it. */
export const LearnerEventSchema = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text (blank line = paragraph); shown as text, never HTML. */
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  cpdMinutes: z.number().int(),
  journey: z.object({ id: z.string(), title: z.string() }).nullable(),
  phase: z.enum(EVENT_PHASES),
  cancelled: z.boolean(),
  registered: z.boolean(),
  attendance: EventAttendanceSchema.nullable(),
  /** Whether the host has set a joining link (the link itself only shows when `joinUrl` is set). */
  hasJoinUrl: z.boolean(),
  /** The joining link: only for a registered learner, from `joinOpensAt` until the end. */
  joinUrl: z.string().nullable(),
  joinOpensAt: z.string(),
  /** Whether a code is accepted now, and until when codes are accepted. */
  attendanceOpen: z.boolean(),
  attendanceClosesAt: z.string(),
}));
export type LearnerEvent = z.infer<typeof LearnerEventSchema>;

/** `GET /api/events`: upcoming (until attendance closes, soonest first) and past (latest first), in the learner's zone. */
export const EventListSchema = lazySchema(() => z.object({
  /** The learner's timezone (profile); the web app shows every time in it. */
  timeZone: z.string(),
  /** False until the learner saves a timezone in their profile (it is UTC until then). */
  timeZoneChosen: z.boolean(),
  upcoming: z.array(LearnerEventSchema),
  past: z.array(LearnerEventSchema),
}));
export type EventList = z.infer<typeof EventListSchema>;

/** `GET /api/events/:eventId`. */
export const EventDetailSchema = lazySchema(() => z.object({ timeZone: z.string(), timeZoneChosen: z.boolean(), event: LearnerEventSchema }));
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** `PUT` (201 registered now, 200 already) and `DELETE /api/events/:eventId/registration` (200). */
export const RegistrationResultSchema = lazySchema(() => z.object({ changed: z.boolean(), event: LearnerEventSchema }));
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

/**
 * `POST /api/events/:eventId/attendance` with a code: 201 when recorded now, 200 with
 * `created: false` when already recorded (nothing more is awarded). A wrong or stale code is 400,
 * outside the attendance window 409, the 6th wrong code within a minute 429.
 */
export const AttendanceResultSchema = lazySchema(() => z.object({
  created: z.boolean(),
  xpAwarded: z.number().int(),
  points: z.number().int(),
  /** True only when this attendance first met the event's journey rule. */
  journeyCompleted: z.boolean(),
  event: LearnerEventSchema,
}));
export type AttendanceResult = z.infer<typeof AttendanceResultSchema>;

/** An event as the admin console shows it. */
export const AdminEventSchema = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The zone the times were entered in, and the times as entered (for the edit form). */
  timeZone: z.string(),
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  joinUrl: z.string().nullable(),
  cpdMinutes: z.number().int(),
  journey: z.object({ id: z.string(), title: z.string() }).nullable(),
  phase: z.enum(EVENT_PHASES),
  cancelledAt: z.string().nullable(),
  registrations: z.number().int(),
  attendances: z.number().int(),
  updatedAt: z.string(),
}));
export type AdminEvent = z.infer<typeof AdminEventSchema>;

/** `GET /api/admin/events`: the admin's zone (the form's default), the journeys an event may count for, and the events. */
export const AdminEventListSchema = lazySchema(() => z.object({
  timeZone: z.string(),
  journeys: z.array(z.object({ id: z.string(), title: z.string() })),
  upcoming: z.array(AdminEventSchema),
  past: z.array(AdminEventSchema),
}));
export type AdminEventList = z.infer<typeof AdminEventListSchema>;

export const AdminAttendeeSchema = lazySchema(() => z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string().nullable(),
  attendance: EventAttendanceSchema.nullable(),
}));
export type AdminAttendee = z.infer<typeof AdminAttendeeSchema>;

/** `GET /api/admin/events/:eventId`: the event and everyone registered or attended. */
export const AdminEventDetailSchema = lazySchema(() => z.object({ event: AdminEventSchema, attendees: z.array(AdminAttendeeSchema) }));
export type AdminEventDetail = z.infer<typeof AdminEventDetailSchema>;

/** `POST /api/admin/events` (201) and `PUT /api/admin/events/:eventId`, `POST .../cancel`. */
export const AdminEventResultSchema = lazySchema(() => z.object({ event: AdminEventSchema }));

/** `GET /api/admin/events/:eventId/code`: the code to show now (only while attendance is open) and when it rotates. */
export const AttendanceCodeSchema = lazySchema(() => z.object({
  state: z.enum(['cancelled', 'not_open', 'open', 'closed']),
  code: z.string().nullable(),
  /** When this code stops being the current one. */
  rotatesAt: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** The server's clock, so the screen counts down from the server's time, not the device's. */
  serverTime: z.string(),
}));
export type AttendanceCode = z.infer<typeof AttendanceCodeSchema>;

/** `POST /api/admin/events/:eventId/attendance`: 201 when marked now, 200 when already attended. */
export const MarkAttendanceResultSchema = lazySchema(() => z.object({ created: z.boolean(), attendee: AdminAttendeeSchema }));
export type MarkAttendanceResult = z.infer<typeof MarkAttendanceResultSchema>;
