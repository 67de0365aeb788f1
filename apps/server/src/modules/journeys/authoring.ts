import { randomUUID } from 'node:crypto';
import {
  JourneySchema,
  JourneyVersionSchema,
  KnowledgeCheckSchema,
  ModuleContentSchema,
  type JourneyInput,
  type JourneyVersionInput,
  type KnowledgeCheck,
  type ModuleContent,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { renderMarkdown } from '../forum/markdown';
import { carriedMonths } from './months';
import * as repo from './repository';
import { carryBriefTranslations, forgetChangedModuleText } from './translations';

/*
 * Writing journey content: every input is checked with the domain schemas and its Markdown is
 * rendered and sanitised with the forum's renderer on write. The admin editor (admin-service.ts)
 * and the tests write through here; the seed migration writes its own rows so that it never
 * depends on later table changes.
 */

/** A new journey (no version yet, so not listed until one is published); returns its id. */
export async function addJourney(trx: Kysely<Database>, input: JourneyInput, now: number): Promise<string> {
  const journey = JourneySchema.parse(input);
  const id = randomUUID();
  await repo.insertJourney(trx, { id, ...journey, currentVersion: null, createdAt: now, updatedAt: now });
  return id;
}

/** A module's columns from its content: Markdown source beside its sanitised HTML. */
export function moduleColumns(content: ModuleContent) {
  const m = ModuleContentSchema.parse(content);
  return {
    slug: m.slug,
    title: m.title,
    summary: m.summary,
    body: m.body,
    bodyHtml: renderMarkdown(m.body),
    practice: m.practice,
    practiceHtml: renderMarkdown(m.practice),
    reflectionQuestion: m.reflectionQuestion,
    videoUrl: m.video?.url ?? null,
    videoSizeMb: m.video?.sizeMb ?? null,
    videoDurationMinutes: m.video?.durationMinutes ?? null,
    estimatedMinutes: m.estimatedMinutes,
    cpdMinutes: m.cpdMinutes,
  };
}

/** A knowledge check's column (ADR 040), checked again: '[]' for none. */
const checkColumn = (check: KnowledgeCheck) => JSON.stringify(KnowledgeCheckSchema.parse(check));

/** A module of a journey (in no version until one lists it), with its knowledge check; returns its id. */
export async function addModule(
  trx: Kysely<Database>,
  journeyId: string,
  content: ModuleContent,
  now: number,
  knowledgeCheck: KnowledgeCheck = [],
): Promise<string> {
  const id = randomUUID();
  await repo.insertModule(trx, { id, journeyId, ...moduleColumns(content), knowledgeCheck: checkColumn(knowledgeCheck), createdAt: now, updatedAt: now });
  return id;
}

/**
 * A module's new content (published by the admin editor), rendered and sanitised like a new one.
 * The translations of every English field that changed are cleared (translations.ts): a reader in
 * another language gets the new English rather than the translation of the old text.
 */
export async function changeModule(
  trx: Kysely<Database>,
  moduleId: string,
  content: ModuleContent,
  now: number,
  knowledgeCheck?: KnowledgeCheck,
): Promise<void> {
  const before = await trx.selectFrom('journey_modules').select(['title', 'summary', 'body', 'practice', 'reflectionQuestion']).where('id', '=', moduleId).executeTakeFirst();
  const columns = moduleColumns(content);
  // Its check is changed only when given (the French is the caller's: admin-service publishes the draft's).
  await repo.updateModule(trx, moduleId, { ...columns, ...(knowledgeCheck ? { knowledgeCheck: checkColumn(knowledgeCheck) } : {}), updatedAt: now });
  if (before) await forgetChangedModuleText(trx, moduleId, before, columns, now);
}

/**
 * The journey's next version (its number one above the highest), published at once unless
 * `publish` is false. Learners enrolled before keep the version they pinned. The translations of
 * the capstone brief come along from the current version while the English brief is the same.
 */
export async function addVersion(
  trx: Kysely<Database>,
  journeyId: string,
  input: JourneyVersionInput,
  now: number,
  publish = true,
): Promise<{ id: string; version: number }> {
  const v = JourneyVersionSchema.parse(input);
  const version = (await repo.lastVersionNumber(trx, journeyId)) + 1;
  const id = randomUUID();
  const current = await trx
    .selectFrom('journey_versions as v')
    .innerJoin('journeys as j', (join) => join.onRef('j.id', '=', 'v.journeyId').onRef('j.currentVersion', '=', 'v.version'))
    .select(['v.id', 'v.capstoneBrief', 'v.months'])
    .where('j.id', '=', journeyId)
    .executeTakeFirst();
  const carried = carriedMonths(current, current ? await repo.versionModules(trx, [current.id]) : [], v.modules);
  await repo.insertVersion(
    trx,
    {
      id,
      journeyId,
      version,
      rule: JSON.stringify(v.rule),
      capstoneBrief: v.capstoneBrief,
      capstoneBriefHtml: renderMarkdown(v.capstoneBrief),
      capstoneCpdMinutes: v.capstoneCpdMinutes,
      passMark: v.passMark,
      months: carried.months,
      publishedAt: publish ? now : null,
      createdAt: now,
    },
    v.modules.map((m) => ({ ...m, month: carried.monthOf.get(m.moduleId) ?? null })),
  );
  await carryBriefTranslations(trx, current, { id, capstoneBrief: v.capstoneBrief }, now);
  return { id, version };
}
