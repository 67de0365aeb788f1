import {
  CompletionRuleSchema,
  CUSTOM_PATH_ID,
  DEFAULT_LOCALE,
  defaultPathId,
  JOURNEY_PATH_POSITIONS,
  journeyLeadersFrom,
  journeyPaths,
  journeyProgress,
  journeyStatus,
  leaderFirstName,
  nextModule,
  pathIdForLeader,
  recommendPath,
  type CompletionRule,
  type Enrolment,
  type JourneyLeaders,
  type JourneySummary,
  type Locale,
  type ModuleLink,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { blueprintAnswers } from '../learner/service';
import { getSettings } from '../settings/service';
import { PATH_CARDS_FR, pathTitleFr } from './content/path-cards.fr';
import * as repo from './repository';
import { journeyTexts } from './translations';

/*
 * How a journey row meets the learner: the URL id and title of a named path follow the leader
 * names in the settings (so renaming a leader keeps every link working: the path position is
 * what is stored), and the version shown is the pinned one when enrolled, else the current one.
 */

/** A journey with the id and title the learner sees. */
export interface PresentedJourney {
  row: repo.JourneyRow;
  /** The URL id: the leader's path id for a named path, the slug for an admin-made journey. */
  id: string;
  title: string;
  summary: string;
  durationMonths: number | null;
  focusAreas: string[];
}

export const journeyNotFound = () => errors.notFound('That journey');
export const moduleNotFound = () => errors.notFound('That module');

export const iso = (ms: number) => new Date(ms).toISOString();

export async function journeyLeaders(db: Db): Promise<JourneyLeaders> {
  return journeyLeadersFrom(await getSettings(db.kysely));
}

/**
 * A journey as learners see it, its words in English unless `locale` says otherwise: a named
 * path's title and focus areas are its card's (French ones from content/path-cards.fr.ts); the
 * stored summary, and an admin-made journey's title, are translated by localizeJourneys.
 */
export function present(row: repo.JourneyRow, leaders: JourneyLeaders, locale: Locale = DEFAULT_LOCALE): PresentedJourney {
  if (row.path === null) return { row, id: row.slug, title: row.title, summary: row.summary, durationMonths: null, focusAreas: [] };
  const card = journeyPaths(leaders)[JOURNEY_PATH_POSITIONS.indexOf(row.path)]!;
  const shown = { row, id: card.id, title: card.title, summary: row.summary, durationMonths: card.durationMonths, focusAreas: card.focusAreas };
  if (locale === 'fr') return { ...shown, title: pathTitleFr(leaderFirstName(leaders[row.path])), focusAreas: [...PATH_CARDS_FR[row.path].focusAreas] };
  return shown;
}

/** Journeys with their stored title and summary in the reader's language where translated (field by field). */
export async function localizeJourneys(db: Kysely<Database>, journeys: readonly PresentedJourney[], locale: Locale): Promise<PresentedJourney[]> {
  const texts = await journeyTexts(db, journeys.map((j) => j.row.id), locale);
  return journeys.map((j) => {
    const text = texts.get(j.row.id);
    if (!text) return j;
    // A named path's title is its leader's, never the stored one.
    const title = j.row.path === null && text.title !== null ? text.title : j.title;
    return { ...j, title, summary: text.summary ?? j.summary };
  });
}

/** The published journey a URL id names (a named path by its leader's current id, else a slug), or 404; in the reader's language. */
export async function resolveJourney(db: Db, urlId: string, leaders: JourneyLeaders, locale: Locale = DEFAULT_LOCALE): Promise<PresentedJourney> {
  const position = JOURNEY_PATH_POSITIONS.find((p) => pathIdForLeader(leaders[p]) === urlId);
  const row = position ? await repo.findJourneyByPath(db.kysely, position) : await repo.findJourneyBySlug(db.kysely, urlId);
  if (!row || row.currentVersion === null) throw journeyNotFound();
  const [journey] = await localizeJourneys(db.kysely, [present(row, leaders, locale)], locale);
  return journey!;
}

/** The version the learner sees: the pinned one when enrolled, else the journey's current one. */
export async function versionFor(db: Db, journey: repo.JourneyRow, enrolment: repo.EnrolmentRow | undefined): Promise<repo.VersionRow> {
  let version: repo.VersionRow | undefined;
  if (enrolment) [version] = await repo.versionsByIds(db.kysely, [enrolment.versionId]);
  else if (journey.currentVersion !== null) version = await repo.findVersion(db.kysely, journey.id, journey.currentVersion);
  if (!version) throw journeyNotFound();
  return version;
}

export function parseRule(version: repo.VersionRow): CompletionRule {
  return CompletionRuleSchema.parse(JSON.parse(version.rule));
}

/**
 * The journey the learner's Team Blueprint recommends, worked out again with today's leader
 * names (a stored path id would go stale when a leader is renamed); the first path without a
 * blueprint or when it recommends the custom path, which is a consultation, not a journey.
 */
export async function recommendation(db: Db, userId: string, leaders: JourneyLeaders): Promise<{ journeyId: string; blueprintPath: string | null }> {
  const answers = await blueprintAnswers(db, userId);
  const blueprintPath = answers ? recommendPath(answers.challenges, leaders) : null;
  return { journeyId: blueprintPath && blueprintPath !== CUSTOM_PATH_ID ? blueprintPath : defaultPathId(leaders), blueprintPath };
}

export function toEnrolment(e: repo.EnrolmentRow, journeyUrlId: string): Enrolment {
  return { journeyId: journeyUrlId, version: e.version, enrolledAt: iso(e.enrolledAt), completedAt: e.completedAt === null ? null : iso(e.completedAt) };
}

export const linkTo = (m: repo.VersionModuleRow | null | undefined): ModuleLink | null => (m ? { slug: m.slug, title: m.title } : null);

/** The next module of a version for a learner who has done `done`. */
export const nextLink = (modules: readonly repo.VersionModuleRow[], done: ReadonlySet<string>) => linkTo(nextModule(modules, done));

/** A journey card: the version the learner sees, their enrolment and progress. */
export function summarise(
  journey: PresentedJourney,
  version: repo.VersionRow,
  modules: readonly repo.VersionModuleRow[],
  done: ReadonlySet<string>,
  enrolment: repo.EnrolmentRow | undefined,
  recommended: boolean,
): JourneySummary {
  const sum = (pick: (m: repo.VersionModuleRow) => number) => modules.reduce((total, m) => total + pick(m), 0);
  return {
    id: journey.id,
    path: journey.row.path,
    title: journey.title,
    summary: journey.summary,
    durationMonths: journey.durationMonths,
    focusAreas: journey.focusAreas,
    recommended,
    version: version.version,
    moduleCount: modules.length,
    estimatedMinutes: sum((m) => m.estimatedMinutes),
    cpdMinutes: sum((m) => m.cpdMinutes),
    status: journeyStatus(enrolment ?? null, modules.filter((m) => done.has(m.moduleId)).length),
    enrolment: enrolment ? toEnrolment(enrolment, journey.id) : null,
    progress: journeyProgress(modules, done),
  };
}
