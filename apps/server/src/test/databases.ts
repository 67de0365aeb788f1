import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDbKind = 'sqlite' | 'postgres';

/** The engines the server suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  kind: TestDbKind;
  dataDir: string;
  /** DATABASE_URL for postgres; undefined for SQLite (file in dataDir). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database of the given kind, and a fresh data folder. */
export async function createTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lv-test-'));
  if (kind === 'sqlite') {
    return { kind, dataDir, url: undefined, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lv_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
