import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from '@lv/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The public pages a search engine should find (each a public screen of the route table without
 * params; sign-in and the mentoring answer page are not content). The landing page is listed in
 * each language's address with its alternates, the same as its `Link` header (web-app.ts).
 */
export const SITEMAP_PAGES = ['/demo', '/knowledge-base', '/podcast'] as const;
const LANDING_ALTERNATES = [
  { hreflang: 'en', path: '/?lang=en' },
  { hreflang: 'fr', path: '/fr' },
  { hreflang: 'x-default', path: '/' },
] as const;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml of the public pages, every address absolute from PUBLIC_URL. */
export function sitemapXml(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const alternates = LANDING_ALTERNATES.map(
    (a) =>
      `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(base + a.path)}"/>`,
  ).join('');
  const landing = LANDING_ALTERNATES.map(
    (a) => `<url><loc>${xmlEscape(base + a.path)}</loc>${alternates}</url>`,
  );
  const pages = SITEMAP_PAGES.map((page) => `<url><loc>${xmlEscape(base + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...landing,
    ...pages,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: what crawlers may not open (the admin console, the API) and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /functions/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * An ICO file holding one PNG image (valid since Windows Vista, read by every browser): the
 * build's 192 px icon answers `/favicon.ico`, which browsers and crawlers ask for whatever the
 * page's `<link rel="icon">` says.
 */
export function icoFromPng(png: Buffer): Buffer {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6);
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image starts after this header
  return Buffer.concat([header, png]);
}

/** `/sitemap.xml`, `/robots.txt` and (when the web is built) `/favicon.ico`, made once at start-up. */
export async function siteFileRoutes(app: FastifyInstance, opts: { dist: string }): Promise<void> {
  for (const page of SITEMAP_PAGES) {
    if (!ROUTE_TABLE.some((route) => route.path === page && route.access === 'public'))
      throw new Error(`sitemap page ${page} is not a public route`);
  }
  const sitemap = sitemapXml(app.config.publicUrl);
  const robots = robotsTxt(app.config.publicUrl);
  // Visitor: what any crawler reads first; no data of anyone's.
  app.get('/sitemap.xml', { config: { access: 'visitor' } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
  app.get('/robots.txt', { config: { access: 'visitor' } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  const icon = path.join(opts.dist, 'icons', 'icon-192.png');
  if (!existsSync(icon)) return;
  const ico = icoFromPng(readFileSync(icon));
  app.get('/favicon.ico', { config: { access: 'visitor' } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(ico),
  );
}
