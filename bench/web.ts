// npm run bench:web: builds the web app, serves it with the real server, and runs Lighthouse
// (default mobile settings, Debian's Chromium) on `/`. Prints figures; never asserts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const built = spawnSync('npm', ['run', 'build', '-w', '@lv/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'lv-bench-web-'));
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: path.join(root, 'apps/web/dist') });
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile (simulated throttling) on ${url}`);
  console.log(`performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`);
  console.log(`LCP ${(num('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(num('total-blocking-time'))} ms  CLS ${num('cumulative-layout-shift').toFixed(3)}`);
  console.log(`bytes transferred ${(num('total-byte-weight') / 1024).toFixed(1)} KB`);
  // What blocks the main thread (simulated 4x slower CPU): the longest tasks and what they ran.
  const long = (audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined)?.items ?? [];
  if (long.length) console.log(`long tasks: ${long.slice(0, 4).map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url.replace(url, '/')})`).join('; ')}`);
  const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
  if (failing.length) console.log(`audits below 0.9: ${failing.map((a) => a.id).join(', ')}`);
} finally {
  await chrome.kill();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
