import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * The server's render of a screen (ADR 024), with a web build whose Node module stands in for
 * apps/web/src/entry-server.tsx: it reads the session through the reader's own pipeline and
 * answers markup and state that show what it was given.
 */
const HOSTILE = '</script><script>alert(1)</script>\u2028';
const ENTRY_SERVER = `
export async function renderScreen({ url, locale, timeZone, saveData, read }) {
  if (url.includes('fail=1')) throw new Error('the screen threw');
  const answer = await read('/api/session');
  const { user } = await answer.json();
  return {
    markup: '<main><h1>' + [timeZone ?? 'no-zone', locale, user ? user.id : 'visitor', answer.status].join(' ') + '</h1></main>',
    state: { session: user, queries: { note: ${JSON.stringify(HOSTILE)} }, saveData },
  };
}
`;
// Over the 1 KB below which nothing is compressed.
const CSS = Array.from({ length: 80 }, (_, i) => `.c${i}{color:#111}`).join('');

describe('screens rendered on the server (ADR 024)', () => {
  let folder: string;
  let t: TestApp;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'lv-web-render-'));
    const web = path.join(folder, 'dist');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    mkdirSync(path.join(folder, 'dist-server'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/main-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/main-2.css">\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>LeadVillage needs JavaScript.</noscript>\n  </body>\n</html>\n',
    );
    writeFileSync(path.join(web, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(path.join(web, 'assets', 'main-2.css'), CSS);
    writeFileSync(path.join(web, 'assets', 'boot-app-0123abcd.js'), 'import("/assets/index-abc.js")');
    writeFileSync(
      path.join(web, 'route-preloads.json'),
      JSON.stringify({ routes: { '/leaderboard': ['assets/leaderboard-screen-1.js'] }, messages: {}, catalogues: {}, shell: ['assets/shell-layout-3.js'], ownLayout: ['/', '/auth'], catalogFiles: [] }),
    );
    writeFileSync(path.join(folder, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
    t = await startTestApp('sqlite', { WEB_DIST: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const page = async (url: string, cookie: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${url}`, { headers: { cookie, 'accept-encoding': 'br', ...headers } });
    return { res, html: await res.text() };
  };
  const ZONE = `lv-tz=${encodeURIComponent('Africa/Lagos')}`;
  const cookieOf = (client: { cookies: Map<string, string> }) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  it("sends the screen with its state for a reader who named their zone, read as that reader, starting like the landing page", async () => {
    const learner = await t.signedInClient();
    const { res, html } = await page('/leaderboard', `${cookieOf(learner)}; ${ZONE}`);
    expect(res.status).toBe(200);
    // A page of the route table passes the whole pipeline: compressed, and kept by no shared cache.
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(html).toContain(`<div id="root"><main><h1>Africa/Lagos en ${learner.user.id} 200</h1></main></div>`);
    // The state cannot end its script: every < is escaped, and it reads back as it was.
    const state = /<script type="application\/json" id="lv-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(state).not.toContain('\u2028');
    expect((JSON.parse(state) as { queries: { note: string }; session: { id: string } }).queries.note).toBe(HOSTILE);
    // Nothing blocks the first paint: the stylesheet is in the page, and the entry and the chunks
    // start from the boot module once the page has painted.
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain('<script type="module" src="/assets/boot-app-0123abcd.js"></script>');
    const boot = JSON.parse(/<script type="application\/json" id="lv-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '') as { entry: string; preloads: string[] };
    expect(boot).toEqual({ entry: '/assets/index-abc.js', preloads: ['/assets/main-1.js', '/assets/shell-layout-3.js', '/assets/leaderboard-screen-1.js'] });
    // The session and the public settings are in the page: nothing to read before the screen is live.
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(html).not.toContain('<noscript>');
  });

  it("renders in the reader's language and for a visitor too", async () => {
    const { html } = await page('/knowledge-base', `lv_locale=fr; ${ZONE}`);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Africa/Lagos fr visitor 200</h1>');
  });

  it("renders without a zone it knows, telling the screen so (a screen that writes times is left to the browser), and sends the empty shell when the render fails", async () => {
    const learner = await t.signedInClient();
    for (const cookie of [cookieOf(learner), `${cookieOf(learner)}; lv-tz=Mars%2FOlympus_Mons`, `${cookieOf(learner)}; lv-tz=%E0%A4%A`]) {
      const { res, html } = await page('/leaderboard', cookie);
      expect(res.status, cookie).toBe(200);
      expect(html, cookie).toContain(`<h1>no-zone en ${learner.user.id} 200</h1>`);
    }
    const failed = await page('/leaderboard?fail=1', `${cookieOf(learner)}; ${ZONE}`);
    expect(failed.res.status).toBe(200);
    expect(failed.res.headers.get('cache-control')).toBe('no-cache');
    expect(failed.html).toContain('<div id="root"></div>');
    expect(failed.html).not.toContain('lv-state');
    expect(failed.html).toContain('<link rel="stylesheet"');
  });

  it("renders for the request's Save-Data (photos left out until asked), and says the page varies on it", async () => {
    const learner = await t.signedInClient();
    const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="lv-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '') as { saveData: boolean };
    for (const [headers, saveData] of [[{ 'save-data': 'on' }, true], [{ 'save-data': ' On ' }, true], [{ 'save-data': 'off' }, false], [{}, false]] as const) {
      const { res, html } = await page('/leaderboard', `${cookieOf(learner)}; ${ZONE}`, headers);
      expect(stateOf(html).saveData, JSON.stringify(headers)).toBe(saveData);
      expect(res.headers.get('vary')).toMatch(/^Accept-Language, Cookie, Save-Data\b/);
    }
  });
});
