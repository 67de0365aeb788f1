import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** npm run db:migrate: brings the configured database up to date. */
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : `Database (${config.database.kind}) is up to date.\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
