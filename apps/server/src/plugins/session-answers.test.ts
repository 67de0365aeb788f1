import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { Client, lastMailTo, linkIn, startTestApp, type TestApp } from '../test/harness';

type SessionAnswer = { session: Record<string, unknown>; user: Record<string, unknown> };

describe.each(testDatabases())('session answers to page JavaScript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('get-session and list-sessions give a cookie caller no token that works as a bearer, and what the app reads', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    const signIn = await c.signIn(u.email, u.password);
    const { token } = (await signIn.json()) as { token: string };
    const answer = await c.get('/api/auth/get-session');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-auth-token')).toBeNull();
    const text = await answer.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as SessionAnswer;
    expect(body.session).not.toHaveProperty('token');
    expect(body.session).toMatchObject({ userId: u.id });
    expect(typeof body.session.expiresAt).toBe('string');
    expect(body.user).toMatchObject({ id: u.id, email: u.email });

    const list = await c.get('/api/auth/list-sessions');
    expect(list.status).toBe(200);
    const listText = await list.text();
    expect(listText).not.toContain(token);
    const sessions = JSON.parse(listText) as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toHaveProperty('token');
    expect(sessions[0]).toMatchObject({ userId: u.id });
  });

  it('still answers null to a signed-out caller, and keeps the token for a bearer caller', async () => {
    const out = await new Client(t.url).get('/api/auth/get-session');
    expect(out.status).toBe(200);
    expect(await out.json()).toBeNull();

    const u = await t.makeUser();
    const { token } = (await (await new Client(t.url).signIn(u.email, u.password)).json()) as {
      token: string;
    };
    const bearer = new Client(t.url, { authorization: `Bearer ${token}` });
    const body = (await (await bearer.get('/api/auth/get-session')).json()) as SessionAnswer;
    expect(body.session.token).toBe(token);
  });

  it('keeps reset and email-link tokens in the database as hashes only, and their links still work', async () => {
    const u = await t.makeUser();
    const c = new Client(t.url);
    await c.post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/auth' });
    const resetToken = new URL(linkIn((await lastMailTo(t, u.email))!.text)).pathname
      .split('/')
      .pop()!;
    await c.post('/api/auth/sign-in/magic-link', { email: u.email, callbackURL: '/leaderboard' });
    const magicLink = linkIn((await lastMailTo(t, u.email))!.text);
    const magicToken = new URL(magicLink).searchParams.get('token')!;
    expect(resetToken.length).toBeGreaterThan(10);
    expect(magicToken.length).toBeGreaterThan(10);
    const stored = JSON.stringify(
      await t.app.db.kysely.selectFrom('verification').selectAll().execute(),
    );
    expect(stored).not.toContain(resetToken);
    expect(stored).not.toContain(magicToken);
    const signedIn = await new Client(t.url).get(magicLink);
    expect(
      signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith('lv.session_token=')),
    ).toBe(true);
  });

  it('lets the web app call a function by its cookie alone', async () => {
    const c = await t.signedInClient();
    const answer = await c.post('/functions/getPaymentOptions', { data: {} });
    expect(answer.status).toBe(200);
  });
});
