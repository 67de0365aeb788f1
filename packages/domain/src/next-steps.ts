import { z } from 'zod';
import {
  ASSESSMENT_MOMENTS,
  GROWTH_DIMENSIONS,
  type AssessmentMoment,
  type GrowthDimension,
} from './growth-assessment';
import { MONTH_RELEASE_DAYS } from './journey-months';
import { lazySchema } from './lazy-schema';

/*
 * Next steps (ADR 049, issue 42): what a learner does next, each with the fact that made it.
 * Computed from their own progress, never phrased by a model: a module of a month whose four
 * weeks are over, the self-assessment that is due, a module of the dimension they scored lowest,
 * a module their village peers finished lately, the next module in order, or the journey to
 * start. Pure: the server gathers the facts, the web words the reasons.
 */

/** At most this many steps are shown: a short list a leader acts on, not a to-do list. */
export const NEXT_STEP_LIMIT = 3;
/** Village peers' completions count from this many days back. */
export const PEER_WINDOW_DAYS = 14;
/** Fewer peers than this finishing a module is not a signal. */
export const MIN_PEERS = 2;

const DAY_MS = 86_400_000;

export interface NextStepModuleFact {
  slug: string;
  title: string;
  done: boolean;
  /** When its month opened for the learner (UTC ms); null for a journey without months. */
  monthOpenedAt: number | null;
  /** Its month's number; null for a journey without months. */
  month: number | null;
  /** False while its month is not open yet (it can be read, not completed). */
  open: boolean;
  dimension: GrowthDimension | null;
  /** Village peers who finished it in the last PEER_WINDOW_DAYS days. */
  peersDone: number;
}

export interface NextStepJourneyFact {
  /** The journey's address id (its path's leader name or its slug). */
  id: string;
  title: string;
  enrolled: boolean;
  completed: boolean;
  /** The journey the learner's Team Blueprint points to (or the first path without one). */
  recommended: boolean;
  /** Its modules in order. */
  modules: readonly NextStepModuleFact[];
  /** The self-assessment the learner may take now (domain dueAssessment), or none. */
  assessmentDue: AssessmentMoment | null;
}

export interface NextStepFacts {
  journeys: readonly NextStepJourneyFact[];
  /** The learner's latest self-assessment by dimension (0-100), or null before any. */
  scores: Readonly<Record<GrowthDimension, number | null>> | null;
  /** Whether the recommended journey comes from their Team Blueprint. */
  hasBlueprint: boolean;
}

export const NextStepReasonSchema = lazySchema(() =>
  z.discriminatedUnion('code', [
    z.object({
      code: z.literal('overdue'),
      month: z.number().int(),
      daysLate: z.number().int(),
    }),
    z.object({ code: z.literal('assessment_due'), moment: z.enum(ASSESSMENT_MOMENTS) }),
    z.object({
      code: z.literal('lowest_dimension'),
      dimension: z.enum(GROWTH_DIMENSIONS),
      score: z.number().int(),
    }),
    z.object({ code: z.literal('peers'), count: z.number().int() }),
    z.object({ code: z.literal('next_in_journey') }),
    z.object({ code: z.literal('blueprint') }),
    z.object({ code: z.literal('first_path') }),
  ]),
);
export type NextStepReason = z.infer<typeof NextStepReasonSchema>;

export const NEXT_STEP_KINDS = ['module', 'assessment', 'journey'] as const;
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];

export const NextStepSchema = lazySchema(() =>
  z.object({
    kind: z.enum(NEXT_STEP_KINDS),
    journeyId: z.string(),
    journeyTitle: z.string(),
    /** The module's slug and title (kind 'module'); null otherwise. */
    module: z.object({ slug: z.string(), title: z.string() }).nullable(),
    reason: NextStepReasonSchema,
  }),
);
export type NextStep = z.infer<typeof NextStepSchema>;

/** `GET /api/me/next-steps`. */
export const NextStepsSchema = lazySchema(() => z.object({ steps: z.array(NextStepSchema) }));
export type NextSteps = z.infer<typeof NextStepsSchema>;

/** Days a module of an open month is past its month's four weeks; 0 or less: not late. */
export function daysLate(monthOpenedAt: number, now: number): number {
  return Math.floor((now - monthOpenedAt) / DAY_MS) - MONTH_RELEASE_DAYS;
}

/** The dimension scored lowest (the first of GROWTH_DIMENSIONS on a tie), or null with none. */
export function lowestDimension(
  scores: Readonly<Record<GrowthDimension, number | null>> | null,
): { dimension: GrowthDimension; score: number } | null {
  let lowest: { dimension: GrowthDimension; score: number } | null = null;
  for (const dimension of GROWTH_DIMENSIONS) {
    const score = scores?.[dimension] ?? null;
    if (score !== null && (lowest === null || score < lowest.score)) lowest = { dimension, score };
  }
  return lowest;
}

/**
 * The learner's next steps, most pressing first, at most NEXT_STEP_LIMIT, each module once:
 * 1. modules late on their month's four weeks (the latest first);
 * 2. a self-assessment that is due (the baseline before the first module means most);
 * 3. a module of the dimension they scored lowest;
 * 4. a module at least MIN_PEERS village peers finished lately (the most peers first);
 * 5. the next module in order of each journey under way;
 * 6. with no journey under way, the recommended journey not completed yet.
 * Only open, not-done modules of enrolled, not completed journeys are offered.
 */
export function nextSteps(facts: NextStepFacts, now: number): NextStep[] {
  const steps: NextStep[] = [];
  const taken = new Set<string>();
  // Each step once: a module keeps its first, most pressing, reason.
  const add = (step: NextStep) => {
    const key = `${step.kind}:${step.journeyId}:${step.module?.slug ?? ''}`;
    if (taken.has(key)) return;
    taken.add(key);
    steps.push(step);
  };
  const underWay = facts.journeys.filter((j) => j.enrolled && !j.completed);
  const offered = underWay.flatMap((journey) =>
    journey.modules.filter((m) => m.open && !m.done).map((module) => ({ journey, module })),
  );
  const moduleStep = (
    { journey, module }: (typeof offered)[number],
    reason: NextStepReason,
  ): NextStep => ({
    kind: 'module',
    journeyId: journey.id,
    journeyTitle: journey.title,
    module: { slug: module.slug, title: module.title },
    reason,
  });

  const late = offered
    .flatMap((o) =>
      o.module.monthOpenedAt === null || o.module.month === null
        ? []
        : [{ o, month: o.module.month, days: daysLate(o.module.monthOpenedAt, now) }],
    )
    .filter((l) => l.days > 0)
    .sort((a, b) => b.days - a.days);
  for (const l of late) add(moduleStep(l.o, { code: 'overdue', month: l.month, daysLate: l.days }));

  for (const journey of facts.journeys.filter((j) => j.enrolled && j.assessmentDue !== null)) {
    add({
      kind: 'assessment',
      journeyId: journey.id,
      journeyTitle: journey.title,
      module: null,
      reason: { code: 'assessment_due', moment: journey.assessmentDue! },
    });
  }

  const lowest = lowestDimension(facts.scores);
  const ofLowest = lowest
    ? offered.find((o) => o.module.dimension === lowest.dimension)
    : undefined;
  if (lowest && ofLowest) add(moduleStep(ofLowest, { code: 'lowest_dimension', ...lowest }));

  const byPeers = offered
    .filter((o) => o.module.peersDone >= MIN_PEERS)
    .sort((a, b) => b.module.peersDone - a.module.peersDone);
  for (const o of byPeers) add(moduleStep(o, { code: 'peers', count: o.module.peersDone }));

  for (const journey of underWay) {
    const first = offered.find((o) => o.journey === journey);
    if (first) add(moduleStep(first, { code: 'next_in_journey' }));
  }

  if (underWay.length === 0) {
    const recommended = facts.journeys.find((j) => j.recommended && !j.completed);
    if (recommended) {
      add({
        kind: 'journey',
        journeyId: recommended.id,
        journeyTitle: recommended.title,
        module: null,
        reason: { code: facts.hasBlueprint ? 'blueprint' : 'first_path' },
      });
    }
  }
  return steps.slice(0, NEXT_STEP_LIMIT);
}
