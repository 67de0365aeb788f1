import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

/** Better Auth's return addresses (auth-callback-urls.ts): the fuzz suite's find, `GET /verify-email?callbackURL=%00` answered 500. */
describe.each(testDatabases())(
  'return addresses and NUL characters on Better Auth’s routes on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(async () => t?.close());

    it.each([
      ['%2500'],

      ['javascript%3Aalert(1)'],
      ['https%3A%2F%2Fevil.example%2F'],
      ['%2F%2Fevil.example'],
      ['%2F%5Cevil.example'],
    ])(
      'GET /verify-email with callbackURL=%s is a 400 with our message, not a 500 or a redirect',
      async (callbackURL) => {
        const res = await fetch(
          `${t.url}/api/auth/verify-email?token=not-a-token&callbackURL=${callbackURL}`,
          { redirect: 'manual' },
        );
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'INVALID_CALLBACK_URL',
          message: 'That address is not valid.',
        });
      },
    );

    it('a path of ours, or our own origin, is still where the browser goes', async () => {
      for (const callbackURL of ['/welcome', `${t.url}/welcome`]) {
        const res = await fetch(
          `${t.url}/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`,
          { redirect: 'manual' },
        );
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toMatch(/\/welcome\?error=INVALID_TOKEN$/);
      }
    });

    it('a POST route’s body is checked too, before the route sends a mail', async () => {
      const res = await fetch(`${t.url}/api/auth/sign-in/magic-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify({
          email: 'someone@example.test',
          callbackURL: '/welcome',
          errorCallbackURL: '%00',
        }),
      });
      expect(res.status).toBe(400);
      expect(
        await t.app.db.kysely
          .selectFrom('dev_outbox')
          .select('id')
          .where('to', '=', 'someone@example.test')
          .execute(),
      ).toEqual([]);
    });

    it('an OAuth callback posted with a huge body is a 400, not a redirect carrying it', async () => {
      const big = 'x'.repeat(20_000);
      const res = await fetch(`${t.url}/api/auth/callback/google`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify({ code: big, state: big }),
        redirect: 'manual',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.json()).toEqual({
        error: { code: 'invalid-argument', message: 'That address is too long.' },
      });
    });

    it('a NUL character in a body or query is a 400 (PostgreSQL cannot store it), not a 500', async () => {
      const reset = await fetch(`${t.url}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify({ newPassword: 'a-good-password', token: 'to\u0000ken' }),
      });
      expect(reset.status).toBe(400);
      expect((await fetch(`${t.url}/api/auth/verify-email?token=a%00b`)).status).toBe(400);
    });
  },
);
