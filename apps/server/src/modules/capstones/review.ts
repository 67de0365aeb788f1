import {
  capstoneAwardKey,
  capstoneReviewBlock,
  type AdminCapstoneDetail,
  type AdminCapstonePage,
  type AdminCapstoneQuery,
  type CapstoneReviewInput,
  DEFAULT_LOCALE,
} from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { LearningEvents } from '../../lib/learning-events';
import { recordAudit } from '../audit/repository';
import type { PointsBus } from '../gamification/live';
import { awardXp } from '../gamification/service';
import { completeJourneyIfMet } from '../journeys/completion';
import { iso, journeyLeaders, present, versionFor, type PresentedJourney } from '../journeys/journey-view';
import * as journeysRepo from '../journeys/repository';
import type { MailOutbox } from '../mail/outbox';
import { capstoneReviewedMail } from '../mail/templates';
import { getSettings } from '../settings/service';
import { capstoneNotFound, cpdMinutesOf, toSubmission, xpAwarded } from './present';
import * as repo from './repository';

/*
 * The admin's side: the queue, one capstone with every submission, and the decision. Accepting
 * awards Capstone Challenge through the ledger (key capstone:{userId}:{journeyId}); the state
 * change submitted → accepted is a conditional update inside the award's own transaction, with
 * the CPD event, the journey's completion when the rule is now met, and the audit row. Of two
 * admins deciding at once only one moves the capstone: the other gets 409 and nothing is written.
 */

export interface ReviewDeps {
  db: Db;
  bus: PointsBus;
  learning: LearningEvents;
  mail: MailOutbox;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const alreadyReviewed = () => errors.conflict('This capstone was already reviewed.');

/** The learner's address of their capstone, for the mail. */
const capstoneUrl = (publicUrl: string, journeyUrlId: string) => new URL(`/journeys/${encodeURIComponent(journeyUrlId)}/capstone`, publicUrl).toString();

async function presentedJourney(db: Db, journeyId: string): Promise<PresentedJourney> {
  const [row] = await repo.journeysByIds(db.kysely, [journeyId]);
  if (!row) throw capstoneNotFound();
  return present(row, await journeyLeaders(db));
}

/** One page of the queue: capstones waiting for review (oldest submission first) or reviewed (newest first). */
export async function capstoneQueue(db: Db, query: AdminCapstoneQuery): Promise<AdminCapstonePage> {
  const { rows, total } = await repo.findQueue(db.kysely, query.view, query.pageSize, (query.page - 1) * query.pageSize);
  const [journeys, leaders] = await Promise.all([repo.journeysByIds(db.kysely, [...new Set(rows.map((r) => r.journeyId))]), journeyLeaders(db)]);
  const journeyOf = new Map(journeys.map((j) => [j.id, present(j, leaders)]));
  return {
    capstones: rows.map((r) => {
      const journey = journeyOf.get(r.journeyId);
      return {
        id: r.id,
        learner: { id: r.userId, name: r.learnerName },
        journey: { id: journey?.id ?? r.journeyId, title: journey?.title ?? 'Unknown journey' },
        status: r.status,
        submission: r.latestSubmission,
        submittedAt: iso(Number(r.submittedAt)),
        reviewedAt: r.reviewedAt === null ? null : iso(Number(r.reviewedAt)),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Why this admin has nothing to decide on a capstone they can see (it has been submitted at least once). */
function noticeFor(block: ReturnType<typeof capstoneReviewBlock>, status: repo.CapstoneRow['status']): string | null {
  if (block === null) return null;
  if (block === 'own') return 'You wrote this capstone, so another admin reviews it.';
  if (status === 'accepted') return 'Accepted. The learner received Capstone Challenge and the CPD minutes.';
  return 'Changes were requested. The capstone comes back to the queue when the learner submits it again.';
}

/** One capstone for an admin: the learner, the journey's brief, every submission (newest first) and what they may decide. */
export async function adminCapstoneDetail(db: Db, adminId: string, capstoneId: string): Promise<AdminCapstoneDetail> {
  const capstone = await repo.findCapstoneById(db.kysely, capstoneId);
  // A draft never submitted is the learner's own working copy: admins see submissions only.
  if (!capstone || capstone.latestSubmission === 0) throw capstoneNotFound();
  const journey = await presentedJourney(db, capstone.journeyId);
  const enrolment = await journeysRepo.findEnrolment(db.kysely, capstone.userId, capstone.journeyId);
  const [version, learner, submissions, xp] = await Promise.all([
    versionFor(db, journey.row, enrolment),
    repo.findLearner(db.kysely, capstone.userId),
    repo.submissionsOf(db.kysely, capstone.id),
    xpAwarded(db, capstone),
  ]);
  const block = capstoneReviewBlock(capstone, adminId, capstone.latestSubmission);
  return {
    id: capstone.id,
    learner: { id: capstone.userId, name: learner?.name ?? 'Deleted account' },
    journey: { id: journey.id, title: journey.title, briefHtml: version.capstoneBriefHtml },
    status: capstone.status,
    submissions: submissions.map(toSubmission),
    reviewable: block === null ? capstone.latestSubmission : null,
    notice: noticeFor(block, capstone.status),
    xpAwarded: xp,
    cpdMinutes: cpdMinutesOf(version),
  };
}

/** The state change and the decision on the submission; throws 409 when another review got there first. */
async function decide(trx: Kysely<Database>, capstone: repo.CapstoneRow, adminId: string, input: CapstoneReviewInput, now: number): Promise<void> {
  if (!(await repo.moveToDecision(trx, capstone.id, input.submission, input.decision, now))) throw alreadyReviewed();
  const review = { decision: input.decision, feedback: input.feedback, reviewerId: adminId, reviewedAt: now };
  if (!(await repo.recordDecision(trx, capstone.id, input.submission, review))) {
    throw new Error(`Capstone ${capstone.id} moved to ${input.decision} but submission ${input.submission} already had a decision.`);
  }
  await recordAudit(
    trx,
    {
      actorId: adminId,
      action: input.decision === 'accepted' ? 'capstone.accept' : 'capstone.request_changes',
      targetType: 'capstone',
      targetId: capstone.id,
      details: { learnerId: capstone.userId, journeyId: capstone.journeyId, submission: input.submission, feedback: input.feedback.slice(0, 200) },
    },
    now,
  );
}

/** The accepted submission as CPD evidence: its Markdown and its links. */
async function evidenceOf(trx: Kysely<Database>, capstoneId: string, number: number): Promise<string> {
  const submission = (await repo.submissionsOf(trx, capstoneId)).find((s) => s.number === number);
  if (!submission) throw new Error(`Capstone ${capstoneId} has no submission ${number}.`);
  const links = submission.links.map((l) => `- ${l.label ? `${l.label}: ` : ''}${l.url}`);
  return links.length ? `${submission.text}\n\nLinks:\n${links.join('\n')}` : submission.text;
}

/**
 * Accepts a submission: Capstone Challenge (250 XP, streak multiplier applied) with, in the
 * award's one transaction, the conditional state change, the decision, the audit row, the CPD
 * event (kind 'capstone', verified by the admin) and the journey's completion when its rule is
 * now met. A second acceptance finds the award's key taken (or the state moved) and gets 409.
 */
async function accept(deps: ReviewDeps, capstone: repo.CapstoneRow, journey: PresentedJourney, adminId: string, input: CapstoneReviewInput, now: number): Promise<number> {
  const { db, learning } = deps;
  const award = await awardXp(
    db,
    deps.bus,
    { userId: capstone.userId, action: 'capstone_challenge', idempotencyKey: capstoneAwardKey(capstone.userId, capstone.journeyId), sourceId: capstone.id, actorId: adminId },
    now,
    async (trx, awarded) => {
      await decide(trx, capstone, adminId, input, now);
      await mailLearner(trx, deps, capstone, journey, input, awarded.points);
      const enrolment = await journeysRepo.findEnrolment(trx, capstone.userId, capstone.journeyId);
      const [version] = enrolment ? await journeysRepo.versionsByIds(trx, [enrolment.versionId]) : [];
      if (!version) throw errors.conflict('The learner is no longer enrolled in this journey.');
      await learning.activityCompleted(trx, {
        kind: 'capstone',
        userId: capstone.userId,
        sourceId: capstone.id,
        title: `Capstone: ${journey.title}`,
        journeyId: capstone.journeyId,
        cpdMinutes: cpdMinutesOf(version),
        occurredAt: now,
        verifiedBy: 'admin',
        evidence: await evidenceOf(trx, capstone.id, input.submission),
      });
      await completeJourneyIfMet(trx, learning, { id: capstone.journeyId, title: journey.title }, capstone.userId, now);
    },
  );
  if (!award.created) throw alreadyReviewed();
  return award.entry.points;
}

/** Tells the learner by mail, queued in the decision's transaction (ADR 035): once per submission decided. */
async function mailLearner(trx: Kysely<Database>, deps: ReviewDeps, capstone: repo.CapstoneRow, journey: PresentedJourney, input: CapstoneReviewInput, xp: number | null): Promise<void> {
  const learner = await repo.findLearner(trx, capstone.userId);
  if (!learner) return;
  const { siteName } = await getSettings(trx);
  const review = { journeyTitle: journey.title, accepted: input.decision === 'accepted', feedback: input.feedback, xp };
  const mail = capstoneReviewedMail(learner.email, capstoneUrl(deps.publicUrl, journey.id), siteName, review, learner.locale ?? DEFAULT_LOCALE);
  await deps.mail.queue(trx, `capstone-review ${capstone.id} ${input.submission}`, 'notice', mail);
}

/**
 * An admin's decision on the latest submission, with feedback: accept (see `accept`) or ask for
 * changes (the state change, the decision and the audit row in one transaction). Never one's own
 * capstone (403); a submission already decided, or a race lost, is 409 and changes nothing.
 */
export async function reviewCapstone(deps: ReviewDeps, adminId: string, capstoneId: string, input: CapstoneReviewInput, now = Date.now()): Promise<AdminCapstoneDetail> {
  const { db } = deps;
  const capstone = await repo.findCapstoneById(db.kysely, capstoneId);
  if (!capstone || capstone.latestSubmission === 0) throw capstoneNotFound();
  switch (capstoneReviewBlock(capstone, adminId, input.submission)) {
    case 'own':
      throw errors.forbidden('You cannot review your own capstone. Another admin reviews it.');
    case 'unknown_submission':
      throw errors.notFound('That submission');
    case 'already_reviewed':
      throw alreadyReviewed();
  }
  const journey = await presentedJourney(db, capstone.journeyId);
  if (input.decision === 'accepted') await accept(deps, capstone, journey, adminId, input, now);
  else {
    await db.kysely.transaction().execute(async (trx) => {
      await decide(trx, capstone, adminId, input, now);
      await mailLearner(trx, deps, capstone, journey, input, null);
    });
  }
  return adminCapstoneDetail(db, adminId, capstoneId);
}
