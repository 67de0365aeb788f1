import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createAccount } from '../apps/server/src/seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const run = promisify(execFile);

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function load(url: string, headers: Record<string, string> = {}) {
  const args = ['autocannon', '-j', '-c', '50', '-d', String(DURATION), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const { stdout } = await run('npx', args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function print(label: string, r: Awaited<ReturnType<typeof load>>, bare?: number) {
  const ratio = bare ? `  ratio to bare ${(r.rps / bare).toFixed(2)}` : '';
  console.log(`${label.padEnd(34)} ${String(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}${ratio}`);
}

/** Throughput of the real app's cheapest routes against a bare Fastify route in the same run. */
export async function runHttpBench(): Promise<void> {
  const bare = Fastify();
  bare.get('/', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddr = bare.server.address();
  const barePort = typeof bareAddr === 'object' && bareAddr ? bareAddr.port : 0;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'lv-bench-'));
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false', WEB_DIST: '/nonexistent', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bootMs = performance.now() - started;
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const base = `http://127.0.0.1:${port}`;

  await createAccount(app, { name: 'Bench', email: 'bench@example.test', password: 'bench-password-1' });
  const signIn = await fetch(`${app.config.publicUrl.replace(/:\d+$/, `:${port}`)}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
    body: JSON.stringify({ email: 'bench@example.test', password: 'bench-password-1' }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  console.log(`database ${config.database.kind}; app built and migrated in ${bootMs.toFixed(0)} ms; ${DURATION} s per run, 50 connections`);
  const b = await load(`http://127.0.0.1:${barePort}/`);
  print('bare Fastify GET / (fixed JSON)', b);
  print('GET /api/health (select 1)', await load(`${base}/api/health`), b.rps);
  print('GET /api/public-config', await load(`${base}/api/public-config`), b.rps);
  print('GET /api/me (session + user row)', await load(`${base}/api/me`, { cookie }), b.rps);
  console.log(`server RSS grew ${((process.memoryUsage().rss - rssBefore) / 1024 / 1024).toFixed(1)} MB (app + load)`);

  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
