import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  ROUTE_TABLE,
  SCREEN_ACCESS_LEVEL,
  SHELL_READS,
  SIGNED_IN_SHELL_READS,
  accessDenial,
  firstReadsOf,
  type AccessSubject,
  type Locale,
} from '@lv/domain';
import { escapeHtml } from '../lib/html';
import { scriptSafeJson, type RenderedScreen } from './server-render';

/** dist/route-preloads.json, written by the web build (apps/web/build/route-preload-plugin.ts). */
interface RoutePreloads {
  routes: Record<string, string[]>;
  messages: Record<string, string[]>;
  catalogues: Record<string, Record<string, string>>;
  shell: string[];
  ownLayout: string[];
  catalogFiles: string[];
}

/** Each route pattern of the table as a matcher of paths (`/journeys/:journeyId` -> one segment). */
const ROUTES = ROUTE_TABLE.map((route) => ({
  path: route.path,
  access: route.access,
  match: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
}));

/**
 * The app shell (index.html) for an address, naming the chunks its screen needs and the message
 * catalogues it shows in the request's language as `modulepreload` links: the browser fetches them
 * beside the entry, not one after another once the router has run (issue 18), and, when the server
 * rendered the screen (server-render.ts, ADR 024), the screen and its state in place of the empty
 * root. Null without a build
 * that wrote dist/route-preloads.json (the shell is then sent as it is). One string per route and
 * language, made once.
 */
export function routeShells(
  dist: string,
): ((url: string, locale: Locale, subject: AccessSubject, rendered?: RenderedScreen | null) => string) | null {
  const table = path.join(dist, 'route-preloads.json');
  const shellFile = path.join(dist, 'index.html');
  if (!existsSync(table) || !existsSync(shellFile)) return null;
  const preloads = JSON.parse(readFileSync(table, 'utf8')) as RoutePreloads;
  const shell = readFileSync(shellFile, 'utf8');
  // A shell without a head (not our build's) is sent as it is.
  if (!shell.includes('</head>')) return null;
  const boot = bootOf(dist, shell);
  const made = new Map<string, string>();
  const withCode = (route: string | null, locale: Locale): string => {
    const key = `${route ?? '*'} ${locale}`;
    const cached = made.get(key);
    if (cached !== undefined) return cached;
    // English is in the code itself: it loads no catalogue (ADR 020).
    const names = locale === DEFAULT_LOCALE ? [] : ['app', 'domain', ...(route ? (preloads.messages[route] ?? []) : [])];
    const files = [
      // The shell's layout only for screens that sit in it (/auth has its own).
      ...(route && preloads.ownLayout.includes(route) ? [] : preloads.shell),
      ...(locale === DEFAULT_LOCALE ? [] : preloads.catalogFiles),
      ...(route ? (preloads.routes[route] ?? []) : []),
      ...names.map((name) => preloads.catalogues[name]?.[locale]).filter((file): file is string => !!file),
    ];
    const links = [...new Set(files)]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    const html = links ? shell.replace('</head>', `  ${links}\n  </head>`) : shell;
    made.set(key, html);
    return html;
  };
  return (url, locale, subject, rendered = null) => {
    const [pathname = '/', query] = url.split('?');
    const route = ROUTES.find((r) => r.match.test(pathname)) ?? null;
    let html = withCode(route?.path ?? null, locale);
    if (rendered && boot) html = renderedPage(html, locale, rendered, boot);
    // A page the server rendered carries its first reads, the session and the public settings with them (ADR 027).
    const reads = !route || rendered ? [] : firstReadsFor(route, pathname, query !== undefined, subject, preloads.ownLayout.includes(route.path));
    if (reads.length === 0) return html;
    // `crossorigin` (same-origin credentials) is what the app's fetch() sends: the browser reuses the answer.
    const links = reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(read)}">`).join('\n    ');
    return html.replace('</head>', `  ${links}\n  </head>`);
  };
}

/** What a rendered page needs to start like the prerendered landing page: its boot module and stylesheet. */
interface Boot {
  file: string;
  css: string;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;

/** The build's boot module for rendered pages (apps/web/build/prerender-plugin.ts) and the shell's CSS; null without them. */
function bootOf(dist: string, shell: string): Boot | null {
  const assets = path.join(dist, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => /^boot-app-[0-9a-f]{8}\.js$/.test(name)) : undefined;
  const sheets = [...shell.matchAll(STYLESHEET)].map((m) => m[1]!);
  if (!file || !ENTRY.test(shell)) return null;
  return { file: `/assets/${file}`, css: sheets.map((sheet) => readFileSync(path.join(dist, sheet), 'utf8')).join('\n') };
}

/**
 * The page with the screen the server rendered and its state (server-render.ts), started like the
 * prerendered landing page: nothing blocks its first paint (the stylesheet is in the page) and no
 * JavaScript is fetched before it (the boot module preloads the chunks and imports the entry once
 * the page has painted: on a slow network they would share the bandwidth the HTML needs).
 */
function renderedPage(html: string, locale: Locale, rendered: RenderedScreen, boot: Boot): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const entry = html.match(ENTRY)?.[1];
  const start = scriptSafeJson({ entry, preloads });
  return html
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY, '')
    .replace(STYLESHEET, () => `<style>${boot.css}</style>`)
    .replace('</head>', `  <script type="application/json" id="lv-boot">${start}</script>\n    <script type="module" src="${boot.file}"></script>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.markup}</div>\n    <script type="application/json" id="lv-state">${rendered.stateJson}</script>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/**
 * The API reads the screen at `pathname` makes first (@lv/domain FIRST_READS), as far as this
 * caller may open the screen: a screen the caller may not open sends them elsewhere, and a read
 * it would be refused is a wasted request. An address with a query string shows another view than
 * the default one, so only the shell's own reads are named for it.
 */
function firstReadsFor(route: (typeof ROUTES)[number], pathname: string, hasQuery: boolean, subject: AccessSubject, ownLayout: boolean): string[] {
  const mayOpen = accessDenial(SCREEN_ACCESS_LEVEL[route.access], subject) === null;
  const activeAccount = accessDenial('learner', subject) === null;
  return [
    ...SHELL_READS,
    ...(activeAccount && !ownLayout ? SIGNED_IN_SHELL_READS : []),
    ...(mayOpen && !hasQuery ? firstReadsOf(route.path, pathname) : []),
  ];
}
