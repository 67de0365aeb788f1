import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export interface PointsEvent {
  userId: string;
  points: number;
  /** Names of badges the change unlocked. */
  unlocked?: string[];
}

const CHANNEL = 'lv_points';

/**
 * Live points: an in-process bus on SQLite; on PostgreSQL every award NOTIFYs inside its
 * transaction (delivered on commit, to every server process) and each process LISTENs.
 */
export class PointsBus {
  private readonly emitter = new EventEmitter();
  private listener: pg.Client | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.db.pool) return;
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (!this.db.pool || this.stopped) return;
    const client = new pg.Client(this.db.pool.options);
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        const event = JSON.parse(msg.payload) as PointsEvent;
        this.emitter.emit(event.userId, event);
      } catch (err) {
        this.log.error({ err }, 'bad points notification');
      }
    });
    client.on('error', (err) => {
      this.log.error({ err }, 'points listener lost its connection; reconnecting');
      this.listener = null;
      client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen().catch((e: unknown) => this.log.error({ err: e }, 'points listener reconnect failed')), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  /** Call inside the award's transaction: on PostgreSQL the event leaves only if it commits. */
  async publishInTransaction(trx: Kysely<Database>, event: PointsEvent): Promise<void> {
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
    await this.listener?.end().catch(() => undefined);
  }
}
