import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv, storageConfig } from '../config';
import { BackupError, restore } from '../db/backup';

/**
 * npm run db:restore -- <backup folder> [--force]: puts a backup made by db:backup back into the
 * configured database and data folder. Stop the server first. What it replaces is moved aside.
 */
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new BackupError('Usage: npm run db:restore -- <backup folder> [--force]');
  const config = storageConfig(parseEnv(process.env));
  const result = await restore(config, path.resolve(positionals[0]!), { force: values.force });
  process.stdout.write(`Restored ${result.restored.join(', ')} into ${config.database.kind === 'sqlite' ? config.database.file : 'DATABASE_URL'}\n`);
  if (result.setAside) process.stdout.write(`What it replaced is in ${result.setAside}\n`);
  process.stdout.write('Start the server: it brings the database up to date with any newer migrations.\n');
} catch (err) {
  process.stderr.write(`${err instanceof BackupError || err instanceof ConfigError || err instanceof TypeError ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
