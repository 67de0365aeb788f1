import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { freePort } from '../apps/server/src/test/harness';

const root = path.resolve(import.meta.dirname, '..');
const SECRET = randomBytes(32).toString('base64url');

export interface BenchServer {
  url: string;
  db: Db;
  child: ChildProcess;
  /** The server process's resident memory in KB (from /proc). */
  rssKb(): number;
  /** CPU time the server process has used so far, in ms (user + system, from /proc): a figure a busy shared machine distorts less than throughput. */
  cpuMs(): number;
  /** Makes learners (and sessions, cookies signed like Better Auth's) straight in the database. */
  makeUsers(n: number, role?: 'learner' | 'admin'): Promise<Array<{ id: string; cookie: string }>>;
  stop(): Promise<void>;
}

/** The real server (server.ts) in its own process on a fresh SQLite folder, for load from this one. */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lv-bench-srv-'));
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'false', WEB_DIST: '/nonexistent', NODE_ENV: 'production' };
  const config = loadConfig(env);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], { cwd: root, env: { ...process.env, ...env, DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  let made = 0;
  return {
    url,
    db,
    child,
    rssKb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    async makeUsers(n, role = 'learner') {
      const now = new Date();
      const users = Array.from({ length: n }, () => {
        made += 1;
        return { id: randomUUID(), token: randomBytes(24).toString('base64url'), n: made };
      });
      for (let i = 0; i < users.length; i += 500) {
        const chunk = users.slice(i, i + 500);
        await db.kysely
          .insertInto('users')
          .values(chunk.map((u) => ({ id: u.id, name: `Bench ${u.n}`, email: `bench${u.n}@bench.test`, emailVerified: 1, createdAt: now.toISOString(), updatedAt: now.toISOString(), role, accountStatus: 'active', membershipStatus: 'free', transformationTier: null, lastActive: null })))
          .execute();
        await db.kysely.insertInto('user_points').values(chunk.map((u) => ({ userId: u.id, updatedAt: now.getTime() }))).execute();
        await db.kysely
          .insertInto('session')
          .values(chunk.map((u) => ({ id: randomUUID(), token: u.token, userId: u.id, expiresAt: new Date(now.getTime() + 86_400_000).toISOString(), createdAt: now.toISOString(), updatedAt: now.toISOString(), ipAddress: null, userAgent: null })))
          .execute();
      }
      return users.map((u) => {
        const sig = createHmac('sha256', SECRET).update(u.token).digest('base64');
        return { id: u.id, cookie: `lv.session_token=${encodeURIComponent(`${u.token}.${sig}`)}` };
      });
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
