import { CredentialIdSchema } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { down, up } from './2026-11-24-0100-badge-credential-ids';

describe.each(testDatabases())('credential ids for badges unlocked before the migration, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every existing unlock its own random id, then refuses a duplicate', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before this migration
    const db = t.app.db.kysely as any;
    await down(db);
    const users = [await t.makeUser(), await t.makeUser()];
    const badges = ['data-master', 'change-champion', 'leadership-excellence'];
    await db
      .insertInto('user_badges')
      .values(users.flatMap((u) => badges.map((badgeId) => ({ userId: u.id, badgeId, unlockedAt: Date.now(), evidenceLedgerId: null }))))
      .execute();
    await up(db);
    const rows = await t.app.db.kysely.selectFrom('user_badges').select('credentialId').execute();
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(CredentialIdSchema.safeParse(r.credentialId).success).toBe(true);
    expect(new Set(rows.map((r) => r.credentialId)).size).toBe(6);
    await expect(
      t.app.db.kysely.updateTable('user_badges').set({ credentialId: rows[0]!.credentialId }).where('credentialId', '=', rows[1]!.credentialId).execute(),
    ).rejects.toThrow(/unique/i);
  });
});
