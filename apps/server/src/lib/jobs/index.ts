import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { PgQueue } from './pg-queue';
import { SqliteQueue } from './sqlite-queue';
import type { JobQueue } from './types';

export type { JobDefinition, JobPayload, JobQueue } from './types';

/** The engine for the configured database (ADR 035). */
export function createJobQueue(config: Config, db: Db, log: FastifyBaseLogger): JobQueue {
  // Within server.ts's 10 s: the CPU pool's preClose may take 5 s before this one.
  const graceMs = 3_000;
  if (config.database.kind === 'postgres')
    return new PgQueue({ connectionString: config.database.url, log, graceMs });
  return new SqliteQueue({ db: db.kysely, log, graceMs });
}
