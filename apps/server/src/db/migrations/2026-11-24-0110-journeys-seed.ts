import { randomUUID } from 'node:crypto';
import { journeyPaths, JOURNEY_PATH_POSITIONS } from '@lv/domain';
import type { Kysely } from 'kysely';
import { renderMarkdown } from '../../modules/forum/markdown';
import { JOURNEY_CONTENT } from '../../modules/journeys/content/index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The seeded version's rule (`../shared/spec/decisions.md` "Journeys delivery"): every module, one webinar, the capstone. */
const SEED_RULE = { requiredWebinars: 1, capstoneRequired: true };

/**
 * The two named journeys are product content: every new database gets them (also with
 * SEED_DEMO=false), like the knowledge base. The text is read from JOURNEY_CONTENT when the
 * migration runs, so a new installation starts from the content it ships with; existing ones keep
 * what their admins have made of it. Version 1 is published with every module required. The
 * stored titles use the default leader names; the API shows the configured ones (by `path`).
 * Rows are written here, not through the journeys repository, so this migration keeps working
 * whatever later migrations change in those tables.
 */
export async function up(db: AnyDb): Promise<void> {
  const now = Date.now();
  const cards = journeyPaths();
  for (const content of JOURNEY_CONTENT) {
    const card = cards[JOURNEY_PATH_POSITIONS.indexOf(content.path)]!;
    const journeyId = randomUUID();
    const versionId = randomUUID();
    await db
      .insertInto('journeys')
      .values({ id: journeyId, slug: `${content.path}-path`, path: content.path, title: card.title, summary: card.description, currentVersion: 1, createdAt: now, updatedAt: now })
      .execute();
    await db
      .insertInto('journey_versions')
      .values({
        id: versionId,
        journeyId,
        version: 1,
        rule: JSON.stringify(SEED_RULE),
        capstoneBrief: content.capstoneBrief,
        capstoneBriefHtml: renderMarkdown(content.capstoneBrief),
        publishedAt: now,
        createdAt: now,
      })
      .execute();
    const modules = content.modules.map((m) => ({
      id: randomUUID(),
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
      createdAt: now,
      updatedAt: now,
    }));
    await db.insertInto('journey_modules').values(modules).execute();
    await db
      .insertInto('journey_version_modules')
      .values(modules.map((m, i) => ({ versionId, moduleId: m.id, position: i + 1, required: 1 })))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  const named = db.selectFrom('journeys').select('id').where('path', 'is not', null);
  const modules = db.selectFrom('journey_modules').select('id').where('journeyId', 'in', named);
  await db.deleteFrom('module_completions').where('moduleId', 'in', modules).execute();
  await db.deleteFrom('journey_enrolments').where('journeyId', 'in', named).execute();
  await db.deleteFrom('journey_version_modules').where('moduleId', 'in', modules).execute();
  await db.deleteFrom('journey_versions').where('journeyId', 'in', named).execute();
  await db.deleteFrom('journey_modules').where('journeyId', 'in', named).execute();
  await db.deleteFrom('journeys').where('path', 'is not', null).execute();
}
