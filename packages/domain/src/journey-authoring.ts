import { journeyProgress, type JourneyProgress, type VersionModule } from './journey-rules';
import { CUSTOM_PATH_ID, pathIdForLeader, type JourneyLeaders } from './journeys';

/*
 * The rules of journey authoring (`../shared/spec/decisions.md` "Journeys delivery"; the admin console's
 * /admin/journeys): which ids an admin-made journey may take, how a draft's modules move, what a
 * draft needs before it can be published, and how far an enrolment moved to another version is.
 * Plain TypeScript, so the admin screens and the server share one copy.
 */

/**
 * Why a new journey may not take this slug, or null when it may: a named path's id (the
 * configured leaders' ids) and 'custom' are URL ids already (the journeys API resolves them
 * first), and every slug names one journey. `taken` holds the slugs in use.
 */
export function journeySlugProblem(slug: string, leaders: JourneyLeaders, taken: ReadonlySet<string>): string | null {
  if (slug === CUSTOM_PATH_ID) return "'custom' is the custom path's id. Choose another id.";
  if (slug === pathIdForLeader(leaders.first) || slug === pathIdForLeader(leaders.second)) {
    return `'${slug}' is a named path's id (its leader's name). Choose another id.`;
  }
  if (taken.has(slug)) return `Another journey already uses '${slug}'. Choose another id.`;
  return null;
}

export type MoveDirection = 'up' | 'down';

/** The list with item `index` moved one place; null when it is already first (up) or last (down), or not there. */
export function moveInList<T>(items: readonly T[], index: number, direction: MoveDirection): T[] | null {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return null;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** What the publish check reads of a draft. */
export interface DraftOutline {
  modules: ReadonlyArray<{ required: boolean }>;
  capstoneBrief: string;
}

/** Field → message for each thing a draft lacks before it can be published (empty: ready). */
export function draftPublishProblems(draft: DraftOutline): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.modules.length === 0) problems.modules = 'Add at least one module before publishing.';
  else if (!draft.modules.some((m) => m.required)) problems.modules = 'Mark at least one module required before publishing.';
  if (draft.capstoneBrief.trim() === '') problems.capstoneBrief = 'Write the capstone brief before publishing (the journey page shows it).';
  return problems;
}

/** An enrolment's progress on its pinned version and on the version it would move to. */
export interface MovedProgress {
  before: JourneyProgress;
  after: JourneyProgress;
}

/**
 * Progress before and after moving an enrolment: both are worked out from the learner's
 * completions against each version's required modules, so a module the new version drops no
 * longer counts, one it adds counts once done, and neither can go over 100% or under 0%.
 */
export function progressOnMove(from: readonly VersionModule[], to: readonly VersionModule[], doneModuleIds: ReadonlySet<string>): MovedProgress {
  return { before: journeyProgress(from, doneModuleIds), after: journeyProgress(to, doneModuleIds) };
}
