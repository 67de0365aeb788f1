import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { listenToChannel, type Listener } from '../../db/listen';
import type { Database } from '../../db/schema';

export interface PointsEvent {
  userId: string;
  points: number;
  /** Names of badges the change unlocked. */
  unlocked?: string[];
  /** The streak after the change, as the header shows it. */
  streak?: { days: number; freezes: number; earnedToday: boolean };
}

const CHANNEL = 'lv_points';

/**
 * Runs inside a new award's transaction, after its ledger row, points and badges and before its
 * notification; throwing rolls the award back. It must only write through `trx` (a SQLite group
 * commit that rolls back reruns it). The elite certificate listens here (ADR 043).
 */
export type AwardListener = (trx: Kysely<Database>, event: PointsEvent) => Promise<void>;

/**
 * Live points: an in-process bus on SQLite; on PostgreSQL every award NOTIFYs inside its
 * transaction (delivered on commit, to every server process) and each process LISTENs.
 */
export class PointsBus {
  private readonly emitter = new EventEmitter();
  private listener: Listener | null = null;
  private stopped = false;
  private readonly awardListeners: AwardListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.db.pool || this.stopped) return;
    this.listener = await listenToChannel(
      this.db.pool,
      CHANNEL,
      (payload) => {
        try {
          const event = JSON.parse(payload) as PointsEvent;
          this.emitter.emit(event.userId, event);
        } catch (err) {
          this.log.error({ err }, 'bad points notification');
        }
      },
      this.log,
    );
  }

  /** Adds a listener every new award tells in its transaction, in registration order. */
  onAward(listener: AwardListener): void {
    this.awardListeners.push(listener);
  }

  /**
   * Call inside the award's transaction: the award listeners run in it, and on PostgreSQL the event
   * leaves only if it commits.
   */
  async publishInTransaction(trx: Kysely<Database>, event: PointsEvent): Promise<void> {
    for (const listener of this.awardListeners) await listener(trx, event);
    if (this.db.pool) await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(trx);
  }

  /** Call after commit: on SQLite (one process) the event goes straight to subscribers. */
  afterCommit(event: PointsEvent): void {
    if (!this.db.pool) this.emitter.emit(event.userId, event);
  }

  subscribe(userId: string, handler: (event: PointsEvent) => void): () => void {
    this.emitter.on(userId, handler);
    return () => this.emitter.off(userId, handler);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.emitter.removeAllListeners();
    await this.listener?.stop();
  }
}
