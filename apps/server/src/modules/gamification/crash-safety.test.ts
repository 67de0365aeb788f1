import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { freePort } from '../../test/harness';

const root = path.resolve(import.meta.dirname, '../../../../..');
const SECRET = randomBytes(32).toString('base64url');
const LEARNERS = 20;
const CLIENTS = 25;

/**
 * Crash safety: the real server (server.ts, its own process, a SQLite file) is killed with SIGKILL
 * in the middle of a stream of awards, then started again on the same file. Nothing it acknowledged
 * may be lost and nothing may count twice: each learner's points record equals their ledger sum
 * (and their all-time total), every acknowledged idempotency key is in the ledger exactly once, and
 * retrying every key after the restart creates only the ones that were never committed.
 */
describe('XP awards survive a SIGKILL of the server', () => {
  let dataDir: string;
  let db: Db;
  let port: number;
  let child: ChildProcess | null = null;
  const env = () => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'fatal', SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'false', WEB_DIST: '/nonexistent', NODE_ENV: 'production' });
  const url = () => `http://127.0.0.1:${port}`;

  async function startServer(): Promise<ChildProcess> {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
      cwd: root,
      env: { ...process.env, ...env(), DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 300; i++) {
      if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
      try {
        if ((await fetch(`${url()}/api/health`)).ok) return proc;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not start');
  }

  function killHard(proc: ChildProcess): Promise<void> {
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGKILL');
    return exited;
  }

  /** Users with sessions straight in the database, and their signed session cookies. */
  async function makeUsers(n: number, role: 'learner' | 'admin') {
    const now = new Date();
    const users = Array.from({ length: n }, () => ({ id: randomUUID(), token: randomBytes(24).toString('base64url') }));
    await db.kysely
      .insertInto('users')
      .values(users.map((u) => ({ id: u.id, name: `Crash ${u.id.slice(0, 6)}`, email: `${u.id}@crash.test`, emailVerified: 1, createdAt: now.toISOString(), updatedAt: now.toISOString(), role, accountStatus: 'active', membershipStatus: 'free', transformationTier: null, lastActive: null })))
      .execute();
    await db.kysely.insertInto('user_points').values(users.map((u) => ({ userId: u.id, updatedAt: now.getTime() }))).execute();
    await db.kysely
      .insertInto('session')
      .values(users.map((u) => ({ id: randomUUID(), token: u.token, userId: u.id, expiresAt: new Date(now.getTime() + 86_400_000).toISOString(), createdAt: now.toISOString(), updatedAt: now.toISOString(), ipAddress: null, userAgent: null })))
      .execute();
    return users.map((u) => ({ id: u.id, cookie: `lv.session_token=${encodeURIComponent(`${u.token}.${createHmac('sha256', SECRET).update(u.token).digest('base64')}`)}` }));
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lv-crash-'));
    port = await freePort();
    db = openDatabase(loadConfig(env()).database);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) await killHard(child);
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged award and counts none twice', { timeout: 240_000 }, async () => {
    const [admin] = await makeUsers(1, 'admin');
    const learners = await makeUsers(LEARNERS, 'learner');
    const sent = new Map<string, { userId: string; points: number }>();
    const acknowledged = new Set<string>();
    const award = async (key: string) => {
      const { userId, points } = sent.get(key)!;
      const res = await fetch(`${url()}/api/admin/users/${userId}/xp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin!.cookie, origin: url() },
        body: JSON.stringify({ points, reason: 'crash test', idempotencyKey: key }),
      });
      if (!res.ok) throw new Error(`award answered ${res.status}`);
      return (await res.json()) as { created: boolean; points: number };
    };

    child = await startServer();
    let stop = false;
    let failedInFlight = 0;
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        const key = `crash-${c}-${i}-${randomUUID()}`;
        sent.set(key, { userId: learners[(c * 7 + i) % LEARNERS]!.id, points: 1 + ((c * 31 + i * 17) % 97) });
        try {
          if ((await award(key)).created) acknowledged.add(key);
        } catch {
          // The server died under this request: it was never acknowledged.
          failedInFlight += 1;
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    // Kill the server hard once a good stream of awards has gone through, with requests in flight.
    while (acknowledged.size < 300) await new Promise((r) => setTimeout(r, 5));
    await killHard(child);
    stop = true;
    await Promise.all(clients);
    expect(failedInFlight).toBeGreaterThan(0);

    // Restart on the same file: the crash left no partial award behind.
    child = await startServer();
    const ledgerKeys = async () => {
      const rows = await db.kysely.selectFrom('xp_ledger').select(['idempotencyKey', sql<number>`count(*)`.as('n')]).where('idempotencyKey', 'like', 'admin:crash-%').groupBy('idempotencyKey').execute();
      return new Map(rows.map((r) => [r.idempotencyKey.slice('admin:'.length), Number(r.n)]));
    };
    const consistent = async () => {
      const ids = learners.map((l) => l.id);
      const [records, ledger, totals] = await Promise.all([
        db.kysely.selectFrom('user_points').select(['userId', 'points']).where('userId', 'in', ids).execute(),
        db.kysely.selectFrom('xp_ledger').select(['userId', sql<number>`sum(points)`.as('sum')]).where('userId', 'in', ids).groupBy('userId').execute(),
        db.kysely.selectFrom('xp_totals').select(['userId', 'points']).where('period', '=', 'all').where('userId', 'in', ids).execute(),
      ]);
      const ledgerBy = new Map(ledger.map((r) => [r.userId, Number(r.sum)]));
      const totalBy = new Map(totals.map((r) => [r.userId, Number(r.points)]));
      return records.map((r) => ({ userId: r.userId, points: Number(r.points), ledger: ledgerBy.get(r.userId) ?? 0, allTime: totalBy.get(r.userId) ?? 0 }));
    };
    const afterCrash = await ledgerKeys();
    for (const key of acknowledged) expect(afterCrash.get(key), key).toBe(1);
    for (const [key, n] of afterCrash) {
      expect(n).toBe(1);
      expect(sent.has(key)).toBe(true);
    }
    for (const r of await consistent()) expect(r).toEqual({ userId: r.userId, points: r.ledger, ledger: r.ledger, allTime: r.ledger });

    // Every client retries everything it sent: the acknowledged keys award nothing again.
    const retried = await Promise.all([...sent.keys()].map(async (key) => ({ key, created: (await award(key)).created })));
    for (const { key, created } of retried) expect(created, key).toBe(!afterCrash.has(key));
    const final = await ledgerKeys();
    expect(final.size).toBe(sent.size);
    expect([...final.values()].every((n) => n === 1)).toBe(true);
    const expected = new Map<string, number>();
    for (const { userId, points } of sent.values()) expected.set(userId, (expected.get(userId) ?? 0) + points);
    for (const r of await consistent()) expect(r).toEqual({ userId: r.userId, points: expected.get(r.userId), ledger: expected.get(r.userId), allTime: expected.get(r.userId) });

    await killHard(child);
    child = null;
  });
});
