import type { JourneyPath } from '@lv/domain';
import { domainText } from './domain-text';

/** A journey card's words (domain journeyPaths) in the page's language; ids and durations stay. */
export function journeyPathText(path: JourneyPath): Omit<JourneyPath, 'id' | 'durationMonths'> {
  return {
    title: domainText(path.title),
    duration: domainText(path.duration),
    description: domainText(path.description),
    focusAreas: path.focusAreas.map(domainText),
  };
}
