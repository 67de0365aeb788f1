import { randomUUID } from 'node:crypto';
import {
  capstoneWriteBlock,
  hasUnseenReview,
  type CapstoneDraftInput,
  type CapstonePreview,
  type CapstoneStatus,
  type CapstoneSubmissionInput,
  type CapstoneView,
  type Locale,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { renderMarkdown } from '../forum/markdown';
import * as journeysRepo from '../journeys/repository';
import { iso, journeyLeaders, parseRule, resolveJourney, versionFor, type PresentedJourney } from '../journeys/journey-view';
import { localBriefHtml } from '../journeys/translations';
import { cpdMinutesOf, toSubmission, xpAwarded } from './present';
import * as repo from './repository';

/*
 * The learner's side of the capstone: one per learner and journey, always their own (every route
 * takes the journey from the URL and the learner from the session, never an id of a capstone).
 * Saving a draft or submitting needs an enrolment; a capstone waiting for review or accepted
 * cannot change. Each submission is a new numbered row, so earlier versions and their feedback stay.
 */

/** The error for a learner who may not save or submit now. */
function writeRefused(journey: PresentedJourney, status: CapstoneStatus | null, enrolled: boolean): Error | null {
  switch (capstoneWriteBlock(status, enrolled)) {
    case 'not_enrolled':
      return errors.forbidden(`Enrol in ${journey.title} before writing your capstone.`);
    case 'in_review':
      return errors.conflict('Your capstone is waiting for review. You can change it again if the reviewer asks for changes.');
    case 'accepted':
      return errors.conflict('Your capstone was accepted, so it can no longer be changed.');
    default:
      return null;
  }
}

async function journeyFor(db: Db, userId: string, journeyUrlId: string, locale?: Locale) {
  const journey = await resolveJourney(db, journeyUrlId, await journeyLeaders(db), locale);
  const enrolment = await journeysRepo.findEnrolment(db.kysely, userId, journey.row.id);
  return { journey, enrolment };
}

/**
 * The learner's capstone for a journey: the brief of their version, the working copy, every
 * submission and its review. The journey's title and the brief are in `locale` where translated.
 */
export async function capstoneView(db: Db, userId: string, journeyUrlId: string, locale?: Locale): Promise<CapstoneView> {
  const { journey, enrolment } = await journeyFor(db, userId, journeyUrlId, locale);
  const [version, capstone] = await Promise.all([versionFor(db, journey.row, enrolment), repo.findCapstone(db.kysely, userId, journey.row.id)]);
  const [submissions, xp] = await Promise.all([capstone ? repo.submissionsOf(db.kysely, capstone.id) : [], xpAwarded(db, capstone)]);
  const status = capstone?.status ?? null;
  return {
    journey: { id: journey.id, title: journey.title },
    briefHtml: locale ? await localBriefHtml(db.kysely, version, locale) : version.capstoneBriefHtml,
    required: parseRule(version).capstoneRequired,
    enrolled: enrolment !== undefined,
    status,
    draft: { text: capstone?.draftText ?? '', links: capstone ? repo.parseLinks(capstone.draftLinks) : [] },
    canEdit: capstoneWriteBlock(status, enrolment !== undefined) === null,
    submissions: submissions.map(toSubmission),
    unseenReview: capstone ? hasUnseenReview({ reviewedAt: capstone.reviewedAt, reviewSeenAt: capstone.reviewSeenAt }) : false,
    xpAwarded: xp,
    cpdMinutes: cpdMinutesOf(version),
    updatedAt: capstone ? iso(Number(capstone.updatedAt)) : null,
  };
}

/**
 * The learner's capstone row for the journey, created as an empty draft on first use (the unique
 * learner + journey pair makes a race create one), after refusing a learner who may not write.
 */
async function ensureCapstone(trx: Kysely<Database>, userId: string, journey: PresentedJourney, enrolled: boolean, now: number): Promise<repo.CapstoneRow> {
  const refused = writeRefused(journey, null, enrolled);
  if (refused) throw refused;
  await repo.insertCapstoneOnce(trx, { id: randomUUID(), userId, journeyId: journey.row.id, now });
  const capstone = await repo.findCapstone(trx, userId, journey.row.id);
  if (!capstone) throw new Error(`Capstone of ${userId} for ${journey.row.id} was not stored.`);
  const blocked = writeRefused(journey, capstone.status, enrolled);
  if (blocked) throw blocked;
  return capstone;
}

/** Saves the working copy (Markdown and links) as a draft; the status stays as it was (draft or changes requested). */
export async function saveDraft(db: Db, userId: string, journeyUrlId: string, input: CapstoneDraftInput, now = Date.now(), locale?: Locale): Promise<CapstoneView> {
  const { journey, enrolment } = await journeyFor(db, userId, journeyUrlId);
  await db.kysely.transaction().execute(async (trx) => {
    const capstone = await ensureCapstone(trx, userId, journey, enrolment !== undefined, now);
    if (!(await repo.updateDraft(trx, capstone.id, input, now))) {
      // Submitted or accepted meanwhile: say which.
      const current = await repo.findCapstoneById(trx, capstone.id);
      throw writeRefused(journey, current?.status ?? capstone.status, true) ?? errors.conflict('Your capstone changed meanwhile. Reload and try again.');
    }
  });
  return capstoneView(db, userId, journeyUrlId, locale);
}

/**
 * Submits the capstone for review: the working copy is saved, the capstone moves to 'submitted'
 * (conditionally: of two concurrent submissions one wins, the other gets 409) and a new numbered
 * submission keeps the text as sent, its sanitised HTML and the links.
 */
export async function submitCapstone(db: Db, userId: string, journeyUrlId: string, input: CapstoneSubmissionInput, now = Date.now(), locale?: Locale): Promise<CapstoneView> {
  const { journey, enrolment } = await journeyFor(db, userId, journeyUrlId);
  const textHtml = renderMarkdown(input.text);
  await db.kysely.transaction().execute(async (trx) => {
    const capstone = await ensureCapstone(trx, userId, journey, enrolment !== undefined, now);
    const number = capstone.latestSubmission + 1;
    if (!(await repo.markSubmitted(trx, capstone.id, number, input, now))) {
      throw errors.conflict('Your capstone is waiting for review. You can change it again if the reviewer asks for changes.');
    }
    await repo.insertSubmission(trx, { capstoneId: capstone.id, number, text: input.text, textHtml, links: input.links, submittedAt: now });
  });
  return capstoneView(db, userId, journeyUrlId, locale);
}

/** Notes that the learner has read their review (the app stops pointing it out). */
export async function markReviewSeen(db: Db, userId: string, journeyUrlId: string, now = Date.now()): Promise<void> {
  const journey = await resolveJourney(db, journeyUrlId, await journeyLeaders(db));
  const capstone = await repo.findCapstone(db.kysely, userId, journey.row.id);
  if (!capstone) throw errors.notFound('Your capstone for this journey');
  await repo.markReviewSeen(db.kysely, capstone.id, now);
}

/** The Markdown as the server will store it: rendered and sanitised exactly as a submission is. */
export function previewCapstone(text: string): CapstonePreview {
  return { html: renderMarkdown(text) };
}

/** When the learner's capstone of a journey (its row id) was accepted, or null (a certificate's evidence, ADR 050). */
export async function capstoneAcceptedAt(db: Kysely<Database>, userId: string, journeyId: string): Promise<number | null> {
  const row = await repo.findCapstone(db, userId, journeyId);
  return row?.status === 'accepted' && row.reviewedAt !== null ? Number(row.reviewedAt) : null;
}
