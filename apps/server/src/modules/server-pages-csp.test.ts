import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test/harness';

/*
 * Every HTML page the server makes itself carries a policy that allows exactly its own inline
 * parts (ADR 018): the certificate check's pages (`/verify`, `/verify/:id`, the code form), and the
 * identity library's error page, which we never send (its errors go to our sign-in screen).
 */
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('server-made HTML pages and their content security policy', () => {
  let web: string;
  let t: TestApp;
  const buildStyle = 'body{color:red}';
  beforeAll(async () => {
    // A build whose landing page inlines a stylesheet: its hash is in the general policy.
    web = mkdtempSync(path.join(tmpdir(), 'lv-web-csp-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(web, 'landing.html'),
      `<!doctype html><style>${buildStyle}</style><div id="root" data-prerendered="/"></div>`,
    );
    t = await startTestApp('sqlite', { WEB_DIST: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('allows the verification pages their own stylesheet, hashed from the bytes sent, and nothing else inline', async () => {
    const visitor = new Client(t.url);
    for (const url of [
      '/verify',
      '/verify/not-an-id',
      '/verify?code=ABCDE-FGHJK-M',
      '/verify?code=',
    ]) {
      const res = await visitor.get(url, { accept: 'text/html' });
      expect(res.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      const html = await res.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) =>
        sha256(match[1]!),
      );
      expect(styles, url).toHaveLength(1);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'style-src'), url).toBe(`style-src 'self' ${styles[0]}`);
      // No script on the page, so none allowed; the rest of the general policy holds.
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self'");
      expect(html).not.toMatch(/<script|style="/i);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("require-trusted-types-for 'script'");
    }
    // The web app's own pages keep the build's hashes; the JSON answers keep the general policy.
    const landing = await visitor.get('/');
    expect(directive(landing.headers.get('content-security-policy') ?? '', 'style-src')).toBe(
      `style-src 'self' ${sha256(buildStyle)}`,
    );
    const json = await visitor.get('/api/verify/not-an-id');
    expect(directive(json.headers.get('content-security-policy') ?? '', 'style-src')).toBe(
      `style-src 'self' ${sha256(buildStyle)}`,
    );
  });

  it("sends the identity library's errors to the sign-in screen, never its own HTML page", async () => {
    const res = await new Client(t.url).get('/api/auth/error?error=state_mismatch', {
      accept: 'text/html',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${t.url}/auth?error=state_mismatch`);
  });
});
