import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ISSUER_KEY_FILE } from './issuer-key';

/*
 * The data folder holds the SQLite database (live session tokens, every learner's data) and the
 * generated secrets: only the server's own user may read it (issue 36). New files are made
 * private; the ones an older install made readable by others are tightened at start-up.
 */

/** The SQLite database's file name in the data folder (config.ts storageConfig). */
export const SQLITE_FILE = 'leadvillage.sqlite';

/** A database file with its write-ahead log and shared-memory index. */
const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/** The data folder made (or tightened to) 0700, and the files the server keeps in it 0600. */
export function privateDataFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const name of ['auth-secret', ISSUER_KEY_FILE, ...sqliteFiles(SQLITE_FILE)]) {
    const file = path.join(dir, name);
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

/**
 * Before SQLite opens `file`: made 0600 when missing (SQLite gives its -wal and -shm the database
 * file's mode), and an existing one and its -wal and -shm tightened to 0600.
 */
export function privateSqliteFiles(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const each of sqliteFiles(file)) if (existsSync(each)) chmodSync(each, 0o600);
}
