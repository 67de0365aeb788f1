import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Each unlocked badge gets the public id of its Open Badges credential (`/ob/badges/:credentialId`):
 * 128 random bits, so a credential is found only by someone its holder gave the link to. The
 * empty default only lets SQLite add a NOT NULL column; every row gets an id here, and every
 * insert gives one (a second row left empty would break the unique index, loudly).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_badges').addColumn('credentialId', 'text', (c) => c.notNull().defaultTo('')).execute();
  for (;;) {
    const rows = await db.selectFrom('user_badges').select(['userId', 'badgeId']).where('credentialId', '=', '').limit(500).execute();
    if (!rows.length) break;
    for (const r of rows) {
      await db
        .updateTable('user_badges')
        .set({ credentialId: randomBytes(16).toString('base64url') })
        .where('userId', '=', r.userId)
        .where('badgeId', '=', r.badgeId)
        .execute();
    }
  }
  await db.schema.createIndex('user_badges_credential_id').unique().on('user_badges').column('credentialId').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('user_badges_credential_id').execute();
  await db.schema.alterTable('user_badges').dropColumn('credentialId').execute();
}
