import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { LIVE_STREAMS_PER_USER } from './routes';
import { awardXp } from './service';

describe.each(testDatabases())('live points on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('streams the signed-in learner points live', async () => {
    const u = await t.makeUser();
    const c = await t.signedInClient({ user: u });
    const controller = new AbortController();
    const res = await fetch(`${t.url}/api/me/points/stream`, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextPoints = async (): Promise<number> => {
      for (;;) {
        const m = buffer.match(/event: points\ndata: (\{.*?\})\n\n/);
        if (m) {
          buffer = buffer.slice(buffer.indexOf(m[0]) + m[0].length);
          return (JSON.parse(m[1]!) as { points: number }).points;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect(await nextPoints()).toBe(0);
    await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'capstone_challenge', idempotencyKey: `live-${u.id}` });
    expect(await nextPoints()).toBe(250);
    controller.abort();
    expect((await fetch(`${t.url}/api/me/points/stream`)).status).toBe(401);
  });

  it('holds at most LIVE_STREAMS_PER_USER live streams per account, and frees a place when one closes', async () => {
    const u = await t.makeUser();
    const c = await t.signedInClient({ user: u });
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const open = () => {
      const controller = new AbortController();
      return fetch(`${t.url}/api/me/points/stream`, { headers: { cookie }, signal: controller.signal }).then((res) => ({ res, controller }));
    };
    const streams = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_USER + 2 }, open));
    const statuses = streams.map((s) => s.res.status).sort();
    expect(statuses).toEqual([...Array<number>(LIVE_STREAMS_PER_USER).fill(200), 429, 429]);
    const refused = streams.find((s) => s.res.status === 429)!;
    expect(await refused.res.json()).toEqual({ error: { code: 'resource-exhausted', message: `Live points are already open in ${LIVE_STREAMS_PER_USER} tabs. Close one, then reload this page.` } });
    // Another account is not affected.
    const other = await t.makeUser();
    const oc = await t.signedInClient({ user: other });
    const otherStream = await fetch(`${t.url}/api/me/points/stream`, { headers: { cookie: [...oc.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(otherStream.status).toBe(200);
    await otherStream.body?.cancel();
    // Closing one lets a new one in.
    const first = streams.find((s) => s.res.status === 200)!;
    first.controller.abort();
    await expect.poll(async () => {
      const next = await open();
      const status = next.res.status;
      next.controller.abort();
      return status;
    }, { timeout: 2000, interval: 50 }).toBe(200);
    for (const s of streams) s.controller.abort();
  });
});
