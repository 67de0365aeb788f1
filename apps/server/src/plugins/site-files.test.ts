import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { icoFromPng } from './site-files';

const PNG = readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../web/public/icons/icon-192.png',
  ),
);
const PUBLIC_URL = 'https://leadvillage.example';

describe('the files crawlers and browsers ask for', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-site-files-'));
    mkdirSync(path.join(web, 'icons'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(web, 'icons', 'icon-192.png'), PNG);
    // An older build's own robots.txt: the server's answers instead (and starts at all).
    writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    t = await startTestApp('sqlite', { WEB_DIST: web, PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });
  // The server listens on its own port; PUBLIC_URL is the address it is known by.
  const get = (url: string) =>
    fetch(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${url}`);

  it("answers /favicon.ico with the build's icon in an ICO file", async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const body = Buffer.from(await res.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), one image of 192 x 192 whose PNG starts at byte 22.
    expect([
      body.readUInt16LE(0),
      body.readUInt16LE(2),
      body.readUInt16LE(4),
      body[6],
      body[7],
      body.readUInt32LE(18),
    ]).toEqual([0, 1, 1, 192, 192, 22]);
    expect(body.subarray(22).equals(PNG)).toBe(true);
    expect(body.readUInt32LE(14)).toBe(PNG.length);
  });

  it('lists the public pages in sitemap.xml, by absolute addresses from PUBLIC_URL, the landing page in both languages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/?lang=en`,
      `${PUBLIC_URL}/fr`,
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/demo`,
      `${PUBLIC_URL}/knowledge-base`,
      `${PUBLIC_URL}/podcast`,
    ]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr"/>`);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the admin console and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});

describe('icoFromPng', () => {
  it('writes 0 for a side of 256 px or more, as the ICO format says', () => {
    const png = Buffer.from(PNG);
    png.writeUInt32BE(512, 16);
    png.writeUInt32BE(512, 20);
    const ico = icoFromPng(png);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
  });
});
