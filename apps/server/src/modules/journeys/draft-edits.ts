import {
  checkTranslationProblem,
  moveInList,
  type DraftModule,
  type DraftModuleInput,
  type DraftModuleMove,
  type DraftRuleInput,
  type JourneyDetailsInput,
  type JourneyDraft,
} from '@lv/domain';
import type { Db } from '../../db/database';
import { errors } from '../../lib/errors';
import { editDraft } from './admin-service';
import { checksOf, contentOf, type DraftBase } from './draft';
import { journeyLeaders, moduleNotFound, present } from './journey-view';

/*
 * The edits an admin makes to a journey's draft. Each is a pure change of the draft document run
 * by editDraft (locked, checked, written and audited in one transaction); a refusal throws a 400
 * or 409 with a message naming the field, and writes nothing.
 */

const quoted = (title: string) => `“${title}”`;

function indexOf(draft: JourneyDraft, slug: string): number {
  const i = draft.modules.findIndex((m) => m.content.slug === slug);
  if (i < 0) throw moduleNotFound();
  return i;
}

/** A module slug is unique within its journey: the draft's modules and every module the journey ever published. */
function checkSlugFree(draft: JourneyDraft, base: DraftBase, slug: string, except: { index?: number; moduleId?: string | null } = {}) {
  const inDraft = draft.modules.some((m, i) => i !== except.index && m.content.slug === slug);
  const inRows = [...base.rows.values()].some((row) => row.slug === slug && row.id !== except.moduleId);
  if (inDraft || inRows) {
    const message = `Another module of this journey already uses the id '${slug}'. Choose another id.`;
    throw errors.invalid(message, { 'content.slug': message });
  }
}

/**
 * A module's check and its French after an edit: each as sent, or as the draft held it when left
 * out. The French must ask the English questions (same ids and correct options) or be empty.
 */
/** A drafted module's questions, English and French. */
type ModuleChecks = Pick<DraftModule, 'knowledgeCheck' | 'knowledgeCheckFr'>;

function checksAfter(input: DraftModuleInput, before: ModuleChecks): ModuleChecks {
  const knowledgeCheck = input.knowledgeCheck ?? before.knowledgeCheck;
  const knowledgeCheckFr = input.knowledgeCheckFr ?? before.knowledgeCheckFr;
  const problem = checkTranslationProblem(knowledgeCheck, knowledgeCheckFr);
  if (problem) throw errors.invalid(problem, { knowledgeCheckFr: problem });
  return { knowledgeCheck, knowledgeCheckFr };
}

/** The audit row's words for a module's check, e.g. ', knowledge check of 3 questions (French too)'. */
function checkWords(before: ModuleChecks | null, after: ModuleChecks): string {
  if (before !== null && JSON.stringify(before.knowledgeCheck) === JSON.stringify(after.knowledgeCheck))
    return JSON.stringify(before.knowledgeCheckFr) === JSON.stringify(after.knowledgeCheckFr) ? '' : ', French knowledge check changed';
  if (!after.knowledgeCheck.length) return before?.knowledgeCheck.length ? ', knowledge check removed' : '';
  return `, knowledge check of ${after.knowledgeCheck.length} questions${after.knowledgeCheckFr.length ? ' (French too)' : ''}`;
}

const passMarkWords = (mark: number | null) => (mark === null ? 'no pass mark' : `pass mark ${mark}%`);

/** The title and summary; a named path's title is its leader's (the one the admin sees) and cannot change here. */
export async function changeDetails(db: Db, actorId: string, journeyId: string, input: JourneyDetailsInput, now = Date.now()) {
  const leaders = await journeyLeaders(db);
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft, _base, journey) => {
      if (journey.path === null) return { draft: { ...draft, ...input }, action: 'journey.draft.details', change: `title ${quoted(input.title)}, summary changed` };
      if (input.title !== present(journey, leaders).title) {
        const message = "A named path's title follows its leader's name: change the leader's name in Admin settings.";
        throw errors.invalid(message, { title: message });
      }
      return { draft: { ...draft, summary: input.summary }, action: 'journey.draft.details', change: 'summary changed' };
    },
    now,
  );
}

export function changeRule(db: Db, actorId: string, journeyId: string, input: DraftRuleInput, now = Date.now()) {
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft) => {
      // The pass mark is the version's (ADR 040): Publish pins it, so learners on older versions keep theirs.
      const passMark = input.passMark === undefined ? draft.passMark : input.passMark;
      return {
        draft: { ...draft, rule: input.rule, capstoneBrief: input.capstoneBrief, passMark },
        action: 'journey.draft.rule',
        change:
          `${input.rule.requiredWebinars} webinar${input.rule.requiredWebinars === 1 ? '' : 's'} required, ` +
          `capstone ${input.rule.capstoneRequired ? 'required' : 'not required'}, ${passMarkWords(passMark)}`,
      };
    },
    now,
  );
}

/** A new module at the end of the draft (it gets its id when published). */
export function addDraftModule(db: Db, actorId: string, journeyId: string, input: DraftModuleInput, now = Date.now()) {
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft, base) => {
      checkSlugFree(draft, base, input.content.slug);
      const checks = checksAfter(input, { knowledgeCheck: [], knowledgeCheckFr: [] });
      return {
        draft: { ...draft, modules: [...draft.modules, { moduleId: null, required: input.required, content: input.content, ...checks }] },
        action: 'journey.draft.module.add',
        change: `module ${quoted(input.content.title)} added${checkWords(null, checks)}`,
      };
    },
    now,
  );
}

/** A draft module's content and whether it is required. A published module keeps its id (learners' links use it). */
export function changeDraftModule(db: Db, actorId: string, journeyId: string, slug: string, input: DraftModuleInput, now = Date.now()) {
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft, base) => {
      const i = indexOf(draft, slug);
      const current = draft.modules[i]!;
      if (input.content.slug !== slug) {
        if (current.moduleId !== null) {
          const message = "A published module keeps its id: learners' links and records use it.";
          throw errors.invalid(message, { 'content.slug': message });
        }
        checkSlugFree(draft, base, input.content.slug, { index: i, moduleId: current.moduleId });
      }
      const checks = checksAfter(input, current);
      const modules = [...draft.modules];
      modules[i] = { ...current, required: input.required, content: input.content, ...checks };
      return {
        draft: { ...draft, modules },
        action: 'journey.draft.module.update',
        change: `module ${quoted(input.content.title)} changed${checkWords(current, checks)}`,
      };
    },
    now,
  );
}

export function moveDraftModule(db: Db, actorId: string, journeyId: string, slug: string, move: DraftModuleMove, now = Date.now()) {
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft) => {
      const i = indexOf(draft, slug);
      const modules = moveInList(draft.modules, i, move.direction);
      if (!modules) throw errors.conflict(move.direction === 'up' ? 'This module is already first.' : 'This module is already last.');
      const to = move.direction === 'up' ? i : i + 2;
      return { draft: { ...draft, modules }, action: 'journey.draft.module.move', change: `module ${quoted(draft.modules[i]!.content.title)}: place ${i + 1} → ${to}` };
    },
    now,
  );
}

/** Leaves a module out of the next version; a published one stays in the versions that list it (and can be added back). */
export function removeDraftModule(db: Db, actorId: string, journeyId: string, slug: string, now = Date.now()) {
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft) => {
      const i = indexOf(draft, slug);
      return {
        draft: { ...draft, modules: draft.modules.filter((_, j) => j !== i) },
        action: 'journey.draft.module.remove',
        change: `module ${quoted(draft.modules[i]!.content.title)} left out`,
      };
    },
    now,
  );
}

/** Adds a module the journey published before back to the end of the draft, as it was last published (required). */
export function restoreDraftModule(db: Db, actorId: string, journeyId: string, slug: string, now = Date.now()) {
  return editDraft(
    db,
    actorId,
    journeyId,
    (draft, base) => {
      const row = [...base.rows.values()].find((r) => r.slug === slug);
      if (!row) throw moduleNotFound();
      if (draft.modules.some((m) => m.moduleId === row.id)) throw errors.conflict('This module is already in the draft.');
      // A draft module (not yet published) cannot hold the slug: checkSlugFree refused it when it was added.
      return {
        draft: { ...draft, modules: [...draft.modules, { moduleId: row.id, required: true, content: contentOf(row), ...checksOf(row, base) }] },
        action: 'journey.draft.module.restore',
        change: `module ${quoted(row.title)} added back`,
      };
    },
    now,
  );
}
