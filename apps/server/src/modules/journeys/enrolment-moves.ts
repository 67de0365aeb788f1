import { progressOnMove, type EnrolmentMoveInput, type EnrolmentMoveResult, type OlderEnrolmentPage, type OlderEnrolmentsQuery, type VersionModule } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import type { LearningEvents } from '../../lib/learning-events';
import { recordAudit } from '../audit/repository';
import * as adminRepo from './admin-repository';
import { completeJourneyIfMet } from './completion';
import { journeyLeaders, journeyNotFound, present } from './journey-view';
import type { JourneyRow, VersionRow } from './repository';

/*
 * Moving enrolments from older versions to the journey's current one (`../shared/spec/decisions.md` "Journeys
 * delivery": an admin may move enrolments to a new version). Progress is worked out again from
 * the learner's completions against the new version's required modules (domain progressOnMove:
 * 0-100%). Completed enrolments stay on the version they completed (their certificate names it).
 * A move after which the learner's completions already meet the new rule completes the journey,
 * as finishing a module would: otherwise nothing would ever complete it.
 */

async function currentOf(db: Kysely<Database>, journey: JourneyRow): Promise<VersionRow> {
  const current = await adminRepo.currentVersionOf(db, journey);
  if (!current) throw errors.conflict('This journey has no published version yet: publish one before moving enrolments.');
  return current;
}

/** Each listed version's modules, for progress. */
async function modulesOf(db: Kysely<Database>, versionIds: readonly string[]): Promise<Map<string, VersionModule[]>> {
  const ids = [...new Set(versionIds)];
  const lists = await Promise.all(ids.map((id) => adminRepo.versionModuleList(db, id)));
  return new Map(ids.map((id, i) => [id, lists[i]!]));
}

async function withProgress(db: Kysely<Database>, journeyId: string, current: VersionRow, rows: adminRepo.OlderEnrolmentRow[]) {
  const [modules, completions] = await Promise.all([
    modulesOf(db, [current.id, ...rows.map((r) => r.versionId)]),
    adminRepo.completionsAmong(db, journeyId, rows.map((r) => r.userId)),
  ]);
  const done = new Map<string, Set<string>>();
  for (const c of completions) done.set(c.userId, (done.get(c.userId) ?? new Set()).add(c.moduleId));
  return rows.map((r) => ({ row: r, ...progressOnMove(modules.get(r.versionId) ?? [], modules.get(current.id) ?? [], done.get(r.userId) ?? new Set()) }));
}

/** Open enrolments on older versions, a page at a time, with their progress now and on the current version. */
export async function olderEnrolmentPage(db: Db, journeyId: string, query: OlderEnrolmentsQuery): Promise<OlderEnrolmentPage> {
  const journey = await adminRepo.findJourney(db.kysely, journeyId);
  if (!journey) throw journeyNotFound();
  const base = { page: query.page, pageSize: query.pageSize };
  if (journey.currentVersion === null) return { ...base, currentVersion: null, total: 0, learners: [] };
  const current = await currentOf(db.kysely, journey);
  const [total, rows] = await Promise.all([
    adminRepo.countOlderEnrolments(db.kysely, journey.id, current.id),
    adminRepo.olderEnrolments(db.kysely, journey.id, current.id, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  const learners = (await withProgress(db.kysely, journey.id, current, rows)).map(({ row, before, after }) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    version: row.version,
    enrolledAt: new Date(row.enrolledAt).toISOString(),
    before,
    after,
  }));
  return { ...base, currentVersion: current.version, total, learners };
}

/**
 * Moves every open enrolment on an older version, or the chosen learners', to the current
 * version, in one transaction with the audit row. Chosen learners who are not on an older
 * version (already moved, completed, or not enrolled) refuse the whole move with their count.
 */
export async function moveEnrolments(
  deps: { db: Db; learning: LearningEvents },
  actorId: string,
  journeyId: string,
  input: EnrolmentMoveInput,
  now = Date.now(),
): Promise<EnrolmentMoveResult> {
  const leaders = await journeyLeaders(deps.db);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const journey = await adminRepo.lockJourney(trx, journeyId);
    if (!journey) throw journeyNotFound();
    const current = await currentOf(trx, journey);
    const chosen = input.scope === 'chosen' ? [...new Set(input.userIds)] : null;
    const rows = await adminRepo.olderEnrolments(trx, journey.id, current.id, chosen ? { userIds: chosen } : 'all');
    if (chosen && rows.length !== chosen.length) {
      const missing = chosen.length - rows.length;
      throw errors.invalid(
        `${missing} of the chosen learners ${missing === 1 ? 'is' : 'are'} not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.`,
        { userIds: 'Choose learners from the list of older enrolments.' },
      );
    }
    if (!rows.length) throw errors.conflict(`Every open enrolment is already on version ${current.version}. Nothing was moved.`);
    const title = present(journey, leaders).title;
    const learners: EnrolmentMoveResult['learners'] = [];
    for (const { row, before, after } of await withProgress(trx, journey.id, current, rows)) {
      if (!(await adminRepo.repinEnrolment(trx, row.userId, journey.id, row.versionId, current.id))) {
        throw errors.conflict('An enrolment changed while it was being moved. Nothing was moved; please try again.');
      }
      const completed = await completeJourneyIfMet(trx, deps.learning, { id: journey.id, title }, row.userId, now);
      learners.push({ userId: row.userId, fromVersion: row.version, before, after, completed });
    }
    const completedNow = learners.filter((l) => l.completed).length;
    const fromVersions = [...new Set(learners.map((l) => l.fromVersion))].sort((a, b) => a - b);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'journey.enrolments.move',
        targetType: 'journey',
        targetId: journey.id,
        details: {
          journey: title,
          change: `${learners.length} enrolment${learners.length === 1 ? '' : 's'} moved from version ${fromVersions.join(', ')} to ${current.version}${completedNow ? ` (${completedNow} completed by it)` : ''}`,
          toVersion: current.version,
          // The learners themselves for a chosen move (at most 500); a move of all names the count only.
          ...(chosen ? { userIds: learners.map((l) => l.userId) } : {}),
        },
      },
      now,
    );
    return { toVersion: current.version, moved: learners.length, completedNow, learners };
  });
}
