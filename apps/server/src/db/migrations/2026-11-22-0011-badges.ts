import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Badges (the four of the spec, plus any an admin adds) and each learner's unlocked badges with evidence. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('badges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('builtIn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_badges')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badgeId', 'text', (c) => c.notNull().references('badges.id').onDelete('cascade'))
    .addColumn('unlockedAt', 'bigint', (c) => c.notNull())
    .addColumn('evidenceLedgerId', 'text', (c) => c.references('xp_ledger.id').onDelete('set null'))
    .addPrimaryKeyConstraint('user_badges_pk', ['userId', 'badgeId'])
    .execute();
  // The spec's four badges as they were when this migration was written (a migration never changes).
  const BUILT_IN_BADGES = [
    { id: 'data-master', name: 'Data Master', description: 'Complete 8 modules on data literacy and digital tools.', rule: { kind: 'action_count', action: 'complete_module', target: 8 } },
    { id: 'change-champion', name: 'Change Champion', description: 'Submit 6 weekly reflections on the change you lead.', rule: { kind: 'action_count', action: 'weekly_reflection', target: 6 } },
    { id: 'leadership-excellence', name: 'Leadership Excellence', description: 'Mentor peers in 5 sessions.', rule: { kind: 'action_count', action: 'peer_mentoring', target: 5 } },
    { id: 'transformation-catalyst', name: 'Transformation Catalyst', description: 'Reach 5,001 XP: the Transformation Leader level.', rule: { kind: 'total_xp', target: 5001 } },
  ];
  const now = Date.now();
  await db
    .insertInto('badges')
    .values(BUILT_IN_BADGES.map((b) => ({ id: b.id, name: b.name, description: b.description, rule: JSON.stringify(b.rule), builtIn: 1, createdBy: null, createdAt: now })))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_badges').execute();
  await db.schema.dropTable('badges').execute();
}
