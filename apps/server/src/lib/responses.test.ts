import { ApiErrorBodySchema } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

// Routes that answer in a protocol of their own: Better Auth's, and the Firebase callable one.
const OWN_PROTOCOL = /^\/(api\/auth|functions)\//;

// The route table is the same on both engines, so one is enough.
describe('every route declares its answers through answers()', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each JSON API, credential and verify route a response schema with the one 4xx body', () => {
    const routes = t.app.routeList.filter((r) => /^\/(api|ob|verify)(\/|$)/.test(r.url) && !OWN_PROTOCOL.test(r.url));
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => (r.schema?.response as Record<string, unknown> | undefined)?.['4xx'] !== ApiErrorBodySchema).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
