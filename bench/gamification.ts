import { execFile } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { startBenchServer } from './server-process';
import { percentile } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds of the leaderboard API bench (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * POSTs JSON over a keep-alive agent. node:http costs the client a fraction of what fetch does, so
 * on a small machine the load generator takes less of the CPU the server under test needs.
 */
export function postJson(agent: http.Agent, url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** 100 concurrent clients awarding XP over HTTP: awards/s, and nothing lost or doubled. */
export async function runAwardsBench(): Promise<void> {
  const s = await startBenchServer();
  try {
    const [admin] = await s.makeUsers(1, 'admin');
    const learners = await s.makeUsers(200);
    const acknowledged = new Map<string, number>();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    let failed = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const client = async () => {
      while (Date.now() < deadline) {
        const learner = learners[Math.floor(Math.random() * learners.length)]!;
        const points = 1 + Math.floor(Math.random() * 100);
        const res = await postJson(agent, `${s.url}/api/admin/users/${learner.id}/xp`, { cookie: admin!.cookie, origin: s.url }, { points, reason: 'bench', idempotencyKey: randomUUID() });
        if (res.status === 200 && (res.json as { created: boolean }).created) acknowledged.set(learner.id, (acknowledged.get(learner.id) ?? 0) + points);
        else failed += 1;
      }
    };
    const t0 = performance.now();
    const cpu0 = s.cpuMs();
    await Promise.all(Array.from({ length: 100 }, client));
    agent.destroy();
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = s.cpuMs() - cpu0;
    const count = await s.db.kysely.selectFrom('xp_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await s.db.kysely.selectFrom('user_points').select(['userId', 'points']).execute();
    const ledger = await s.db.kysely.selectFrom('xp_ledger').select(['userId', sql<number>`sum(points)`.as('sum')]).groupBy('userId').execute();
    const ledgerBy = new Map(ledger.map((r) => [r.userId, Number(r.sum)]));
    const mismatches = rows.filter((r) => Number(r.points) !== (acknowledged.get(r.userId) ?? 0) || Number(r.points) !== (ledgerBy.get(r.userId) ?? 0)).length;
    console.log(
      `SQLite: ${Number(count.n).toLocaleString('en-US')} awards in ${seconds.toFixed(1)} s by 100 clients = ${Math.round(Number(count.n) / seconds).toLocaleString('en-US')} awards/s; ` +
        `server CPU ${((cpuMs * 1000) / Number(count.n)).toFixed(0)} µs per award (at most ${Math.round((Number(count.n) / cpuMs) * 1000).toLocaleString('en-US')} awards/s on one free core); ` +
        `refused ${failed}; learners whose points differ from acknowledged awards or the ledger: ${mismatches}`,
    );
  } finally {
    await s.stop();
  }
}

/** 1,000 live-points subscribers, one award each: award-to-event latency and server memory per connection. */
export async function runLiveBench(): Promise<void> {
  const s = await startBenchServer();
  try {
    const [admin] = await s.makeUsers(1, 'admin');
    const learners = await s.makeUsers(1000);
    const rssBefore = s.rssKb();
    const pending = new Map<string, (t: number) => void>();
    const controllers: AbortController[] = [];
    await Promise.all(
      learners.map(async (l) => {
        const controller = new AbortController();
        controllers.push(controller);
        const res = await fetch(`${s.url}/api/me/points/stream`, { headers: { cookie: l.cookie }, signal: controller.signal });
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let seen = 0;
        let ready!: () => void;
        const first = new Promise<void>((r) => (ready = r));
        void (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              const events = decoder.decode(value, { stream: true }).split('event: points').length - 1;
              for (let i = 0; i < events; i++) {
                seen += 1;
                if (seen === 1) ready();
                else pending.get(l.id)?.(performance.now());
              }
            }
          } catch {
            // aborted at the end
          }
        })();
        await first;
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    const rssAfter = s.rssKb();
    const latencies: number[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    for (let i = 0; i < learners.length; i += 20) {
      await Promise.all(
        learners.slice(i, i + 20).map(async (l) => {
          const received = new Promise<number>((resolve) => pending.set(l.id, resolve));
          const sent = performance.now();
          await postJson(agent, `${s.url}/api/admin/users/${l.id}/xp`, { cookie: admin!.cookie, origin: s.url }, { points: 10, reason: 'live bench' });
          latencies.push((await received) - sent);
        }),
      );
    }
    console.log(
      `SQLite: 1,000 SSE subscribers; award request to event p50 ${percentile(latencies, 50).toFixed(1)} ms p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
        `server memory ${(((rssAfter - rssBefore) * 1024) / learners.length / 1024).toFixed(1)} KB per connection (RSS ${Math.round(rssBefore / 1024)} → ${Math.round(rssAfter / 1024)} MB)`,
    );
    agent.destroy();
    for (const c of controllers) c.abort();
  } finally {
    await s.stop();
  }
}

const run = promisify(execFile);
/** The fixed request rate of the leaderboard API bench (BENCH_RATE). */
const RATE = Number(process.env.BENCH_RATE ?? 1000);

/**
 * autocannon in its own process at a fixed overall rate. Latencies are measured from when each
 * request was due (autocannon corrects for coordinated omission at a fixed rate), so a server
 * that falls behind shows it in p99 rather than by quietly sending fewer requests.
 */
async function cannonAtRate(url: string, rate: number, headers: Record<string, string> = {}, seconds = SECONDS) {
  const args = ['autocannon', '-j', '-c', '100', '-R', String(rate), '-d', String(seconds), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const { stdout } = await run('npx', args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { requests: { average: number; total: number }; latency: { p50: number; p90: number; p99: number; max: number }; errors: number; non2xx: number };
  return { rps: Math.round(r.requests.average), total: r.requests.total, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, failed: r.errors + r.non2xx };
}

/**
 * GET of the weekly top-50 and the viewer's place (1,000 learners, signed in) at a fixed 1,000
 * requests per second, through the whole request pipeline (every hook, the access check, the
 * query validation) and the leaderboard's 1 s cache: latency p50 and p99, and the server's CPU.
 * The figure is latency at a load the product must carry, not throughput against a bare route.
 */
export async function runLeaderboardApiBench(): Promise<void> {
  const s = await startBenchServer();
  try {
    const learners = await s.makeUsers(1000);
    const [admin] = await s.makeUsers(1, 'admin');
    for (let i = 0; i < learners.length; i += 50) {
      await Promise.all(
        learners.slice(i, i + 50).map((l, j) =>
          fetch(`${s.url}/api/admin/users/${l.id}/xp`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: admin!.cookie, origin: s.url },
            body: JSON.stringify({ points: 10 + ((i + j) * 37) % 900, reason: 'seed' }),
          }),
        ),
      );
    }
    const url = `${s.url}/api/leaderboard?period=week`;
    const cookie = learners[500]!.cookie;
    const sample = await fetch(url, { headers: { cookie } });
    if (sample.status !== 200) throw new Error(`leaderboard answered ${sample.status}`);
    const size = (await sample.arrayBuffer()).byteLength;
    // Unmeasured: the first seconds of load pay for JIT compilation and warming the caches.
    await cannonAtRate(url, RATE, { cookie }, 3);
    const rounds: Array<Awaited<ReturnType<typeof cannonAtRate>> & { cpuShare: number; us: number }> = [];
    console.log(`${ROUNDS} rounds of ${SECONDS} s at ${RATE.toLocaleString('en-US')} req/s (100 connections) after a 3 s warm-up, GET /api/leaderboard?period=week, ${(size / 1024).toFixed(1)} KB answers:`);
    for (let i = 0; i < ROUNDS; i++) {
      const cpu0 = s.cpuMs();
      const t0 = performance.now();
      const r = await cannonAtRate(url, RATE, { cookie });
      const cpuMs = s.cpuMs() - cpu0;
      const round = { ...r, cpuShare: cpuMs / (performance.now() - t0), us: (cpuMs * 1000) / Math.max(1, r.total) };
      rounds.push(round);
      console.log(
        `  round ${i + 1}: ${String(r.rps).padStart(5)} req/s served; latency p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms; ` +
          `failed ${r.failed}; server CPU ${(round.cpuShare * 100).toFixed(0)}% of a core, ${round.us.toFixed(0)} µs per request`,
      );
    }
    const median = (pick: (r: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 50);
    console.log(
      `leaderboard API at ${RATE.toLocaleString('en-US')} req/s: p50 ${median((r) => r.p50)} ms, p99 ${median((r) => r.p99)} ms ` +
        `(medians of ${ROUNDS} rounds); ${median((r) => r.rps)} req/s served; server CPU ${(median((r) => r.cpuShare) * 100).toFixed(0)}% of a core; ` +
        `failed ${rounds.reduce((n, r) => n + r.failed, 0)}`,
    );
  } finally {
    await s.stop();
  }
}
