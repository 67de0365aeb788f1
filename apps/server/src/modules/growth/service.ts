import { randomUUID } from 'node:crypto';
import {
  answerSetProblem,
  dueAssessment,
  FOLLOW_UP_DAYS,
  FOLLOW_UP_REMINDER_KEEPS_DAYS,
  groupRaterAnswers,
  GROWTH_STATEMENTS,
  MAX_RATERS,
  MIN_RATERS,
  RATER_GROUPS,
  RATER_LINK_TTL_MS,
  RATER_ROUNDS,
  raterRoundOf,
  scoreAssessment,
  scoreChange,
  scoreRaterGroup,
  type AssessmentMoment,
  type AssessmentScore,
  type InviteRaters,
  type InviteRatersResult,
  type JourneyGrowth,
  type Locale,
  type MyGrowth,
  type RaterAnswer,
  type RaterGroup,
  type RaterInvitation,
  type RaterRound,
  type RaterRoundSummary,
  type SubmitAssessment,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import {
  claimKey,
  firstAnswer,
  rememberAnswer,
  type Answer,
  type IdempotentWrite,
} from '../idempotency/service';
import {
  journeyLeaders,
  localizeJourneys,
  present,
  resolveJourney,
  type PresentedJourney,
} from '../journeys/journey-view';
import type { MailOutbox } from '../mail/outbox';
import { recipientLocale } from '../mail/recipient-locale';
import { raterInviteMail } from '../mail/templates';
import { getSettings } from '../settings/service';
import * as repo from './repository';

/*
 * Measured growth (ADR 048): the learner's self-assessments of a journey (baseline, completion,
 * 90 days after), and the 360: raters invited by email, answering by a one-purpose link. Policies:
 * only the learner reads their growth; a rater's answer is stored without the invitation, address
 * or time, and a group is shown only from 3 answers (domain groupRaterAnswers).
 */

type Sql = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();
export const parseAnswers = (text: string) => JSON.parse(text) as Record<string, number>;

export const ALREADY_TAKEN_MESSAGE = 'You already took this assessment for this journey.';
export const COMPLETION_NOT_YET_MESSAGE =
  'The completion assessment opens when you complete the journey.';
export const BASELINE_CLOSED_MESSAGE =
  'The baseline is taken before the journey is completed: take the completion assessment instead.';
export const FOLLOW_UP_TAKES_OVER_MESSAGE =
  'It is now 90 days since you completed the journey: take the 90-day assessment instead.';
export const FOLLOW_UP_NOT_YET_MESSAGE =
  'The 90-day assessment opens 90 days after you complete the journey.';
export const RATER_SELF_MESSAGE =
  'You cannot rate yourself here: your own answers are the self-assessment.';
export const RATER_TWICE_MESSAGE = 'Each rater needs a different email address.';
export const RATER_INVITED_MESSAGE = 'You already invited this person in this round.';
export const TOO_FEW_RATERS_MESSAGE =
  'Invite at least 3 raters in a round, so no single answer can be picked out.';
export const ROUND_FULL_MESSAGE = 'This round already has its 8 raters.';
export const RATER_LINK_USED_MESSAGE =
  'This link was already used: the answers were recorded. Thank you.';
export const RATER_LINK_EXPIRED_MESSAGE =
  'This link has expired. Ask the person who invited you for a new one.';
export const RATER_IS_LEARNER_MESSAGE =
  'This link asks for feedback about you: colleagues answer it. Your own answers are the self-assessment.';

/** A learner's journey, resolved from its URL id, and their enrolment in it. */
async function journeyOf(db: Db, urlId: string, locale: Locale) {
  return resolveJourney(db, urlId, await journeyLeaders(db), locale);
}

interface Stored {
  assessments: { moment: string; answers: string; takenAt: number }[];
  invites: { round: string; status: string; expiresAt: number }[];
  answers: { round: string; raterGroup: string; answers: string; comment: string | null }[];
}

function roundSummary(
  round: RaterRound,
  stored: Stored,
  self: AssessmentScore | null,
  now: number,
): RaterRoundSummary {
  const invites = stored.invites.filter((i) => i.round === round);
  const answers = stored.answers.filter((a) => a.round === round);
  const grouping = groupRaterAnswers(
    answers.map((a) => ({ group: a.raterGroup as RaterGroup, answer: a })),
  );
  const shownAnswers = grouping.shown.flatMap((g) => g.answers);
  const score = (rows: typeof answers) =>
    scoreRaterGroup(
      GROWTH_STATEMENTS,
      rows.map((r) => parseAnswers(r.answers)),
    );
  return {
    round,
    invited: invites.length,
    answered: invites.filter((i) => i.status === 'answered').length,
    open: invites.filter((i) => i.status === 'open' && Number(i.expiresAt) > now).length,
    self,
    groups: grouping.shown.map((g) => ({
      group: g.group,
      answers: g.answers.length,
      score: score(g.answers),
    })),
    allRaters: shownAnswers.length > 0 ? score(shownAnswers) : null,
    withheld: grouping.withheld,
    // Only shown answers' comments, in alphabetical order: never the order they came in.
    comments: shownAnswers
      .flatMap((a) => (a.comment ? [a.comment] : []))
      .sort((a, b) => a.localeCompare(b)),
  };
}

/** The learner's growth on one journey, from what is stored (the only place the answer is built). */
function build(
  journey: PresentedJourney,
  enrolment: { completedAt: number | null } | undefined,
  stored: Stored,
  now: number,
): JourneyGrowth {
  const completedAt =
    enrolment?.completedAt === null || enrolment === undefined
      ? null
      : Number(enrolment.completedAt);
  const taken = stored.assessments.map((a) => ({
    moment: a.moment as AssessmentMoment,
    takenAt: Number(a.takenAt),
    score: scoreAssessment(GROWTH_STATEMENTS, parseAnswers(a.answers)),
  }));
  const schedule = dueAssessment(
    { enrolled: enrolment !== undefined, completedAt, taken: taken.map((a) => a.moment) },
    now,
  );
  const byMoment = (m: AssessmentMoment) => taken.find((a) => a.moment === m)?.score ?? null;
  const baseline = byMoment('baseline');
  const latest = byMoment('follow_up') ?? byMoment('completion');
  const round = raterRoundOf(completedAt);
  const inRound = stored.invites.filter((i) => i.round === round).length;
  const rounds = RATER_ROUNDS.filter((r) => stored.invites.some((i) => i.round === r)).map((r) =>
    roundSummary(r, stored, r === 'before' ? baseline : latest, now),
  );
  return {
    journey: { id: journey.id, title: journey.title },
    enrolled: enrolment !== undefined,
    completedAt: completedAt === null ? null : iso(completedAt),
    due: schedule.due,
    followUpOpensAt: schedule.followUpOpensAt === null ? null : iso(schedule.followUpOpensAt),
    assessments: taken.map((a) => ({ moment: a.moment, takenAt: iso(a.takenAt), score: a.score })),
    change: baseline && latest ? scoreChange(baseline, latest) : null,
    raters: { round, canInvite: enrolment ? Math.max(0, MAX_RATERS - inRound) : 0, rounds },
  };
}

async function readGrowth(
  sql: Sql,
  userId: string,
  journey: PresentedJourney,
  now: number,
): Promise<JourneyGrowth> {
  const id = journey.row.id;
  const [enrolment, assessments, invites, answers] = await Promise.all([
    repo.enrolmentOf(sql, userId, id),
    repo.assessmentsOf(sql, userId, [id]),
    repo.invitesOf(sql, userId, id),
    repo.raterAnswersOf(sql, userId, id),
  ]);
  return build(journey, enrolment, { assessments, invites, answers }, now);
}

/** GET /api/journeys/:journeyId/growth: the signed-in learner's own growth on the journey. */
export async function journeyGrowth(
  db: Db,
  user: UserRow,
  urlId: string,
  locale: Locale,
  now = Date.now(),
): Promise<JourneyGrowth> {
  return readGrowth(db.kysely, user.id, await journeyOf(db, urlId, locale), now);
}

/** GET /api/me/growth: every journey the learner has assessed or asked raters about. */
export async function myGrowth(
  db: Db,
  user: UserRow,
  locale: Locale,
  now = Date.now(),
): Promise<MyGrowth> {
  const rows = await repo.journeysByIds(
    db.kysely,
    await repo.journeysWithGrowth(db.kysely, user.id),
  );
  const leaders = await journeyLeaders(db);
  const journeys = await localizeJourneys(
    db.kysely,
    rows.map((r) => present(r, leaders, locale)),
    locale,
  );
  return {
    journeys: await Promise.all(journeys.map((j) => readGrowth(db.kysely, user.id, j, now))),
  };
}

/** A learner whose 90-day assessment is open or about to open, for the reminder planner. */
export interface FollowUpFact {
  userId: string;
  email: string;
  timezone: string;
  locale: Locale;
  /** The journey as its URL names it, and its title in the learner's language. */
  journey: { rowId: string; id: string; title: string };
  completedAt: number;
}

/**
 * The 90-day assessments not taken whose reminder may be due around `now`: journeys completed
 * from 90 + 30 days ago (a day's margin for zones) to 90 days ago less a day.
 */
export async function followUpFacts(db: Db, now: number): Promise<FollowUpFact[]> {
  const DAY = 86_400_000;
  const rows = await repo.followUpsOpen(
    db.kysely,
    now - (FOLLOW_UP_DAYS + FOLLOW_UP_REMINDER_KEEPS_DAYS + 1) * DAY,
    now - (FOLLOW_UP_DAYS - 1) * DAY,
  );
  if (rows.length === 0) return [];
  const [journeys, leaders] = await Promise.all([
    repo.journeysByIds(db.kysely, [...new Set(rows.map((r) => r.journeyId))]),
    journeyLeaders(db),
  ]);
  const shown = new Map<string, PresentedJourney>();
  for (const locale of new Set(rows.map((r) => r.locale ?? 'en'))) {
    const local = await localizeJourneys(
      db.kysely,
      journeys.map((j) => present(j, leaders, locale)),
      locale,
    );
    for (const j of local) shown.set(`${locale}:${j.row.id}`, j);
  }
  return rows.flatMap((r) => {
    const locale = r.locale ?? 'en';
    const j = shown.get(`${locale}:${r.journeyId}`);
    if (!j || r.completedAt === null) return [];
    return [
      {
        userId: r.userId,
        email: r.email,
        timezone: r.timezone,
        locale,
        journey: { rowId: r.journeyId, id: j.id, title: j.title },
        completedAt: Number(r.completedAt),
      },
    ];
  });
}

/**
 * What next steps need of measured growth (ADR 049): the assessment due on each journey (by row
 * id; none when not enrolled), and the dimensions of the learner's latest self-assessment.
 */
export async function growthFacts(
  db: Db,
  userId: string,
  journeys: readonly { rowId: string; enrolled: boolean; completedAt: number | null }[],
  now = Date.now(),
): Promise<{ due: Map<string, AssessmentMoment>; scores: AssessmentScore['dimensions'] | null }> {
  const taken = await repo.assessmentsOf(
    db.kysely,
    userId,
    journeys.map((j) => j.rowId),
  );
  const due = new Map<string, AssessmentMoment>();
  for (const j of journeys) {
    const moments = taken.filter((a) => a.journeyId === j.rowId).map((a) => a.moment as AssessmentMoment);
    const next = dueAssessment({ enrolled: j.enrolled, completedAt: j.completedAt, taken: moments }, now).due;
    if (next !== null) due.set(j.rowId, next);
  }
  // Taken in time order: the last is the latest.
  const latest = taken.at(-1);
  const scores = latest
    ? scoreAssessment(GROWTH_STATEMENTS, parseAnswers(latest.answers)).dimensions
    : null;
  return { due, scores };
}

/** The refusal for an assessment that is not the one due now (or null when it is). */
function notDue(moment: AssessmentMoment, growth: JourneyGrowth): string | null {
  if (growth.due === moment) return null;
  if (growth.assessments.some((a) => a.moment === moment)) return ALREADY_TAKEN_MESSAGE;
  if (moment === 'baseline')
    return growth.due === 'follow_up' ? FOLLOW_UP_TAKES_OVER_MESSAGE : BASELINE_CLOSED_MESSAGE;
  if (moment === 'completion')
    return growth.completedAt === null ? COMPLETION_NOT_YET_MESSAGE : FOLLOW_UP_TAKES_OVER_MESSAGE;
  if (growth.completedAt === null) return FOLLOW_UP_NOT_YET_MESSAGE;
  return `The 90-day assessment opens on ${growth.followUpOpensAt!.slice(0, 10)}.`;
}

/**
 * POST .../growth/assessments: the due assessment, every statement answered 1-5 once. Replay-safe
 * with an Idempotency-Key (the offline queue sends one); a moment is stored once per journey
 * (unique key), so a second set is refused, never counted twice.
 */
export async function submitAssessment(
  db: Db,
  user: UserRow,
  urlId: string,
  input: SubmitAssessment,
  write: IdempotentWrite | null,
  locale: Locale,
  now = Date.now(),
): Promise<Answer<JourneyGrowth>> {
  const first = await firstAnswer<JourneyGrowth>(db.kysely, write);
  if (first) return first;
  const journey = await journeyOf(db, urlId, locale);
  const problem = answerSetProblem(GROWTH_STATEMENTS, input.answers);
  if (problem) throw errors.invalid(problem.message, problem.fields);
  return db.kysely.transaction().execute(async (trx) => {
    // The key first: a replay answers the first result even once the moment is taken.
    const replay = await claimKey<JourneyGrowth>(trx, write, now);
    if (replay) return replay;
    const before = await readGrowth(trx, user.id, journey, now);
    if (!before.enrolled)
      throw errors.forbidden(`Enrol in ${journey.title} before taking its assessment.`);
    const refusal = notDue(input.moment, before);
    if (refusal) throw errors.conflict(refusal);
    const row = {
      id: randomUUID(),
      userId: user.id,
      journeyId: journey.row.id,
      moment: input.moment,
      answers: JSON.stringify(input.answers),
      takenAt: now,
    };
    if (!(await repo.insertAssessmentOnce(trx, row))) throw errors.conflict(ALREADY_TAKEN_MESSAGE);
    return rememberAnswer(trx, write, 201, await readGrowth(trx, user.id, journey, now));
  });
}

export interface InviteDeps {
  db: Db;
  mail: MailOutbox;
  publicUrl: string;
}

/** The rating page a link opens; the token sits in the fragment, never in a log or a Referer. */
const rateUrl = (publicUrl: string, token: string) => `${publicUrl}/growth/rate#token=${token}`;

/**
 * POST .../growth/raters: invites raters for the round (before completion, or after), each with
 * their own link, the mails queued in the invitations' transaction. A round takes 3 to 8 raters:
 * its first invitation brings at least 3; the same address twice, or the learner's own, is refused.
 */
export async function inviteRaters(
  deps: InviteDeps,
  user: UserRow,
  urlId: string,
  input: InviteRaters,
  locale: Locale,
  now = Date.now(),
): Promise<InviteRatersResult> {
  const { db } = deps;
  const journey = await journeyOf(db, urlId, locale);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  input.raters.forEach((r, i) => {
    if (r.email === user.email.toLowerCase()) fields[`raters.${i}.email`] = RATER_SELF_MESSAGE;
    else if (seen.has(r.email)) fields[`raters.${i}.email`] = RATER_TWICE_MESSAGE;
    seen.add(r.email);
  });
  const firstField = Object.values(fields)[0];
  if (firstField) throw errors.invalid(firstField, fields);
  const { siteName } = await getSettings(db.kysely);
  const learnerName = user.name.trim() || user.email;
  const links = input.raters.map(() => newOneTimeToken());
  const locales = await Promise.all(
    input.raters.map((r) => recipientLocale(db.kysely, r.email, locale)),
  );
  const titles = new Map<Locale, string>([[locale, journey.title]]);
  for (const l of locales) if (!titles.has(l)) titles.set(l, (await journeyOf(db, urlId, l)).title);

  await db.kysely.transaction().execute(async (trx) => {
    // The enrolment row is the round's lock (PostgreSQL): concurrent invitations count in turn.
    const enrolment = await repo.enrolmentOf(trx, user.id, journey.row.id, true);
    if (!enrolment) throw errors.forbidden(`Enrol in ${journey.title} before inviting raters.`);
    const round = raterRoundOf(
      enrolment.completedAt === null ? null : Number(enrolment.completedAt),
    );
    const already = await repo.countInvites(trx, user.id, journey.row.id, round);
    if (already >= MAX_RATERS) throw errors.conflict(ROUND_FULL_MESSAGE);
    if (already + input.raters.length > MAX_RATERS) {
      throw errors.invalid(`This round has room for ${MAX_RATERS - already} more raters.`, {
        raters: `Invite at most ${MAX_RATERS - already} more`,
      });
    }
    if (already + input.raters.length < MIN_RATERS)
      throw errors.invalid(TOO_FEW_RATERS_MESSAGE, { raters: TOO_FEW_RATERS_MESSAGE });
    const open = await repo.openAddresses(trx, user.id, journey.row.id, round);
    const invitedAgain = input.raters.findIndex((r) => open.has(r.email));
    if (invitedAgain >= 0)
      throw errors.invalid(RATER_INVITED_MESSAGE, {
        [`raters.${invitedAgain}.email`]: RATER_INVITED_MESSAGE,
      });
    for (const [i, rater] of input.raters.entries()) {
      const id = randomUUID();
      await repo.insertInvite(trx, {
        id,
        userId: user.id,
        journeyId: journey.row.id,
        round,
        raterGroup: rater.group,
        email: rater.email,
        tokenHash: hashOneTimeToken(links[i]!),
        expiresAt: now + RATER_LINK_TTL_MS,
        createdAt: now,
      });
      const mailLocale = locales[i]!;
      const mail = raterInviteMail(
        rater.email,
        rateUrl(deps.publicUrl, links[i]!),
        { siteName, learnerName, journeyTitle: titles.get(mailLocale) ?? journey.title },
        mailLocale,
      );
      await deps.mail.queue(trx, `growth-rater-invite ${id}`, 'notice', mail);
    }
  });
  return {
    invited: input.raters.length,
    growth: await readGrowth(db.kysely, user.id, journey, now),
  };
}

/** The invitation a link's token names, or 404 (the same for a malformed, unknown or forged token). */
async function inviteByToken(db: Db, token: string) {
  const row = await repo.inviteByTokenHash(db.kysely, hashOneTimeToken(token));
  if (!row || row.learnerStatus !== 'active') throw errors.notFound('That feedback link');
  return row;
}

const linkStatus = (
  row: { status: string; expiresAt: number },
  now: number,
): RaterInvitation['status'] =>
  row.status === 'answered' ? 'answered' : Number(row.expiresAt) <= now ? 'expired' : 'open';

/** POST /api/growth/rate/lookup: who asks and about which journey, for the rating page. */
export async function lookupRaterLink(
  db: Db,
  token: string,
  viewer: UserRow | null,
  locale: Locale,
  now = Date.now(),
): Promise<RaterInvitation> {
  const row = await inviteByToken(db, token);
  if (viewer?.id === row.userId) throw errors.forbidden(RATER_IS_LEARNER_MESSAGE);
  const leaders = await journeyLeaders(db);
  const rows = await repo.journeysByIds(db.kysely, [row.journeyId]);
  const [journey] = await localizeJourneys(
    db.kysely,
    rows.map((j) => present(j, leaders, locale)),
    locale,
  );
  return {
    learnerName: row.learnerName.trim() || 'A colleague',
    journeyTitle: journey?.title ?? '',
    status: linkStatus(row, now),
    expiresAt: iso(Number(row.expiresAt)),
  };
}

/**
 * POST /api/growth/rate: the rater's answers, once per link. In one transaction the invitation is
 * closed (conditionally: one of any concurrent answers wins) and its address forgotten, and the
 * answers are stored with the round and group only, so nothing joins them back to the rater.
 */
export async function answerByLink(
  db: Db,
  viewer: UserRow | null,
  input: RaterAnswer,
  now = Date.now(),
): Promise<{ status: 'answered' }> {
  const row = await inviteByToken(db, input.token);
  if (viewer?.id === row.userId) throw errors.forbidden(RATER_IS_LEARNER_MESSAGE);
  const status = linkStatus(row, now);
  if (status === 'answered') throw errors.conflict(RATER_LINK_USED_MESSAGE);
  if (status === 'expired') throw errors.conflict(RATER_LINK_EXPIRED_MESSAGE);
  const problem = answerSetProblem(GROWTH_STATEMENTS, input.answers);
  if (problem) throw errors.invalid(problem.message, problem.fields);
  if (!RATER_GROUPS.includes(row.raterGroup as RaterGroup))
    throw new Error(`Invitation ${row.id} has no known group.`);
  const closed = await db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.closeInvite(trx, row.id, now))) return false;
    await repo.insertRaterAnswer(trx, {
      id: randomUUID(),
      userId: row.userId,
      journeyId: row.journeyId,
      round: row.round,
      raterGroup: row.raterGroup,
      answers: JSON.stringify(input.answers),
      comment: input.comment ? input.comment : null,
    });
    return true;
  });
  if (!closed) {
    const again = await inviteByToken(db, input.token);
    throw errors.conflict(
      linkStatus(again, now) === 'expired' ? RATER_LINK_EXPIRED_MESSAGE : RATER_LINK_USED_MESSAGE,
    );
  }
  return { status: 'answered' };
}

/**
 * The learner's self-assessed dimension scores on a journey (its row id) for a credential's
 * results (ADR 050): before is the baseline, after the 90-day assessment or else the completion
 * one; null where not taken.
 */
export async function credentialGrowthScores(
  db: Sql,
  userId: string,
  journeyId: string,
): Promise<{ before: AssessmentScore['dimensions'] | null; after: AssessmentScore['dimensions'] | null }> {
  const taken = await repo.assessmentsOf(db, userId, [journeyId]);
  const scoreOf = (m: AssessmentMoment) => {
    const a = taken.find((t) => t.moment === m);
    return a ? scoreAssessment(GROWTH_STATEMENTS, parseAnswers(a.answers)).dimensions : null;
  };
  return { before: scoreOf('baseline'), after: scoreOf('follow_up') ?? scoreOf('completion') };
}
