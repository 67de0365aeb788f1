import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface Listener {
  stop(): Promise<void>;
}

/**
 * LISTENs on a PostgreSQL channel on a connection of its own (a pooled one cannot hold a LISTEN),
 * reconnecting a second after the connection is lost. Resolves once listening. `onConnect` runs
 * each time LISTEN starts, the first time included (notifications sent while down are lost).
 */
export async function listenToChannel(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
  onConnect?: () => void,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client(pool.options);
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    c.on('error', (err) => {
      log.error({ err, channel }, 'a LISTEN connection was lost; reconnecting');
      client = null;
      c.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch((e: unknown) => log.error({ err: e, channel }, 'LISTEN reconnect failed')), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    onConnect?.();
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}
