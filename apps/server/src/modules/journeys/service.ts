import { DEFAULT_LOCALE, JOURNEY_PATH_POSITIONS, ruleStatus, type EnrolResult, type JourneyDetail, type JourneyList, type JourneySummary, type Locale, type ModuleDetail } from '@lv/domain';
import type { Db } from '../../db/database';
import { ownCertificates } from '../certificates/service';
import { journeyWebinars } from '../webinars/service';
import * as repo from './repository';
import {
  iso,
  journeyLeaders,
  journeyNotFound,
  linkTo,
  localizeJourneys,
  moduleNotFound,
  nextLink,
  parseRule,
  present,
  recommendation,
  resolveJourney,
  summarise,
  toEnrolment,
  versionFor,
} from './journey-view';
import { localMonths, modulesByMonth, monthSchedule, presentMonths } from './months';
import { localBriefHtml, moduleTexts, withText } from './translations';

/** Named paths in their order, then admin-made journeys by title; the recommended one first of all. */
function listOrder(a: JourneySummary, b: JourneySummary): number {
  if (a.recommended !== b.recommended) return a.recommended ? -1 : 1;
  const rank = (j: JourneySummary) => (j.path === null ? JOURNEY_PATH_POSITIONS.length : JOURNEY_PATH_POSITIONS.indexOf(j.path));
  return rank(a) - rank(b) || a.title.localeCompare(b.title);
}

/** A version's modules with their title and summary in the reader's language where translated. */
export async function localModules(db: Db, modules: repo.VersionModuleRow[], locale: Locale): Promise<repo.VersionModuleRow[]> {
  const texts = await moduleTexts(db.kysely, modules.map((m) => m.moduleId), locale);
  return texts.size ? modules.map((m) => withText(m, texts.get(m.moduleId), ['title', 'summary'])) : modules;
}

/**
 * Every published journey for the learner, the recommended one first, with enrolment and progress.
 * Learner reads answer in `locale` (requestLocale), each text falling back to English.
 */
export async function listJourneys(db: Db, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<JourneyList> {
  const leaders = await journeyLeaders(db);
  const [rows, enrolments, current, completions, wanted] = await Promise.all([
    repo.publishedJourneys(db.kysely),
    repo.enrolmentsOf(db.kysely, userId),
    repo.currentVersions(db.kysely),
    repo.completionsOf(db.kysely, userId),
    recommendation(db, userId, leaders),
  ]);
  const enrolmentOf = new Map(enrolments.map((e) => [e.journeyId, e]));
  const pinned = await repo.versionsByIds(db.kysely, [...new Set(enrolments.map((e) => e.versionId))]);
  const versions = new Map([...current, ...pinned].map((v) => [v.id, v]));
  const currentOf = new Map(current.map((v) => [v.journeyId, v.id]));
  const shown = rows.map((row) => ({ row, versionId: enrolmentOf.get(row.id)?.versionId ?? currentOf.get(row.id) }));
  const modules = await repo.versionModules(db.kysely, [...new Set(shown.map((s) => s.versionId).filter((id): id is string => id !== undefined))]);
  const done = new Set(completions.map((c) => c.moduleId));
  const listed = shown.flatMap(({ row, versionId }) => {
    const version = versionId ? versions.get(versionId) : undefined;
    return version ? [{ journey: present(row, leaders, locale), version }] : [];
  });
  const local = await localizeJourneys(db.kysely, listed.map((p) => p.journey), locale);
  const presented = listed.map((p, i) => ({ ...p, journey: local[i]! }));
  // The blueprint's journey; else the first path, else any (only while those are unpublished).
  const recommended = presented.find((p) => p.journey.id === wanted.journeyId) ?? presented.find((p) => p.journey.row.path === 'first') ?? presented[0];
  const recommendedId = recommended?.journey.id ?? null;
  const journeys = presented
    .map(({ journey, version }) =>
      summarise(journey, version, modules.filter((m) => m.versionId === version.id), done, enrolmentOf.get(journey.row.id), journey.id === recommendedId),
    )
    .sort(listOrder);
  return { recommendedJourneyId: recommendedId, blueprintPath: wanted.blueprintPath, journeys };
}

/** One journey: its modules in order with done flags, progress, next module, rule status and capstone brief. */
export async function journeyDetail(db: Db, userId: string, journeyId: string, publicUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<JourneyDetail> {
  const leaders = await journeyLeaders(db);
  const journey = await resolveJourney(db, journeyId, leaders, locale);
  const enrolment = await repo.findEnrolment(db.kysely, userId, journey.row.id);
  const version = await versionFor(db, journey.row, enrolment);
  const [english, counts, wanted, briefHtml] = await Promise.all([
    repo.versionModules(db.kysely, [version.id]),
    repo.ruleCounts(db.kysely, userId, version.id),
    recommendation(db, userId, leaders),
    localBriefHtml(db.kysely, version, locale),
  ]);
  const modules = await localModules(db, english, locale);
  const completions = await repo.completionsOf(db.kysely, userId, modules.map((m) => m.moduleId));
  const completedAt = new Map(completions.map((c) => [c.moduleId, Number(c.completedAt)]));
  const done = new Set(completedAt.keys());
  const rule = parseRule(version);
  const months = await localMonths(db.kysely, version, locale);
  const byMonth = modulesByMonth(months, modules);
  const schedule = await monthSchedule(db.kysely, userId, enrolment, byMonth, completedAt, Date.now());
  return {
    ...summarise(journey, version, modules, done, enrolment, journey.id === wanted.journeyId),
    months: await presentMonths(db.kysely, months, byMonth, schedule),
    modules: modules.map((m) => {
      const at = completedAt.get(m.moduleId);
      return {
        id: m.moduleId,
        slug: m.slug,
        title: m.title,
        summary: m.summary,
        position: m.position,
        required: m.required,
        estimatedMinutes: m.estimatedMinutes,
        cpdMinutes: m.cpdMinutes,
        hasVideo: m.hasVideo,
        done: at !== undefined,
        completedAt: at === undefined ? null : iso(at),
      };
    }),
    next: nextLink(modules, done),
    requirements: ruleStatus(rule, counts),
    capstone: { required: rule.capstoneRequired, briefHtml },
    webinars: await journeyWebinars(db, userId, journey.row.id, undefined, locale),
    certificate: await journeyCertificate(db, userId, journey.row.id, publicUrl),
  };
}

/**
 * Enrols the learner in the journey's current version (pinned from then on). Idempotent: a
 * repeat, or a race of several, leaves one enrolment and answers it with `created: false`.
 */
export async function enrol(db: Db, userId: string, journeyId: string, now = Date.now()): Promise<EnrolResult> {
  const journey = await resolveJourney(db, journeyId, await journeyLeaders(db));
  const version = await versionFor(db, journey.row, undefined);
  const created = await db.kysely.transaction().execute((trx) =>
    repo.insertEnrolmentOnce(trx, { userId, journeyId: journey.row.id, versionId: version.id, enrolledAt: now }),
  );
  const enrolment = await repo.findEnrolment(db.kysely, userId, journey.row.id);
  if (!enrolment) throw journeyNotFound(); // only if the journey was deleted meanwhile
  return { created, enrolment: toEnrolment(enrolment, journey.id) };
}

/** One module: its sanitised HTML and Markdown source, its place in the learner's version, and their completion. */
export async function moduleDetail(db: Db, userId: string, journeyId: string, moduleSlug: string, locale: Locale = DEFAULT_LOCALE): Promise<ModuleDetail> {
  const journey = await resolveJourney(db, journeyId, await journeyLeaders(db), locale);
  const english = await repo.findModuleBySlug(db.kysely, journey.row.id, moduleSlug);
  if (!english) throw moduleNotFound();
  const enrolment = await repo.findEnrolment(db.kysely, userId, journey.row.id);
  const version = await versionFor(db, journey.row, enrolment);
  const [listed, [completion]] = await Promise.all([repo.versionModules(db.kysely, [version.id]), repo.completionsOf(db.kysely, userId, [english.id])]);
  const texts = await moduleTexts(db.kysely, [...new Set([english.id, ...listed.map((m) => m.moduleId)])], locale);
  // Field by field: a lesson translated but not its practice shows the practice in English.
  const module = withText(english, texts.get(english.id), ['title', 'summary', 'body', 'bodyHtml', 'practice', 'practiceHtml', 'reflectionQuestion']);
  const modules = listed.map((m) => withText(m, texts.get(m.moduleId), ['title', 'summary']));
  const at = modules.findIndex((m) => m.moduleId === module.id);
  const place = at >= 0 ? modules[at]! : null;
  const month = place?.month ? await moduleMonth(db, userId, version, modules, place.month, enrolment, locale) : null;
  return {
    id: module.id,
    slug: module.slug,
    journey: { id: journey.id, title: journey.title },
    title: module.title,
    summary: module.summary,
    bodyHtml: module.bodyHtml,
    bodyMarkdown: module.body,
    practiceHtml: module.practiceHtml,
    practiceMarkdown: module.practice,
    reflectionQuestion: module.reflectionQuestion,
    video:
      module.videoUrl !== null && module.videoSizeMb !== null && module.videoDurationMinutes !== null
        ? { url: module.videoUrl, sizeMb: Number(module.videoSizeMb), durationMinutes: module.videoDurationMinutes }
        : null,
    estimatedMinutes: module.estimatedMinutes,
    cpdMinutes: module.cpdMinutes,
    position: place?.position ?? null,
    required: place?.required ?? null,
    moduleCount: modules.length,
    previous: place ? linkTo(modules[at - 1]) : null,
    next: place ? linkTo(modules[at + 1]) : null,
    enrolled: enrolment !== undefined,
    canComplete: enrolment !== undefined && place !== null,
    month,
    completion: completion ? { completedAt: iso(Number(completion.completedAt)), reflection: completion.reflection } : null,
  };
}

/** The month holding a module of the learner's version: its title, and whether and when it opens for them. */
async function moduleMonth(
  db: Db,
  userId: string,
  version: repo.VersionRow,
  modules: repo.VersionModuleRow[],
  number: number,
  enrolment: repo.EnrolmentRow | undefined,
  locale: Locale,
): Promise<ModuleDetail['month']> {
  const months = await localMonths(db.kysely, version, locale);
  const month = months[number - 1];
  if (!month) return null;
  const completions = await repo.completionsOf(db.kysely, userId, modules.map((m) => m.moduleId));
  const completedAt = new Map(completions.map((c) => [c.moduleId, Number(c.completedAt)]));
  const { releases } = await monthSchedule(db.kysely, userId, enrolment, modulesByMonth(months, modules), completedAt, Date.now());
  const release = releases?.[number - 1];
  return { number, title: month.title, open: release?.open ?? false, opensOn: release?.opensOn ?? null };
}

/** The learner's certificate for the journey: the standing one, else the latest revoked, else null. */
async function journeyCertificate(db: Db, userId: string, journeyRowId: string, publicUrl: string): Promise<JourneyDetail['certificate']> {
  const mine = (await ownCertificates(db.kysely, userId, publicUrl)).filter((c) => c.journeyId === journeyRowId);
  return mine.find((c) => c.status === 'valid') ?? mine[0] ?? null;
}
