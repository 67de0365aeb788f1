import { mentoringAwardKey, mentoringOccurredAt, mentoringStatus, type MentoringAnswer, type MentoringResponseResult, zoneOrUtc } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { LearningEvents } from '../../lib/learning-events';
import type { PointsBus } from '../gamification/live';
import { awardXp } from '../gamification/service';
import * as repo from './repository';
import { checkLinkViewer, oneLineName, presentAll, sessionByToken } from './service';

export interface RespondDeps {
  db: Db;
  bus: PointsBus;
  learning: LearningEvents;
}

/** Thrown inside the award's transaction to roll it back: another answer or the expiry came first. */
class SessionNotPending extends Error {}
/** Thrown inside the award's transaction to roll it back: another session of the pair holds the week's award. */
class AwardWeekTaken extends Error {}

type Row = repo.NamedSessionRow;
type Person = Awaited<ReturnType<typeof repo.people>>[number];

/**
 * The answer to a session that is no longer pending: a repeat of the answer it already has is
 * answered as such (`created: false`, nothing written); any other answer is refused. Null while pending.
 */
async function settledAnswer(db: Db, row: Row, answer: MentoringAnswer, now: number): Promise<MentoringResponseResult | null> {
  const status = mentoringStatus(row.status, Number(row.expiresAt), now);
  if (status === 'pending') return null;
  if (status === 'expired') {
    const day = new Date(Number(row.expiresAt)).toISOString().slice(0, 10);
    throw errors.conflict(`This request expired on ${day} and can no longer be answered. If the session happened, ask ${row.mentorName} to log it again.`);
  }
  if (status === (answer === 'confirm' ? 'confirmed' : 'declined')) return { created: false, session: (await presentAll(db, [row], row.menteeId, now))[0]! };
  throw errors.conflict(
    status === 'confirmed'
      ? 'You already confirmed this session, so it can no longer be declined.'
      : `You already declined this session, so it can no longer be confirmed. If it happened, ask ${row.mentorName} to log it again.`,
  );
}

/** The session as it now is, read again (after this request's answer, or another one's). */
async function answered(db: Db, id: string, answer: MentoringAnswer, created: boolean, now: number): Promise<MentoringResponseResult> {
  const row = await repo.findSession(db.kysely, id);
  if (!row) throw errors.notFound('That mentoring session');
  if (created) return { created, session: (await presentAll(db, [row], row.menteeId, now))[0]! };
  const settled = await settledAnswer(db, row, answer, now);
  // Still pending after a refused conditional update cannot happen: the update only fails when it is not.
  if (!settled) throw new Error(`Mentoring session ${id} refused an answer while pending.`);
  return settled;
}

/** Both CPD entries of a confirmed session (mentor and mentee, verified by a peer), in the confirming transaction. */
async function recordCpd(trx: Kysely<Database>, learning: LearningEvents, row: Row, mentor: Person, mentee: Person): Promise<void> {
  const base = { kind: 'mentoring', sourceId: row.id, journeyId: null, cpdMinutes: row.minutes, verifiedBy: 'peer' } as const;
  const mentorName = oneLineName(mentor.name);
  const menteeName = oneLineName(mentee.name);
  await learning.activityCompleted(trx, {
    ...base,
    userId: mentor.id,
    title: `Peer mentoring: mentored ${menteeName}`,
    occurredAt: mentoringOccurredAt(row.day, zoneOrUtc(mentor.timezone)),
    evidence: `${row.topic} (confirmed by ${menteeName})`,
  });
  await learning.activityCompleted(trx, {
    ...base,
    userId: mentee.id,
    title: `Peer mentoring: mentored by ${mentorName}`,
    occurredAt: mentoringOccurredAt(row.day, zoneOrUtc(mentee.timezone)),
    evidence: row.topic,
  });
}

/**
 * Confirms or declines a pending session. Declining writes the answer only. Confirming writes,
 * in one transaction, the answer, both CPD entries and, when the pair has not yet earned it in
 * the session's ISO week, Peer Mentoring (80 XP, key `mentoring:{sessionId}`, streak applied)
 * with the week's claim: inside the award's own transaction (awardXp's `alongside`). A session
 * whose week is taken is confirmed without XP. Of concurrent answers exactly one is recorded
 * (a conditional update); the rest answer `created: false` or are refused.
 */
export async function answerSession(deps: RespondDeps, row: Row, answer: MentoringAnswer, now = Date.now()): Promise<MentoringResponseResult> {
  const { db, learning } = deps;
  const settled = await settledAnswer(db, row, answer, now);
  if (settled) return settled;
  if (answer === 'decline') {
    const changed = await db.kysely.transaction().execute((trx) => repo.answerPending(trx, row.id, 'declined', now));
    return answered(db, row.id, answer, changed, now);
  }

  const found = await repo.people(db.kysely, [row.mentorId, row.menteeId]);
  const mentor = found.find((p) => p.id === row.mentorId);
  const mentee = found.find((p) => p.id === row.menteeId);
  if (!mentor || !mentee) throw errors.notFound('That mentoring session');

  if (!(await repo.isAwardWeekTaken(db.kysely, row.mentorId, row.menteeId, row.week))) {
    try {
      const award = await awardXp(
        db,
        deps.bus,
        { userId: row.mentorId, action: 'peer_mentoring', idempotencyKey: mentoringAwardKey(row.id), sourceId: row.id },
        now,
        async (trx) => {
          if (!(await repo.answerPending(trx, row.id, 'confirmed', now))) throw new SessionNotPending();
          const claim = { mentorId: row.mentorId, menteeId: row.menteeId, week: row.week, sessionId: row.id, createdAt: now };
          if (!(await repo.claimAwardWeek(trx, claim))) throw new AwardWeekTaken();
          await recordCpd(trx, learning, row, mentor, mentee);
        },
      );
      // Not created: the award key was already used, by the concurrent answer that confirmed it.
      return answered(db, row.id, answer, award.created, now);
    } catch (err) {
      if (err instanceof SessionNotPending) return answered(db, row.id, answer, false, now);
      // Another session of the pair took the week meanwhile: confirm this one without XP, below.
      if (!(err instanceof AwardWeekTaken)) throw err;
    }
  }
  const changed = await db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.answerPending(trx, row.id, 'confirmed', now))) return false;
    await recordCpd(trx, learning, row, mentor, mentee);
    return true;
  });
  return answered(db, row.id, answer, changed, now);
}

/** In the app: only the session's mentee may answer it. */
export async function answerAsLearner(deps: RespondDeps, user: UserRow, sessionId: string, answer: MentoringAnswer, now = Date.now()): Promise<MentoringResponseResult> {
  const row = await repo.findSession(deps.db.kysely, sessionId);
  if (!row) throw errors.notFound('That mentoring session');
  if (row.menteeId !== user.id) {
    throw errors.forbidden(
      row.mentorId === user.id
        ? `You logged this session: ${row.menteeName} confirms or declines it.`
        : 'This session was logged with someone else: only they can confirm or decline it.',
    );
  }
  return answerSession(deps, row, answer, now);
}

/** By the emailed link: the token proves the mentee; a browser signed in as someone else is refused. */
export async function answerByLink(deps: RespondDeps, viewer: UserRow | null, token: string, answer: MentoringAnswer, now = Date.now()): Promise<MentoringResponseResult> {
  const row = await sessionByToken(deps.db, token);
  checkLinkViewer(row, viewer);
  const [mentee] = await repo.people(deps.db.kysely, [row.menteeId]);
  if (mentee?.accountStatus !== 'active') throw errors.inactive();
  return answerSession(deps, row, answer, now);
}
