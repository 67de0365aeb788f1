import { DEFAULT_LOCALE, type Locale } from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, JourneyModuleTranslationsTable, JourneyModulesTable } from '../../db/schema';

type Db = Kysely<Database>;

/*
 * Journey content in the reader's language (docs/decisions/020-i18n.md): the English rows are the
 * source; a translation row per row and locale holds the translated fields, each null until
 * translated, and a reader gets the English of every field without one. Admins edit the English:
 * a change to an English field clears that field's translations (forgetChanged*), so a reader never
 * gets the translation of a text that is gone, and sees the new English until someone translates
 * it. Publishing a version carries the capstone brief's translations over while its English is
 * the same.
 */

// The knowledge check's translation is read on its own (checks.ts), not with the module's texts.
export type ModuleText = Omit<Selectable<JourneyModuleTranslationsTable>, 'moduleId' | 'locale' | 'updatedAt' | 'knowledgeCheck'>;
export interface JourneyText {
  title: string | null;
  summary: string | null;
}

const english = (locale: Locale) => locale === DEFAULT_LOCALE;

/** The translations of some journeys' title and summary, by journey id (none for English). */
export async function journeyTexts(db: Db, journeyIds: readonly string[], locale: Locale): Promise<Map<string, JourneyText>> {
  if (english(locale) || !journeyIds.length) return new Map();
  const rows = await db
    .selectFrom('journey_translations')
    .select(['journeyId', 'title', 'summary'])
    .where('journeyId', 'in', [...new Set(journeyIds)])
    .where('locale', '=', locale)
    .execute();
  return new Map(rows.map(({ journeyId, ...text }) => [journeyId, text]));
}

/** The translated capstone brief (sanitised HTML) of some versions, by version id (none for English). */
export async function briefHtmls(db: Db, versionIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
  if (english(locale) || !versionIds.length) return new Map();
  const rows = await db
    .selectFrom('journey_version_translations')
    .select(['versionId', 'capstoneBriefHtml'])
    .where('versionId', 'in', [...new Set(versionIds)])
    .where('locale', '=', locale)
    .where('capstoneBriefHtml', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.versionId, r.capstoneBriefHtml!]));
}

/** The version's capstone brief in the reader's language: the translation, else the English. */
export async function localBriefHtml(db: Db, version: { id: string; capstoneBriefHtml: string }, locale: Locale): Promise<string> {
  return (await briefHtmls(db, [version.id], locale)).get(version.id) ?? version.capstoneBriefHtml;
}

/** The translations of some modules, by module id (none for English). */
export async function moduleTexts(db: Db, moduleIds: readonly string[], locale: Locale): Promise<Map<string, ModuleText>> {
  if (english(locale) || !moduleIds.length) return new Map();
  const rows = await db
    .selectFrom('journey_module_translations')
    .select(['moduleId', 'title', 'summary', 'body', 'bodyHtml', 'practice', 'practiceHtml', 'reflectionQuestion'])
    .where('moduleId', 'in', [...new Set(moduleIds)])
    .where('locale', '=', locale)
    .execute();
  return new Map(rows.map(({ moduleId, ...text }) => [moduleId, text]));
}

/** The fields of `row` with each translated one replaced (the rest stay English). */
export function withText<T extends object, K extends keyof T>(row: T, text: Partial<Record<K, string | null>> | undefined, fields: readonly K[]): T {
  if (!text) return row;
  const out = { ...row };
  for (const field of fields) {
    const value = text[field];
    if (typeof value === 'string') out[field] = value as T[K];
  }
  return out;
}

type ModuleTextField = 'title' | 'summary' | 'body' | 'practice' | 'reflectionQuestion';
type ModuleEnglish = Pick<Selectable<JourneyModulesTable>, ModuleTextField>;

/** Each English field of a module and the translation columns that hold its translation. */
const MODULE_FIELDS: ReadonlyArray<[ModuleTextField, ReadonlyArray<keyof ModuleText>]> = [
  ['title', ['title']],
  ['summary', ['summary']],
  ['body', ['body', 'bodyHtml']],
  ['practice', ['practice', 'practiceHtml']],
  ['reflectionQuestion', ['reflectionQuestion']],
];

/** After an admin changed a module's English: the translations of each changed field are cleared (in the caller's transaction). */
export async function forgetChangedModuleText(trx: Db, moduleId: string, before: ModuleEnglish, after: ModuleEnglish, now: number): Promise<void> {
  const cleared: Partial<Record<keyof ModuleText, null>> = {};
  for (const [field, columns] of MODULE_FIELDS) if (before[field] !== after[field]) for (const c of columns) cleared[c] = null;
  if (!Object.keys(cleared).length) return;
  await trx.updateTable('journey_module_translations').set({ ...cleared, updatedAt: now }).where('moduleId', '=', moduleId).execute();
}

/** After an admin changed a journey's English title or summary: their translations are cleared. */
export async function forgetChangedJourneyText(trx: Db, journeyId: string, before: JourneyText, after: JourneyText, now: number): Promise<void> {
  const cleared: Partial<Record<keyof JourneyText, null>> = {};
  if (before.title !== after.title) cleared.title = null;
  if (before.summary !== after.summary) cleared.summary = null;
  if (!Object.keys(cleared).length) return;
  await trx.updateTable('journey_translations').set({ ...cleared, updatedAt: now }).where('journeyId', '=', journeyId).execute();
}

/**
 * A newly published version keeps the previous version's translated capstone brief when its
 * English brief is the same (a version's rows never change, so this is the only way a brief's
 * translation reaches the next version); a new English brief starts untranslated.
 */
export async function carryBriefTranslations(
  trx: Db,
  previous: { id: string; capstoneBrief: string } | undefined,
  next: { id: string; capstoneBrief: string },
  now: number,
): Promise<void> {
  if (!previous) return;
  const sameBrief = previous.capstoneBrief === next.capstoneBrief;
  const rows = (
    await trx
      .selectFrom('journey_version_translations')
      .select(['locale', 'capstoneBrief', 'capstoneBriefHtml', 'months'])
      .where('versionId', '=', previous.id)
      .execute()
  )
    // The months' texts come along with the months (authoring.ts carries them, ADR 047).
    .map((r) => (sameBrief ? r : { ...r, capstoneBrief: null, capstoneBriefHtml: null }))
    .filter((r) => r.capstoneBrief !== null || r.months !== null);
  if (!rows.length) return;
  await trx
    .insertInto('journey_version_translations')
    .values(rows.map((r) => ({ ...r, versionId: next.id, updatedAt: now })))
    .onConflict((oc) => oc.columns(['versionId', 'locale']).doNothing())
    .execute();
}
