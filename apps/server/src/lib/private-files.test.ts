import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ISSUER_KEY_FILE } from './issuer-key';
import { SQLITE_FILE } from './private-files';

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
let parent = '';
afterEach(() => rmSync(parent, { recursive: true, force: true }));

async function start(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  // A write, so the write-ahead log and its index exist.
  await db.kysely
    .insertInto('request_limits')
    .values({ key: `probe ${Math.random()}`, windowStart: 1, count: 1 })
    .execute();
  return db;
}

/** The folder 0700; the database, its -wal and -shm and the generated secrets 0600. */
function expectPrivate(dataDir: string): void {
  expect(mode(dataDir)).toBe('700');
  for (const name of [
    SQLITE_FILE,
    `${SQLITE_FILE}-wal`,
    `${SQLITE_FILE}-shm`,
    'auth-secret',
    ISSUER_KEY_FILE,
  ]) {
    expect([name, mode(path.join(dataDir, name))]).toEqual([name, '600']);
  }
}

describe('the data folder', () => {
  it('is made 0700, with the database, its -wal and -shm and the generated secrets 0600', async () => {
    parent = mkdtempSync(path.join(tmpdir(), 'lv-private-'));
    const dataDir = path.join(parent, 'data');
    const db = await start(dataDir);
    try {
      expectPrivate(dataDir);
    } finally {
      await db.destroy();
    }
  });

  it('is tightened when an older install left it and its files readable by others', async () => {
    parent = mkdtempSync(path.join(tmpdir(), 'lv-private-'));
    const dataDir = path.join(parent, 'data');
    await (await start(dataDir)).destroy();
    chmodSync(dataDir, 0o755);
    for (const name of [SQLITE_FILE, 'auth-secret', ISSUER_KEY_FILE])
      chmodSync(path.join(dataDir, name), 0o644);
    // A left-over log from a process that did not close cleanly.
    writeFileSync(path.join(dataDir, `${SQLITE_FILE}-wal`), '');
    chmodSync(path.join(dataDir, `${SQLITE_FILE}-wal`), 0o644);
    mkdirSync(path.join(dataDir, 'backups'), { mode: 0o700 });
    const db = await start(dataDir);
    try {
      expectPrivate(dataDir);
    } finally {
      await db.destroy();
    }
  });
});
