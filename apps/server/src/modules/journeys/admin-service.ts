import {
  draftPublishProblems,
  journeySlugProblem,
  type AdminJourneyDetail,
  type AdminJourneyList,
  type AdminJourneySummary,
  type AuditAction,
  type JourneyCreateInput,
  type JourneyDraft,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import * as adminRepo from './admin-repository';
import { addJourney, addModule, addVersion, changeModule } from './authoring';
import { frenchChecks, saveFrenchCheck } from './checks';
import { checksOf, contentOf, draftFromCurrent, draftView, parseDraft, sameCheck, sameContent, type DraftBase } from './draft';
import { journeyLeaders, journeyNotFound, present } from './journey-view';
import type { JourneyRow } from './repository';
import { forgetChangedJourneyText } from './translations';

type Trx = Kysely<Database>;

/*
 * Journey authoring for admins (/api/admin/journeys): every edit changes the journey's stored
 * draft, in one transaction with its audit row and with the journey row locked (so two admins'
 * edits both land); Publish turns the draft into the next version and makes it current. Content
 * goes through authoring.ts, which checks it and renders its Markdown with the forum's sanitiser.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What a draft is compared with, read in the caller's transaction. */
export async function draftBase(db: Trx, journey: JourneyRow, title: string): Promise<DraftBase> {
  const current = await adminRepo.currentVersionOf(db, journey);
  const [currentModules, rows] = await Promise.all([current ? adminRepo.versionModuleList(db, current.id) : [], adminRepo.journeyModules(db, journey.id)]);
  const french = await frenchChecks(db, rows.map((r) => r.id));
  return { title, summary: journey.summary, current, currentModules, rows: new Map(rows.map((r) => [r.id, r])), frenchChecks: french };
}

function summarise(journey: JourneyRow, urlId: string, title: string, figures: adminRepo.VersionFigures[], draftAt: number | undefined): AdminJourneySummary {
  const mine = figures.filter((f) => f.journeyId === journey.id && f.publishedAt !== null);
  const current = mine.find((f) => f.version === journey.currentVersion);
  return {
    id: journey.id,
    urlId,
    slug: journey.slug,
    path: journey.path,
    title,
    summary: journey.summary,
    currentVersion: journey.currentVersion,
    moduleCount: current?.moduleCount ?? 0,
    versions: mine.map((f) => ({ version: f.version, publishedAt: iso(f.publishedAt), moduleCount: f.moduleCount, requiredCount: f.requiredCount, enrolments: f.enrolments })),
    enrolments: mine.reduce((sum, f) => sum + f.enrolments, 0),
    draftUpdatedAt: iso(draftAt ?? null),
  };
}

/** Every journey, named paths first, with its versions' figures and whether a draft waits. */
export async function listAdminJourneys(db: Db): Promise<AdminJourneyList> {
  const leaders = await journeyLeaders(db);
  const [rows, figures, drafts] = await Promise.all([adminRepo.allJourneys(db.kysely), adminRepo.versionFigures(db.kysely), adminRepo.draftTimes(db.kysely)]);
  const journeys = rows.map((row) => {
    const shown = present(row, leaders);
    return summarise(row, shown.id, shown.title, figures, drafts.get(row.id));
  });
  const rank = (j: AdminJourneySummary) => (j.path === 'first' ? 0 : j.path === 'second' ? 1 : 2);
  return { journeys: journeys.sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title)) };
}

/** One journey with its versions and its draft (the current version's copy before any edit). */
export async function adminJourneyDetail(db: Db, journeyId: string): Promise<AdminJourneyDetail> {
  const leaders = await journeyLeaders(db);
  const row = await adminRepo.findJourney(db.kysely, journeyId);
  if (!row) throw journeyNotFound();
  const shown = present(row, leaders);
  const [figures, stored, base] = await Promise.all([
    adminRepo.versionFigures(db.kysely, [row.id]),
    adminRepo.findDraft(db.kysely, row.id),
    draftBase(db.kysely, row, row.title),
  ]);
  const draft = stored ? parseDraft(stored.document, base) : draftFromCurrent(base);
  const view = draftView(draft, base, stored ? { updatedAt: Number(stored.updatedAt), basedOn: stored.basedOn } : null);
  // A named path's title follows its leader's name in the settings, whatever the draft holds.
  if (row.path !== null) view.title = shown.title;
  return { journey: summarise(row, shown.id, shown.title, figures, stored ? Number(stored.updatedAt) : undefined), draft: view };
}

/** A new admin-made journey with an empty draft; its slug may not be a named path's id, 'custom' or another journey's. */
export async function createJourney(db: Db, actorId: string, input: JourneyCreateInput, now = Date.now()): Promise<AdminJourneyDetail> {
  const leaders = await journeyLeaders(db);
  const refuse = (message: string) => errors.invalid(message, { slug: message });
  const check = async (trx: Trx) => {
    const problem = journeySlugProblem(input.slug, leaders, await adminRepo.allSlugs(trx));
    if (problem) throw refuse(problem);
  };
  let id: string;
  try {
    id = await db.kysely.transaction().execute(async (trx) => {
      await check(trx);
      const journeyId = await addJourney(trx, { slug: input.slug, path: null, title: input.title, summary: input.summary }, now);
      const draft: JourneyDraft = {
        title: input.title,
        summary: input.summary,
        rule: { requiredWebinars: 0, capstoneRequired: false },
        capstoneBrief: '',
        passMark: null,
        modules: [],
      };
      await adminRepo.saveDraft(trx, { journeyId, basedOn: null, document: JSON.stringify(draft), updatedBy: actorId }, now);
      await recordAudit(trx, { actorId, action: 'journey.create', targetType: 'journey', targetId: journeyId, details: { journey: input.title, change: `created with the id '${input.slug}'` } }, now);
      return journeyId;
    });
  } catch (err) {
    // Two creations with one slug at once: the unique index refuses the second; say why.
    await check(db.kysely);
    throw err;
  }
  return adminJourneyDetail(db, id);
}

export interface DraftEdit {
  draft: JourneyDraft;
  action: AuditAction;
  /** The audit row's short sentence, e.g. 'module “Listen first” added'. */
  change: string;
}

/**
 * Applies one edit to the journey's draft (started from the current version on the first edit):
 * the journey row is locked, the draft read, changed, checked and written with its audit row in
 * one transaction. `edit` throws a clear error to refuse.
 */
export async function editDraft(
  db: Db,
  actorId: string,
  journeyId: string,
  edit: (draft: JourneyDraft, base: DraftBase, journey: JourneyRow) => DraftEdit,
  now = Date.now(),
): Promise<AdminJourneyDetail> {
  await db.kysely.transaction().execute(async (trx) => {
    const journey = await adminRepo.lockJourney(trx, journeyId);
    if (!journey) throw journeyNotFound();
    const base = await draftBase(trx, journey, journey.title);
    const stored = await adminRepo.findDraft(trx, journey.id);
    const result = edit(stored ? parseDraft(stored.document, base) : draftFromCurrent(base), base, journey);
    await adminRepo.saveDraft(trx, { journeyId: journey.id, basedOn: stored ? stored.basedOn : journey.currentVersion, document: JSON.stringify(result.draft), updatedBy: actorId }, now);
    await recordAudit(trx, { actorId, action: result.action, targetType: 'journey', targetId: journey.id, details: { journey: journey.title, change: result.change } }, now);
  });
  return adminJourneyDetail(db, journeyId);
}

/** Drops the draft: the journey stays as published. 409 without a draft. */
export async function discardDraft(db: Db, actorId: string, journeyId: string, now = Date.now()): Promise<AdminJourneyDetail> {
  await db.kysely.transaction().execute(async (trx) => {
    const journey = await adminRepo.lockJourney(trx, journeyId);
    if (!journey) throw journeyNotFound();
    if (journey.currentVersion === null) throw errors.conflict('This journey has never been published: its draft is all there is, so it cannot be discarded.');
    if (!(await adminRepo.deleteDraft(trx, journey.id))) throw errors.conflict('There is no draft to discard.');
    await recordAudit(trx, { actorId, action: 'journey.draft.discard', targetType: 'journey', targetId: journey.id, details: { journey: journey.title, change: 'draft discarded' } }, now);
  });
  return adminJourneyDetail(db, journeyId);
}

/**
 * Publishes the draft as the journey's next version and makes it current (new enrolments pin
 * it; enrolments on older versions stay until moved). New modules are written, edited ones
 * changed in place (their ids, completions and awards stay), the version lists them in the
 * draft's order; the journey takes the draft's title and summary. One transaction.
 */
export async function publishDraft(db: Db, actorId: string, journeyId: string, now = Date.now()): Promise<{ version: number; detail: AdminJourneyDetail }> {
  const version = await db.kysely.transaction().execute(async (trx) => {
    const journey = await adminRepo.lockJourney(trx, journeyId);
    if (!journey) throw journeyNotFound();
    const stored = await adminRepo.findDraft(trx, journey.id);
    if (!stored) throw errors.conflict('There is nothing to publish: the draft is the same as the current version. Make a change first.');
    const base = await draftBase(trx, journey, journey.title);
    const draft = parseDraft(stored.document, base);
    const problems = draftPublishProblems(draft);
    if (Object.keys(problems).length) throw errors.invalid(Object.values(problems).join(' '), problems);
    const counts = { added: 0, changed: 0 };
    const listed: Array<{ moduleId: string; position: number; required: boolean }> = [];
    for (const [i, m] of draft.modules.entries()) {
      let moduleId = m.moduleId;
      if (moduleId === null) {
        moduleId = await addModule(trx, journey.id, m.content, now, m.knowledgeCheck);
        if (m.knowledgeCheckFr.length) await saveFrenchCheck(trx, moduleId, m.knowledgeCheckFr, now);
        counts.added += 1;
      } else {
        const row = base.rows.get(moduleId);
        if (!row) throw new Error(`Draft of journey ${journey.id} names module ${moduleId}, which is not the journey's.`);
        // A module's check is the module's, like its text (ADR 010): every version listing it asks the new questions.
        const published = checksOf(row, base);
        const sameEnglish = sameContent(contentOf(row), m.content) && sameCheck(published.knowledgeCheck, m.knowledgeCheck);
        const sameFrench = sameCheck(published.knowledgeCheckFr, m.knowledgeCheckFr);
        if (!sameEnglish) await changeModule(trx, moduleId, m.content, now, m.knowledgeCheck);
        if (!sameFrench) await saveFrenchCheck(trx, moduleId, m.knowledgeCheckFr, now);
        if (!sameEnglish || !sameFrench) counts.changed += 1;
      }
      listed.push({ moduleId, position: i + 1, required: m.required });
    }
    // The pass mark is the version's: learners enrolled on an older version keep theirs.
    const { rule, capstoneBrief, passMark } = draft;
    const published = await addVersion(trx, journey.id, { rule, capstoneBrief, passMark, modules: listed }, now, true);
    const text = { title: journey.path === null ? draft.title : journey.title, summary: draft.summary };
    await adminRepo.updateJourneyText(trx, journey.id, text, now);
    // A changed English title or summary drops its translations: readers get the new English.
    await forgetChangedJourneyText(trx, journey.id, journey, text, now);
    await adminRepo.deleteDraft(trx, journey.id);
    const kept = new Set(listed.map((m) => m.moduleId));
    const removed = base.currentModules.filter((m) => !kept.has(m.moduleId)).length;
    const change = `version ${published.version} published: ${listed.length} modules (${counts.added} new, ${counts.changed} changed, ${removed} left out)`;
    await recordAudit(trx, { actorId, action: 'journey.publish', targetType: 'journey', targetId: journey.id, details: { journey: draft.title, change, version: published.version } }, now);
    return published.version;
  });
  return { version, detail: await adminJourneyDetail(db, journeyId) };
}
