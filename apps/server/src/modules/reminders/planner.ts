import {
  planFollowUpAssessment,
  planInactivity,
  planLeaderDigest,
  leaderDigest,
  planMentoringWaiting,
  MENTORING_WAIT_DAYS,
  planRoiRemeasure,
  planStreakAtRisk,
  planWebinarReminders,
  remindersDue,
  type Locale,
  type PlannedReminder,
} from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs';
import { followUpFacts } from '../growth/service';
import { roiRemeasureFacts } from '../leads/roi-reminder-facts';
import { sessionsWaitingForAnswer } from '../mentoring/service';
import { digestMembers, villageLeaders } from '../teams/digest';
import type { MailOutbox } from '../mail/outbox';
import {
  followUpAssessmentMail,
  inactiveMail,
  leaderDigestMail,
  mentoringWaitingMail,
  roiRemeasureMail,
  streakAtRiskMail,
  webinarReminderMail,
} from '../mail/templates';

export const PLAN_JOB = 'reminders.plan';
/** The planning job's slot (minutes): a reminder goes at most this late after it is due. */
export const PLAN_EVERY_MINUTES = 15;

/** One learner's facts the reminder rules read. */
interface LearnerFacts {
  id: string;
  email: string;
  timezone: string;
  locale: Locale | null;
  lastActive: number | null;
  streakDays: number | null;
  lastXpAt: number | null;
}

/**
 * Plans and queues the reminders due at `now` (ADR 046): the domain's planners
 * (reminder-plans.ts) decide what is due and when, out of quiet hours in the learner's zone; each
 * is queued with its cause key, and `mail_deliveries` keeps a cause once, so a run repeated after
 * a crash, or run by two processes, queues nothing twice. Returns how many were queued.
 */
export async function planReminders(
  database: Db,
  mail: MailOutbox,
  opts: { now: number; publicUrl: string; siteName: string },
): Promise<number> {
  const db = database.kysely;
  const learners: LearnerFacts[] = await db
    .selectFrom('users')
    .leftJoin('user_points', 'user_points.userId', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.timezone',
      'users.locale',
      'users.lastActive',
      'user_points.streakDays',
      eb
        .selectFrom('xp_ledger')
        .whereRef('xp_ledger.userId', '=', 'users.id')
        .select((x) => x.fn.max('xp_ledger.createdAt').as('at'))
        .as('lastXpAt'),
    ])
    .where('users.accountStatus', '=', 'active')
    .execute();
  let queued = 0;
  for (const l of learners) {
    const to = { userId: l.id, timeZone: l.timezone, locale: l.locale ?? 'en' };
    const none = new Set<string>();
    const planned: PlannedReminder[] = [
      ...(l.streakDays && l.lastXpAt !== null
        ? planStreakAtRisk(to, { days: l.streakDays, lastXpAt: Number(l.lastXpAt) }, none)
        : []),
      ...(l.lastActive !== null ? planInactivity(to, { lastActiveAt: l.lastActive }, none) : []),
    ];
    for (const r of remindersDue(planned, opts.now)) {
      const url = `${opts.publicUrl}/journeys`;
      const message =
        r.kind === 'streak_at_risk'
          ? streakAtRiskMail(l.email, url, opts.siteName, l.streakDays ?? 0, to.locale)
          : inactiveMail(l.email, url, opts.siteName, causeNumber(r.cause), to.locale);
      if (await db.transaction().execute((trx) => mail.queue(trx, r.cause, 'notice', message)))
        queued++;
    }
  }
  return (
    queued +
    (await planWebinars(db, mail, opts)) +
    (await planFollowUps(database, mail, opts)) +
    (await planRoiRemeasures(db, mail, opts)) +
    (await planMentoringWaits(database, mail, opts)) +
    (await planDigests(db, mail, opts))
  );
}

/**
 * Village leaders' Monday digest of their members' last 7 days: one a week, none for a village of
 * one. Its cause keeps all week, so the digests already queued are read first and not recomputed.
 */
async function planDigests(
  db: Kysely<Database>,
  mail: MailOutbox,
  opts: { now: number; publicUrl: string; siteName: string },
): Promise<number> {
  const due = (await villageLeaders(db)).flatMap((l) => {
    const to = { userId: l.userId, timeZone: l.timezone, locale: l.locale };
    return remindersDue(planLeaderDigest(to, { leads: true }, opts.now, new Set()), opts.now).map(
      (p) => ({ leader: l, cause: p.cause }),
    );
  });
  if (due.length === 0) return 0;
  const sent = new Set(
    (
      await db
        .selectFrom('mail_deliveries')
        .select('causeKey')
        .where(
          'causeKey',
          'in',
          due.map((d) => d.cause),
        )
        .execute()
    ).map((r) => r.causeKey),
  );
  let queued = 0;
  for (const { leader: l, cause } of due.filter((d) => !sent.has(d.cause))) {
    const members = await digestMembers(db, l.teamId, opts.now - 7 * 86_400_000);
    const digest = leaderDigest(members, opts.now);
    if (!digest) continue;
    const url = `${opts.publicUrl}/build-village`;
    const message = leaderDigestMail(l.email, url, opts.siteName, l.village, digest, l.locale);
    if (await db.transaction().execute((trx) => mail.queue(trx, cause, 'notice', message)))
      queued++;
  }
  return queued;
}

/** Mentoring sessions a colleague has not confirmed or declined in 2 days: one mail each, to /mentoring. */
async function planMentoringWaits(
  db: Db,
  mail: MailOutbox,
  opts: { now: number; publicUrl: string; siteName: string },
): Promise<number> {
  let queued = 0;
  for (const s of await sessionsWaitingForAnswer(db, opts.now, MENTORING_WAIT_DAYS * 86_400_000)) {
    const to = {
      userId: s.colleague.id,
      timeZone: s.colleague.timezone,
      locale: s.colleague.locale,
    };
    const request = {
      requestId: s.id,
      requestedAt: s.loggedAt,
      expiresAt: s.expiresAt,
      answered: false,
    };
    for (const p of remindersDue(planMentoringWaiting(to, request, new Set()), opts.now)) {
      const message = mentoringWaitingMail(
        s.colleague.email,
        `${opts.publicUrl}/mentoring`,
        {
          siteName: opts.siteName,
          mentorName: s.mentorName,
          day: s.day,
          minutes: s.minutes,
          topic: s.topic,
        },
        to.locale,
      );
      if (
        await db.kysely.transaction().execute((trx) => mail.queue(trx, p.cause, 'notice', message))
      )
        queued++;
    }
  }
  return queued;
}

/** Village leaders' ROI estimates due to be re-measured at 30, 90 and 180 days (ADR 051): one mail each. */
async function planRoiRemeasures(
  db: Kysely<Database>,
  mail: MailOutbox,
  opts: { now: number; publicUrl: string; siteName: string },
): Promise<number> {
  let queued = 0;
  for (const f of await roiRemeasureFacts(db, opts.now)) {
    const to = { userId: f.userId, timeZone: f.timezone, locale: f.locale };
    for (const p of remindersDue(planRoiRemeasure(to, f.estimates, new Set()), opts.now)) {
      const message = roiRemeasureMail(
        f.email,
        `${opts.publicUrl}/build-village`,
        opts.siteName,
        causeNumber(p.cause),
        f.locale,
      );
      if (await db.transaction().execute((trx) => mail.queue(trx, p.cause, 'notice', message)))
        queued++;
    }
  }
  return queued;
}

/** Completed journeys whose 90-day self-assessment opens (ADR 048): one mail each, to take it. */
async function planFollowUps(
  db: Db,
  mail: MailOutbox,
  opts: { now: number; publicUrl: string; siteName: string },
): Promise<number> {
  let queued = 0;
  for (const f of await followUpFacts(db, opts.now)) {
    const to = { userId: f.userId, timeZone: f.timezone, locale: f.locale };
    const planned = planFollowUpAssessment(
      to,
      { journeyId: f.journey.rowId, completedAt: f.completedAt, taken: false },
      new Set(),
    );
    for (const p of remindersDue(planned, opts.now)) {
      const url = `${opts.publicUrl}/journeys/${encodeURIComponent(f.journey.id)}/assessment`;
      const message = followUpAssessmentMail(
        f.email,
        url,
        opts.siteName,
        f.journey.title,
        f.locale,
      );
      if (
        await db.kysely.transaction().execute((trx) => mail.queue(trx, p.cause, 'notice', message))
      )
        queued++;
    }
  }
  return queued;
}

/** Registered webinars starting within two days: "tomorrow" at 09:00 local the day before, and 1 hour before. */
async function planWebinars(
  db: Kysely<Database>,
  mail: MailOutbox,
  opts: { now: number; publicUrl: string; siteName: string },
): Promise<number> {
  const rows = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.eventId')
    .innerJoin('users', 'users.id', 'event_registrations.userId')
    .select([
      'events.id as eventId',
      'events.title',
      'events.startsAt',
      'users.id as userId',
      'users.email',
      'users.timezone',
      'users.locale',
    ])
    .where('events.cancelledAt', 'is', null)
    .where('events.startsAt', '>', opts.now)
    .where('events.startsAt', '<=', opts.now + 2 * 86_400_000)
    .where('users.accountStatus', '=', 'active')
    .execute();
  let queued = 0;
  for (const r of rows) {
    const to = { userId: r.userId, timeZone: r.timezone, locale: r.locale ?? 'en' };
    const planned = planWebinarReminders(
      to,
      { eventId: r.eventId, startsAt: r.startsAt },
      new Set(),
    );
    for (const p of remindersDue(planned, opts.now)) {
      const message = webinarReminderMail(
        r.email,
        `${opts.publicUrl}/events/${r.eventId}`,
        opts.siteName,
        {
          title: r.title,
          startsAt: r.startsAt,
          timeZone: p.timeZone,
          soon: p.kind === 'webinar_soon',
        },
        to.locale,
      );
      if (await db.transaction().execute((trx) => mail.queue(trx, p.cause, 'notice', message)))
        queued++;
    }
  }
  return queued;
}

/** The days a cause ends with: 'inactive:{user}:{day}:{3|7|14}', 'roi-remeasure:{user}:{30|90|180}'. */
const causeNumber = (cause: string) => Number(cause.slice(cause.lastIndexOf(':') + 1));

/** Defines the planning job; `schedule(jobs)` after the queue started runs it every slot. */
export function defineReminderJobs(opts: {
  jobs: JobQueue;
  db: Db;
  mail: MailOutbox;
  log: FastifyBaseLogger;
  publicUrl: string;
  siteName: string;
  now?: () => number;
}): { schedule: () => Promise<void> } {
  const now = opts.now ?? Date.now;
  opts.jobs.define({
    name: PLAN_JOB,
    attempts: 3,
    retryBaseMs: 60_000,
    retryMaxMs: 5 * 60_000,
    timeoutMs: 10 * 60_000,
    concurrency: 1,
    async handler() {
      const queued = await planReminders(opts.db, opts.mail, {
        now: now(),
        publicUrl: opts.publicUrl,
        siteName: opts.siteName,
      });
      if (queued) opts.log.info({ queued }, 'reminders queued');
    },
  });
  return { schedule: () => opts.jobs.schedule(PLAN_JOB, PLAN_EVERY_MINUTES) };
}
