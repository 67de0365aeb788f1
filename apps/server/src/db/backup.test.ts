import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase, testDatabases, type TestDatabase } from '../test/databases';
import { freePort } from '../test/harness';
import { insertSignedInUsers, runCli, startServerProcess, stopProcess } from '../test/server-process';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

const LEARNERS = 8;
const CLIENTS = 12;

/**
 * npm run db:backup while the real server takes a stream of XP awards and forum posts, then
 * npm run db:restore into a fresh data folder (and database): every award and post acknowledged
 * before the backup started is there exactly once, points still equal the ledger, and the
 * restored secrets keep the learners' sessions valid on a server started from the restored copy.
 */
describe.each(testDatabases())('backup and restore under writes (%s)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function database(): Promise<TestDatabase> {
    const t = await createTestDatabase(kind);
    cleanups.push(() => t.drop());
    return t;
  }
  function open(t: TestDatabase): Db {
    const db = openDatabase(loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: t.url }).database);
    cleanups.push(() => db.destroy());
    return db;
  }

  it('finds every acknowledged award and post in the restored copy', { timeout: 240_000 }, async () => {
    const live = await database();
    // Opening generates the data folder's session secret and issuer key, as a first start does:
    // the server signs sessions with that secret, and both travel with the backup.
    const db = open(live);
    await migrateToLatest(db);
    const secret = readFileSync(path.join(live.dataDir, 'auth-secret'), 'utf8').trim();
    const [admin] = await insertSignedInUsers(db, secret, 1, 'admin');
    const learners = await insertSignedInUsers(db, secret, LEARNERS, 'learner');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: live.dataDir, DATABASE_URL: live.url ?? '', LOG_LEVEL: 'fatal', SEED_DEMO: 'false', FORUM_RATE_LIMIT: '100000', WEB_DIST: '/nonexistent', NODE_ENV: 'production' };
    let server: ChildProcess | null = await startServerProcess(env, url);
    cleanups.push(() => (server ? stopProcess(server) : Promise.resolve()));

    const awards = new Set<string>();
    const posts = new Set<string>();
    const send = (cookie: string, pathname: string, body: unknown) =>
      fetch(`${url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: url }, body: JSON.stringify(body) });
    let stop = false;
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        const learner = learners[(c + i) % LEARNERS]!;
        if (i % 2 === 0) {
          const key = `backup-${randomUUID()}`;
          const res = await send(admin!.cookie, `/api/admin/users/${learner.id}/xp`, { points: 1 + ((c * 13 + i) % 50), reason: 'backup test', idempotencyKey: key });
          expect(res.status).toBe(200);
          awards.add(key);
        } else {
          const title = `Backup post ${c}-${i} ${randomUUID().slice(0, 8)}`;
          const res = await send(learner.cookie, '/api/forum/posts', { title, body: 'Written while the backup ran.' });
          expect(res.status).toBe(201);
          posts.add(title);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    while (awards.size + posts.size < 200) await new Promise((r) => setTimeout(r, 5));

    // Everything acknowledged before the backup starts must be in it; writes go on meanwhile.
    const ackedAwards = new Set(awards);
    const ackedPosts = new Set(posts);
    const folder = path.join(live.dataDir, 'backups', 'under-writes');
    const backup = await runCli('backup', [folder], env);
    const writtenDuringBackup = awards.size + posts.size - ackedAwards.size - ackedPosts.size;
    stop = true;
    await Promise.all(clients);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backed up the ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${folder}`);
    expect(writtenDuringBackup).toBeGreaterThan(0);
    const files = readdirSync(folder).sort();
    expect(files).toEqual(['auth-secret', 'issuer-key.json', kind === 'sqlite' ? 'leadvillage.sqlite' : 'leadvillage.dump'].sort());
    for (const f of files) expect(statSync(path.join(folder, f)).mode & 0o777, f).toBe(0o600);
    await stopProcess(server, 'SIGTERM');
    server = null;

    // Restore into a fresh data folder (and, on PostgreSQL, a fresh database).
    const fresh = await database();
    const restoreEnv = { DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.url ?? '' };
    const restored = await runCli('restore', [folder], restoreEnv);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(readFileSync(path.join(fresh.dataDir, 'issuer-key.json'), 'utf8')).toBe(readFileSync(path.join(live.dataDir, 'issuer-key.json'), 'utf8'));

    const copy = open(fresh);
    const ledger = await copy.kysely.selectFrom('xp_ledger').select(['idempotencyKey', sql<number>`count(*)`.as('n')]).where('idempotencyKey', 'like', 'admin:backup-%').groupBy('idempotencyKey').execute();
    const ledgerKeys = new Map(ledger.map((r) => [r.idempotencyKey.slice('admin:'.length), Number(r.n)]));
    for (const key of ackedAwards) expect(ledgerKeys.get(key), key).toBe(1);
    for (const key of ledgerKeys.keys()) expect(awards.has(key), key).toBe(true);
    const titles = new Set((await copy.kysely.selectFrom('forum_posts').select('title').execute()).map((r) => r.title));
    for (const title of ackedPosts) expect(titles.has(title), title).toBe(true);
    const ids = learners.map((l) => l.id);
    const [points, sums] = await Promise.all([
      copy.kysely.selectFrom('user_points').select(['userId', 'points']).where('userId', 'in', ids).execute(),
      copy.kysely.selectFrom('xp_ledger').select(['userId', sql<number>`sum(points)`.as('sum')]).where('userId', 'in', ids).groupBy('userId').execute(),
    ]);
    const sumBy = new Map(sums.map((r) => [r.userId, Number(r.sum)]));
    for (const r of points) expect(Number(r.points), r.userId).toBe(sumBy.get(r.userId) ?? 0);

    // A server on the restored copy, with the restored secret, knows the learners' sessions.
    const port2 = await freePort();
    const url2 = `http://127.0.0.1:${port2}`;
    server = await startServerProcess({ ...env, ...restoreEnv, PORT: String(port2) }, url2);
    const me = await fetch(`${url2}/api/me`, { headers: { cookie: learners[0]!.cookie } });
    expect(me.status).toBe(200);
  });

  it('refuses to overwrite a database without --force, and sets the old one aside with it', { timeout: 60_000 }, async () => {
    const live = await database();
    const db = open(live);
    await migrateToLatest(db);
    await insertSignedInUsers(db, 'x'.repeat(32), 1, 'learner');
    const folder = path.join(live.dataDir, 'backups', 'one');
    expect((await runCli('backup', [folder], { DATA_DIR: live.dataDir, DATABASE_URL: live.url ?? '' })).code).toBe(0);
    const again = await runCli('backup', [folder], { DATA_DIR: live.dataDir, DATABASE_URL: live.url ?? '' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists and is not empty');
    if (kind === 'postgres') return;
    await db.destroy();

    // SQLite: the live data folder already holds a database and secrets.
    const refused = await runCli('restore', [folder], { DATA_DIR: live.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database');
    const forced = await runCli('restore', [folder, '--force'], { DATA_DIR: live.dataDir });
    expect(forced.code).toBe(0);
    const aside = readdirSync(live.dataDir).find((f) => f.startsWith('replaced-'));
    expect(aside).toBeDefined();
    expect(existsSync(path.join(live.dataDir, aside!, 'leadvillage.sqlite'))).toBe(true);
    expect(existsSync(path.join(live.dataDir, aside!, 'issuer-key.json'))).toBe(true);
    expect(existsSync(path.join(live.dataDir, 'leadvillage.sqlite'))).toBe(true);
    const missing = await runCli('restore', [path.join(live.dataDir, 'nowhere')], { DATA_DIR: live.dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No leadvillage.sqlite in');
  });
});
