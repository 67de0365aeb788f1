import { randomUUID } from 'node:crypto';
import {
  FUTURE_DAY_MESSAGE,
  IMPACT_PAGE_SIZE,
  isFutureDay,
  isoWeekKey,
  localDay,
  reflectionAwardKey,
  reflectionDayProblem,
  reflectionWeek,
  weeklyReflectionKey,
  xpActionFor,
  zoneOrUtc,
  type ImpactEntry,
  type ImpactEntryInput,
  type ImpactLogPage,
  type WeeklyReflectionAnswer,
  type WeeklyReflectionInput,
} from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { PointsBus } from '../gamification/live';
import { findLedgerEntryByKey } from '../gamification/points-service';
import { awardXp, type Alongside } from '../gamification/service';
import { claimKey, firstAnswer, rememberAnswer, ReplayFound, type Answer, type IdempotentWrite } from '../idempotency/service';
import * as repo from './repository';

/** The impact log: entries (create, edit, delete, a page of them) and the weekly reflection with its award. */

const REFLECTION_POINTS = xpActionFor('weekly_reflection').points;

/** A page of the learner's own log, newest first, with this week's reflection status. */
export async function impactLog(db: Db, user: UserRow, page: number, now = Date.now()): Promise<ImpactLogPage> {
  const zone = zoneOrUtc(user.timezone);
  const [{ rows, total }, award] = await Promise.all([
    repo.impactEntryPage(db.kysely, user.id, { offset: (page - 1) * IMPACT_PAGE_SIZE, limit: IMPACT_PAGE_SIZE }),
    findLedgerEntryByKey(db.kysely, weeklyReflectionKey(user.id, new Date(now), zone)),
  ]);
  return {
    page,
    pageSize: IMPACT_PAGE_SIZE,
    total,
    entries: rows.map(repo.toImpactEntry),
    today: localDay(new Date(now), zone),
    reflection: { week: reflectionWeek(new Date(now), zone), done: Boolean(award), points: award ? Number(award.points) : REFLECTION_POINTS },
  };
}

/** Refuses a day after the learner's today, with the field's message. */
function checkNotFuture(day: string, user: UserRow, now: number): void {
  if (isFutureDay(day, localDay(new Date(now), zoneOrUtc(user.timezone)))) {
    throw errors.invalid('Please check the highlighted fields.', { day: FUTURE_DAY_MESSAGE });
  }
}

const effectColumns = (input: Pick<ImpactEntryInput, 'effect'>) => ({
  metric: input.effect?.metric ?? null,
  before: input.effect?.before ?? null,
  after: input.effect?.after ?? null,
});

/**
 * Adds an entry. With an Idempotency-Key (`write`) the key is claimed in the entry's transaction:
 * a replay answers the first result and writes nothing more, also under concurrent replays.
 */
export async function createImpactEntry(db: Db, user: UserRow, input: ImpactEntryInput, write: IdempotentWrite | null = null, now = Date.now()): Promise<Answer<ImpactEntry>> {
  // The first answer stands even if the day it named has become "too old" since.
  const seen = await firstAnswer<ImpactEntry>(db.kysely, write);
  if (seen) return seen;
  checkNotFuture(input.day, user, now);
  const row: repo.ImpactEntryRow = {
    id: randomUUID(),
    userId: user.id,
    kind: 'entry',
    title: input.title,
    description: input.description,
    day: input.day,
    ...effectColumns(input),
    visibility: input.visibility,
    reflectionWeek: null,
    createdAt: now,
    updatedAt: now,
  };
  return db.kysely.transaction().execute(async (trx) => {
    const replay = await claimKey<ImpactEntry>(trx, write, now);
    if (replay) return replay;
    await repo.insertImpactEntry(trx, row);
    return rememberAnswer(trx, write, 201, repo.toImpactEntry(row));
  });
}

/** The entry when the learner owns it: 404 when there is none, 403 when it is someone else's. */
async function ownedEntry(db: Db, user: UserRow, id: string) {
  const entry = await repo.findImpactEntry(db.kysely, id);
  if (!entry) throw errors.notFound('That impact entry');
  if (entry.userId !== user.id) throw errors.forbidden('You can only change your own impact entries.');
  return entry;
}

/** Edits an own entry. A reflection keeps its day (it belongs to its week). */
export async function editImpactEntry(db: Db, user: UserRow, id: string, input: ImpactEntryInput, now = Date.now()) {
  const entry = await ownedEntry(db, user, id);
  const day = entry.kind === 'reflection' ? entry.day : input.day;
  if (entry.kind !== 'reflection') checkNotFuture(day, user, now);
  const values = { title: input.title, description: input.description, day, ...effectColumns(input), visibility: input.visibility, updatedAt: now };
  await db.kysely.transaction().execute((trx) => repo.updateImpactEntry(trx, id, values));
  return repo.toImpactEntry({ ...entry, ...values });
}

export async function removeImpactEntry(db: Db, user: UserRow, id: string): Promise<void> {
  await ownedEntry(db, user, id);
  await db.kysely.transaction().execute((trx) => repo.deleteImpactEntry(trx, id));
}


/** "this week" for the current ISO week, else "week 47 of 2026". */
function alreadySubmitted(week: string, today: string) {
  const [year, number] = week.split('-W');
  const which = week === isoWeekKey(today) ? 'this week' : `week ${Number(number)} of ${year}`;
  return errors.conflict(`You already submitted your reflection for ${which}.`);
}

/**
 * Submits a weekly reflection, dated the day the learner wrote it (`input.day`, the device's local
 * date, within reflectionDayProblem's bounds; today in their timezone without it): an entry of kind
 * 'reflection' for that day's ISO week and Submit Weekly Reflection (60 XP) with the key
 * `weekly-reflection:{userId}:{week}`, so a reflection queued offline counts for the week it was
 * written in. The entry (and the Idempotency-Key, when sent) commit in the award's transaction
 * (awardXp's `alongside`). A second reflection in a week is refused with 409; a week whose award
 * was made before (its reflection deleted) gets the entry without XP.
 */
export async function submitWeeklyReflection(
  db: Db,
  bus: PointsBus,
  user: UserRow,
  input: WeeklyReflectionInput,
  write: IdempotentWrite | null = null,
  now = Date.now(),
): Promise<Answer<WeeklyReflectionAnswer>> {
  const seen = await firstAnswer<WeeklyReflectionAnswer>(db.kysely, write);
  if (seen) return seen;
  const today = localDay(new Date(now), zoneOrUtc(user.timezone));
  const day = input.day ?? today;
  const problem = reflectionDayProblem(day, today);
  if (problem) throw errors.invalid('Please check the highlighted fields.', { day: problem });
  const week = isoWeekKey(day);
  if (await repo.findReflection(db.kysely, user.id, week)) {
    // A replay that lost the race: its key committed with the entry, after the first look above.
    const late = await firstAnswer<WeeklyReflectionAnswer>(db.kysely, write);
    if (late) return late;
    throw alreadySubmitted(week, today);
  }
  const row: repo.ImpactEntryRow = {
    id: randomUUID(),
    userId: user.id,
    kind: 'reflection',
    title: input.title,
    description: input.description,
    day,
    metric: null,
    before: null,
    after: null,
    visibility: input.visibility,
    reflectionWeek: week,
    createdAt: now,
    updatedAt: now,
  };
  const record = async (trx: Parameters<Alongside<unknown>>[0], xp: Omit<WeeklyReflectionAnswer, 'entry'>) => {
    const replay = await claimKey<WeeklyReflectionAnswer>(trx, write, now);
    if (replay) throw new ReplayFound(replay);
    if (!(await repo.insertImpactEntry(trx, row))) throw alreadySubmitted(week, today);
    return rememberAnswer(trx, write, 201, { entry: repo.toImpactEntry(row), ...xp });
  };
  try {
    const award = await awardXp(db, bus, { userId: user.id, action: 'weekly_reflection', idempotencyKey: reflectionAwardKey(user.id, week) }, now, (trx, made) =>
      record(trx, { xpEarned: made.points, xpAwardedNow: true, points: made.total }),
    );
    if (award.alongside) return award.alongside;
    // The week's award exists already: a race with the same key (the claim finds it), another
    // device's reflection (the insert finds it: 409), or a deleted reflection (the entry alone).
    const xp = { xpEarned: award.entry.points, xpAwardedNow: false, points: award.points };
    return await db.kysely.transaction().execute((trx) => record(trx, xp));
  } catch (err) {
    if (err instanceof ReplayFound) return err.answer as Answer<WeeklyReflectionAnswer>;
    throw err;
  }
}
