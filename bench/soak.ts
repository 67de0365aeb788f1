// npm run soak: mixed traffic at a fixed rate for SOAK_SECONDS (default 600) against the real
// server in its own process (SQLite, the built web app when apps/web/dist exists). Prints, every
// minute, the requests sent, errors, p50/p99 and the server's memory; at the end p50/p99 per route
// and whether memory levelled off. Figures only: nothing here asserts.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startBenchServer } from './server-process';
import { percentile } from './stats';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
/** Requests per second, all routes together (SOAK_RATE). */
const RATE = Number(process.env.SOAK_RATE ?? 200);
/** Open live-points streams, a tenth of them reconnecting every 10 s (SOAK_STREAMS). */
const STREAMS = Number(process.env.SOAK_STREAMS ?? 200);
/** Requests in flight beyond which the generator drops a tick's requests (and counts them). */
const MAX_IN_FLIGHT = 2000;

type Learner = { id: string; cookie: string };
type Route = { name: string; weight: number; send: (l: Learner) => { method: string; path: string; cookie?: string; body?: unknown } };

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const withWeb = existsSync(path.join(webDist, 'index.html'));
const s = await startBenchServer({ FORUM_RATE_LIMIT: '100000', ...(withWeb ? { WEB_DIST: webDist } : {}) });
const learners = await s.makeUsers(1000);
const [admin] = await s.makeUsers(1, 'admin');
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

const routes: Route[] = [
  ...(withWeb ? [{ name: 'GET / (visitor)', weight: 25, send: () => ({ method: 'GET', path: '/' }) }] : []),
  { name: 'GET /api/leaderboard', weight: 25, send: (l) => ({ method: 'GET', path: '/api/leaderboard?period=week', cookie: l.cookie }) },
  { name: 'GET /api/forum/posts', weight: 15, send: (l) => ({ method: 'GET', path: '/api/forum/posts', cookie: l.cookie }) },
  { name: 'GET /api/me/points', weight: 15, send: (l) => ({ method: 'GET', path: '/api/me/points', cookie: l.cookie }) },
  { name: 'POST /api/forum/posts', weight: 5, send: (l) => ({ method: 'POST', path: '/api/forum/posts', cookie: l.cookie, body: { title: `Soak ${randomUUID().slice(0, 8)}`, body: 'What worked for our team this week: short stand-ups, one owner per task.' } }) },
  { name: 'POST admin XP award', weight: 15, send: (l) => ({ method: 'POST', path: `/api/admin/users/${l.id}/xp`, cookie: admin!.cookie, body: { points: 5, reason: 'soak', idempotencyKey: randomUUID() } }) },
];
const totalWeight = routes.reduce((n, r) => n + r.weight, 0);
const chooseRoute = () => {
  let x = Math.random() * totalWeight;
  for (const r of routes) if ((x -= r.weight) < 0) return r;
  return routes.at(-1)!;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const byRoute = new Map(routes.map((r) => [r.name, { latencies: [] as number[], errors: 0 }]));
let minute = { latencies: [] as number[], errors: 0, sent: 0, dropped: 0 };
let inFlight = 0;

function request(route: Route, scheduledAt: number): void {
  const { method, path: p, cookie, body } = route.send(pick(learners));
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = { origin: s.url, ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) };
  inFlight += 1;
  minute.sent += 1;
  const done = (ok: boolean) => {
    inFlight -= 1;
    // From the moment the request was due, so a slow server cannot hide its queue (no coordinated omission).
    const ms = performance.now() - scheduledAt;
    const stats = byRoute.get(route.name)!;
    stats.latencies.push(ms);
    minute.latencies.push(ms);
    if (!ok) {
      stats.errors += 1;
      minute.errors += 1;
    }
  };
  const req = http.request(`${s.url}${p}`, { method, agent, headers }, (res) => {
    res.resume();
    res.on('end', () => done((res.statusCode ?? 500) < 400));
    res.on('error', () => done(false));
  });
  req.on('error', () => done(false));
  req.end(payload);
}

// Live-points subscribers: STREAMS open at once, a tenth closed and reopened every 10 s.
const open = new Set<http.ClientRequest>();
let streamErrors = 0;
function subscribe(): void {
  const req = http.get(`${s.url}/api/me/points/stream`, { headers: { cookie: pick(learners).cookie } }, (res) => {
    if (res.statusCode !== 200) streamErrors += 1;
    res.resume();
  });
  req.on('error', () => undefined);
  req.on('close', () => open.delete(req));
  open.add(req);
}
for (let i = 0; i < STREAMS; i++) subscribe();
const churn = setInterval(() => {
  for (const req of [...open].slice(0, Math.ceil(STREAMS / 10))) {
    open.delete(req);
    req.destroy();
  }
  while (open.size < STREAMS) subscribe();
}, 10_000);

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));
console.log(
  `Soak: ${SECONDS} s at ${RATE} req/s (${routes.map((r) => `${r.name} ${Math.round((r.weight / totalWeight) * 100)}%`).join(', ')}), ` +
    `${STREAMS} live-points streams (10% reconnecting every 10 s), 1,000 learners, SQLite${withWeb ? '' : ' (no built web app: run npm run build for the visitor route)'}.`,
);
const memory: number[] = [s.rssKb() / 1024];
console.log(`start: server RSS ${memory[0]!.toFixed(0)} MB`);
const started = performance.now();
let tick = 0;
const TICK_MS = 10;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const now = performance.now();
    const due = Math.floor(((now - started) / 1000) * RATE);
    for (; tick < due; tick++) {
      const scheduledAt = started + (tick / RATE) * 1000;
      if (inFlight >= MAX_IN_FLIGHT) minute.dropped += 1;
      else request(chooseRoute(), scheduledAt);
    }
    if (now - started >= SECONDS * 1000) {
      clearInterval(timer);
      resolve();
    }
  }, TICK_MS);
  const report = setInterval(() => {
    const m = minute;
    minute = { latencies: [], errors: 0, sent: 0, dropped: 0 };
    memory.push(s.rssKb() / 1024);
    console.log(
      `minute ${memory.length - 1}: ${m.sent} requests, ${m.errors} errors, ${m.dropped} not sent (client saturated); p50 ${ms(percentile(m.latencies, 50))} ms, p99 ${ms(percentile(m.latencies, 99))} ms; ` +
        `${open.size} streams open; server RSS ${memory.at(-1)!.toFixed(0)} MB`,
    );
    if (performance.now() - started >= SECONDS * 1000) clearInterval(report);
  }, 60_000);
});
clearInterval(churn);
while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));
for (const req of open) req.destroy();

console.log('\nper route (whole run):');
for (const [name, r] of byRoute) {
  console.log(`  ${name.padEnd(24)} ${String(r.latencies.length).padStart(7)} requests, ${r.errors} errors; p50 ${ms(percentile(r.latencies, 50))} ms, p99 ${ms(percentile(r.latencies, 99))} ms`);
}
console.log(`  live-points streams refused or failed: ${streamErrors}`);
if (memory.length >= 3) {
  const half = Math.floor(memory.length / 2);
  const firstHalf = memory[half]! - memory[0]!;
  const secondHalf = memory.at(-1)! - memory[half]!;
  console.log(`memory: ${memory.map((m) => m.toFixed(0)).join(' → ')} MB; grew ${firstHalf.toFixed(0)} MB in the first half, ${secondHalf.toFixed(0)} MB in the second (${secondHalf <= Math.max(5, firstHalf / 4) ? 'levelled off' : 'still growing'})`);
}
await s.stop();
process.exit(0);
