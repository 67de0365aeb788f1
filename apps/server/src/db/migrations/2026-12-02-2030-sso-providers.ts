import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An organisation's own sign-in provider (ADR 038): the row `@better-auth/sso` reads (its model
 * `ssoProvider`, columns as the plugin names them), written only by our organisation routes. One
 * provider per organisation and one per email domain, so a domain can never lead to two
 * organisations; `domainVerified` is set by an organisation or platform admin, never at sign-in.
 */
export async function up(db: AnyDb): Promise<void> {
  const bool = isPostgres(db) ? 'boolean' : 'integer';
  await db.schema
    .createTable('ssoProvider')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('oidcConfig', 'text')
    .addColumn('samlConfig', 'text')
    .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('providerId', 'text', (c) => c.notNull().unique())
    .addColumn('organizationId', 'text', (c) =>
      c.notNull().unique().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('domainVerified', sql.raw(bool), (c) =>
      c.notNull().defaultTo(sql.raw(isPostgres(db) ? 'false' : '0')),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ssoProvider').execute();
}
