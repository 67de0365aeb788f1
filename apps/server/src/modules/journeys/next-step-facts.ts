import {
  CUSTOM_PATH_ID,
  GROWTH_DIMENSIONS,
  PEER_WINDOW_DAYS,
  type GrowthDimension,
  type Locale,
  type NextStepJourneyFact,
} from '@lv/domain';
import type { Db } from '../../db/database';
import { journeyLeaders, localizeJourneys, present, recommendation } from './journey-view';
import { modulesByMonth, monthSchedule, parseMonths } from './months';
import * as repo from './repository';
import { localModules } from './service';

const DAY_MS = 86_400_000;

const isDimension = (v: string | undefined): v is GrowthDimension =>
  (GROWTH_DIMENSIONS as readonly string[]).includes(v ?? '');

/** A journey's facts for next steps, with its row id and completion time for the growth facts. */
export type JourneyFacts = NextStepJourneyFact & { rowId: string; completedAt: number | null };

/**
 * What next steps need of the learner's journeys (ADR 049): every published journey, its modules
 * in the version the learner sees (pinned once enrolled), which are done, open and late by their
 * month, each module's dimension, and how many of `peerIds` finished it lately. `assessmentDue`
 * is left null: measured growth fills it in.
 */
export async function nextStepJourneys(
  db: Db,
  userId: string,
  peerIds: readonly string[],
  locale: Locale,
  now: number,
): Promise<{ journeys: JourneyFacts[]; hasBlueprint: boolean }> {
  const leaders = await journeyLeaders(db);
  const [rows, enrolments, current, completions, wanted] = await Promise.all([
    repo.publishedJourneys(db.kysely),
    repo.enrolmentsOf(db.kysely, userId),
    repo.currentVersions(db.kysely),
    repo.completionsOf(db.kysely, userId),
    recommendation(db, userId, leaders),
  ]);
  const enrolmentOf = new Map(enrolments.map((e) => [e.journeyId, e]));
  const pinned = await repo.versionsByIds(db.kysely, [
    ...new Set(enrolments.map((e) => e.versionId)),
  ]);
  const versions = new Map([...current, ...pinned].map((v) => [v.id, v]));
  const currentOf = new Map(current.map((v) => [v.journeyId, v.id]));
  const shown = rows.flatMap((row) => {
    const version = versions.get(enrolmentOf.get(row.id)?.versionId ?? currentOf.get(row.id) ?? '');
    return version ? [{ row, version }] : [];
  });
  const english = await repo.versionModules(
    db.kysely,
    shown.map((s) => s.version.id),
  );
  const modules = await localModules(db, english, locale);
  const moduleIds = [...new Set(modules.map((m) => m.moduleId))];
  const [dimensions, peers] = await Promise.all([
    repo.moduleDimensions(db.kysely, moduleIds),
    repo.completionCounts(db.kysely, peerIds, moduleIds, now - PEER_WINDOW_DAYS * DAY_MS),
  ]);
  const completedAt = new Map(completions.map((c) => [c.moduleId, Number(c.completedAt)]));
  const presented = await localizeJourneys(
    db.kysely,
    shown.map((s) => present(s.row, leaders, locale)),
    locale,
  );

  const journeys = await Promise.all(
    shown.map(async ({ row, version }, i): Promise<JourneyFacts> => {
      const journey = presented[i]!;
      const enrolment = enrolmentOf.get(row.id);
      const own = modules.filter((m) => m.versionId === version.id);
      const byMonth = modulesByMonth(parseMonths(version), own);
      const { releases } = await monthSchedule(
        db.kysely,
        userId,
        enrolment,
        byMonth,
        completedAt,
        now,
      );
      return {
        rowId: row.id,
        id: journey.id,
        title: journey.title,
        enrolled: enrolment !== undefined,
        completed: enrolment?.completedAt != null,
        completedAt: enrolment?.completedAt ?? null,
        recommended: journey.id === wanted.journeyId,
        assessmentDue: null,
        modules: own.map((m) => {
          const release = m.month === null ? undefined : releases?.[m.month - 1];
          const dimension = dimensions.get(m.moduleId);
          return {
            slug: m.slug,
            title: m.title,
            done: completedAt.has(m.moduleId),
            month: release ? m.month : null,
            monthOpenedAt: release ? release.opensAt : null,
            open: release ? release.open : true,
            dimension: isDimension(dimension) ? dimension : null,
            peersDone: peers.get(m.moduleId) ?? 0,
          };
        }),
      };
    }),
  );
  // A blueprint that points to the custom path recommends the first path, not by itself.
  const hasBlueprint = wanted.blueprintPath !== null && wanted.blueprintPath !== CUSTOM_PATH_ID;
  return { journeys, hasBlueprint };
}
