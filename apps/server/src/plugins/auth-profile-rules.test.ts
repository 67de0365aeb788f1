import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { mailSettled, Client, startTestApp, type TestApp } from '../test/harness';

const LONG = 'A'.repeat(8_000);
const SPOOF = 'Ada\nLovelace\u202E\u0007';
type AuthError = { code: string; message: string };

/** The bypasses of issue 36: Better Auth's own routes took names and photos our profile refuses. */
describe.each(testDatabases())('a person’s name and photo on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `rules${(n += 1)}.${kind}.${Date.now()}@example.test`;
  const userRow = (id: string) =>
    t.app.db.kysely
      .selectFrom('users')
      .select(['name', 'image'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const mailsTo = async (to: string) =>
    (await mailSettled(t), await t.app.db.kysely.selectFrom('dev_outbox').select('id').where('to', '=', to).execute())
      .length;
  const usersWith = async (address: string) =>
    (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', address).execute())
      .length;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('sign-up refuses a name of 8,000 characters with the profile’s message, makes no account and sends no mail', async () => {
    const address = email();
    const res = await new Client(t.url).post('/api/auth/sign-up/email', {
      name: LONG,
      email: address,
      password: 'a-good-password',
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as AuthError).toMatchObject({
      code: 'INVALID_NAME',
      message: 'Use at most 80 characters',
    });
    expect(await usersWith(address)).toBe(0);
    expect(await mailsTo(address)).toBe(0);
  });

  it('sign-up answers a bad name the same for a registered email (no mail to its owner, nothing told)', async () => {
    const known = await t.makeUser();
    const res = await new Client(t.url).post('/api/auth/sign-up/email', {
      name: LONG,
      email: known.email,
      password: 'a-good-password',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).code).toBe('INVALID_NAME');
    expect(await mailsTo(known.email)).toBe(0);
  });

  it('sign-up refuses a javascript: photo and a blank name', async () => {
    const photo = await new Client(t.url).post('/api/auth/sign-up/email', {
      name: 'Ada',
      email: email(),
      password: 'a-good-password',
      image: 'javascript:alert(1)',
    });
    expect(photo.status).toBe(400);
    expect((await photo.json()) as AuthError).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'Enter a photo URL starting with https://',
    });
    const blank = await new Client(t.url).post('/api/auth/sign-up/email', {
      name: ' \u202E ',
      email: email(),
      password: 'a-good-password',
    });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as AuthError).message).toBe('Enter your name');
  });

  it('sign-up stores a name with line breaks, control characters and the right-to-left override as one clean line', async () => {
    const address = email();
    expect(
      (
        await new Client(t.url).post('/api/auth/sign-up/email', {
          name: SPOOF,
          email: address,
          password: 'a-good-password',
        })
      ).status,
    ).toBe(200);
    const row = await t.app.db.kysely
      .selectFrom('users')
      .select('name')
      .where('email', '=', address)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Ada Lovelace');
  });

  it('update-user refuses a long name and a javascript: photo and changes nothing; a spoofed name is cleaned', async () => {
    const c = await t.signedInClient({ name: 'Kept Name' });
    for (const [body, code] of [
      [{ name: LONG }, 'INVALID_NAME'],
      [{ name: 'x'.repeat(81) }, 'INVALID_NAME'],
      [{ image: 'javascript:alert(1)' }, 'INVALID_IMAGE'],
      [{ name: 'Fine', image: 'http://plain.example/a.png' }, 'INVALID_IMAGE'],
    ] as const) {
      const res = await c.post('/api/auth/update-user', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await res.json()) as AuthError).code).toBe(code);
      expect(await userRow(c.user.id)).toEqual({ name: 'Kept Name', image: null });
    }
    expect(
      (await c.post('/api/auth/update-user', { name: SPOOF, image: 'https://example.com/a.png' }))
        .status,
    ).toBe(200);
    expect(await userRow(c.user.id)).toEqual({
      name: 'Ada Lovelace',
      image: 'https://example.com/a.png',
    });
  });

  it('a magic link refuses a long name before any mail is sent', async () => {
    const address = email();
    const res = await new Client(t.url).post('/api/auth/sign-in/magic-link', {
      email: address,
      name: LONG,
      callbackURL: '/welcome',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).code).toBe('INVALID_NAME');
    expect(await mailsTo(address)).toBe(0);
  });

  it('our profile keeps a name on one line too', async () => {
    const c = await t.signedInClient();
    expect((await c.request('PATCH', '/api/me/profile', { name: SPOOF })).status).toBe(200);
    expect((await userRow(c.user.id)).name).toBe('Ada Lovelace');
  });

  it('an admin’s edit follows the same rules', async () => {
    const admin = await t.signedInClient({ role: 'admin' });
    const target = await t.makeUser({ name: 'Before' });
    const tooLong = await admin.request('PATCH', `/api/admin/users/${target.id}`, {
      name: 'x'.repeat(81),
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain('Use at most 80 characters');
    expect((await userRow(target.id)).name).toBe('Before');
    expect(
      (await admin.request('PATCH', `/api/admin/users/${target.id}`, { name: SPOOF })).status,
    ).toBe(200);
    expect((await userRow(target.id)).name).toBe('Ada Lovelace');
  });

  it('a user made from an identity provider’s profile is fitted to the rules, not refused', async () => {
    // What an OIDC or social first sign-in calls with the provider's profile.
    const ctx = await t.app.auth.$context;
    const oidc = { method: 'oauth', oauth: { providerId: 'oidc' } } as const;
    const user = await ctx.internalAdapter.createUser(
      {
        name: `Eve\u202E${'e'.repeat(200)}`,
        email: email(),
        emailVerified: true,
        image: 'javascript:alert(1)',
      },
      oidc,
    );
    const row = await userRow(user.id);
    expect(row.name).toBe(`Eve ${'e'.repeat(76)}`);
    expect(row.image).toBeNull();
    const nameless = await ctx.internalAdapter.createUser(
      { name: '\u202E', email: `ngozi.${kind}@example.test`, emailVerified: true },
      oidc,
    );
    expect((await userRow(nameless.id)).name).toBe(`ngozi.${kind}`);
  });

  it('a certificate freezes the holder’s name as one clean line of at most 80 characters', async () => {
    const holder = await t.makeUser();
    // A name written before these rules (straight into the table).
    await t.app.db.kysely
      .updateTable('users')
      .set({ name: `Mallory\n\u202E${'m'.repeat(300)}` })
      .where('id', '=', holder.id)
      .execute();
    await t.app.db.kysely
      .transaction()
      .execute((trx) =>
        t.app.learning.journeyCompleted(trx, {
          userId: holder.id,
          journeyId: 'amara',
          journeyTitle: 'Amara',
          version: 1,
          completedAt: Date.now(),
        }),
      );
    const cert = await t.app.db.kysely
      .selectFrom('certificates')
      .select('holderName')
      .where('userId', '=', holder.id)
      .executeTakeFirstOrThrow();
    expect(cert.holderName).toBe(`Mallory ${'m'.repeat(72)}`);
  });
});
