import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Client, type TestApp } from '../test/harness';

describe('serving the prerendered landing page', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-landing-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>');
    const landing = `<!doctype html><div id="root" data-prerendered="/"><h1>Lead the transformation</h1>${' '.repeat(600)}</div>`;
    writeFileSync(path.join(web, 'landing.html'), landing);
    writeFileSync(path.join(web, 'landing.html.gz'), gzipSync(landing));
    writeFileSync(path.join(web, 'landing-fr.html'), '<!doctype html><html lang="fr"><div id="root" data-prerendered="/ /fr"><h1>Menez la transformation</h1></div>');
    writeFileSync(path.join(web, 'assets', 'index-abc.js'), 'console.log(1)');
    // What the web build writes for the shell's preloads (apps/web/build/route-preload-plugin.ts).
    writeFileSync(
      path.join(web, 'route-preloads.json'),
      JSON.stringify({
        routes: { '/leaderboard': ['assets/leaderboard-screen-1.js', 'assets/index-abc.js'], '/journeys/:journeyId': ['assets/journey-screen-2.js'] },
        messages: { '/leaderboard': ['leaderboard'], '/journeys/:journeyId': ['journeys', 'events'] },
        catalogues: {
          app: { en: 'assets/app-en.js', fr: 'assets/app-fr.js' },
          domain: { en: 'assets/domain-en.js', fr: 'assets/domain-fr.js' },
          leaderboard: { en: 'assets/lb-en.js', fr: 'assets/lb-fr.js' },
          journeys: { en: 'assets/j-en.js', fr: 'assets/j-fr.js' },
          events: { en: 'assets/e-en.js', fr: 'assets/e-fr.js' },
        },
        shell: ['assets/shell-layout-3.js'],
        ownLayout: ['/', '/auth'],
        catalogFiles: ['assets/catalog-files-4.js'],
      }),
    );
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

  it('sends the French page at /fr, and at / for Accept-Language fr or the French cookie', async () => {
    const french = async (url: string, headers: Record<string, string> = {}) => (await (await fetch(`${t.url}${url}`, { headers })).text()).includes('Menez');
    expect(await french('/fr')).toBe(true);
    expect(await french('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toBe(true);
    expect(await french('/', { cookie: 'lv_locale=fr' })).toBe(true);
    // The cookie (the visitor's choice) wins over the browser's languages.
    expect(await french('/', { cookie: 'lv_locale=en', 'accept-language': 'fr' })).toBe(false);
    expect(await french('/', { 'accept-language': 'de, en;q=0.5' })).toBe(false);
    const res = await fetch(`${t.url}/`, { headers: { 'accept-language': 'fr' } });
    expect(res.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
    // Both pages name every language's page by its full address.
    for (const url of ['/', '/fr']) {
      expect((await fetch(`${t.url}${url}`)).headers.get('link')).toBe(
        `<${t.url}/?lang=en>; rel="alternate"; hreflang="en", <${t.url}/fr>; rel="alternate"; hreflang="fr", <${t.url}/>; rel="alternate"; hreflang="x-default"`,
      );
    }
  });

  it('keeps the switcher\'s ?lang= choice in the cookie and serves that language', async () => {
    const res = await fetch(`${t.url}/?lang=fr`, { headers: { 'accept-language': 'en' } });
    expect(await res.text()).toContain('Menez');
    expect(res.headers.get('set-cookie')).toMatch(/^lv_locale=fr; Path=\/; Max-Age=31536000; SameSite=Lax/);
    // `/fr` is French, always: the English page there would say "Page not found".
    const french = await fetch(`${t.url}/fr?lang=en`, { headers: { cookie: 'lv_locale=en' } });
    expect(await french.text()).toContain('Menez');
    expect(french.headers.get('set-cookie')).toBeNull();
    // An unknown language changes nothing.
    const unknown = await fetch(`${t.url}/?lang=de`, { headers: { cookie: 'lv_locale=fr' } });
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect(await unknown.text()).toContain('Menez');
  });

  it("names the screen's chunks and its catalogues in the visitor's language in the shell it sends", async () => {
    const preloads = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${t.url}${url}`, { headers });
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[\w.-]+)">/g)].map((m) => m[1]);
    };
    // The entry the shell loads anyway is not named twice; English is in the code (no catalogue).
    expect(await preloads('/leaderboard')).toEqual(['assets/shell-layout-3.js', 'assets/leaderboard-screen-1.js']);
    // A screen with its own layout does not need the shell's.
    expect(await preloads('/auth')).toEqual([]);
    expect(await preloads('/journeys/amara', { cookie: 'lv_locale=fr' })).toEqual([
      'assets/shell-layout-3.js',
      'assets/catalog-files-4.js',
      'assets/journey-screen-2.js',
      'assets/app-fr.js',
      'assets/domain-fr.js',
      'assets/j-fr.js',
      'assets/e-fr.js',
    ]);
    // An address the table does not have: the shell and the app's messages only.
    expect(await preloads('/no/such/screen', { 'accept-language': 'fr' })).toEqual(['assets/shell-layout-3.js', 'assets/catalog-files-4.js', 'assets/app-fr.js', 'assets/domain-fr.js']);
  });

  it("names the screen's first API reads that the caller may make, so they load beside its code (issue 18)", async () => {
    const reads = async (url: string, client?: Client) => {
      const res = client ? await client.get(url) : await fetch(`${t.url}${url}`);
      const html = await res.text();
      return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    };
    const learner = await t.signedInClient();
    const admin = await t.signedInClient({ role: 'admin' });
    const shell = ['/api/session', '/api/public-config'];
    // A visitor: the shell's reads only (the board would send them to sign in).
    expect(await reads('/leaderboard')).toEqual(shell);
    expect(await reads('/leaderboard', learner)).toEqual([...shell, '/api/mentoring/pending-count', '/api/leaderboard?period=week&page=1&pageSize=50']);
    // Another view than the default one (a query string): the screen's reads are not guessed.
    expect(await reads('/leaderboard?period=all', learner)).toEqual([...shell, '/api/mentoring/pending-count']);
    // The route's params go into the reads, encoded once.
    expect(await reads('/journeys/amara%20x', learner)).toEqual([...shell, '/api/mentoring/pending-count', '/api/journeys/amara%20x', '/api/events?journeyId=amara%20x', '/api/journeys/amara%20x/growth']);
    // An admin screen's reads only for an admin.
    expect(await reads('/admin/users', learner)).toEqual([...shell, '/api/mentoring/pending-count']);
    expect(await reads('/admin/users', admin)).toEqual([...shell, '/api/mentoring/pending-count', '/api/admin/users?page=1&pageSize=25']);
    // A screen with its own layout has no navigation badge.
    expect(await reads('/auth', learner)).toEqual(shell);
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

describe('the content security policy of the pages (ADR 018)', () => {
  const style = 'body{color:#111}';
  const script = 'window.early=1;';
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  let web: string;
  const apps: TestApp[] = [];
  beforeAll(() => {
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-csp-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc.js"></script><div id="root"></div>');
    writeFileSync(path.join(web, 'landing.html'), `<!doctype html><style>${style}</style><script type="module">${script}</script><div id="root" data-prerendered="/"></div>`);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    rmSync(web, { recursive: true, force: true });
  });
  const cspOf = async (t: TestApp, url: string) => (await fetch(`${t.url}${url}`)).headers.get('content-security-policy') ?? '';
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows our origin and the hashes of the inline parts only, requires Trusted Types, and names no Stripe source without Stripe', async () => {
    const t = await startTestApp('sqlite', { WEB_DIST: web });
    apps.push(t);
    const csp = await cspOf(t, '/');
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha(script)}`);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha(style)}`);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(directive(csp, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(csp, 'trusted-types')).toBe('trusted-types lv-server-html lv-service-worker lv-intl-warmup');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('stripe');
    for (const url of ['/upgrade', '/leaderboard', '/index.html', '/api/health']) expect(await cspOf(t, url), url).toBe(csp);
  });

  it("adds Stripe's sources and its script policy to the payment page alone when Stripe is configured", async () => {
    const t = await startTestApp('sqlite', { WEB_DIST: web, STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' });
    apps.push(t);
    const general = await cspOf(t, '/leaderboard');
    expect(general).not.toContain('stripe');
    for (const url of ['/', '/points', '/index.html', '/api/public-config', '/upgrade/x']) expect(await cspOf(t, url), url).toBe(general);
    for (const url of ['/upgrade', '/upgrade?plan=corporate', '/upgrade/']) {
      const csp = await cspOf(t, url);
      expect(directive(csp, 'script-src'), url).toBe(`script-src 'self' ${sha(script)} https://js.stripe.com https://*.js.stripe.com`);
      expect(directive(csp, 'style-src'), url).toBe(`style-src 'self' ${sha(style)}`);
      expect(directive(csp, 'connect-src'), url).toBe("connect-src 'self' https://api.stripe.com");
      expect(directive(csp, 'frame-src'), url).toBe('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
      expect(directive(csp, 'trusted-types'), url).toBe('trusted-types lv-server-html lv-service-worker lv-intl-warmup lv-stripe-js');
      expect(csp, url).not.toContain('unsafe-inline');
    }
  });
});
