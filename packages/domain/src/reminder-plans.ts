/*
 * Which reminders are due, from plain facts (ADR 036). Each planner takes the recipient, the facts
 * of one cause and the cause keys already sent, and returns what to send and when; the job engine
 * stores a cause key when it sends, so a cause sends once. Times are in the recipient's zone and
 * kept out of the quiet hours (quiet-hours.ts); a reminder that quiet hours would push past its
 * use is dropped rather than sent late.
 */
import { addDays, isoWeekKey, localDay, zoneOrUtc } from './calendar-day';
import { followUpOpensAt } from './growth-results';
import type { Locale } from './locale';
import type { NotificationKind } from './notifications';
import { deliveryTime, localTimeToUtc } from './quiet-hours';
import { roiRemeasureSchedule, type SavedRoiEstimate } from './roi-remeasure';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Local time of the reminders that name a day ("tomorrow", "due in 5 days", "overdue", the digest). */
export const REMINDER_MORNING = '09:00';
/** Streaks of this many days or more get a streak-at-risk reminder. */
export const STREAK_AT_RISK_MIN_DAYS = 3;
/** Inactivity reminders after these many days without activity, then silence until the learner returns. */
export const INACTIVE_AFTER_DAYS = [3, 7, 14] as const;
/** Overdue reminders: the day after the due day, then weekly, at most this many. */
export const OVERDUE_REMINDERS = 3;
/** Days before its due day that an assignment's reminder goes. */
export const DUE_SOON_DAYS = 5;
/** Days a mentoring request waits for a reply before the mentor is reminded. */
export const MENTORING_WAIT_DAYS = 2;
/** Days after it opens that a 90-day assessment reminder is still worth sending. */
export const FOLLOW_UP_REMINDER_KEEPS_DAYS = 30;
/** Days after the 180-day re-measure of an ROI estimate opens that its reminder is still worth sending. */
export const LAST_ROI_REMINDER_KEEPS_DAYS = 30;

/** Who a reminder is for: it is written in their language and timed in their zone. */
export interface Recipient {
  userId: string;
  timeZone: string;
  locale: Locale;
}

/** A reminder to send once: `cause` names it for good ("streak-at-risk:{userId}:{day}"). */
export interface PlannedReminder {
  kind: NotificationKind;
  userId: string;
  locale: Locale;
  timeZone: string;
  cause: string;
  /** The first instant it may go (ms): its due time, moved out of the quiet hours. */
  sendAt: number;
  /** From this instant it is of no use and is not sent (ms); null when it keeps. */
  expiresAt: number | null;
}

/** Cause keys already sent (the job engine's record). */
export type SentCauses = ReadonlySet<string>;

const iso = (ms: number) => new Date(ms).toISOString();

/** One reminder unless its cause was sent or quiet hours push it past its use. */
function planOne(
  kind: NotificationKind,
  to: Recipient,
  cause: string,
  dueAt: number,
  expiresAt: number | null,
  sent: SentCauses,
): PlannedReminder[] {
  if (sent.has(cause)) return [];
  const timeZone = zoneOrUtc(to.timeZone);
  const sendAt = deliveryTime(dueAt, timeZone);
  if (expiresAt !== null && sendAt >= expiresAt) return [];
  return [{ kind, userId: to.userId, locale: to.locale, timeZone, cause, sendAt, expiresAt }];
}

/** 00:00 of a local day, and 09:00 of it. */
const midnight = (day: string, zone: string) => localTimeToUtc(day, '00:00', zone);
const morningOf = (day: string, zone: string) => localTimeToUtc(day, REMINDER_MORNING, zone);

/**
 * A registered webinar: "starts in 1 hour" (with the join link and .ics) until it starts, and
 * "tomorrow" at 09:00 the day before (local), until that day ends. A moved start is a new cause.
 */
export function planWebinarReminders(
  to: Recipient,
  webinar: { eventId: string; startsAt: number },
  sent: SentCauses,
): PlannedReminder[] {
  const zone = zoneOrUtc(to.timeZone);
  const eventDay = localDay(new Date(webinar.startsAt), zone);
  const id = `${to.userId}:${webinar.eventId}:${iso(webinar.startsAt)}`;
  return [
    ...planOne(
      'webinar_tomorrow',
      to,
      `webinar-tomorrow:${id}`,
      morningOf(addDays(eventDay, -1), zone),
      midnight(eventDay, zone),
      sent,
    ),
    ...planOne(
      'webinar_soon',
      to,
      `webinar-soon:${id}`,
      webinar.startsAt - HOUR,
      webinar.startsAt,
      sent,
    ),
  ];
}

/** A cohort starting on `startDay` (a calendar day): at 09:00 local the day before, until that day ends. */
export function planCohortStarting(
  to: Recipient,
  cohort: { cohortId: string; startDay: string },
  sent: SentCauses,
): PlannedReminder[] {
  const zone = zoneOrUtc(to.timeZone);
  const cause = `cohort-starting:${to.userId}:${cohort.cohortId}:${cohort.startDay}`;
  return planOne(
    'cohort_starting',
    to,
    cause,
    morningOf(addDays(cohort.startDay, -1), zone),
    midnight(cohort.startDay, zone),
    sent,
  );
}

/**
 * Work due on `dueDay` (the end of that local day): "due in 5 days" at 09:00 five days before (or as
 * soon as it is set, if later), then, while not done, "overdue" at 09:00 the day after and weekly,
 * 3 times at most. Each overdue reminder keeps only until the next is due, so a late run sends one.
 */
export function planAssignmentReminders(
  to: Recipient,
  work: { assignmentId: string; dueDay: string; done: boolean },
  sent: SentCauses,
): PlannedReminder[] {
  if (work.done) return [];
  const zone = zoneOrUtc(to.timeZone);
  const id = `${to.userId}:${work.assignmentId}:${work.dueDay}`;
  const overdueDay = (n: number) => addDays(work.dueDay, 1 + 7 * n);
  const dueSoon = planOne(
    'assignment_due',
    to,
    `due-soon:${id}`,
    morningOf(addDays(work.dueDay, -DUE_SOON_DAYS), zone),
    midnight(overdueDay(0), zone),
    sent,
  );
  const overdue = Array.from({ length: OVERDUE_REMINDERS }, (_, n) =>
    planOne(
      'assignment_overdue',
      to,
      `overdue:${id}:${n + 1}`,
      morningOf(overdueDay(n), zone),
      morningOf(overdueDay(n + 1), zone),
      sent,
    ),
  ).flat();
  return [...dueSoon, ...overdue];
}

/**
 * A streak of 3 days or more whose last XP was at `lastXpAt`: about 23 hours later, but no later
 * than 19:00 local the next day (quiet hours start at 20:00), while that next day lasts.
 */
export function planStreakAtRisk(
  to: Recipient,
  streak: { days: number; lastXpAt: number },
  sent: SentCauses,
): PlannedReminder[] {
  if (streak.days < STREAK_AT_RISK_MIN_DAYS) return [];
  const zone = zoneOrUtc(to.timeZone);
  const lastDay = localDay(new Date(streak.lastXpAt), zone);
  const nextDay = addDays(lastDay, 1);
  const dueAt = Math.min(streak.lastXpAt + 23 * HOUR, localTimeToUtc(nextDay, '19:00', zone));
  return planOne(
    'streak_at_risk',
    to,
    `streak-at-risk:${to.userId}:${lastDay}`,
    dueAt,
    midnight(addDays(nextDay, 1), zone),
    sent,
  );
}

/**
 * No activity since `lastActiveAt`: after 3, 7 and 14 days, each only until the next is due (the
 * last for a week), then nothing until the learner returns (a new `lastActiveAt`, new causes).
 */
export function planInactivity(
  to: Recipient,
  activity: { lastActiveAt: number },
  sent: SentCauses,
): PlannedReminder[] {
  const zone = zoneOrUtc(to.timeZone);
  const since = localDay(new Date(activity.lastActiveAt), zone);
  return INACTIVE_AFTER_DAYS.flatMap((days, i) => {
    const next = INACTIVE_AFTER_DAYS[i + 1] ?? days + 7;
    const cause = `inactive:${to.userId}:${since}:${days}`;
    return planOne(
      'inactive',
      to,
      cause,
      activity.lastActiveAt + days * DAY,
      activity.lastActiveAt + next * DAY,
      sent,
    );
  });
}

/**
 * A mentoring session a colleague (`to`) was asked to confirm and has not answered: 2 days after it
 * was logged, once, while its links still work (`expiresAt`).
 */
export function planMentoringWaiting(
  to: Recipient,
  request: { requestId: string; requestedAt: number; expiresAt: number; answered: boolean },
  sent: SentCauses,
): PlannedReminder[] {
  if (request.answered) return [];
  return planOne(
    'mentoring_waiting',
    to,
    `mentoring-waiting:${to.userId}:${request.requestId}`,
    request.requestedAt + MENTORING_WAIT_DAYS * DAY,
    request.expiresAt,
    sent,
  );
}

/** A capstone reviewed at `reviewedAt`: at once (or in the morning); a later review of a resubmission is a new cause. */
export function planCapstoneReviewed(
  to: Recipient,
  review: { submissionId: string; reviewedAt: number },
  sent: SentCauses,
): PlannedReminder[] {
  return planOne(
    'capstone_reviewed',
    to,
    `capstone-reviewed:${to.userId}:${review.submissionId}:${iso(review.reviewedAt)}`,
    review.reviewedAt,
    null,
    sent,
  );
}

/**
 * The self-assessment 90 days after a journey's completion (ADR 048): once, at 09:00 local on the
 * day it opens (not before it opens), while not taken, keeping for 30 days.
 */
export function planFollowUpAssessment(
  to: Recipient,
  journey: { journeyId: string; completedAt: number; taken: boolean },
  sent: SentCauses,
): PlannedReminder[] {
  if (journey.taken) return [];
  const zone = zoneOrUtc(to.timeZone);
  const opens = followUpOpensAt(journey.completedAt);
  return planOne(
    'assessment_due',
    to,
    `follow-up-assessment:${to.userId}:${journey.journeyId}`,
    Math.max(opens, morningOf(localDay(new Date(opens), zone), zone)),
    opens + FOLLOW_UP_REMINDER_KEEPS_DAYS * DAY,
    sent,
  );
}

/**
 * A leader's saved ROI estimate re-measured (ADR 051): one reminder per point of the schedule (30,
 * 90, 180 days from the first estimate), at 09:00 local on the day it opens (not before it opens),
 * kept until the next point opens (the last for 30 days); none for a point already re-measured,
 * and none for a point whose next one opened first (only the latest is offered).
 */
export function planRoiRemeasure(
  to: Recipient,
  estimates: readonly SavedRoiEstimate[],
  sent: SentCauses,
): PlannedReminder[] {
  const zone = zoneOrUtc(to.timeZone);
  // Done and missed do not depend on the moment asked; upcoming and due both plan their point.
  const points = roiRemeasureSchedule(estimates, Number.NEGATIVE_INFINITY);
  return points.flatMap((p, i) =>
    p.status === 'done'
      ? []
      : planOne(
          'roi_remeasure',
          to,
          `roi-remeasure:${to.userId}:${p.day}`,
          Math.max(p.dueAt, morningOf(localDay(new Date(p.dueAt), zone), zone)),
          points[i + 1]?.dueAt ?? p.dueAt + LAST_ROI_REMINDER_KEEPS_DAYS * DAY,
          sent,
        ),
  );
}

/**
 * The weekly digest of a team leader or organisation admin (`leads`): Monday 09:00 local of the
 * ISO week `now` falls in, keeping until the next Monday's.
 */
export function planLeaderDigest(
  to: Recipient,
  leader: { leads: boolean },
  now: number,
  sent: SentCauses,
): PlannedReminder[] {
  if (!leader.leads) return [];
  const zone = zoneOrUtc(to.timeZone);
  const today = localDay(new Date(now), zone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(today, -weekday);
  const cause = `leader-digest:${to.userId}:${isoWeekKey(monday)}`;
  return planOne(
    'leader_digest',
    to,
    cause,
    morningOf(monday, zone),
    morningOf(addDays(monday, 7), zone),
    sent,
  );
}

/**
 * When a planned reminder may go, given that it is `now`: null once expired, else its send time or,
 * if that has passed, now, held to the sending hours (a run in the night waits for the morning,
 * and a reminder the morning would find expired is null).
 */
export function nextSendTime(reminder: PlannedReminder, now: number): number | null {
  const at = deliveryTime(Math.max(reminder.sendAt, now), reminder.timeZone);
  return reminder.expiresAt !== null && at >= reminder.expiresAt ? null : at;
}

/** The planned reminders to send at `now`. */
export function remindersDue(
  planned: ReadonlyArray<PlannedReminder>,
  now: number,
): PlannedReminder[] {
  return planned.filter((r) => nextSendTime(r, now) === now);
}
