import type { LearningListener } from '../../lib/learning-events';
import { issueForJourney } from './service';

/** Issues the journey's certificate in the transaction that records its completion. */
export const certificatesListener: LearningListener = {
  journeyCompleted: (trx, journey) => issueForJourney(trx, journey),
};
