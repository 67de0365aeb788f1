import { existsSync, readFileSync } from 'node:fs';
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
 * beside the entry, not one after another once the router has run (issue 18). Null without a build
 * that wrote dist/route-preloads.json (the shell is then sent as it is). One string per route and
 * language, made once.
 */
export function routeShells(dist: string): ((url: string, locale: Locale, subject: AccessSubject) => string) | null {
  const table = path.join(dist, 'route-preloads.json');
  const shellFile = path.join(dist, 'index.html');
  if (!existsSync(table) || !existsSync(shellFile)) return null;
  const preloads = JSON.parse(readFileSync(table, 'utf8')) as RoutePreloads;
  const shell = readFileSync(shellFile, 'utf8');
  // A shell without a head (not our build's) is sent as it is.
  if (!shell.includes('</head>')) return null;
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
  return (url, locale, subject) => {
    const [pathname = '/', query] = url.split('?');
    const route = ROUTES.find((r) => r.match.test(pathname)) ?? null;
    const html = withCode(route?.path ?? null, locale);
    const reads = route ? firstReadsFor(route, pathname, query !== undefined, subject, preloads.ownLayout.includes(route.path)) : [];
    if (reads.length === 0) return html;
    // `crossorigin` (same-origin credentials) is what the app's fetch() sends: the browser reuses the answer.
    const links = reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(read)}">`).join('\n    ');
    return html.replace('</head>', `  ${links}\n  </head>`);
  };
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
