// npm run bench:seo: Lighthouse's SEO category (mobile) on the landing page in each language,
// `/` and `/fr`, in Debian's Chromium, against the built web app served by the real server (its own
// process, fresh SQLite), or against SEO_URL when set (a server already running). Prints each
// score and the audits that failed; exits 1 when a page scores under 100 (issue 35).
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const server = process.env.SEO_URL
  ? null
  : await startBenchServer({ WEB_DIST: path.join(root, 'apps/web/dist') });
const base = process.env.SEO_URL ?? server!.url;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
let failed = false;
try {
  for (const page of ['/', '/fr']) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    const failing = (lhr.categories.seo?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual',
      );
    console.log(
      `${page}: SEO ${score}${failing.length ? ` (failing: ${failing.map((a) => `${a!.id}: ${a!.title}`).join('; ')})` : ''}`,
    );
    if (score < 100) failed = true;
  }
} finally {
  await chrome.kill();
  server?.child.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
