import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv, storageConfig } from '../config';
import { backup, BackupError, backupStamp } from '../db/backup';

/**
 * npm run db:backup [-- <folder>]: copies the configured database (and the data folder's secrets)
 * into a new folder, by default DATA_DIR/backups/<UTC time>. Safe while the server runs.
 */
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const config = storageConfig(parseEnv(process.env));
  const folder = path.resolve(positionals[0] ?? path.join(config.dataDir, 'backups', backupStamp()));
  const result = await backup(config, folder);
  const kb = (result.bytes / 1024).toFixed(0);
  process.stdout.write(`Backed up the ${config.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${result.folder}\n  ${result.files.join(', ')} (${kb} KB)\n`);
  process.stdout.write('Keep a copy off this machine. The folder holds the session secret and the issuer key: guard it like the database.\n');
} catch (err) {
  process.stderr.write(`${err instanceof BackupError || err instanceof ConfigError || err instanceof TypeError ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
