import {
  CompletionRuleSchema,
  draftPublishProblems,
  JourneyDraftSchema,
  type AdminDraft,
  type DraftModule,
  type JourneyDraft,
  type KnowledgeCheck,
  type ModuleContent,
} from '@lv/domain';
import { parseCheck } from './checks';
import type { ModuleRow, VersionRow } from './repository';

/*
 * A journey's draft: the next version as the admin edits it (title, summary, rule, capstone
 * brief, modules in order with their content). Before the first edit it is a copy of the current
 * version; the admin view compares it with that version (new, changed and removed modules).
 */

/** A module row's content as the author wrote it (the Markdown sources, not the HTML). */
export function contentOf(row: ModuleRow): ModuleContent {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    practice: row.practice,
    reflectionQuestion: row.reflectionQuestion,
    video:
      row.videoUrl !== null && row.videoSizeMb !== null && row.videoDurationMinutes !== null
        ? { url: row.videoUrl, sizeMb: Number(row.videoSizeMb), durationMinutes: Number(row.videoDurationMinutes) }
        : null,
    estimatedMinutes: Number(row.estimatedMinutes),
    cpdMinutes: Number(row.cpdMinutes),
  };
}

/** Whether two contents say the same (every field compared). */
export function sameContent(a: ModuleContent, b: ModuleContent): boolean {
  const video = (v: ModuleContent['video']) => (v ? [v.url, v.sizeMb, v.durationMinutes] : null);
  return (
    a.slug === b.slug &&
    a.title === b.title &&
    a.summary === b.summary &&
    a.body === b.body &&
    a.practice === b.practice &&
    a.reflectionQuestion === b.reflectionQuestion &&
    JSON.stringify(video(a.video)) === JSON.stringify(video(b.video)) &&
    a.estimatedMinutes === b.estimatedMinutes &&
    a.cpdMinutes === b.cpdMinutes
  );
}

/** Whether two knowledge checks are the same, word for word. */
export const sameCheck = (a: KnowledgeCheck, b: KnowledgeCheck) => JSON.stringify(a) === JSON.stringify(b);

/** What the draft is compared with: the current version's modules in order, the journey's module rows and their checks' French. */
export interface DraftBase {
  title: string;
  summary: string;
  current: VersionRow | undefined;
  currentModules: ReadonlyArray<{ moduleId: string; required: boolean }>;
  rows: ReadonlyMap<string, ModuleRow>;
  /** The French of each module's knowledge check, by module id (none: untranslated). */
  frenchChecks: ReadonlyMap<string, KnowledgeCheck>;
}

/** A published module's knowledge check and its French, as the module holds them. */
export function checksOf(row: ModuleRow, base: DraftBase): Pick<DraftModule, 'knowledgeCheck' | 'knowledgeCheckFr'> {
  return { knowledgeCheck: parseCheck(row.knowledgeCheck), knowledgeCheckFr: base.frenchChecks.get(row.id) ?? [] };
}

/** Whether a draft module says what its published row says: content, check and the check's French. */
export function sameAsPublished(m: DraftModule, row: ModuleRow, base: DraftBase): boolean {
  const published = checksOf(row, base);
  return (
    sameContent(contentOf(row), m.content) &&
    sameCheck(published.knowledgeCheck, m.knowledgeCheck) &&
    sameCheck(published.knowledgeCheckFr, m.knowledgeCheckFr)
  );
}

/** The draft a first edit starts from: the current version as it is (empty for a journey never published). */
export function draftFromCurrent(base: DraftBase): JourneyDraft {
  return {
    title: base.title,
    summary: base.summary,
    rule: base.current ? CompletionRuleSchema.parse(JSON.parse(base.current.rule)) : { requiredWebinars: 0, capstoneRequired: false },
    capstoneBrief: base.current?.capstoneBrief ?? '',
    passMark: base.current?.passMark ?? null,
    modules: base.currentModules.flatMap((m) => {
      const row = base.rows.get(m.moduleId);
      return row ? [{ moduleId: m.moduleId, required: m.required, content: contentOf(row), ...checksOf(row, base) }] : [];
    }),
  };
}

/**
 * A stored draft, with what a draft saved before checks were edited here lacks taken from what is
 * published: a module's check and its French from the module, the pass mark from the current version.
 */
export function parseDraft(document: string, base: DraftBase): JourneyDraft {
  const stored = JourneyDraftSchema.parse(JSON.parse(document));
  return {
    ...stored,
    passMark: stored.passMark === undefined ? (base.current?.passMark ?? null) : stored.passMark,
    modules: stored.modules.map((m) => {
      const row = m.moduleId ? base.rows.get(m.moduleId) : undefined;
      const published = row ? checksOf(row, base) : { knowledgeCheck: [], knowledgeCheckFr: [] };
      return { ...m, knowledgeCheck: m.knowledgeCheck ?? published.knowledgeCheck, knowledgeCheckFr: m.knowledgeCheckFr ?? published.knowledgeCheckFr };
    }),
  };
}

/** The admin's view of a draft: each module's state against the current version, what it leaves out, and what Publish still needs. */
export function draftView(draft: JourneyDraft, base: DraftBase, stored: { updatedAt: number; basedOn: number | null } | null): AdminDraft {
  const inDraft = new Set(draft.modules.flatMap((m) => (m.moduleId ? [m.moduleId] : [])));
  const current = new Map(base.currentModules.map((m) => [m.moduleId, m]));
  const ref = (row: ModuleRow) => ({ moduleId: row.id, slug: row.slug, title: row.title });
  const left = [...base.rows.values()].filter((row) => !inDraft.has(row.id));
  return {
    saved: stored !== null,
    updatedAt: stored ? new Date(stored.updatedAt).toISOString() : null,
    basedOn: stored ? stored.basedOn : (base.current?.version ?? null),
    title: draft.title,
    summary: draft.summary,
    rule: draft.rule,
    capstoneBrief: draft.capstoneBrief,
    passMark: draft.passMark,
    modules: draft.modules.map((m, i) => {
      const row = m.moduleId ? base.rows.get(m.moduleId) : undefined;
      const was = m.moduleId ? current.get(m.moduleId) : undefined;
      const state = !row || !was ? 'new' : sameAsPublished(m, row, base) && was.required === m.required ? 'unchanged' : 'changed';
      const { moduleId, required, content, knowledgeCheck, knowledgeCheckFr } = m;
      return { moduleId, position: i + 1, required, state, content, knowledgeCheck, knowledgeCheckFr };
    }),
    removed: left.filter((row) => current.has(row.id)).map(ref),
    restorable: left.map(ref),
    problems: draftPublishProblems(draft),
  };
}
