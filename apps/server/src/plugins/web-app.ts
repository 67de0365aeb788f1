import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, ROUTE_TABLE, isLocale, isPaymentPage, type ApiErrorBody, type Locale } from '@lv/domain';
import { localeCookie, requestLocale } from '../lib/request-locale';
import { currentUser } from '../lib/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeShells } from './route-preloads';
import { loadServerRender } from './server-render';
import { htmlInlineHashes, type InlineHashes } from './security-headers';

/** Each language's prerendered landing page (apps/web/build/prerender-plugin.ts LANDING_PAGES). */
const LANDING_FILES: Record<Locale, string> = { en: 'landing.html', fr: 'landing-fr.html' };

/**
 * The landing page's language (docs/decisions/020-i18n.md): `?lang=` from the language switcher
 * (kept in the cookie), else the cookie, else Accept-Language. `/fr` is French, always (the English
 * page names only `/` as its path: at `/fr` it would say "Page not found"); a `?lang=fr` there is
 * kept as the choice, any other `?lang=` is ignored.
 */
function landingLocale(request: FastifyRequest, url: string): { locale: Locale; chosen: Locale | null } {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  const chosen = isLocale(lang) ? lang : null;
  if (url === '/fr') return { locale: 'fr', chosen: chosen === 'fr' ? chosen : null };
  return { locale: chosen ?? requestLocale(request), chosen };
}

/** The API's and the callable functions' paths, whatever their case. */
const API_PATH = /^\/+(?:api(?:\/|$)|functions\/)/i;

/**
 * The CSP hashes of the built pages' inline scripts and styles (the prerendered landing page
 * inlines its stylesheet and the shell may carry more), read once at start-up from the build, so
 * the policy always matches the pages it is sent with. Empty when there is no build.
 */
export function inlineHashes(dist: string): InlineHashes {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  for (const page of ['index.html', ...Object.values(LANDING_FILES)]) {
    const file = path.join(dist, page);
    if (!existsSync(file)) continue;
    const { scripts, styles } = htmlInlineHashes(readFileSync(file, 'utf8'));
    hashes.scripts.push(...scripts);
    hashes.styles.push(...styles);
  }
  return { scripts: [...new Set(hashes.scripts)], styles: [...new Set(hashes.styles)] };
}

/** Every file under `dir` (following links, skipping dotfiles), as URL paths relative to it. */
function builtFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? builtFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/**
 * Serves the built web app: one GET (and HEAD) route per built file, each declared open to
 * visitors. @fastify/static would add the same routes itself (its `wildcard: false`), but it
 * cannot give them an access declaration, so it only lends reply.sendFile here (`serve: false`).
 * Every other path falls to the not-found handler (registerWebApp), which sends index.html for
 * client-side routes. Returns false when there is no build.
 */
async function registerBuiltFiles(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    // The web build writes .br and .gz beside each text asset (apps/web/build/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  for (const file of builtFiles(dist)) {
    // A path the server answers itself (site-files.ts: robots.txt) wins over a file of an older build.
    if (app.hasRoute({ method: 'GET', url: `/${file}` })) continue;
    // Visitor: the app's own files are public; what they show is fetched from guarded API routes.
    app.get(`/${file}`, { config: { access: 'visitor' } }, (_request, reply) => reply.sendFile(file));
  }
  return true;
}

/**
 * The web app and the fallback for every path no route matched: the built files (when there is a
 * build), `landing.html` for `/` (the build prerenders it, apps/web/build/prerender-plugin.ts:
 * sent for `/` only, so no other route flashes the landing content), `index.html` for any other client-side
 * route, and a JSON 404 for unknown API paths and missing files. The payment page's shell gets
 * `paymentCsp` (the policy that lets Stripe.js run) when Stripe is configured.
 */
export async function registerWebApp(app: FastifyInstance, dist: string, paymentCsp: string | null): Promise<void> {
  const hasWeb = await registerBuiltFiles(app, dist);
  const hasLanding = hasWeb && existsSync(path.join(dist, LANDING_FILES[DEFAULT_LOCALE]));
  // The shell names the screen's chunks and catalogues for each address (route-preloads.ts).
  const shellFor = hasWeb ? routeShells(dist) : null;
  // The screens rendered on the server with their first data (ADR 024), when the build has it.
  const renderScreen = shellFor ? await loadServerRender(app, dist) : null;
  // Each language's landing page by its full address (search engines want absolute hreflang
  // alternates; the prerendered pages can only name paths, the server knows its public address).
  const base = app.config.publicUrl.replace(/\/$/, '');
  const alternates = [`<${base}/?lang=en>; rel="alternate"; hreflang="en"`, `<${base}/fr>; rel="alternate"; hreflang="fr"`, `<${base}/>; rel="alternate"; hreflang="x-default"`].join(', ');
  // A client-side route's page: the shell naming its code (and the screen rendered with its data,
  // when the server can).
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    if (paymentCsp && isPaymentPage(url)) reply.header('content-security-policy', paymentCsp);
    if (!shellFor) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const user = await currentUser(request);
    const locale = requestLocale(request);
    const rendered = renderScreen && request.method === 'GET' ? await renderScreen(request, locale) : null;
    return (
      reply
        // A rendered page carries the reader's own data: kept by no shared cache.
        .header('cache-control', rendered ? 'private, no-cache' : 'no-cache')
        // A rendered page differs under Save-Data (entry-server: photos left out until asked).
        .header('vary', 'Accept-Language, Cookie, Save-Data')
        .type('text/html; charset=utf-8')
        .send(shellFor(request.url, locale, user, rendered))
    );
  };
  // The route table's screens as routes of their own (`/` is the prerendered landing page, below),
  // so their pages pass the same pipeline as every answer, compression included. Visitor: the
  // page is public; the screen is rendered only as far as the reader may open it (entry-server's
  // guard) and each of its reads is checked as the reader's own API call (server-render.ts).
  if (hasWeb) {
    for (const route of ROUTE_TABLE) {
      if (route.path === '/') continue;
      app.get(route.path, { config: { access: 'visitor' } }, (request, reply) => sendShell(request, reply, request.url.split('?')[0] ?? '/'));
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // In any case: routes match case-sensitively, so '/API/me' is an unknown API path (a JSON 404), never a page.
    const isApi = API_PATH.test(url);
    // A missing file (an old or new build's asset) is a 404, never the HTML page in its place.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (hasWeb && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      if (hasLanding && (url === '/' || url === '/fr')) {
        if (paymentCsp && isPaymentPage(url)) reply.header('content-security-policy', paymentCsp);
        const { locale, chosen } = landingLocale(request, url);
        if (chosen) reply.header('set-cookie', localeCookie(chosen));
        const file = existsSync(path.join(dist, LANDING_FILES[locale])) ? LANDING_FILES[locale] : LANDING_FILES[DEFAULT_LOCALE];
        return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').header('link', alternates).sendFile(file);
      }
      return sendShell(request, reply, url);
    }
    const body: ApiErrorBody = { error: { code: 'not-found', message: `No route ${request.method} ${url}.` } };
    return reply.status(404).send(body);
  });
}
