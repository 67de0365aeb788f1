import { firstPath } from './first-path';
import { secondPath } from './second-path';
import type { JourneyContent } from './types';

/** The named journeys' content, in path order; the seed turns it into rows. */
export const JOURNEY_CONTENT: readonly JourneyContent[] = [firstPath, secondPath];
