import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * dist/route-preloads.json: for each screen of the route table, the chunks its code needs and the
 * message catalogues it shows (app/router.tsx SCREENS), so the server can name them in the shell it
 * sends for that address (apps/server/src/plugins/route-preloads.ts): the browser fetches them beside
 * the entry instead of after the router has run (issue 18: code in parallel, not a waterfall).
 */
export interface RoutePreloads {
  /** Route pattern -> the chunk files of its screen (with their static imports). */
  routes: Record<string, string[]>;
  /** Route pattern -> the catalogues its screen shows. */
  messages: Record<string, string[]>;
  /** Catalogue name -> locale -> its chunk file. */
  catalogues: Record<string, Record<string, string>>;
  /** The chunks of the app shell's layout, which every screen but those with their own layout needs. */
  shell: string[];
  /** The routes with their own full-page layout (router.tsx OWN_LAYOUT): no shell. */
  ownLayout: string[];
  /** The chunks that load another language (src/lib/i18n/translations.ts) and the table of catalogues (catalog-files.ts), which every screen's messages need. */
  catalogFiles: string[];
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The SCREENS table's entries of app/router.tsx: each path, the catalogues it names and the modules it imports. */
export function readScreens(routerSource: string): { path: string; messages: string[]; modules: string[] }[] {
  const start = routerSource.indexOf('export const SCREENS');
  if (start < 0) throw new Error('route preloads: app/router.tsx has no SCREENS table');
  const body = routerSource.slice(start, routerSource.indexOf('\n};\n', start));
  return body
    .split(/\n(?= {2}'\/)/)
    .slice(1)
    .map((entry) => {
      const path = entry.match(/^ {2}'([^']+)'/)?.[1];
      const messages = entry.match(/screen\(\s*\[([^\]]*)\]/)?.[1];
      if (!path || messages === undefined) throw new Error(`route preloads: cannot read the SCREENS entry ${entry.slice(0, 80)}`);
      return {
        path,
        messages: [...messages.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!),
        modules: [...entry.matchAll(/import\('\.\.\/(features\/[\w/-]+)'\)/g)].map((m) => `src/${m[1]!}.tsx`),
      };
    });
}

export function routePreloadsOf(manifest: Manifest, routerSource: string): RoutePreloads {
  const filesOf = (key: string): string[] => {
    const files = new Set<string>();
    const walk = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) walk(dep);
    };
    walk(key);
    if (!files.size) throw new Error(`route preloads: the build manifest has no ${key}`);
    return [...files];
  };
  const routes: Record<string, string[]> = {};
  const messages: Record<string, string[]> = {};
  for (const screen of readScreens(routerSource)) {
    routes[screen.path] = [...new Set(screen.modules.flatMap(filesOf))];
    messages[screen.path] = screen.messages;
  }
  const catalogues: Record<string, Record<string, string>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = key.match(/^src\/locales\/([\w-]+)\/([\w-]+)\.po$/);
    if (m) (catalogues[m[1]!] ??= {})[m[2]!] = chunk.file;
  }
  const ownLayout = routerSource.match(/const OWN_LAYOUT[^=]*= new Set<RoutePath>\(\[([^\]]*)\]\)/)?.[1];
  if (ownLayout === undefined) throw new Error('route preloads: app/router.tsx has no OWN_LAYOUT set');
  return {
    routes,
    messages,
    catalogues,
    shell: filesOf('src/app/shell-layout.tsx'),
    ownLayout: [...ownLayout.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
    // Loading another language than English (translations.ts) and the table of catalogues.
    catalogFiles: [...new Set([...filesOf('src/lib/i18n/translations.ts'), ...filesOf('src/lib/i18n/catalog-files.ts')])],
  };
}

export function routePreloads(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'lv-route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      handler() {
        const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const router = readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8');
        writeFileSync(path.join(outDir, 'route-preloads.json'), JSON.stringify(routePreloadsOf(manifest, router)));
      },
    },
  };
}
