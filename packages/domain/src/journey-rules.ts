/*
 * The rules of journey delivery (`../shared/spec/decisions.md` "Journeys delivery"): how far a learner is through
 * the journey version their enrolment pins, what comes next, whether the completion rule is met,
 * and the journey's status. Plain TypeScript (no zod), so any page may import them cheaply.
 */

/** The two named journeys, by position: their ids and titles follow the configured leader names. */
export const JOURNEY_PATH_POSITIONS = ['first', 'second'] as const;
export type JourneyPathPosition = (typeof JOURNEY_PATH_POSITIONS)[number];

/** A journey version's completion rule beside its modules (the ones marked required count). */
export interface CompletionRule {
  /** How many of the journey's webinars the learner attends. */
  requiredWebinars: number;
  /** Whether an accepted capstone is needed. */
  capstoneRequired: boolean;
}

/** One module's place in a journey version. */
export interface VersionModule {
  moduleId: string;
  /** 1-based order within the version. */
  position: number;
  required: boolean;
}

/** How far through the required modules: whole percent, 0-100. */
export interface JourneyProgress {
  done: number;
  required: number;
  percent: number;
}

/** What a learner has done towards a version's rule. */
export interface RuleCounts {
  /** Required modules of the version done (never counts modules of other versions). */
  modulesDone: number;
  modulesRequired: number;
  webinarsAttended: number;
  capstoneAccepted: boolean;
}

/** Each part of the rule with what is done, and whether the whole rule is met. */
export interface RuleStatus {
  modules: { done: number; required: number };
  webinars: { attended: number; required: number };
  capstone: { required: boolean; accepted: boolean };
  met: boolean;
}

export const JOURNEY_STATUSES = ['not_enrolled', 'enrolled', 'in_progress', 'completed'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/** A reflection answer's length limits (characters, after trimming). */
export const REFLECTION_MIN = 20;
export const REFLECTION_MAX = 4_000;

const wholeNonNegative = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * Progress from counts: `done` is clamped to 0..required, percent rounds down (99.6% is not
 * done), and a version with no required module is 100% (nothing of it is left to do).
 */
export function progressOf(done: number, required: number): JourneyProgress {
  const r = wholeNonNegative(required);
  const d = Math.min(wholeNonNegative(done), r);
  return { done: d, required: r, percent: r === 0 ? 100 : Math.floor((d * 100) / r) };
}

/** Progress through a version's required modules; completions of any other module do not count. */
export function journeyProgress(modules: readonly VersionModule[], doneModuleIds: ReadonlySet<string>): JourneyProgress {
  const required = modules.filter((m) => m.required);
  return progressOf(required.filter((m) => doneModuleIds.has(m.moduleId)).length, required.length);
}

/** The version's modules in their order. */
export function inOrder<T extends VersionModule>(modules: readonly T[]): T[] {
  return [...modules].sort((a, b) => a.position - b.position);
}

/** The module to take next: the first one in order not done yet, or null when all are done. */
export function nextModule<T extends VersionModule>(modules: readonly T[], doneModuleIds: ReadonlySet<string>): T | null {
  return inOrder(modules).find((m) => !doneModuleIds.has(m.moduleId)) ?? null;
}

/** Each part of a rule against what the learner has done. */
export function ruleStatus(rule: CompletionRule, counts: RuleCounts): RuleStatus {
  const modules = progressOf(counts.modulesDone, counts.modulesRequired);
  const webinars = { attended: wholeNonNegative(counts.webinarsAttended), required: wholeNonNegative(rule.requiredWebinars) };
  const capstone = { required: rule.capstoneRequired, accepted: counts.capstoneAccepted };
  const met = modules.done >= modules.required && webinars.attended >= webinars.required && (!capstone.required || capstone.accepted);
  return { modules: { done: modules.done, required: modules.required }, webinars, capstone, met };
}

/** Whether the rule is met: every required module, enough webinars, and the capstone if asked. */
export function isRuleMet(rule: CompletionRule, counts: RuleCounts): boolean {
  return ruleStatus(rule, counts).met;
}

/**
 * A journey's status for a learner: not enrolled; enrolled with nothing done yet; in progress;
 * completed once the rule was first met (it stays completed: the enrolment pins its version).
 */
export function journeyStatus(enrolment: { completedAt: unknown } | null, activitiesDone: number): JourneyStatus {
  if (!enrolment) return 'not_enrolled';
  if (enrolment.completedAt !== null && enrolment.completedAt !== undefined) return 'completed';
  return activitiesDone > 0 ? 'in_progress' : 'enrolled';
}

/** The ledger key of Complete Module: once per learner and module. */
export function moduleAwardKey(userId: string, moduleId: string): string {
  return `module:${userId}:${moduleId}`;
}
