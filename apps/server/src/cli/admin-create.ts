import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createAccount } from '../seed';

/**
 * npm run admin:create -- --email E [--name N]: makes E an admin on the configured database.
 * A new account gets a generated password, printed once; an existing one is promoted.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  process.stderr.write('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]\n');
  process.exit(1);
}
const app = await buildApp(loadConfig(), { logger: false });
try {
  const existing = await app.db.kysely.selectFrom('users').select(['id', 'role']).where('email', '=', email.data).executeTakeFirst();
  if (existing) {
    await app.db.kysely.updateTable('users').set({ role: 'admin', accountStatus: 'active' }).where('id', '=', existing.id).execute();
    // Running servers see it at their next request (PostgreSQL: NOTIFY; SQLite: data_version).
    await app.db.identity.changed(existing.id);
    process.stdout.write(`${email.data} is now an admin.\n`);
  } else {
    const password = randomBytes(12).toString('base64url');
    await createAccount(app, { name: values.name ?? 'Administrator', email: email.data, password, role: 'admin' });
    process.stdout.write(`Admin account created: ${email.data}\nPassword (shown once): ${password}\n`);
  }
} finally {
  await app.close();
}
