import { firstPathChecks } from './checks-first-path';
import { firstPathChecksFr } from './checks-first-path.fr';
import { secondPathChecks } from './checks-second-path';
import { secondPathChecksFr } from './checks-second-path.fr';
import { firstPath } from './first-path';
import { firstPathFr } from './first-path.fr';
import { secondPath } from './second-path';
import { secondPathFr } from './second-path.fr';
import type { JourneyChecks, JourneyContent } from './types';

/** The named journeys' content, in path order; the seed turns it into rows. */
export const JOURNEY_CONTENT: readonly JourneyContent[] = [firstPath, secondPath];

/**
 * The named journeys' French content by path (same slugs, order and minutes as the English; checked
 * in content-fr.test.ts). The translations migration seeds it beside the English rows; a path
 * missing here is read in English.
 */
export const FRENCH_CONTENT: Partial<Record<JourneyContent['path'], JourneyContent>> = {
  first: firstPathFr,
  second: secondPathFr,
};

/**
 * The named journeys' knowledge checks by path, then module slug (ADR 040): 3-5 scenario questions
 * per module, the same ids and correct options in both languages (checked in checks.test.ts).
 */
export const JOURNEY_CHECKS: Record<
  JourneyContent['path'],
  { en: JourneyChecks; fr: JourneyChecks }
> = {
  first: { en: firstPathChecks, fr: firstPathChecksFr },
  second: { en: secondPathChecks, fr: secondPathChecksFr },
};
