import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Config } from '../config';

/**
 * Backups of the data a server keeps (ADR 012). SQLite: SQLite's online backup API through
 * better-sqlite3, from a connection of its own, so a running server keeps serving (WAL: the copy
 * reads one snapshot while writers go on). The data folder's generated secrets travel with the
 * database: without the issuer key the credentials already signed no longer verify. PostgreSQL:
 * pg_dump's custom format and pg_restore, the tools PostgreSQL maintains for this.
 */

const DATABASE_FILE = 'leadvillage.sqlite';
const PG_DUMP_FILE = 'leadvillage.dump';
/** Files of the data folder that belong with its database (absent when given by the environment). */
const SECRET_FILES = ['auth-secret', 'issuer-key.json'] as const;

export class BackupError extends Error {}

export interface BackupResult {
  folder: string;
  files: string[];
  bytes: number;
}

/** A folder name that sorts by time and is safe on every file system: 2026-11-24T22-41-07Z. */
export function backupStamp(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');
}

export async function backup(config: Pick<Config, 'database' | 'dataDir'>, folder: string): Promise<BackupResult> {
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new BackupError(`${folder} already exists and is not empty: choose a new folder.`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const files = config.database.kind === 'sqlite' ? await backupSqlite(config.database.file, folder) : await backupPostgres(config.database.url, folder);
  for (const name of SECRET_FILES) {
    const from = path.join(config.dataDir, name);
    if (!existsSync(from)) continue;
    copyFileSync(from, path.join(folder, name));
    chmodSync(path.join(folder, name), 0o600);
    files.push(name);
  }
  return { folder, files, bytes: files.reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0) };
}

async function backupSqlite(file: string, folder: string): Promise<string[]> {
  if (!existsSync(file)) throw new BackupError(`No database at ${file}: check DATA_DIR.`);
  const source = new Sqlite(file, { readonly: true, fileMustExist: true });
  const partial = path.join(folder, `${DATABASE_FILE}.partial`);
  try {
    source.pragma('busy_timeout = 5000');
    // The first step opens the copy; the next copies every page in one step, so writes made by
    // the server between small steps cannot make the copy start over again and again.
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // One self-contained file: the copy leaves WAL mode (the server turns it back on when it opens it).
  const copy = new Sqlite(partial);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  checkIntegrity(partial);
  chmodSync(partial, 0o600);
  renameSync(partial, path.join(folder, DATABASE_FILE));
  return [DATABASE_FILE];
}

function checkIntegrity(file: string): void {
  const copy = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The copy at ${file} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, folder: string): Promise<string[]> {
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(folder, PG_DUMP_FILE)}`, url]);
  chmodSync(path.join(folder, PG_DUMP_FILE), 0o600);
  return [PG_DUMP_FILE];
}

export interface RestoreResult {
  restored: string[];
  /** Where the files that were replaced now are, or null when nothing was replaced. */
  setAside: string | null;
}

/**
 * Puts a backup back. The server must be stopped. What it replaces (the SQLite database with its
 * WAL, the data folder's secrets) is moved into `replaced-<stamp>` in the data folder, never
 * deleted, and a database only with `force`. PostgreSQL: pg_restore into DATABASE_URL in one
 * transaction, dropping the tables it restores first.
 */
export async function restore(config: Pick<Config, 'database' | 'dataDir'>, folder: string, options: { force: boolean }): Promise<RestoreResult> {
  mkdirSync(config.dataDir, { recursive: true });
  const aside = new SetAside(config.dataDir);
  const restored: string[] = [];
  if (config.database.kind === 'postgres') {
    const dump = path.join(folder, PG_DUMP_FILE);
    if (!existsSync(dump)) throw new BackupError(`No ${PG_DUMP_FILE} in ${folder}: is it a PostgreSQL backup?`);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${config.database.url}`, dump]);
    restored.push(PG_DUMP_FILE);
  } else {
    const copy = path.join(folder, DATABASE_FILE);
    if (!existsSync(copy)) throw new BackupError(`No ${DATABASE_FILE} in ${folder}: is it a SQLite backup?`);
    checkIntegrity(copy);
    const target = config.database.file;
    const present = [target, `${target}-wal`, `${target}-shm`].filter((f) => existsSync(f));
    if (present.length > 0 && !options.force) {
      throw new BackupError(`${target} already holds a database. Stop the server, then run again with --force: the current files are moved aside, not deleted.`);
    }
    mkdirSync(path.dirname(target), { recursive: true });
    for (const f of present) aside.move(f);
    const partial = `${target}.partial`;
    copyFileSync(copy, partial);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    restored.push(DATABASE_FILE);
  }
  for (const name of SECRET_FILES) {
    const from = path.join(folder, name);
    if (!existsSync(from)) continue;
    const to = path.join(config.dataDir, name);
    if (existsSync(to)) aside.move(to);
    copyFileSync(from, to);
    chmodSync(to, 0o600);
    restored.push(name);
  }
  return { restored, setAside: aside.folder };
}

/** The `replaced-<stamp>` folder, made on the first file that needs it. */
class SetAside {
  folder: string | null = null;
  constructor(private readonly dataDir: string) {}
  move(file: string): void {
    this.folder ??= path.join(this.dataDir, `replaced-${backupStamp()}`);
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    renameSync(file, path.join(this.folder, path.basename(file)));
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => reject(new BackupError(`${command} could not start (${err.message}): install PostgreSQL's client tools (Debian: postgresql-client).`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
