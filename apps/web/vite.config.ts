/// <reference types="vitest/config" />
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// The build config runs in Node, not in the browser: Node's modules are right here.
/* eslint-disable no-restricted-imports */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
/* eslint-enable no-restricted-imports */
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The prerendered landing page in each language (src/lib/i18n): English at `/`, French at `/fr` and
 * at `/` for visitors who chose French (apps/server/src/plugins/web-app.ts); index.html stays the
 * empty shell. A new language is one more entry (its catalogue in src/locales/landing).
 */
export const LANDING_PAGES = [
  { locale: 'en', file: 'landing.html', paths: ['/'] },
  { locale: 'fr', file: 'landing-fr.html', paths: ['/', '/fr'] },
] as const;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** The links that tell search engines each language's address (the same on every version). */
const HREFLANG_LINKS = [
  '<link rel="alternate" hreflang="en" href="/?lang=en">',
  '<link rel="alternate" hreflang="fr" href="/fr">',
  '<link rel="alternate" hreflang="x-default" href="/">',
].join('\n    ');
const LANDING_MODULE = 'src/features/landing/landing-screen.tsx';
/** The whole app's router: loaded lazily by the entry (src/main.tsx). */
const APP_ROUTER_MODULE = 'src/app/app-router.tsx';

/**
 * Renders the landing route at build time (src/prerender.tsx, built for Node into a throwaway
 * folder) into dist/landing.html: its content paints before any JavaScript runs, and src/main.tsx
 * hydrates it. The stylesheet is inlined there, so the first paint waits for no other request.
 */
async function prerenderLanding(root: string, outDir: string): Promise<void> {
  const ssrOut = path.join(root, 'node_modules/.lv-prerender');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const ssrEntry = readdirSync(ssrOut).find((name) => /^prerender\.m?js$/.test(name));
  if (!ssrEntry) throw new Error(`prerender: no prerender.js in ${ssrOut}`);
  const { renderLanding } = (await import(pathToFileURL(path.join(ssrOut, ssrEntry)).href)) as {
    renderLanding: (locale: string) => Promise<{ markup: string; description: string }>;
  };
  const markups = new Map<string, { markup: string; description: string }>();
  for (const page of LANDING_PAGES) markups.set(page.locale, await renderLanding(page.locale));
  // The CSP allows no inline style attribute (ADR 018): set sizes from classes, or on the element once hydrated.
  for (const [locale, { markup }] of markups) {
    const styled = markup.match(/<[^>]*\sstyle="[^"]*"/);
    if (styled) throw new Error(`prerender: the ${locale} landing markup has a style attribute, which the CSP blocks (ADR 018): ${styled[0].slice(0, 160)}`);
  }
  rmSync(ssrOut, { recursive: true, force: true });

  // The landing route's own chunks load at once, not after the entry has run (one round trip less).
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const routeFiles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || routeFiles.has(chunk.file)) return;
    routeFiles.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk(LANDING_MODULE);
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The shell's own preloads (the entry's static imports) move into the boot module too.
  const shellPreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;
  const preloads = [...[...shell.matchAll(shellPreload)].map((m) => m[1]!), ...[...routeFiles].filter((file) => !shell.includes(`/${file}"`)).map((file) => `/${file}`)];
  const root_ = '<div id="root"></div>';
  if (!shell.includes(root_)) throw new Error('prerender: index.html has no empty #root');
  // No JavaScript is fetched or run before the prerendered page has painted (on a slow network the
  // scripts would share the bandwidth the HTML needs): a tiny module waits one frame, then preloads
  // the landing route's chunks in parallel and imports the entry.
  const entryTag = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/;
  const entry = shell.match(entryTag)?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry script');
  // Taps on buttons before hydration are remembered and replayed once React has the page (main.tsx).
  const earlyTaps =
    `const q=[];const h=(e)=>{const b=e.target instanceof Element&&e.target.closest('button');if(b)q.push(b)};` +
    `document.addEventListener('click',h,true);` +
    `window.__lvEarlyTaps={stop(){document.removeEventListener('click',h,true)},replay(){this.stop();for(const b of q.splice(0))if(b.isConnected)b.click()}};`;
  for (const page of LANDING_PAGES) {
    // The page's own language's landing messages load with the screen's chunks (src/main.tsx).
    const catalogue = manifest[`src/locales/landing/${page.locale}.po`]?.file;
    if (!catalogue) throw new Error(`prerender: the build manifest has no landing catalogue for ${page.locale}`);
    const pagePreloads = [...preloads, `/${catalogue}`];
    const boot =
      earlyTaps +
      `requestAnimationFrame(()=>setTimeout(()=>{for(const href of ${JSON.stringify(pagePreloads)}){const l=document.createElement('link');` +
      `l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}import(${JSON.stringify(`/${entry}`)})}));\n`;
    const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
    writeFileSync(path.join(outDir, bootFile), boot);
    const html = shell
      .replace('<html lang="en">', `<html lang="${page.locale}">`)
      .replace('</head>', `  ${HREFLANG_LINKS}\n  </head>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_m, start: string) => `${start}${escapeAttribute(markups.get(page.locale)?.description ?? '')}"`)
      .replace(shellPreload, '')
      .replace(entryTag, `<script type="module" src="/${bootFile}"></script>`)
      .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => `<style>${readFileSync(path.join(outDir, file), 'utf8')}</style>`)
      .replace(root_, `<div id="root" data-prerendered="${page.paths.join(' ')}">${markups.get(page.locale)?.markup ?? ''}</div>`)
      // The page reads without JavaScript now; the note is for the other routes' empty shell.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    if (!html.startsWith('<!doctype html>\n<html lang="') || !html.includes(`lang="${page.locale}"`)) throw new Error('prerender: index.html has no <html lang="en">');
    writeFileSync(path.join(outDir, page.file), html);
  }

  // Every other page starts the router at once (src/main.tsx imports it lazily, as the landing page
  // needs it only when the visitor leaves): the shell preloads its chunks with the entry.
  const routerFiles = new Set<string>();
  const walkRouter = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || routerFiles.has(chunk.file)) return;
    routerFiles.add(chunk.file);
    for (const dep of chunk.imports ?? []) walkRouter(dep);
  };
  walkRouter(APP_ROUTER_MODULE);
  if (routerFiles.size === 0) throw new Error(`prerender: the build manifest has no ${APP_ROUTER_MODULE}`);
  const routerPreloads = [...routerFiles]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  writeFileSync(path.join(outDir, 'index.html'), shell.replace('</head>', `  ${routerPreloads}\n  </head>`));
}

/**
 * Prerenders the landing page when the bundle is written, before the service worker is built
 * (vite-plugin-pwa precaches the files present then, landing.html and its boot module included).
 */
function prerender(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'lv-prerender',
    // Only the browser build (the prerender's own Node build runs this config too).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order: 'pre', handler: () => prerenderLanding(root, outDir) },
  };
}

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends them compressed
 * (@fastify/static preCompressed) with no compression work per request. Last of all, so the
 * prerendered page and the service worker are compressed too.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(?:js|css|html|svg|txt|json|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'lv-precompress',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file)) continue;
          const data = readFileSync(file);
          if (data.length < 512) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Installable and offline (docs/ARCHITECTURE.md "Offline"): the web app manifest and the service
 * worker src/sw/service-worker.ts, given the list of files to precache (Workbox injectManifest).
 * The page registers it itself after load (src/main.tsx), so nothing is added to the landing page.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // Listed once, by globPatterns (the plugin would add the manifest's icons a second time).
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'LeadVillage',
      short_name: 'LeadVillage',
      description: 'Gamified, CPD-accredited leadership journeys for teams and leaders across Africa.',
      lang: 'en',
      start_url: '/leaderboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0F5132',
      background_color: '#FAF7F2',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell, the landing page and every chunk (screens are lazy: precached, a screen opens
      // offline too). Not the .br/.gz copies, nor the admin's chart library.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/*.br', '**/*.gz', '**/node_modules/**', 'assets/admin-*', 'assets/time-chart-*'],
      maximumFileSizeToCacheInBytes: 400 * 1024,
    },
  });

interface ChunkingContext {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

/** The modules `from` imports statically, directly or not (node_modules not followed). */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || id.includes('/node_modules/')) return;
    seen.add(id);
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) visit(dep);
  };
  visit(from);
  return seen;
}

/** lucide-react's icon modules by exported name (aliases included): 'AlertCircle' → the file of circle-exclamation-point. */
function lucideIconFiles(root: string): Map<string, string> {
  const dir = path.join(root, '../../node_modules/lucide-react/dist/esm');
  const files = new Map<string, string>();
  for (const match of readFileSync(path.join(dir, 'lucide-react.mjs'), 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const name of match[1]!.matchAll(/default as (\w+)/g)) files.set(name[1]!, path.join(dir, 'icons', match[2]!));
  }
  return files;
}

/** The icon modules the app's own modules among `ids` import from lucide-react. */
function lucideIcons(ids: Iterable<string>, iconFiles: Map<string, string>): Set<string> {
  const icons = new Set<string>();
  for (const id of ids) {
    if (!/\/apps\/web\/src\/.*\.tsx?$/.test(id)) continue;
    for (const match of readFileSync(id, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const item of match[1]!.split(',')) {
        const file = iconFiles.get(item.trim().split(/\s+as\s+/)[0]!);
        if (file) icons.add(file);
      }
    }
  }
  return icons;
}

/**
 * The small modules the landing page's chunk imports and the entry does not have (its lucide
 * icons, the button and logo pieces, toasts) go into one chunk instead of a dozen tiny ones that
 * each cost the page a request. Worked out once per build from the module graph: the app's own
 * modules outside the landing feature that the landing module reaches statically and the entry
 * does not, and the icons the landing's modules import that the entry's do not.
 */
function landingSharedChunk(root: string): (moduleId: string, ctx: ChunkingContext) => string | null {
  let members: Set<string> | undefined;
  let entryHasIcons = false;
  return (moduleId, ctx) => {
    if (!members) {
      const iconFiles = lucideIconFiles(root);
      const entryModules = staticClosure(path.join(root, 'src/main.tsx'), ctx);
      const landingModules = staticClosure(path.join(root, LANDING_MODULE), ctx);
      const entryIcons = lucideIcons(entryModules, iconFiles);
      members = new Set(
        [...landingModules].filter((id) => id.includes('/apps/web/src/') && !id.includes('/src/features/landing/') && !entryModules.has(id)),
      );
      for (const icon of lucideIcons(landingModules, iconFiles)) if (!entryIcons.has(icon)) members.add(icon);
      entryHasIcons = entryIcons.size > 0;
    }
    // lucide's own code that draws the icons, unless the entry already has icons (and so that code).
    if (!entryHasIcons && /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react\.mjs)/.test(moduleId)) return 'landing-shared';
    return members.has(moduleId) ? 'landing-shared' : null;
  };
}

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const linguiConfig = path.join(webRoot, 'lingui.config.ts');
// The preset advises the native transform on every load; we chose Babel on purpose (comment below).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export default defineConfig({
  plugins: [
    // Lingui's macros (`t`, `msg`, `plural`) compiled by its Babel preset, only in the files that
    // import them (the preset's filter), and `.po` catalogues compiled to message modules on import
    // (docs/decisions/020-i18n.md). Not Lingui's native transform: its binary is an optional package
    // that needs Node 22.19+, and npm skips it when npm itself runs on an older system Node.
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath: linguiConfig }) }, { configPath: linguiConfig })] }),
    lingui({ configPath: linguiConfig }),
    react(),
    tailwindcss(),
    prerender(),
    pwa(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/functions': 'http://127.0.0.1:3000', '/ob': 'http://127.0.0.1:3000' },
  },
  // The manifest lets the e2e budget spec find the landing page's initial chunks.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: landingSharedChunk(webRoot),
              debugName: 'landing-shared',
              // Only the modules named: React and the rest stay where they are.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // The longest form tests type a few hundred characters through user-event: about 1.5 s on a
    // quiet 2-core machine, over vitest's default 5 s when the machine is busy (a CI run beside
    // other work timed three of them out). A cap, not a timed assertion.
    testTimeout: 15_000,
  },
});
