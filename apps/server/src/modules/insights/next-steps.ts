import { nextSteps, type Locale, type NextSteps } from '@lv/domain';
import type { Db } from '../../db/database';
import { growthFacts } from '../growth/service';
import { nextStepJourneys } from '../journeys/next-step-facts';
import { villagePeerIds } from '../teams/service';

/**
 * GET /api/me/next-steps (ADR 049): the learner's next steps from their journeys, their growth
 * and their village, ranked by the domain's rule. Reads only; each reason carries its facts.
 */
export async function nextStepsFor(
  db: Db,
  userId: string,
  locale: Locale,
  now = Date.now(),
): Promise<NextSteps> {
  const peers = await villagePeerIds(db, userId);
  const { journeys, hasBlueprint } = await nextStepJourneys(db, userId, peers, locale, now);
  const growth = await growthFacts(db, userId, journeys, now);
  const facts = journeys.map((j) => ({ ...j, assessmentDue: growth.due.get(j.rowId) ?? null }));
  return { steps: nextSteps({ journeys: facts, scores: growth.scores, hasBlueprint }, now) };
}
