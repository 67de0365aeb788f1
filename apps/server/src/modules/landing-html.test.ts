import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

describe('serving the prerendered landing page', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-landing-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    const landing = `<!doctype html><div id="root" data-prerendered="/"><h1>Lead the transformation</h1>${' '.repeat(600)}</div>`;
    writeFileSync(path.join(web, 'landing.html'), landing);
    writeFileSync(path.join(web, 'landing.html.gz'), gzipSync(landing));
    writeFileSync(path.join(web, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await startTestApp('sqlite', { WEB_DIST: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends landing.html for / (compressed when asked, never cached stale)', async () => {
    for (const url of ['/', '/?utm_source=sms']) {
      const res = await fetch(`${t.url}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('data-prerendered="/"');
    }
  });

  it('sends the empty shell for every other client route', async () => {
    for (const url of ['/auth', '/leaderboard', '/admin/users', '/no-such-page']) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('Lead the transformation');
    }
  });

  it('long-caches hashed assets', async () => {
    const res = await fetch(`${t.url}/assets/index-abc.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
