import { randomUUID } from 'node:crypto';
import {
  cleanText,
  earliestMentoringDay,
  zoneOrUtc,
  levelForXp,
  localDay,
  MENTOR_LEVEL,
  MENTORING_LINK_TTL_MS,
  MENTORING_LOGS_PER_DAY,
  MENTORING_SEARCH_LIMIT,
  MENTORING_SELF_MESSAGE,
  mentoringDayProblem,
  mentoringStatus,
  mentoringWeek,
  mentorLockedMessage,
  mentorUnlock,
  type ColleagueSearchResult,
  type LogMentoringResult,
  type LogMentoringSession,
  type MentoringInvitation,
  type MentoringOverview,
  type MentoringSession,
  DEFAULT_LOCALE,
} from '@lv/domain';
import { recipientLocale } from '../mail/recipient-locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import { readPointsRecord } from '../gamification/repository';
import type { MailOutbox } from '../mail/outbox';
import { mentoringRequestMail } from '../mail/templates';
import { getSettings } from '../settings/service';
import { findTeam, membershipOf } from '../teams/repository';
import * as repo from './repository';

/** Sessions the overview lists besides those waiting for the learner's answer. */
const HISTORY_LIMIT = 50;

const iso = (ms: number) => new Date(ms).toISOString();
/** A user-written name as one safe line (mail subjects, CPD titles). */
export const oneLineName = (name: string) => cleanText(name, 'line') || 'A colleague';

/** Sessions a colleague has not answered `waitMs` after they were logged, links still working: the reminder's facts (ADR 046). */
export async function sessionsWaitingForAnswer(db: Db, now: number, waitMs: number) {
  const rows = await repo.pendingToRemind(db.kysely, now, waitMs);
  return rows.map((s) => ({
    id: s.id,
    loggedAt: Number(s.createdAt),
    expiresAt: Number(s.expiresAt),
    mentorName: oneLineName(s.mentorName),
    day: s.day,
    minutes: s.minutes,
    topic: s.topic,
    colleague: { id: s.menteeId, email: s.menteeEmail, timezone: s.menteeTimezone, locale: s.menteeLocale ?? DEFAULT_LOCALE },
  }));
}

/** A session as `viewerId` sees it; `points` is the award the ledger holds for it, if any. */
function present(row: repo.NamedSessionRow, viewerId: string, points: number | undefined, now: number): MentoringSession {
  const status = mentoringStatus(row.status, Number(row.expiresAt), now);
  return {
    id: row.id,
    role: row.mentorId === viewerId ? 'mentor' : 'mentee',
    mentor: { id: row.mentorId, name: row.mentorName },
    mentee: { id: row.menteeId, name: row.menteeName },
    day: row.day,
    week: row.week,
    minutes: row.minutes,
    topic: row.topic,
    status,
    loggedAt: iso(Number(row.createdAt)),
    respondedAt: row.respondedAt === null ? null : iso(Number(row.respondedAt)),
    expiresAt: iso(Number(row.expiresAt)),
    xpAwarded: status === 'confirmed' ? (points ?? 0) : null,
  };
}

/** Sessions as the viewer sees them, with the award each one earned read from the ledger. */
export async function presentAll(db: Db, rows: repo.NamedSessionRow[], viewerId: string, now: number): Promise<MentoringSession[]> {
  const points = await repo.awardedPoints(db.kysely, rows.filter((r) => r.status === 'confirmed').map((r) => r.id));
  return rows.map((r) => present(r, viewerId, points.get(r.id), now));
}

/** GET /api/mentoring: the learner's mentor status, sessions to answer, and their other sessions. */
export async function overview(db: Db, user: UserRow, now = Date.now()): Promise<MentoringOverview> {
  const today = localDay(new Date(now), zoneOrUtc(user.timezone));
  const [record, pending, history] = await Promise.all([
    readPointsRecord(db.kysely, user.id),
    repo.pendingFor(db.kysely, user.id, now),
    repo.historyOf(db.kysely, user.id, now, HISTORY_LIMIT),
  ]);
  const xp = Number(record?.points ?? 0);
  const unlock = mentorUnlock(xp);
  const [toConfirm, sessions] = await Promise.all([presentAll(db, pending, user.id, now), presentAll(db, history, user.id, now)]);
  return {
    today,
    earliestDay: earliestMentoringDay(today),
    mentor: { allowed: unlock.allowed, xp, xpToUnlock: unlock.xpToUnlock, unlockLevel: { number: MENTOR_LEVEL.number, name: MENTOR_LEVEL.name, minXp: MENTOR_LEVEL.minXp } },
    toConfirm,
    sessions,
  };
}

/** GET /api/mentoring/colleagues: the viewer's village first, then other active learners by name. */
export async function searchColleagues(db: Db, viewerId: string, text: string): Promise<ColleagueSearchResult> {
  const membership = await membershipOf(db.kysely, viewerId);
  const team = membership ? await findTeam(db.kysely, membership.teamId) : undefined;
  const rows = await repo.searchColleagues(db.kysely, { viewerId, teamId: team?.id ?? null, text, limit: MENTORING_SEARCH_LIMIT });
  return {
    village: team?.name ?? null,
    colleagues: rows.map((r) => {
      const level = levelForXp(r.points);
      return { id: r.id, name: r.name, image: r.image, level: { number: level.number, name: level.name }, inMyVillage: r.inVillage };
    }),
  };
}

export interface LogDeps {
  db: Db;
  mail: MailOutbox;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The page a link opens; the token sits in the fragment, so it never reaches a server log or a Referer. */
const respondUrl = (publicUrl: string, token: string, answer: 'confirm' | 'decline') => `${publicUrl}/mentoring/respond#token=${token}&answer=${answer}`;

/**
 * Logs a session the mentor gave and mails the colleague one-tap confirm and decline links. The
 * mentor must have reached Level 3; the colleague must be another active learner; the date is
 * checked against the mentor's today. A replay of the same request key answers the first session.
 */
export async function logSession(deps: LogDeps, mentor: UserRow, input: LogMentoringSession, now = Date.now()): Promise<LogMentoringResult> {
  const { db } = deps;
  if (input.menteeId === mentor.id) throw errors.invalid(MENTORING_SELF_MESSAGE, { menteeId: MENTORING_SELF_MESSAGE });
  if (input.idempotencyKey) {
    const earlier = await repo.findSessionByRequestKey(db.kysely, mentor.id, input.idempotencyKey);
    if (earlier) return { created: false, session: (await presentAll(db, [earlier], mentor.id, now))[0]!, mailSent: false };
  }
  const xp = Number((await readPointsRecord(db.kysely, mentor.id))?.points ?? 0);
  if (!mentorUnlock(xp).allowed) throw errors.forbidden(mentorLockedMessage(xp));
  const dayProblem = mentoringDayProblem(input.day, localDay(new Date(now), zoneOrUtc(mentor.timezone)));
  if (dayProblem) throw errors.invalid(dayProblem, { day: dayProblem });
  const [mentee] = await repo.people(db.kysely, [input.menteeId]);
  if (!mentee || mentee.accountStatus !== 'active') {
    throw errors.invalid('That colleague was not found among active learners. Search for them again.', { menteeId: 'Choose a colleague from the list' });
  }
  if ((await repo.countLoggedSince(db.kysely, mentor.id, now - 86_400_000)) >= MENTORING_LOGS_PER_DAY) {
    throw new AppError('RESOURCE_EXHAUSTED', `You have logged ${MENTORING_LOGS_PER_DAY} sessions in the last 24 hours. Try again tomorrow.`);
  }

  const token = newOneTimeToken();
  const id = randomUUID();
  const { siteName } = await getSettings(db.kysely);
  const locale = await recipientLocale(db.kysely, mentee.email, DEFAULT_LOCALE);
  // The session and the colleague's mail commit together (ADR 035): the mail is queued, sent by a
  // job with retries, so an SMTP outage delays it and loses nothing.
  const created = await db.kysely.transaction().execute(async (trx) => {
    const inserted = await repo.insertSessionOnce(trx, {
      id,
      mentorId: mentor.id,
      menteeId: mentee.id,
      day: input.day,
      week: mentoringWeek(input.day),
      minutes: input.minutes,
      topic: input.topic,
      status: 'pending',
      tokenHash: hashOneTimeToken(token),
      expiresAt: now + MENTORING_LINK_TTL_MS,
      requestKey: input.idempotencyKey ?? null,
      createdAt: now,
      respondedAt: null,
    });
    if (!inserted) return false;
    const request = {
      siteName,
      mentorName: oneLineName(mentor.name),
      menteeName: oneLineName(mentee.name),
      day: input.day,
      minutes: input.minutes,
      topic: input.topic,
      confirmUrl: respondUrl(deps.publicUrl, token, 'confirm'),
      declineUrl: respondUrl(deps.publicUrl, token, 'decline'),
    };
    await deps.mail.queue(trx, `mentoring-request ${id}`, 'notice', mentoringRequestMail(mentee.email, request, locale));
    return true;
  });
  const row = created ? await repo.findSession(db.kysely, id) : await repo.findSessionByRequestKey(db.kysely, mentor.id, input.idempotencyKey ?? '');
  if (!row) throw new Error(`Mentoring session ${id} was stored but cannot be read back.`);
  // mailSent: the mail is queued with the session (sent by the mail job, retried until it goes).
  return { created, session: (await presentAll(db, [row], mentor.id, now))[0]!, mailSent: created };
}

/** The session a link's token names, or 404 (the same answer for a malformed, unknown or forged token). */
export async function sessionByToken(db: Db, token: string): Promise<repo.NamedSessionRow> {
  const row = await repo.findSessionByTokenHash(db.kysely, hashOneTimeToken(token));
  if (!row) throw errors.notFound('That mentoring link');
  return row;
}

/** Refuses a signed-in learner who is not the session's mentee (the token proves who may answer). */
export function checkLinkViewer(row: repo.NamedSessionRow, viewer: UserRow | null): void {
  if (viewer && viewer.id !== row.menteeId) {
    throw errors.forbidden(
      `You are signed in as ${viewer.name}, but this session was logged with ${row.menteeName}. Sign out and open the link again, or ask ${row.menteeName} to open it.`,
    );
  }
}

/** POST /api/mentoring/respond/lookup: what a link is about, for the page that asks for the tap. */
export async function lookupLink(db: Db, token: string, viewer: UserRow | null, now = Date.now()): Promise<MentoringInvitation> {
  const row = await sessionByToken(db, token);
  const [session] = await presentAll(db, [row], row.menteeId, now);
  return { session: session!, viewer: viewer === null ? 'visitor' : viewer.id === row.menteeId ? 'mentee' : 'other' };
}

/**
 * Confirmed peer mentoring the learner gave up to a day (a journey certificate's evidence, ADR
 * 050): counts only, never a colleague or a topic.
 */
export function confirmedMentoringUntil(db: Kysely<Database>, mentorId: string, untilDay: string) {
  return repo.confirmedGivenUntil(db, mentorId, untilDay);
}
