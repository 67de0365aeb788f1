// npm run bench:web: builds the web app, serves it with the real server (its own process, fresh
// SQLite), and runs Lighthouse mobile in Debian's Chromium on every screen of the route table, as
// the least privileged account that can open it (visitor, free learner, paid learner, admin; real
// sessions, the cookie set in Chromium), with Lighthouse's default profile and a 3G profile.
// Prints one table of figures; never asserts. BENCH_WEB_ROUTES=/leaderboard,/badges picks routes
// (patterns or paths); BENCH_WEB_PROFILES=default or 3g picks a profile; BENCH_WEB_REPORTS=<folder>
// keeps each run's whole Lighthouse report (JSON) there. BENCH_WEB_RUNS=3 runs each screen three
// times and reports Lighthouse's median run (closest to the median FCP and TTI), with every run's
// performance score in the note: single runs move by several points on a busy machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { makeRouteIds, routeSamples, type ApiCall, type BenchRole } from '../e2e/support/route-samples';
import { BENCH_TIME_ZONE, cookiePair, startBenchServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');

/** Lighthouse's default mobile profile (simulated slow 4G, 4x CPU), and the issue's 3G one. */
const PROFILES: Record<string, Flags['throttling'] | undefined> = {
  default: undefined,
  '3g': { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4, requestLatencyMs: 300 * 3.75, downloadThroughputKbps: 700 * 0.9, uploadThroughputKbps: 700 * 0.9 },
};

/**
 * `simulate` (Lighthouse's default: one fast load, the profile applied by its model afterwards) or
 * `devtools` (the profile applied to the real load by Chromium: every request waits the profile's
 * latency, so waterfalls show as they would on the phone). BENCH_WEB_THROTTLING picks.
 */
const METHOD = process.env.BENCH_WEB_THROTTLING ?? 'simulate';
if (METHOD !== 'simulate' && METHOD !== 'devtools') throw new Error(`BENCH_WEB_THROTTLING: simulate or devtools, not ${METHOD}`);

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? '1');
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9) throw new Error(`BENCH_WEB_RUNS: a whole number from 1 to 9, not ${process.env.BENCH_WEB_RUNS}`);

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const profiles = list(process.env.BENCH_WEB_PROFILES).length ? list(process.env.BENCH_WEB_PROFILES) : Object.keys(PROFILES);
for (const p of profiles) if (!(p in PROFILES)) throw new Error(`BENCH_WEB_PROFILES: no profile ${p} (have ${Object.keys(PROFILES).join(', ')})`);

// BENCH_WEB_BUILD=0 measures apps/web/dist as it is (to compare two builds of one change).
if (process.env.BENCH_WEB_BUILD !== '0') {
  const built = spawnSync('npm', ['run', 'build', '-w', '@lv/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const started = Date.now();
const server = await startBenchServer({ WEB_DIST: path.join(root, 'apps/web/dist') });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // A learner's zone, which the signed-in roles' browsers have named to the server before (below).
  envVars: { ...process.env, TZ: BENCH_TIME_ZONE },
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

/** One call to the browser's DevTools endpoint (Node's WebSocket; no client library needed). */
async function browserCommand(method: string, params: Record<string, unknown>): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const ws = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    ws.onerror = () => reject(new Error(`DevTools ${method}: the socket failed`));
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, method, params }));
    ws.onmessage = (m) => {
      const reply = JSON.parse(String(m.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      ws.close();
      if (reply.error) reject(new Error(`DevTools ${method}: ${reply.error.message}`));
      else resolve();
    };
  });
}

/** Chromium's cookies become exactly this role's session (none for a visitor). */
async function signInBrowser(cookie: string | null): Promise<void> {
  await browserCommand('Storage.clearCookies', {});
  if (!cookie) return;
  const { name, value } = cookiePair(cookie);
  // A signed-in learner's browser has run the app before (it signed in there), so it has named its
  // time zone (apps/web/src/lib/time-zones.ts), and the server renders their screens (ADR 024). A
  // visitor's run is a first visit: no cookie at all.
  await browserCommand('Storage.setCookies', {
    cookies: [
      { name, value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent(BENCH_TIME_ZONE), domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
    ],
  });
}

interface Row {
  route: string;
  role: string;
  profile: string;
  performance: string;
  bestPractices: string;
  lcp: string;
  tbt: string;
  cls: string;
  kb: string;
  note: string;
}

try {
  const [free] = await server.makeUsers(1, 'learner');
  const [paid] = await server.makeUsers(1, 'learner');
  const [admin] = await server.makeUsers(1, 'admin');
  await server.db.kysely.updateTable('users').set({ membershipStatus: 'paid' }).where('id', '=', paid!.id).execute();
  await server.db.kysely.updateTable('users').set({ welcomedAt: Date.now() }).execute();
  const cookies: Record<BenchRole, string | null> = { visitor: null, free: free!.cookie, paid: paid!.cookie, admin: admin!.cookie };

  const call: ApiCall = async (role, method, apiPath, body) => {
    const res = await fetch(`${server.url}${apiPath}`, {
      method,
      headers: { cookie: cookies[role]!, origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const samples = routeSamples(await makeRouteIds(call, free!.id), list(process.env.BENCH_WEB_ROUTES));
  console.log(`Lighthouse mobile on ${samples.length} routes x ${profiles.length} profiles at ${server.url}`);

  // One run first, not measured: the first run of a fresh Chromium measured worse than the same
  // screen later in the run (/admin 79 · TBT 897 ms first, 85 · 596 ms later, 2026-11-28).
  await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: METHOD });

  const rows: Row[] = [];
  // Lighthouse's own measure of the machine's speed in each run (a fixed loop; higher is faster):
  // printed with the table, so a table from a slow or busy machine shows it.
  const benchmarkIndexes: number[] = [];
  let signedInAs: BenchRole | undefined;
  for (const sample of samples.sort((a, b) => a.role.localeCompare(b.role))) {
    if (signedInAs !== sample.role) await signInBrowser(cookies[sample.role]);
    signedInAs = sample.role;
    for (const profile of profiles) {
      const throttling = PROFILES[profile];
      const runs: RunnerResult['lhr'][] = [];
      for (let run = 0; run < RUNS; run++) {
        // On a busy machine Lighthouse now and then loses the navigation's trace (NO_NAVSTART): up to two retries.
        let result: RunnerResult | undefined;
        for (let attempt = 1; ; attempt++) {
          // A visitor's every run is a first visit: the time-zone cookie the page before wrote goes too.
          if (sample.role === 'visitor') await signInBrowser(null);
          result = await lighthouse(`${server.url}${sample.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'], throttlingMethod: METHOD, ...(throttling ? { throttling } : {}) });
          if (!result?.lhr.runtimeError || attempt === 3) break;
          console.error(`  ${sample.path} (${sample.role}, ${profile}): ${result.lhr.runtimeError.code}, again`);
        }
        if (!result) throw new Error(`Lighthouse returned no result for ${sample.path}`);
        runs.push(result.lhr);
        if (result.lhr.environment.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      }
      const valid = filterToValidRuns(runs);
      const lhr = valid.length ? computeMedianRun(valid) : runs[0]!;
      // BENCH_WEB_REPORTS=<folder>: each reported run's whole Lighthouse report, to see what an LCP waits for.
      if (process.env.BENCH_WEB_REPORTS) {
        mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
        writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, `${sample.pattern.replace(/\W+/g, '_')}-${sample.role}-${profile}.json`), JSON.stringify(lhr));
      }
      const { audits, categories, finalDisplayedUrl } = lhr;
      const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const landed = new URL(finalDisplayedUrl).pathname;
      const error = lhr.runtimeError?.code;
      const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      const spread = RUNS > 1 ? `perf of the ${RUNS} runs: ${scores.sort((x, y) => x - y).join(' ')}` : '';
      rows.push({
        route: sample.pattern,
        role: sample.role,
        profile,
        performance: String(Math.round((categories.performance?.score ?? 0) * 100)),
        bestPractices: String(Math.round((categories['best-practices']?.score ?? 0) * 100)),
        lcp: `${(num('largest-contentful-paint') / 1000).toFixed(1)} s`,
        tbt: `${Math.round(num('total-blocking-time'))} ms`,
        cls: num('cumulative-layout-shift').toFixed(3),
        kb: `${Math.round(num('total-byte-weight') / 1024)} KB`,
        note: [error ? `Lighthouse error ${error}` : landed === sample.path ? '' : `-> ${landed}`, spread].filter(Boolean).join('; '),
      });
      console.error(`  ${sample.path} (${sample.role}, ${profile}): ${rows.at(-1)!.performance}`);
    }
  }
  const head: Row = { route: 'route', role: 'role', profile: 'profile', performance: 'perf', bestPractices: 'bp', lcp: 'LCP', tbt: 'TBT', cls: 'CLS', kb: 'bytes', note: 'note' };
  const cols = Object.keys(head) as Array<keyof Row>;
  const width = (c: keyof Row) => Math.max(...[head, ...rows].map((r) => r[c].length));
  const line = (r: Row) => `| ${cols.map((c) => r[c].padEnd(width(c))).join(' | ')} |`;
  console.log([line(head), `|${cols.map((c) => '-'.repeat(width(c) + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
  console.log(`${rows.length * RUNS} Lighthouse runs${RUNS > 1 ? ` (the median of ${RUNS} per row)` : ''} in ${Math.round((Date.now() - started) / 1000)} s (perf = performance score; bp = best practices score; bytes = total transferred; note "-> /x": the screen redirected there)`);
  const ranked = [...benchmarkIndexes].sort((a, b) => a - b);
  if (ranked.length)
    console.log(`Machine speed (Lighthouse benchmarkIndex, higher is faster): ${Math.round(ranked[0]!)}-${Math.round(ranked.at(-1)!)}, median ${Math.round(ranked[Math.floor(ranked.length / 2)]!)} over ${ranked.length} runs`);
} finally {
  await chrome.kill();
  await server.stop();
}
