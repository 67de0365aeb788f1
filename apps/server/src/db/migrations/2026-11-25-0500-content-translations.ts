import { defaultKnowledgeBase, defaultKnowledgeBaseFr, journeyPaths, JOURNEY_PATH_POSITIONS } from '@lv/domain';
import type { Kysely } from 'kysely';
import { renderMarkdown } from '../../modules/forum/markdown';
import { FRENCH_CONTENT, JOURNEY_CONTENT } from '../../modules/journeys/content/index';
import { PATH_CARDS_FR } from '../../modules/journeys/content/path-cards.fr';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LOCALE = 'fr';

/**
 * Translations of the content written in English (docs/decisions/020-i18n.md): journeys (admin-made
 * journeys' title, summary), versions (capstone brief), modules (title, summary, lesson, practice,
 * reflection question), FAQ entries and events (title, description), one row per translated row
 * and locale; a null field is read in English. Then the French of the shipped content is seeded
 * beside the rows the earlier seeds wrote: named journeys by path, modules by journey path and
 * slug, versions by journey, FAQ entries by category and question (else answer), webinars by
 * journey. A field gets its French only while its English is still the shipped text, so an
 * admin's edit is never overwritten nor contradicted (it is read in English until translated),
 * and rows admins deleted get nothing. Rows are written here, not through the repositories, so the
 * migration keeps working whatever later migrations change.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('journey_translations')
    .addColumn('journeyId', 'text', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('summary', 'text')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_translations_pk', ['journeyId', 'locale'])
    .execute();
  await db.schema
    .createTable('journey_version_translations')
    .addColumn('versionId', 'text', (c) => c.notNull().references('journey_versions.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('capstoneBrief', 'text')
    .addColumn('capstoneBriefHtml', 'text')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_version_translations_pk', ['versionId', 'locale'])
    .execute();
  await db.schema
    .createTable('journey_module_translations')
    .addColumn('moduleId', 'text', (c) => c.notNull().references('journey_modules.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('summary', 'text')
    .addColumn('body', 'text')
    .addColumn('bodyHtml', 'text')
    .addColumn('practice', 'text')
    .addColumn('practiceHtml', 'text')
    .addColumn('reflectionQuestion', 'text')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_module_translations_pk', ['moduleId', 'locale'])
    .execute();
  await db.schema
    .createTable('kb_entry_translations')
    .addColumn('entryId', 'text', (c) => c.notNull().references('kb_entries.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('question', 'text')
    .addColumn('answer', 'text')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('kb_entry_translations_pk', ['entryId', 'locale'])
    .execute();
  await db.schema
    .createTable('event_translations')
    .addColumn('eventId', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_translations_pk', ['eventId', 'locale'])
    .execute();

  await seedFrenchContent(db, Date.now());
}

/**
 * Seeds the French of the shipped content (FRENCH_CONTENT, the French FAQ, the named paths'
 * summaries) beside the English rows, leaving every existing translation as it is. Exported so that
 * a later migration can run it again once FRENCH_CONTENT holds a path it did not hold here.
 */
export async function seedFrenchContent(db: AnyDb, now: number): Promise<void> {
  await seedJourneys(db, now);
  await seedKnowledgeBase(db, now);
}

/** The French when the stored English is still the shipped English, else null (read in English). */
const ifUnchanged = <T>(stored: unknown, shipped: unknown, french: T): T | null => (stored === shipped ? french : null);

const anySet = (row: Record<string, unknown>) => Object.values(row).some((v) => v !== null);

async function seedJourneys(db: AnyDb, now: number): Promise<void> {
  const cards = journeyPaths();
  for (const english of JOURNEY_CONTENT) {
    const french = FRENCH_CONTENT[english.path];
    const journey = (await db.selectFrom('journeys').select(['id', 'summary']).where('path', '=', english.path).executeTakeFirst()) as
      | { id: string; summary: string }
      | undefined;
    if (!journey) continue;
    const card = cards[JOURNEY_PATH_POSITIONS.indexOf(english.path)]!;
    const summary = ifUnchanged(journey.summary, card.description, PATH_CARDS_FR[english.path].summary);
    if (summary !== null) {
      await db
        .insertInto('journey_translations')
        .values({ journeyId: journey.id, locale: LOCALE, title: null, summary, updatedAt: now })
        .onConflict((oc) => oc.columns(['journeyId', 'locale']).doNothing())
        .execute();
    }
    if (!french) continue;

    const versions = (await db.selectFrom('journey_versions').select(['id', 'capstoneBrief']).where('journeyId', '=', journey.id).execute()) as Array<{
      id: string;
      capstoneBrief: string;
    }>;
    for (const v of versions) {
      if (v.capstoneBrief !== english.capstoneBrief) continue;
      await db
        .insertInto('journey_version_translations')
        .values({ versionId: v.id, locale: LOCALE, capstoneBrief: french.capstoneBrief, capstoneBriefHtml: renderMarkdown(french.capstoneBrief), updatedAt: now })
        .onConflict((oc) => oc.columns(['versionId', 'locale']).doNothing())
        .execute();
    }

    const modules = (await db
      .selectFrom('journey_modules')
      .select(['id', 'slug', 'title', 'summary', 'body', 'practice', 'reflectionQuestion'])
      .where('journeyId', '=', journey.id)
      .execute()) as Array<{ id: string; slug: string; title: string; summary: string; body: string; practice: string; reflectionQuestion: string }>;
    for (const row of modules) {
      const en = english.modules.find((m) => m.slug === row.slug);
      const fr = french.modules.find((m) => m.slug === row.slug);
      if (!en || !fr) continue;
      const body = ifUnchanged(row.body, en.body, fr.body);
      const practice = ifUnchanged(row.practice, en.practice, fr.practice);
      const texts = {
        title: ifUnchanged(row.title, en.title, fr.title),
        summary: ifUnchanged(row.summary, en.summary, fr.summary),
        body,
        bodyHtml: body === null ? null : renderMarkdown(body),
        practice,
        practiceHtml: practice === null ? null : renderMarkdown(practice),
        reflectionQuestion: ifUnchanged(row.reflectionQuestion, en.reflectionQuestion, fr.reflectionQuestion),
      };
      if (!anySet(texts)) continue;
      await db
        .insertInto('journey_module_translations')
        .values({ moduleId: row.id, locale: LOCALE, ...texts, updatedAt: now })
        .onConflict((oc) => oc.columns(['moduleId', 'locale']).doNothing())
        .execute();
    }

    // The webinar the events seed scheduled for the journey (never an admin's own event).
    const events = (await db
      .selectFrom('events')
      .select(['id', 'title', 'description'])
      .where('journeyId', '=', journey.id)
      .where('createdBy', 'is', null)
      .execute()) as Array<{ id: string; title: string; description: string }>;
    for (const e of events) {
      const texts = {
        title: ifUnchanged(e.title, english.webinar.title, french.webinar.title),
        description: ifUnchanged(e.description, english.webinar.description, french.webinar.description),
      };
      if (!anySet(texts)) continue;
      await db
        .insertInto('event_translations')
        .values({ eventId: e.id, locale: LOCALE, ...texts, updatedAt: now })
        .onConflict((oc) => oc.columns(['eventId', 'locale']).doNothing())
        .execute();
    }
  }
}

async function seedKnowledgeBase(db: AnyDb, now: number): Promise<void> {
  const english = defaultKnowledgeBase();
  const french = defaultKnowledgeBaseFr();
  const rows = (await db.selectFrom('kb_entries').select(['id', 'category', 'question', 'answer']).execute()) as Array<{
    id: string;
    category: string;
    question: string;
    answer: string;
  }>;
  for (const [i, en] of english.entries()) {
    const fr = french[i]!;
    const inCategory = rows.filter((r) => r.category === en.category);
    // By question; an entry whose question an admin reworded is still found by its answer.
    const byQuestion = inCategory.filter((r) => r.question === en.question);
    const matched = byQuestion.length ? byQuestion : inCategory.filter((r) => r.answer === en.answer);
    for (const row of matched) {
      const texts = { question: ifUnchanged(row.question, en.question, fr.question), answer: ifUnchanged(row.answer, en.answer, fr.answer) };
      if (!anySet(texts)) continue;
      await db
        .insertInto('kb_entry_translations')
        .values({ entryId: row.id, locale: LOCALE, ...texts, updatedAt: now })
        .onConflict((oc) => oc.columns(['entryId', 'locale']).doNothing())
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['event_translations', 'kb_entry_translations', 'journey_module_translations', 'journey_version_translations', 'journey_translations']) {
    await db.schema.dropTable(table).execute();
  }
}
