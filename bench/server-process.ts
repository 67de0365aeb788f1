import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { freePort } from '../apps/server/src/test/harness';
import { insertSignedInUsers } from '../apps/server/src/test/server-process';

const root = path.resolve(import.meta.dirname, '..');
const SECRET = randomBytes(32).toString('base64url');

/** A learner's time zone: the bench's browsers run in it and name it to the server (ADR 024). */
export const BENCH_TIME_ZONE = 'Africa/Lagos';

/** A `name=value` cookie (as `makeUsers` returns it) split for a browser's cookie store. */
export function cookiePair(cookie: string): { name: string; value: string } {
  const at = cookie.indexOf('=');
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1) };
}

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
export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lv-bench-srv-'));
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'false', WEB_DIST: '/nonexistent', NODE_ENV: 'production', ...extraEnv };
  const config = loadConfig(env);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], { cwd: root, env: { ...process.env, ...env, DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  // Up to 60 s: on a busy shared machine the server takes 20-30 s to start (15 s was not enough).
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
      const users: Array<{ id: string; cookie: string }> = [];
      for (let i = 0; i < n; i += 500) users.push(...(await insertSignedInUsers(db, SECRET, Math.min(500, n - i), role)));
      return users;
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
