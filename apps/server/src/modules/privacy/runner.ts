import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { processDueDeletions } from './erase';

const HOUR_MS = 3_600_000;

/**
 * Runs the due account erasures at start-up and then every hour (ADR 037). There is no job engine
 * yet: this timer is the small hook one can replace by scheduling processDueDeletions. Each
 * erasure claims its request in its own transaction, so several processes running this at once
 * erase each account once. Returns the function that stops it.
 */
export function startDeletionRunner(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS): () => void {
  const run = () =>
    processDueDeletions(db)
      .then((erased) => erased > 0 && log.info({ erased }, 'due account erasures done'))
      .catch((err: unknown) =>
        log.error({ err }, 'due account erasures failed; the next run tries again'),
      );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
