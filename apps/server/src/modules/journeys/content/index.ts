import { firstPath } from './first-path';
import { firstPathFr } from './first-path.fr';
import { secondPath } from './second-path';
import { secondPathFr } from './second-path.fr';
import type { JourneyContent } from './types';

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
