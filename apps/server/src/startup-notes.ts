import type { Config } from './config';

export interface StartupNote {
  level: 'info' | 'warn' | 'error';
  msg: string;
}

/**
 * What a start says about mail and demo accounts, so an operator reads from the first lines of the
 * log whether mail reaches people and whether demo accounts (whose passwords are printed) are made.
 */
export function startupNotes(
  config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'SEED_DEMO' | 'seedDemo' | 'publicUrl'>,
): StartupNote[] {
  const notes: StartupNote[] = [];
  if (config.SMTP_URL) {
    // Never the URL itself: it carries the SMTP password.
    notes.push({ level: 'info', msg: 'Mail is delivered over SMTP (SMTP_URL is set).' });
  } else if (config.NODE_ENV === 'production') {
    notes.push({
      level: 'error',
      msg: 'MAIL IS NOT BEING DELIVERED: SMTP_URL is not set. Sign-up confirmations, password resets, sign-in links and invites only go to the dev outbox (Admin, Dev outbox). Set SMTP_URL.',
    });
  } else {
    notes.push({
      level: config.NODE_ENV === 'development' ? 'info' : 'warn',
      msg: `SMTP_URL is not set: mail is not delivered; it goes to the dev outbox${config.NODE_ENV === 'development' ? ' and, in development, to this log' : ''}.`,
    });
  }
  const https = config.publicUrl.startsWith('https://');
  const why =
    config.SEED_DEMO === undefined
      ? `SEED_DEMO is not set and PUBLIC_URL is ${https ? '' : 'not '}https`
      : `SEED_DEMO=${String(config.SEED_DEMO)}`;
  notes.push(
    config.seedDemo
      ? {
          level: https ? 'warn' : 'info',
          msg: `Demo accounts are seeded on an empty database (${why}).`,
        }
      : { level: 'info', msg: `Demo accounts are not seeded (${why}).` },
  );
  return notes;
}
