import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { renderMarkdown } from '../../modules/forum/markdown';
import {
  FRENCH_CONTENT,
  JOURNEY_CHECKS,
  JOURNEY_CONTENT,
} from '../../modules/journeys/content/index';
import type { JourneyContent, ModuleContent } from '../../modules/journeys/content/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LOCALE = 'fr';

/**
 * A journey version's months (ADR 047): `journey_versions.months` is JSON of the months in order
 * (title, purpose, live session, practice, the linked event's id or null), '[]' for a version
 * that is not paced; `journey_version_modules.month` says which month holds each module;
 * `journey_version_translations.months` holds the months' French texts in the same order.
 *
 * Then each named journey gets its shipped months (content/months-*.ts):
 * - when its current version lists exactly the shipped modules in order (a new database, whose
 *   seed already wrote them), the months are set on that version;
 * - when it lists the shipped modules but for those this release adds, and none of those exists
 *   yet (an install on the 8-module content no admin has changed), the new modules are written
 *   (English, French, knowledge checks) and a next version with every shipped module and the
 *   months becomes current; enrolments stay on the version they pinned until an admin moves them;
 * - otherwise (an admin has changed the journey) nothing is touched: it stays unpaced.
 * The month whose live session is the journey's seeded webinar links that event.
 * Rows are written here, not through the repositories, so the migration keeps working.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('journey_versions')
    .addColumn('months', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('journey_version_modules').addColumn('month', 'integer').execute();
  await db.schema.alterTable('journey_version_translations').addColumn('months', 'text').execute();

  const now = Date.now();
  for (const content of JOURNEY_CONTENT) await paceJourney(db, content, now);
}

interface VersionRow {
  id: string;
  version: number;
  rule: string;
  capstoneBrief: string;
  capstoneBriefHtml: string;
  capstoneCpdMinutes: number;
  passMark: number | null;
}

async function paceJourney(db: AnyDb, content: JourneyContent, now: number): Promise<void> {
  const journey: { id: string; currentVersion: number | null } | undefined = await db
    .selectFrom('journeys')
    .select(['id', 'currentVersion'])
    .where('path', '=', content.path)
    .executeTakeFirst();
  if (!journey || journey.currentVersion === null) return;
  const current: VersionRow | undefined = await db
    .selectFrom('journey_versions')
    .select([
      'id',
      'version',
      'rule',
      'capstoneBrief',
      'capstoneBriefHtml',
      'capstoneCpdMinutes',
      'passMark',
    ])
    .where('journeyId', '=', journey.id)
    .where('version', '=', journey.currentVersion)
    .executeTakeFirst();
  if (!current) return;
  const listed: Array<{ slug: string; required: unknown }> = await db
    .selectFrom('journey_version_modules as vm')
    .innerJoin('journey_modules as m', 'm.id', 'vm.moduleId')
    .select(['m.slug', 'vm.required'])
    .where('vm.versionId', '=', current.id)
    .orderBy('vm.position')
    .execute();
  const existing: Array<{ id: string; slug: string }> = await db
    .selectFrom('journey_modules')
    .select(['id', 'slug'])
    .where('journeyId', '=', journey.id)
    .execute();
  const shipped = content.modules.map((m) => m.slug);
  const have = new Set(existing.map((m) => m.slug));
  const added = content.modules.filter((m) => !have.has(m.slug));
  const slugs = listed.map((m) => m.slug).join(' ');

  let versionId: string;
  if (slugs === shipped.join(' ')) versionId = current.id;
  else if (
    added.length &&
    slugs === shipped.filter((s) => added.every((a) => a.slug !== s)).join(' ')
  ) {
    for (const module of added) await writeModule(db, journey.id, content.path, module, now);
    const optional = new Set(
      listed.filter((m) => !(m.required === true || Number(m.required) === 1)).map((m) => m.slug),
    );
    versionId = await writeVersion(db, journey.id, current, content, optional, now);
  } else return;

  const ids = new Map(
    (
      (await db
        .selectFrom('journey_modules')
        .select(['id', 'slug'])
        .where('journeyId', '=', journey.id)
        .execute()) as Array<{ id: string; slug: string }>
    ).map((m) => [m.slug, m.id]),
  );
  const webinar: { id: string } | undefined = await db
    .selectFrom('events')
    .select('id')
    .where('journeyId', '=', journey.id)
    .where('createdBy', 'is', null)
    .where('title', '=', content.webinar.title)
    .orderBy('startsAt')
    .executeTakeFirst();
  const months = content.months.map((m) => ({
    title: m.title,
    purpose: m.purpose,
    liveSession: m.liveSession,
    practice: m.practice,
    eventId: webinar && m.liveSession === content.webinar.title ? webinar.id : null,
  }));
  await db
    .updateTable('journey_versions')
    .set({ months: JSON.stringify(months) })
    .where('id', '=', versionId)
    .execute();
  for (const [i, month] of content.months.entries()) {
    const moduleIds = month.modules.map((slug) => ids.get(slug)).filter((id) => id !== undefined);
    if (!moduleIds.length) continue;
    await db
      .updateTable('journey_version_modules')
      .set({ month: i + 1 })
      .where('versionId', '=', versionId)
      .where('moduleId', 'in', moduleIds)
      .execute();
  }
  const french = FRENCH_CONTENT[content.path];
  if (!french) return;
  const texts = JSON.stringify(
    french.months.map((m) => ({
      title: m.title,
      purpose: m.purpose,
      liveSession: m.liveSession,
      practice: m.practice,
    })),
  );
  await db
    .insertInto('journey_version_translations')
    .values({
      versionId,
      locale: LOCALE,
      capstoneBrief: null,
      capstoneBriefHtml: null,
      months: texts,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['versionId', 'locale']).doUpdateSet({ months: texts, updatedAt: now }),
    )
    .execute();
}

/** A module this release adds, with its French and its knowledge checks. */
async function writeModule(
  db: AnyDb,
  journeyId: string,
  path: JourneyContent['path'],
  m: ModuleContent,
  now: number,
): Promise<void> {
  const id = randomUUID();
  const checks = JOURNEY_CHECKS[path];
  await db
    .insertInto('journey_modules')
    .values({
      id,
      journeyId,
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      body: m.body,
      bodyHtml: renderMarkdown(m.body),
      practice: m.practice,
      practiceHtml: renderMarkdown(m.practice),
      reflectionQuestion: m.reflectionQuestion,
      videoUrl: null,
      videoSizeMb: null,
      videoDurationMinutes: null,
      estimatedMinutes: m.estimatedMinutes,
      cpdMinutes: m.cpdMinutes,
      knowledgeCheck: JSON.stringify(checks.en[m.slug] ?? []),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const fr = FRENCH_CONTENT[path]?.modules.find((f) => f.slug === m.slug);
  if (!fr) return;
  await db
    .insertInto('journey_module_translations')
    .values({
      moduleId: id,
      locale: LOCALE,
      title: fr.title,
      summary: fr.summary,
      body: fr.body,
      bodyHtml: renderMarkdown(fr.body),
      practice: fr.practice,
      practiceHtml: renderMarkdown(fr.practice),
      reflectionQuestion: fr.reflectionQuestion,
      knowledgeCheck: checks.fr[m.slug] ? JSON.stringify(checks.fr[m.slug]) : null,
      updatedAt: now,
    })
    .execute();
}

/** The next version: the current one's rule, brief and marks, every shipped module in order. */
async function writeVersion(
  db: AnyDb,
  journeyId: string,
  current: VersionRow,
  content: JourneyContent,
  optional: ReadonlySet<string>,
  now: number,
): Promise<string> {
  const id = randomUUID();
  const version = current.version + 1;
  await db
    .insertInto('journey_versions')
    .values({
      id,
      journeyId,
      version,
      rule: current.rule,
      capstoneBrief: current.capstoneBrief,
      capstoneBriefHtml: current.capstoneBriefHtml,
      capstoneCpdMinutes: current.capstoneCpdMinutes,
      passMark: current.passMark,
      publishedAt: now,
      createdAt: now,
    })
    .execute();
  const ids = new Map(
    (
      (await db
        .selectFrom('journey_modules')
        .select(['id', 'slug'])
        .where('journeyId', '=', journeyId)
        .execute()) as Array<{ id: string; slug: string }>
    ).map((m) => [m.slug, m.id]),
  );
  await db
    .insertInto('journey_version_modules')
    .values(
      content.modules.map((m, i) => ({
        versionId: id,
        moduleId: ids.get(m.slug)!,
        position: i + 1,
        required: optional.has(m.slug) ? 0 : 1,
      })),
    )
    .execute();
  const brief: { capstoneBrief: string | null; capstoneBriefHtml: string | null } | undefined =
    await db
      .selectFrom('journey_version_translations')
      .select(['capstoneBrief', 'capstoneBriefHtml'])
      .where('versionId', '=', current.id)
      .where('locale', '=', LOCALE)
      .executeTakeFirst();
  if (brief)
    await db
      .insertInto('journey_version_translations')
      .values({ versionId: id, locale: LOCALE, ...brief, months: null, updatedAt: now })
      .execute();
  await db
    .updateTable('journeys')
    .set({ currentVersion: version, updatedAt: now })
    .where('id', '=', journeyId)
    .execute();
  return id;
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('journey_version_translations').dropColumn('months').execute();
  await db.schema.alterTable('journey_version_modules').dropColumn('month').execute();
  await db.schema.alterTable('journey_versions').dropColumn('months').execute();
}
