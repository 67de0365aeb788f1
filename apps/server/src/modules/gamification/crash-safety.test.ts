import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { freePort } from '../../test/harness';
import { insertSignedInUsers, startServerProcess, stopProcess } from '../../test/server-process';

const SECRET = randomBytes(32).toString('base64url');
const LEARNERS = 20;
const CLIENTS = 25;
const COMPLETING_LEARNERS = 30;

/**
 * Crash safety: the real server (server.ts, its own process, a SQLite file) is killed with SIGKILL
 * in the middle of a stream of awards, then started again on the same file. Nothing it acknowledged
 * may be lost and nothing may count twice: each learner's points record equals their ledger sum
 * (and their all-time total), every acknowledged idempotency key is in the ledger exactly once, and
 * retrying every key after the restart creates only the ones that were never committed. The same
 * for a stream of module completions: a completion, its Complete Module award and its CPD entry
 * are there together or not at all.
 */
describe('XP awards and module completions survive a SIGKILL of the server', () => {
  let dataDir: string;
  let db: Db;
  let port: number;
  let child: ChildProcess | null = null;
  const env = () => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'fatal', SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'false', WEB_DIST: '/nonexistent', NODE_ENV: 'production' });
  const url = () => `http://127.0.0.1:${port}`;

  const startServer = () => startServerProcess(env(), url());
  const killHard = (proc: ChildProcess) => stopProcess(proc, 'SIGKILL');
  const makeUsers = (n: number, role: 'learner' | 'admin') => insertSignedInUsers(db, SECRET, n, role);

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

  it('keeps every acknowledged module completion with its award and CPD entry, and none without them', { timeout: 240_000 }, async () => {
    const learners = await makeUsers(COMPLETING_LEARNERS, 'learner');
    const headers = (cookie: string) => ({ 'content-type': 'application/json', cookie, origin: url() });
    child = await startServer();
    // The modules of the two named journeys' published versions (seeded on start), with their CPD minutes.
    const modules = await db.kysely
      .selectFrom('journey_modules as m')
      .innerJoin('journeys as j', 'j.id', 'm.journeyId')
      .innerJoin('journey_versions as v', (join) => join.onRef('v.journeyId', '=', 'j.id').onRef('v.version', '=', 'j.currentVersion'))
      .innerJoin('journey_version_modules as vm', (join) => join.onRef('vm.versionId', '=', 'v.id').onRef('vm.moduleId', '=', 'm.id'))
      .select(['m.id', 'm.slug', 'm.cpdMinutes', 'j.path', 'vm.month'])
      .where('j.path', 'is not', null)
      .execute();
    const { journeys } = (await (await fetch(`${url()}/api/journeys`, { headers: headers(learners[0]!.cookie) })).json()) as { journeys: Array<{ id: string; path: string | null }> };
    const urlIds = new Map(journeys.map((j) => [j.path, j.id]));
    const minutesOf = new Map(modules.map((m) => [m.id, Number(m.cpdMinutes)]));
    expect(modules.length).toBeGreaterThanOrEqual(8);
    expect(modules.every((m) => urlIds.has(m.path) && Number(m.cpdMinutes) > 0)).toBe(true);
    const journeyIds = [...new Set(modules.map((m) => urlIds.get(m.path)))];
    const enrolled = await Promise.all(learners.flatMap((l) => journeyIds.map(async (id) => (await fetch(`${url()}/api/journeys/${id}/enrolment`, { method: 'PUT', headers: { cookie: l.cookie, origin: url() } })).status)));
    expect(enrolled.every((status) => status === 201)).toBe(true);
    // Each client completes its learners' modules one after another, in a mixed order within each
    // month (a month opens once the month before is done, ADR 047).
    const work = learners.map((l, i) => ({
      l,
      todo: modules
        .map((m, k) => ({ m, path: `/api/journeys/${urlIds.get(m.path)}/modules/${m.slug}/completion`, order: (k * 7 + i) % modules.length }))
        .sort((a, b) => (a.m.month ?? 0) - (b.m.month ?? 0) || a.order - b.order),
    }));
    const sent: Array<{ userId: string; moduleId: string; path: string; cookie: string }> = [];
    const acknowledged = new Set<string>();
    const complete = async (item: (typeof sent)[number]) => {
      const res = await fetch(`${url()}${item.path}`, { method: 'POST', headers: headers(item.cookie), body: JSON.stringify({ reflection: 'I asked my team what slows them down and we changed one meeting.' }) });
      if (res.status !== 200 && res.status !== 201) throw new Error(`completion answered ${res.status}`);
      return res.status === 201;
    };
    let failedInFlight = 0;
    const client = async (c: number) => {
      for (const { l, todo } of work.filter((_, i) => i % CLIENTS === c)) {
        for (const { m, path: p } of todo) {
          const item = { userId: l.id, moduleId: m.id, path: p, cookie: l.cookie };
          sent.push(item);
          try {
            if (await complete(item)) acknowledged.add(`${l.id} ${m.id}`);
          } catch {
            // The server died under this request: it was never acknowledged.
            failedInFlight += 1;
            return;
          }
        }
      }
    };
    let finished = 0;
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c).finally(() => (finished += 1)));
    const total = learners.length * modules.length;
    // Waits for a third acknowledged; clients that all stopped before (a refused completion) fail here, not at the cap.
    while (acknowledged.size < total / 3) {
      if (finished === CLIENTS) throw new Error(`every client stopped after ${acknowledged.size} of ${total} completions`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await killHard(child);
    await Promise.all(clients);
    expect(failedInFlight).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(total);

    child = await startServer();
    const ids = learners.map((l) => l.id);
    /** Per learner: the completed modules, the Complete Module awards, the module CPD entries (module → minutes), points and ledger sum. */
    const state = async () => {
      const [completions, awards, cpd, points, ledger] = await Promise.all([
        db.kysely.selectFrom('module_completions').select(['userId', 'moduleId']).where('userId', 'in', ids).execute(),
        db.kysely.selectFrom('xp_ledger').select(['userId', 'sourceId', 'idempotencyKey']).where('action', '=', 'complete_module').where('userId', 'in', ids).execute(),
        db.kysely.selectFrom('cpd_entries').select(['userId', 'sourceId', 'minutes']).where('type', '=', 'module').where('voidedAt', 'is', null).where('userId', 'in', ids).execute(),
        db.kysely.selectFrom('user_points').select(['userId', 'points']).where('userId', 'in', ids).execute(),
        db.kysely.selectFrom('xp_ledger').select(['userId', sql<number>`sum(points)`.as('sum')]).where('userId', 'in', ids).groupBy('userId').execute(),
      ]);
      const of = <T extends { userId: string }>(rows: T[], userId: string, pick: (r: T) => string) => rows.filter((r) => r.userId === userId).map(pick).sort();
      return ids.map((userId) => ({
        userId,
        completed: of(completions, userId, (r) => r.moduleId),
        awarded: of(awards, userId, (r) => `${r.sourceId} ${r.idempotencyKey}`),
        cpd: of(cpd, userId, (r) => `${r.sourceId} ${Number(r.minutes)}`),
        points: Number(points.find((r) => r.userId === userId)?.points ?? 0),
        ledger: Number(ledger.find((r) => r.userId === userId)?.sum ?? 0),
      }));
    };
    const expectConsistent = (rows: Awaited<ReturnType<typeof state>>) => {
      for (const r of rows) {
        expect(r).toEqual({
          userId: r.userId,
          completed: r.completed,
          awarded: r.completed.map((m) => `${m} module:${r.userId}:${m}`),
          cpd: r.completed.map((m) => `${m} ${minutesOf.get(m)}`),
          points: r.ledger,
          ledger: r.ledger,
        });
      }
    };
    const afterCrash = await state();
    expectConsistent(afterCrash);
    const committed = new Set(afterCrash.flatMap((r) => r.completed.map((m) => `${r.userId} ${m}`)));
    for (const key of acknowledged) expect(committed.has(key), key).toBe(true);
    // Nothing the clients never sent was recorded.
    const sentKeys = new Set(sent.map((s) => `${s.userId} ${s.moduleId}`));
    for (const key of committed) expect(sentKeys.has(key), key).toBe(true);

    // Every learner finishes after the restart: what was committed answers 200 and adds nothing.
    const retried = await Promise.all(
      work.map(async ({ l, todo }) => {
        const created: Array<[string, boolean]> = [];
        for (const { m, path: p } of todo) created.push([`${l.id} ${m.id}`, await complete({ userId: l.id, moduleId: m.id, path: p, cookie: l.cookie })]);
        return created;
      }),
    );
    for (const [key, created] of retried.flat()) expect(created, key).toBe(!committed.has(key));
    const final = await state();
    expectConsistent(final);
    for (const r of final) expect(r.completed).toHaveLength(modules.length);

    await killHard(child);
    child = null;
  });
});
