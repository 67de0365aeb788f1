// npm run bench:web-profile -- /knowledge-base: where a screen's first load spends the main thread.
// Serves the built app (npm run build first) with the real server, opens the path as a visitor (or,
// with BENCH_PROFILE_ROLE=learner or admin, signed in with the time-zone cookie set, so the server
// renders the screen and the profile shows its hydration, ADR 024) in
// Debian's Chromium at 412 px with the CPU slowed 4x (Lighthouse's mobile setting;
// BENCH_PROFILE_CPU=1 loads it unthrottled, as Lighthouse's simulated runs do), samples V8's
// profiler until the network is idle, and prints self time per script and the top functions.
// Built with `LV_SOURCEMAP=1 npm run build`, each function is named by its source file, line and name.
// Then it lists the main thread's long tasks (over 50 ms, the ones total blocking time counts) from
// a Chromium trace, each with what the browser did in it: the share of "(program)" above.
// BENCH_PROFILE_BY=own names each sample in a long task by the app's own function (under src/) nearest
// it on the stack, so a library's time (React's commit, a form library) shows under the screen code
// that asked for it.
// Figures only, never asserted; a busy machine inflates them all alike.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { BENCH_TIME_ZONE, cookiePair, startBenchServer } from './server-process';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps/web/dist/assets');

/** A built script's source map, when the build wrote one (LV_SOURCEMAP=1). */
const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(script: string): SourceMapConsumer | null {
  if (!maps.has(script)) {
    const file = path.join(assets, `${script}.map`);
    maps.set(script, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null);
  }
  return maps.get(script) ?? null;
}

/** Where a sampled function is: its source file, line and name when mapped, else the built script's position. */
function place(frame: ProfileNode['callFrame'], script: string): { fn: string; file: string } {
  const at = sourceMap(script)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at?.source) return { fn: `${frame.functionName || '(top level)'}  ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, file: script };
  const file = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
  return { fn: `${at.name ?? (frame.functionName || '(top level)')}  ${file}:${at.line}  [${script}]`, file };
}

/**
 * The CPU slowdown (BENCH_PROFILE_CPU, default 4: Lighthouse's mobile setting). With 1 the page loads
 * as in a Lighthouse run with simulated throttling, which times an unthrottled load and counts each
 * task four times as long: tasks are listed, and blocking time counted, at four times their length.
 */
const CPU = Number(process.env.BENCH_PROFILE_CPU ?? 4);
if (!(CPU >= 1 && CPU <= 20)) throw new Error(`BENCH_PROFILE_CPU: a slowdown from 1 to 20, not ${process.env.BENCH_PROFILE_CPU}`);
/** A task's length as Lighthouse counts it at 4x CPU. */
const SCALE = 4 / CPU;

/** How many sampled functions to name under each long task (BENCH_PROFILE_TOP, default 4). */
const TASK_FUNCTIONS = Number(process.env.BENCH_PROFILE_TOP ?? 4);

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'];
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** BENCH_PROFILE_BY: `self` (default) names a sample by the function running, `own` by the app's nearest function. */
const BY = process.env.BENCH_PROFILE_BY ?? 'self';
if (BY !== 'self' && BY !== 'own') throw new Error(`BENCH_PROFILE_BY: self or own, not ${BY}`);

/** The profile's samples as [time, function] (trace clock, µs), to name the scripts a long task ran. */
function samplesOf(profile: Profile): Array<[number, string]> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id] as const)));
  const placeOf = (node: ProfileNode) => place(node.callFrame, node.callFrame.url.replace(/^.*\//, ''));
  /** The nearest frame on the stack whose source is the app's own (src/), else the running one; once per node. */
  const owners = new Map<number, string>();
  const own = (leaf: ProfileNode): string => {
    const known = owners.get(leaf.id);
    if (known !== undefined) return known;
    let found = placeOf(leaf).fn;
    for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const at = node.callFrame.url ? placeOf(node) : null;
      if (at?.file.startsWith('src/')) {
        found = at.fn;
        break;
      }
    }
    owners.set(leaf.id, found);
    return found;
  };
  let at = profile.startTime;
  const out: Array<[number, string]> = [];
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    if (node?.callFrame.url) out.push([at, BY === 'own' ? own(node) : placeOf(node).fn]);
  });
  return out;
}

/** The renderer's main thread's tasks over 50 ms (at 4x), each with the self time of what ran inside it. */
function longTasks(events: TraceEvent[], samples: Array<[number, string]>): string {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onThread = (t: { pid: number; tid: number }) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.dur !== undefined);
  const taskTime = (thread: TraceEvent[]) => thread.reduce((n, e) => n + (e.name === 'RunTask' ? e.dur! : 0), 0);
  const busiest = mains.map(onThread).sort((a, b) => taskTime(b) - taskTime(a))[0];
  if (!busiest) return '  (no renderer main thread in the trace)';
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === busiest[0]?.pid)?.ts ?? busiest[0]?.ts ?? 0;
  const sorted = [...busiest].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const lines: string[] = [];
  // Blocking time as Lighthouse counts it: each task's time over 50 ms, from the first contentful paint on.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === busiest[0]?.pid)?.ts;
  if (fcp !== undefined) {
    const blocking = sorted.filter((e) => e.name === 'RunTask' && e.ts >= fcp).reduce((n, e) => n + Math.max(0, e.dur! * SCALE - 50_000), 0);
    lines.push(`  first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms; blocking time after it ${(blocking / 1000).toFixed(0)} ms`);
  }
  for (const task of sorted.filter((e) => e.name === 'RunTask' && e.dur! * SCALE > 50_000)) {
    const inside = sorted.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const self = new Map<string, number>();
    const stack: TraceEvent[] = [];
    // Self time: each event's duration less its children's.
    const selfOf = new Map<TraceEvent, number>(inside.map((e) => [e, e.dur!]));
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) selfOf.set(parent, selfOf.get(parent)! - e.dur!);
      stack.push(e);
    }
    for (const [e, us] of selfOf) {
      const url = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : '';
      const key = `${e.name}${url}`;
      self.set(key, (self.get(key) ?? 0) + us);
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, us]) => `${k} ${(us / 1000).toFixed(0)}`).join(', ');
    lines.push(`${((task.ts - start) / 1000).toFixed(0).padStart(7)} ms ${(task.dur! / 1000).toFixed(0).padStart(5)} ms${SCALE === 1 ? '' : ` (${((task.dur! * SCALE) / 1000).toFixed(0)} at 4x)`}  ${top}`);
    const scripts = new Map<string, number>();
    for (const [at, fn] of samples) if (at >= task.ts && at <= task.ts + task.dur!) scripts.set(fn, (scripts.get(fn) ?? 0) + 1);
    for (const [fn, n] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, TASK_FUNCTIONS)) lines.push(`${' '.repeat(26)}${String(n).padStart(4)} samples  ${fn}`);
  }
  return lines.join('\n') || '  none';
}

const target = process.argv[2] ?? '/knowledge-base';
const server = await startBenchServer({ WEB_DIST: path.join(root, 'apps/web/dist') });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const role = process.env.BENCH_PROFILE_ROLE;
  if (role !== undefined && role !== 'learner' && role !== 'admin') throw new Error(`BENCH_PROFILE_ROLE: learner or admin, not ${role}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, timezoneId: BENCH_TIME_ZONE });
  if (role) {
    const [user] = await server.makeUsers(1, role);
    await server.db.kysely.updateTable('users').set({ welcomedAt: Date.now() }).execute();
    const { name, value } = cookiePair(user!.cookie);
    await context.addCookies([
      { name, value, url: server.url, httpOnly: true, sameSite: 'Lax' },
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent(BENCH_TIME_ZONE), url: server.url, sameSite: 'Lax' },
    ]);
  }
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Math.round(200 / SCALE) });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(server.url + target, { waitUntil: 'networkidle' });
  // What runs after the network is quiet (the service worker's registration, idle work) counts too.
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const us = profile.timeDeltas[i] ?? 0;
    const script = frame.url ? frame.url.replace(/^.*\//, '') : '(browser)';
    add(byScript, script, us);
    const { fn, file } = place(frame, script);
    add(byFunction, fn, us);
    add(byFile, file, us);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
      .join('\n');
  console.log(`${target}: main-thread self time by script (CPU ${CPU}x)\n${top(byScript, 12)}\n`);
  if ([...maps.values()].some(Boolean)) console.log(`By source file\n${top(byFile, 25)}\n`);
  console.log(`Top functions\n${top(byFunction, 30)}\n`);
  console.log(`Long tasks on the main thread (start from navigation, duration; what ran inside, self time)\n${longTasks(trace.traceEvents, samplesOf(profile))}`);
} finally {
  await browser.close();
  await server.stop();
}
