import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupNotes } from './startup-notes';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lv-notes-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const said = (env: Record<string, string>) => startupNotes(config(env));

describe('demo accounts by default', () => {
  it.each([
    [{}, true],
    [{ PUBLIC_URL: 'http://192.168.1.5:3000' }, true],
    [{ PUBLIC_URL: 'https://learn.example.org' }, false],
    [{ PUBLIC_URL: 'https://learn.example.org', SEED_DEMO: 'true' }, true],
    [{ SEED_DEMO: 'false' }, false],
  ])('%j seeds them: %s', (env, seeds) => {
    expect(config(env).seedDemo).toBe(seeds);
  });

  it('says at start-up which, and why', () => {
    expect(said({ PUBLIC_URL: 'https://learn.example.org' })).toContainEqual({
      level: 'info',
      msg: 'Demo accounts are not seeded (SEED_DEMO is not set and PUBLIC_URL is https).',
    });
    expect(said({})).toContainEqual({
      level: 'info',
      msg: 'Demo accounts are seeded on an empty database (SEED_DEMO is not set and PUBLIC_URL is not https).',
    });
    expect(said({ PUBLIC_URL: 'https://learn.example.org', SEED_DEMO: 'yes' })).toContainEqual({
      level: 'warn',
      msg: 'Demo accounts are seeded on an empty database (SEED_DEMO=true).',
    });
    expect(said({ SEED_DEMO: '0' })).toContainEqual({
      level: 'info',
      msg: 'Demo accounts are not seeded (SEED_DEMO=false).',
    });
  });
});

describe('mail at start-up', () => {
  it('a production start without SMTP says loudly that mail is not being delivered', () => {
    const [mail] = said({ NODE_ENV: 'production' });
    expect(mail).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(/^MAIL IS NOT BEING DELIVERED: SMTP_URL is not set\./),
    });
  });

  it('development says where mail goes; with SMTP, it says so without printing the URL and its password', () => {
    expect(said({ NODE_ENV: 'development' })[0]).toEqual({
      level: 'info',
      msg: 'SMTP_URL is not set: mail is not delivered; it goes to the dev outbox and, in development, to this log.',
    });
    const [smtp] = said({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:s3cret@mail.example.org:465',
    });
    expect(smtp).toEqual({ level: 'info', msg: 'Mail is delivered over SMTP (SMTP_URL is set).' });
    expect(JSON.stringify(smtp)).not.toContain('s3cret');
  });
});
