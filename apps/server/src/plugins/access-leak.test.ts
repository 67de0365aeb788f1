import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

/*
 * The leak of the "Hardening" issue, as an attacker found it: the admin prefix check read the raw
 * URL, the router normalised it, and two admin handlers had no check of their own.
 */
describe.each(testDatabases())('admin reads through a disguised path on %s', (kind) => {
  let t: TestApp;
  let learnerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    learnerId = (await t.makeUser()).id;
    const admin = await t.makeUser({ role: 'admin' });
    const ac = await t.signedInClient({ user: admin });
    const adjusted = await ac.post(`/api/admin/users/${learnerId}/xp`, { points: 5, reason: 'Secret admin note' });
    expect(adjusted.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['/api/%61dmin/users/{id}/xp'],
    ['//api/admin/users/{id}/xp'],
    ['/api/admin/users/{id}/xp'],
    ['/api/%61dmin/badges'],
    ['//api/admin/badges'],
    ['/api/admin/badges'],
  ])('a visitor gets 401 from %s, and no ledger or reason', async (pattern) => {
    const res = await fetch(`${t.url}${pattern.replace('{id}', learnerId)}`);
    const text = await res.text();
    expect(res.status, text).toBe(401);
    expect(text).not.toContain('Secret admin note');
  });
});
