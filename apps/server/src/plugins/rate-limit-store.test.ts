import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDatabases, type TestDatabase } from '../test/databases';
import { countRequest } from './rate-limit-store';

describe.each(testDatabases())('rate-limit counters in the database (%s)', (kind) => {
  let t: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = openDatabase(loadConfig({ DATA_DIR: t.dataDir, DATABASE_URL: t.url }).database);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await t?.drop();
  });

  it('counts within a window, starts a new one when it has passed, and keeps keys apart', async () => {
    const now = 1_800_000_000_000;
    expect(await countRequest(db.kysely, 'POST /api/x user:a', 60_000, now)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRequest(db.kysely, 'POST /api/x user:a', 60_000, now + 10_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await countRequest(db.kysely, 'POST /api/x user:b', 60_000, now + 10_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRequest(db.kysely, 'POST /api/x user:a', 60_000, now + 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('loses no count under 50 parallel requests', async () => {
    const now = 1_800_000_100_000;
    const results = await Promise.all(Array.from({ length: 50 }, () => countRequest(db.kysely, 'POST /api/y ip:1', 60_000, now)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('deletes counters a day old when it prunes', async () => {
    const now = 1_800_100_000_000;
    await countRequest(db.kysely, 'POST /api/old ip:1', 60_000, now - 2 * 86_400_000);
    await countRequest(db.kysely, 'POST /api/new ip:1', 60_000, now, true);
    const keys = (await db.kysely.selectFrom('request_limits').select('key').where('key', 'in', ['POST /api/old ip:1', 'POST /api/new ip:1']).execute()).map((r) => r.key);
    expect(keys).toEqual(['POST /api/new ip:1']);
  });
});
