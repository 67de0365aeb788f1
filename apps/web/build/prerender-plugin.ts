import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
// By path: the config's bundler follows relative imports only (the file imports nothing).
import { TRUSTED_TYPES_POLICIES } from '../../../packages/domain/src/content-security';

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
// Each language's address (hreflang) is in the server's `Link` header, absolute from PUBLIC_URL
// (apps/server/src/plugins/web-app.ts): the build cannot know the site's address, and search
// engines take no relative hreflang.
/** The folder beside the web build that holds its Node build (src/prerender.tsx, src/entry-server.tsx). */
export const SERVER_RENDER_DIR = 'dist-server';
/** The landing route's module (also read by landing-shared-chunk.ts). */
/** The language the code's messages are written in: its pages load no catalogue. */
const SOURCE_LOCALE = 'en';
export const LANDING_MODULE = 'src/features/landing/landing-screen.tsx';
/** What loads a language other than English (its catalogues and their patterns). */
const TRANSLATIONS_MODULE = 'src/lib/i18n/translations.ts';
/** The whole app's router: loaded lazily by the entry (src/main.tsx). */
const APP_ROUTER_MODULE = 'src/app/app-router.tsx';

/**
 * Renders the landing route at build time (src/prerender.tsx, built for Node into dist-server) into dist/landing.html: its content paints before any JavaScript runs, and src/main.tsx
 * hydrates it. The stylesheet is inlined there, so the first paint waits for no other request.
 */
async function prerenderLanding(root: string, outDir: string): Promise<void> {
  // One Node build for the landing page's prerender and the server's render of the other screens
  // (src/entry-server.tsx, loaded by apps/server/src/plugins/server-render.ts): kept beside dist.
  const ssrOut = path.join(outDir, '..', SERVER_RENDER_DIR);
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { input: { prerender: 'src/prerender.tsx', 'entry-server': 'src/entry-server.tsx' } },
    },
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
  // scripts would share the bandwidth the HTML needs): a tiny module waits for the first paint
  // (afterFirstPaint), then preloads the landing route's chunks in parallel and imports the entry.
  const entryTag = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/;
  const entry = shell.match(entryTag)?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry script');
  const warmIntl = writeIntlWarmup(outDir);
  for (const page of LANDING_PAGES) {
    // The page's own language's landing messages load with the screen's chunks (src/main.tsx)
    // (src/lib/i18n/translations.ts loads it); English has none (it is in the code itself).
    const catalogue = page.locale === SOURCE_LOCALE ? undefined : manifest[`src/locales/landing/${page.locale}.po`]?.file;
    const loader = manifest[TRANSLATIONS_MODULE]?.file;
    if (page.locale !== SOURCE_LOCALE && (!catalogue || !loader)) throw new Error(`prerender: the build manifest has no landing catalogue for ${page.locale} or no ${TRANSLATIONS_MODULE}`);
    const pagePreloads = catalogue && loader ? [...preloads, `/${loader}`, `/${catalogue}`] : preloads;
    const boot =
      EARLY_TAPS +
      warmIntl +
      afterFirstPaint(`for(const href of ${JSON.stringify(pagePreloads)}){const l=document.createElement('link');` +
      `l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}import(${JSON.stringify(`/${entry}`)})`);
    const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
    writeFileSync(path.join(outDir, bootFile), boot);
    const html = shell
      .replace('<html lang="en">', `<html lang="${page.locale}">`)
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

  // A screen the server rendered (apps/server/src/plugins/server-render.ts, ADR 024) starts its
  // JavaScript the same way: once the page has painted. Its page names the entry and the chunks to
  // preload (`#lv-boot`), as they differ by screen; this one module serves them all. Each preload
  // is asked for in a task of its own: a phone spends 5-15 ms starting each request, and eight in
  // one task made a long task of the kind that keeps a tap waiting (issue 18).
  const appBoot =
    EARLY_TAPS +
    warmIntl +
    `const b=JSON.parse(document.getElementById('lv-boot').textContent);` +
    afterFirstPaint(`import(b.entry);for(const href of b.preloads)setTimeout(()=>{const l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)})`);
  writeFileSync(path.join(outDir, `assets/boot-app-${createHash('sha256').update(appBoot).digest('hex').slice(0, 8)}.js`), appBoot);

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
 * A boot module's first statement: until React has the page (main.tsx stops it), taps on buttons
 * and fields changed (a choice in a select, text typed, a box ticked) are remembered, once each,
 * and replayed when it has; and no form is sent by the browser itself, which would send it by GET,
 * its fields (a password) in the address. A submit button's tap sends its form through React then.
 * Replaying a field: a select gets its `change` again, which React reads as the choice. A text
 * field or a box that no longer shows what React rendered (React leaves the reader's value in the
 * page and renders it as its default) gets the `input` or `click` event React reads it from, after
 * the value React last saw is set to its own (React's tracker reads an instance's `value` or
 * `checked` setter; the prototype's setter then puts the reader's value back), so a form kept in
 * React state (the demo's calculators) answers for what the reader typed, as react-hook-form's
 * fields already did (lib/use-zod-form.ts). Then the taps, in order.
 */
const EARLY_TAPS =
  `const q=[];const h=(e)=>{const b=e.target instanceof Element&&e.target.closest('button');if(b&&!q.includes(b))q.push(b)};` +
  `const c=new Set();const ch=(e)=>{const t=e.target;if(t instanceof HTMLSelectElement||t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)c.add(t)};const s=(e)=>e.preventDefault();` +
  `document.addEventListener('click',h,true);document.addEventListener('change',ch,true);document.addEventListener('input',ch,true);document.addEventListener('submit',s,true);` +
  `window.__lvEarlyTaps={stop(){document.removeEventListener('click',h,true);document.removeEventListener('change',ch,true);document.removeEventListener('input',ch,true);document.removeEventListener('submit',s,true)},` +
  `replay(){this.stop();for(const t of c){if(!t.isConnected)continue;if(t instanceof HTMLSelectElement){t.dispatchEvent(new Event('change',{bubbles:true}));continue}` +
  `const k=t.type==='checkbox'||t.type==='radio';const f=k?'checked':'value';const v=t[f];if(v===(k?t.defaultChecked:t.defaultValue))continue;` +
  `t[f]=k?!v:t.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),f).set.call(t,v);t.dispatchEvent(new Event(k?'click':'input',{bubbles:true}))}c.clear();` +
  `for(const b of q.splice(0))if(b.isConnected)b.click()}};`;

/**
 * Writes the formatter warm-up worker and returns the boot modules' statement that starts it.
 * The first number, date or plural formatter a page makes loads ICU's data for its language: 70-90
 * ms on the main thread at 4x CPU, inside the hydration's task on every screen that writes a number
 * (issue 18). ICU keeps that data in caches its whole process shares, so a worker that makes the
 * same formatters on another thread, as the page's scripts download, leaves the main thread's
 * first one a millisecond. The worker ends itself; where there are no workers or Trusted Types
 * refuses, the page makes its formatters as before.
 */
function writeIntlWarmup(outDir: string): string {
  const worker =
    `const l=self.name||undefined;new Intl.NumberFormat(l).format(1);` +
    `new Intl.DateTimeFormat(l,{dateStyle:'medium',timeStyle:'short'}).format(0);new Intl.PluralRules(l).select(1);close();\n`;
  const file = `/assets/intl-warmup-${createHash('sha256').update(worker).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, file), worker);
  // The CSP's Trusted Types allow this policy, for this one URL (packages/domain content-security.ts).
  return (
    `try{const u=${JSON.stringify(file)};const p=self.trustedTypes?.createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICIES.intl)},` +
    `{createScriptURL:(s)=>{if(s!==u)throw new TypeError(s);return s}});new Worker(p?p.createScriptURL(u):u,{name:document.documentElement.lang})}catch{}\n`
  );
}

/**
 * Prerenders the landing page when the bundle is written, before the service worker is built
 * (vite-plugin-pwa precaches the files present then, landing.html and its boot module included).
 */
/**
 * A boot module's statement that runs `code` in a task of its own once the page has painted its
 * content: the browser's first contentful paint where it reports paints (a frame can be drawn
 * before the page's text is, and scripts fetched then share the bandwidth the HTML needs), else
 * the next frame. A hidden tab paints, and so starts, when it is shown.
 */
function afterFirstPaint(code: string): string {
  return (
    `let started=false;const start=()=>{if(started)return;started=true;setTimeout(()=>{${code}})};` +
    `if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(start);\n`
  );
}

export function prerender(): Plugin {
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
