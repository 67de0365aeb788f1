// npm run bench:web-profile -- /knowledge-base: where a screen's first load spends the main thread.
// Serves the built app (npm run build first) with the real server, opens the path as a visitor (or,
// with BENCH_PROFILE_ROLE=learner or admin, signed in with the time-zone cookie set, so the server
// renders the screen and the profile shows its hydration, ADR 024) in
// Debian's Chromium at 412 px with the CPU slowed 4x (Lighthouse's mobile setting), samples V8's
// profiler until the network is idle, and prints self time per script and the top functions.
// Figures only, never asserted; a busy machine inflates them all alike.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIME_ZONE_COOKIE } from '@lv/domain';
import { BENCH_TIME_ZONE, cookiePair, startBenchServer } from './server-process';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + target, { waitUntil: 'networkidle' });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const us = profile.timeDeltas[i] ?? 0;
    const script = frame.url ? frame.url.replace(/^.*\//, '') : '(browser)';
    add(byScript, script, us);
    add(byFunction, `${frame.functionName || '(top level)'}  ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, us);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
      .join('\n');
  console.log(`${target}: main-thread self time by script (CPU 4x)\n${top(byScript, 12)}\n\nTop functions\n${top(byFunction, 30)}`);
} finally {
  await browser.close();
  await server.stop();
}
