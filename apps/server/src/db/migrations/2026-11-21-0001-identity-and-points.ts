import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// Migrations are typed loosely on purpose: old ones must keep compiling as the schema moves on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Better Auth's core tables (as its getMigrations would make them) plus the user document fields and the points record. */
export async function up(db: AnyDb): Promise<void> {
  const isPg = isPostgres(db);
  const date = isPg ? 'timestamptz' : 'date';
  const bool = isPg ? 'boolean' : 'integer';

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', sql.raw(bool), (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', sql.raw(date), (c) => c.notNull())
    .addColumn('updatedAt', sql.raw(date), (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('learner'))
    .addColumn('accountStatus', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('membershipStatus', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('transformationTier', 'text')
    .addColumn('lastActive', 'bigint')
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', sql.raw(date), (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', sql.raw(date), (c) => c.notNull())
    .addColumn('updatedAt', sql.raw(date), (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', sql.raw(date))
    .addColumn('refreshTokenExpiresAt', sql.raw(date))
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', sql.raw(date), (c) => c.notNull())
    .addColumn('updatedAt', sql.raw(date), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', sql.raw(date), (c) => c.notNull())
    .addColumn('createdAt', sql.raw(date), (c) => c.notNull())
    .addColumn('updatedAt', sql.raw(date), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

  await db.schema
    .createTable('rateLimit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_points')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dev_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dev_outbox_createdAt_idx').on('dev_outbox').column('createdAt').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['dev_outbox', 'user_points', 'rateLimit', 'verification', 'account', 'session', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
