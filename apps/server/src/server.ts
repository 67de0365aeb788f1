import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { warnOfSettingsToSet } from './modules/admin/settings-service';
import { seedOnStart } from './seed';
import { startupNotes } from './startup-notes';

/** Listen and shut down gracefully; everything else is in app.ts. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  if (config.secretSource === 'generated') {
    app.log.warn('AUTH_SECRET is not set: using the secret generated in the data folder. Set AUTH_SECRET in production.');
  } else {
    app.log.info('AUTH_SECRET is set by the environment.');
  }
  if (config.issuerKeySource === 'generated') {
    app.log.warn('OB_ISSUER_KEY is not set: Open Badges are signed with the key generated in the data folder. Set OB_ISSUER_KEY when several servers share the database.');
  } else {
    app.log.info('OB_ISSUER_KEY is set by the environment.');
  }
  for (const note of startupNotes(config)) app.log[note.level](note.msg);
  await seedOnStart(app);
  await warnOfSettingsToSet(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.publicUrl} is serving (database: ${config.database.kind})`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
