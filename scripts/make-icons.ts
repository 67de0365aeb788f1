// Makes the web app's install icons (PNG) from the brand mark in apps/web/public/favicon.svg, by
// drawing it in Debian's Chromium (no image library, nothing downloaded). Run after the mark
// changes: `npx tsx scripts/make-icons.ts`; the PNGs are committed (apps/web/public/icons/).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const out = path.join(root, 'apps/web/public/icons');
mkdirSync(out, { recursive: true });

/** Size, file, and the share of the square the mark takes: maskable icons keep it in the 80% safe circle. */
const icons = [
  { size: 192, file: 'icon-192.png', scale: 1, ground: 'transparent' },
  { size: 512, file: 'icon-512.png', scale: 1, ground: 'transparent' },
  { size: 512, file: 'icon-maskable-512.png', scale: 0.7, ground: '#0F5132' },
  { size: 180, file: 'apple-touch-icon.png', scale: 0.86, ground: '#0F5132' },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.ground}">` +
        mark.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body></html>',
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: icon.ground === 'transparent' });
    await page.close();
    console.log(`${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
