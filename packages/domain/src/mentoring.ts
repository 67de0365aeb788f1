import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { addDays, daysBetween, isCalendarDay, isoWeekKey, localDay } from './calendar-day';
import { LEVELS, levelForXp } from './levels';
import { cleanText } from './text';

/*
 * Peer mentoring (`../shared/spec/decisions.md` "Journeys delivery"): a mentor logs a session with a colleague
 * (date, minutes, topic); the colleague confirms or declines it by one tap on an emailed link or
 * in the app. Only a confirmed session earns Peer Mentoring (80 XP) for the mentor, at most once
 * per mentor and mentee per ISO week of the session's date; both get its CPD minutes.
 *
 * Level rule: the spec's Level 3 (Change Architect) "unlocks mentoring". Giving mentoring is what
 * unlocks: logging a session as the mentor needs Level 3. Anyone active may be mentored and
 * confirm, since being mentored is how a newer leader grows towards that level.
 */

export const MENTORING_MINUTES_MIN = 15;
export const MENTORING_MINUTES_MAX = 240;
export const MENTORING_TOPIC_MIN = 3;
export const MENTORING_TOPIC_MAX = 160;
/** How far back a session may be logged, in days before the mentor's today. */
export const MENTORING_MAX_AGE_DAYS = 30;
/** How long the colleague's confirm and decline links work. */
export const MENTORING_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Sessions a mentor may log per rolling 24 hours (each one mails a colleague). */
export const MENTORING_LOGS_PER_DAY = 20;
/** Colleagues a search answers at most. */
export const MENTORING_SEARCH_LIMIT = 10;
export const MENTORING_SEARCH_MAX = 80;
/** The level whose unlock is mentoring (`../shared/spec/platform-spec.md` section 4 (States and transitions)). */
export const MENTOR_LEVEL = LEVELS[2];

export const MENTORING_STATUSES = ['pending', 'confirmed', 'declined', 'expired'] as const;
export type MentoringStatus = (typeof MENTORING_STATUSES)[number];
/** What the database stores; 'expired' is a pending session past its link's expiry. */
export type StoredMentoringStatus = Exclude<MentoringStatus, 'expired'>;

export const MENTORING_ANSWERS = ['confirm', 'decline'] as const;
export type MentoringAnswer = (typeof MENTORING_ANSWERS)[number];

export const MENTORING_SELF_MESSAGE = 'You cannot log a mentoring session with yourself. Choose the colleague you mentored.';
export const MENTORING_FUTURE_DAY_MESSAGE = 'The date cannot be in the future';
export const MENTORING_OLD_DAY_MESSAGE = `Log a session within ${MENTORING_MAX_AGE_DAYS} days of it`;

/** Whether a learner with `xp` may log sessions as a mentor, and how far they are from it. */
export function mentorUnlock(xp: number): { allowed: boolean; xpToUnlock: number } {
  const allowed = levelForXp(xp).number >= MENTOR_LEVEL.number;
  // levelForXp counts negative and NaN XP as 0: so does the distance.
  return { allowed, xpToUnlock: allowed ? 0 : MENTOR_LEVEL.minXp - Math.max(0, Math.floor(xp || 0)) };
}

/** The sentence that explains the level rule to a learner who has not reached it. */
export function mentorLockedMessage(xp: number): string {
  const { xpToUnlock } = mentorUnlock(xp);
  return `Mentoring unlocks at Level ${MENTOR_LEVEL.number} (${MENTOR_LEVEL.name}, ${MENTOR_LEVEL.minXp.toLocaleString('en')} XP): ${xpToUnlock.toLocaleString('en')} XP to go. Until then, colleagues can log sessions with you as their mentee.`;
}

/** The first day a session may be logged on, `MENTORING_MAX_AGE_DAYS` before the mentor's today. */
export function earliestMentoringDay(today: string): string {
  return addDays(today, -MENTORING_MAX_AGE_DAYS);
}

/** Why a session's date is refused (not a date, in the future, too old), or null when it is fine. */
export function mentoringDayProblem(day: string, today: string): string | null {
  if (!isCalendarDay(day)) return 'Enter a date as YYYY-MM-DD';
  const age = daysBetween(day, today);
  if (age < 0) return MENTORING_FUTURE_DAY_MESSAGE;
  if (age > MENTORING_MAX_AGE_DAYS) return MENTORING_OLD_DAY_MESSAGE;
  return null;
}

/** The ISO week ('YYYY-Www') a session counts in: its date's, a day of the mentor's own calendar. */
export function mentoringWeek(day: string): string {
  return isoWeekKey(day);
}

/** The idempotency key of the Peer Mentoring award: `mentoring:{sessionId}`. */
export function mentoringAwardKey(sessionId: string): string {
  return `mentoring:${sessionId}`;
}

/** A session's status at `now`: a pending one whose link has expired reads 'expired'. */
export function mentoringStatus(stored: StoredMentoringStatus, expiresAt: number, now: number): MentoringStatus {
  return stored === 'pending' && expiresAt <= now ? 'expired' : stored;
}

/**
 * The instant the CPD record dates a learner's entry by: one that falls on the session's day in
 * the learner's own zone (the record dates entries there), so the mentor and a mentee in another
 * zone both see the day the mentor logged. Noon UTC does for UTC-12 to UTC+11; east of that it
 * is already the next day, so go back one day.
 */
export function mentoringOccurredAt(day: string, timeZone: string): number {
  const noonUtc = Date.parse(`${day}T12:00:00.000Z`);
  return noonUtc - daysBetween(day, localDay(new Date(noonUtc), timeZone)) * 86_400_000;
}

/** One line of plain text: control characters removed, runs of white space made one space. */
function oneLine(value: string): string {
  return cleanText(value, 'line');
}

const minutes = lazySchema(() => z
  // A form's empty number field arrives as NaN (valueAsNumber): that is "missing", not "not a number".
  .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? 'Enter how many minutes the session lasted' : 'Enter the minutes as a number') })
  .int({ error: 'Enter whole minutes' })
  .min(MENTORING_MINUTES_MIN, { error: `A session lasts at least ${MENTORING_MINUTES_MIN} minutes` })
  .max(MENTORING_MINUTES_MAX, { error: `Log at most ${MENTORING_MINUTES_MAX} minutes per session` }));

/** `POST /api/mentoring/sessions`: the mentor logs a session with a colleague. */
export const LogMentoringSessionSchema = lazySchema(() => z.strictObject({
  menteeId: z.string({ error: 'Choose the colleague you mentored' }).min(1, { error: 'Choose the colleague you mentored' }).max(100),
  day: z.string({ error: 'Choose the date of the session' }).min(1, { error: 'Choose the date of the session' }).refine(isCalendarDay, { error: 'Enter a date as YYYY-MM-DD' }),
  minutes,
  topic: z
    .string({ error: 'Say what you worked on' })
    .max(10_000, { error: `Keep the topic to ${MENTORING_TOPIC_MAX} characters or fewer` })
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, { error: 'Say what you worked on' })
        .min(MENTORING_TOPIC_MIN, { error: `Write at least ${MENTORING_TOPIC_MIN} characters` })
        .max(MENTORING_TOPIC_MAX, { error: `Keep the topic to ${MENTORING_TOPIC_MAX} characters or fewer` }),
    ),
  /** Made once per form by the client, so a replayed request (double tap, retry) logs one session. */
  idempotencyKey: z.uuid({ error: 'Not a valid request key' }).optional(),
}));
export type LogMentoringSession = z.infer<typeof LogMentoringSessionSchema>;
export type LogMentoringSessionForm = z.input<typeof LogMentoringSessionSchema>;

/** The form's schema: the request's, plus the date rule against the mentor's today. */
export function mentoringSessionFormSchema(today: string) {
  return LogMentoringSessionSchema.superRefine((value, ctx) => {
    const problem = mentoringDayProblem(value.day, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['day'], message: problem });
  });
}

/** A confirm/decline link's token (32 random bytes, base64url). */
export const MentoringTokenSchema = lazySchema(() => z.string({ error: 'This link is not complete' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not complete' }));
export const MentoringTokenBodySchema = lazySchema(() => z.strictObject({ token: MentoringTokenSchema }));
export const MentoringRespondSchema = lazySchema(() => z.strictObject({
  token: MentoringTokenSchema,
  answer: z.enum(MENTORING_ANSWERS, { error: 'Answer confirm or decline' }),
}));
export type MentoringRespond = z.infer<typeof MentoringRespondSchema>;
export const MentoringSessionParamsSchema = lazySchema(() => z.strictObject({ sessionId: z.string().min(1).max(100) }));
export const ColleagueSearchQuerySchema = lazySchema(() => z.strictObject({
  q: z
    .string()
    .max(1_000)
    .transform(oneLine)
    .pipe(z.string().max(MENTORING_SEARCH_MAX, { error: `Search with at most ${MENTORING_SEARCH_MAX} characters` }))
    .optional(),
}));

// ---- Answers ----

const PersonSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));

/** A session as either side sees it. `xpAwarded`: null until confirmed; 0 when its week's award was already earned. */
export const MentoringSessionSchema = lazySchema(() => z.object({
  id: z.string(),
  role: z.enum(['mentor', 'mentee']),
  mentor: PersonSchema,
  mentee: PersonSchema,
  day: z.string(),
  week: z.string(),
  minutes: z.number().int(),
  topic: z.string(),
  status: z.enum(MENTORING_STATUSES),
  loggedAt: z.string(),
  respondedAt: z.string().nullable(),
  expiresAt: z.string(),
  xpAwarded: z.number().int().nullable(),
}));
export type MentoringSession = z.infer<typeof MentoringSessionSchema>;

/** `GET /api/mentoring`: the learner's mentoring screen. */
export const MentoringOverviewSchema = lazySchema(() => z.object({
  /** The learner's today and the earliest day a session may be logged on (their timezone). */
  today: z.string(),
  earliestDay: z.string(),
  mentor: z.object({
    allowed: z.boolean(),
    xp: z.number().int(),
    xpToUnlock: z.number().int(),
    unlockLevel: z.object({ number: z.number().int(), name: z.string(), minXp: z.number().int() }),
  }),
  /** Sessions colleagues logged with this learner, waiting for their answer. */
  toConfirm: z.array(MentoringSessionSchema),
  /** Every other session of theirs, newest first (at most 50). */
  sessions: z.array(MentoringSessionSchema),
}));
export type MentoringOverview = z.infer<typeof MentoringOverviewSchema>;

/** `GET /api/mentoring/pending-count`: sessions waiting for this learner's answer (the navigation badge). */
export const MentoringPendingCountSchema = lazySchema(() => z.object({ count: z.number().int() }));

export const ColleagueSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  level: z.object({ number: z.number().int(), name: z.string() }),
  inMyVillage: z.boolean(),
}));
export type Colleague = z.infer<typeof ColleagueSchema>;

/** `GET /api/mentoring/colleagues?q=`: members of the learner's village first, then other learners. */
export const ColleagueSearchResultSchema = lazySchema(() => z.object({ village: z.string().nullable(), colleagues: z.array(ColleagueSchema) }));
export type ColleagueSearchResult = z.infer<typeof ColleagueSearchResultSchema>;

/** `POST /api/mentoring/sessions`: 201 when logged now, 200 for a replay of the same request key. */
export const LogMentoringResultSchema = lazySchema(() => z.object({ created: z.boolean(), session: MentoringSessionSchema, mailSent: z.boolean() }));
export type LogMentoringResult = z.infer<typeof LogMentoringResultSchema>;

/** A confirmation or decline: `created` is false for a repeat of the answer already given. */
export const MentoringResponseResultSchema = lazySchema(() => z.object({ created: z.boolean(), session: MentoringSessionSchema }));
export type MentoringResponseResult = z.infer<typeof MentoringResponseResultSchema>;

/** `POST /api/mentoring/respond/lookup`: what a link is about, and whether the browser's account may answer it. */
export const MentoringInvitationSchema = lazySchema(() => z.object({
  session: MentoringSessionSchema,
  viewer: z.enum(['mentee', 'other', 'visitor']),
}));
export type MentoringInvitation = z.infer<typeof MentoringInvitationSchema>;
