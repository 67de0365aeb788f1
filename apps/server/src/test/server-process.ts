import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../db/database';

/** The repository's root, for starting server.ts and the CLIs as their own processes. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Starts the real server (server.ts) as its own process and waits for /api/health. */
export async function startServerProcess(env: Record<string, string>, url: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** Stops a process with a signal and waits for it to exit. */
export function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill(signal);
  return exited;
}

/** Runs one of the project's CLIs (apps/server/src/cli/<name>.ts) to its end. */
export function runCli(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, `apps/server/src/cli/${name}.ts`), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Active users with sessions written straight into the database, and their signed session cookies
 * (signed with `secret`, the AUTH_SECRET the server process is given).
 */
export async function insertSignedInUsers(db: Db, secret: string, n: number, role: 'learner' | 'admin') {
  const now = new Date();
  const users = Array.from({ length: n }, () => ({ id: randomUUID(), token: randomBytes(24).toString('base64url') }));
  await db.kysely
    .insertInto('users')
    .values(users.map((u) => ({ id: u.id, name: `Process ${u.id.slice(0, 6)}`, email: `${u.id}@process.test`, emailVerified: 1, createdAt: now.toISOString(), updatedAt: now.toISOString(), role, accountStatus: 'active', membershipStatus: 'free', transformationTier: null, lastActive: null })))
    .execute();
  await db.kysely.insertInto('user_points').values(users.map((u) => ({ userId: u.id, updatedAt: now.getTime() }))).execute();
  await db.kysely
    .insertInto('session')
    .values(users.map((u) => ({ id: randomUUID(), token: u.token, userId: u.id, expiresAt: new Date(now.getTime() + 86_400_000).toISOString(), createdAt: now.toISOString(), updatedAt: now.toISOString(), ipAddress: null, userAgent: null })))
    .execute();
  return users.map((u) => ({ id: u.id, cookie: `lv.session_token=${encodeURIComponent(`${u.token}.${createHmac('sha256', secret).update(u.token).digest('base64')}`)}` }));
}
