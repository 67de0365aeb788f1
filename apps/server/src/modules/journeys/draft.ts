import {
  CompletionRuleSchema,
  draftPublishProblems,
  JourneyDraftSchema,
  type AdminDraft,
  type JourneyDraft,
  type ModuleContent,
} from '@lv/domain';
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

/** What the draft is compared with: the current version's modules in order, and the journey's module rows. */
export interface DraftBase {
  title: string;
  summary: string;
  current: VersionRow | undefined;
  currentModules: ReadonlyArray<{ moduleId: string; required: boolean }>;
  rows: ReadonlyMap<string, ModuleRow>;
}

/** The draft a first edit starts from: the current version as it is (empty for a journey never published). */
export function draftFromCurrent(base: DraftBase): JourneyDraft {
  return {
    title: base.title,
    summary: base.summary,
    rule: base.current ? CompletionRuleSchema.parse(JSON.parse(base.current.rule)) : { requiredWebinars: 0, capstoneRequired: false },
    capstoneBrief: base.current?.capstoneBrief ?? '',
    modules: base.currentModules.flatMap((m) => {
      const row = base.rows.get(m.moduleId);
      return row ? [{ moduleId: m.moduleId, required: m.required, content: contentOf(row) }] : [];
    }),
  };
}

export function parseDraft(document: string): JourneyDraft {
  return JourneyDraftSchema.parse(JSON.parse(document));
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
    modules: draft.modules.map((m, i) => {
      const row = m.moduleId ? base.rows.get(m.moduleId) : undefined;
      const was = m.moduleId ? current.get(m.moduleId) : undefined;
      const state = !row || !was ? 'new' : sameContent(contentOf(row), m.content) && was.required === m.required ? 'unchanged' : 'changed';
      return { moduleId: m.moduleId, position: i + 1, required: m.required, state, content: m.content };
    }),
    removed: left.filter((row) => current.has(row.id)).map(ref),
    restorable: left.map(ref),
    problems: draftPublishProblems(draft),
  };
}
