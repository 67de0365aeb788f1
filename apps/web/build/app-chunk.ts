import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lucideIconFiles, namedImports, type ChunkingContext } from './module-graph';
import { LANDING_MODULE } from './prerender-plugin';
import { readScreens } from './route-preload-plugin';

/** The file of each name a barrel's modules export: `export const X`, `export function X`, `export { X }`... */
function exportsByName(files: string[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|type|interface|enum)\s+(\w+)/g,
    ))
      byName.set(m[1]!, file);
    for (const m of code.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const item of m[1]!.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop();
        if (name) byName.set(name, file);
      }
    }
  }
  return byName;
}

/**
 * Which modules a module needs, statically, directly or not, with the two barrels we import from
 * read by name: `@lv/domain` (its index re-exports every domain file) and `lucide-react` (its index
 * re-exports every icon). Following a barrel's every re-export would count the whole domain and
 * every icon as needed by any module that imports one name.
 */
function neededModules(root: string) {
  const domainDir = path.resolve(root, '../../packages/domain/src');
  const domainIndex = path.join(domainDir, 'index.ts');
  const domainFiles = readdirSync(domainDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
    .map((f) => path.join(domainDir, f));
  const domainExports = exportsByName(domainFiles);
  const lucideIndex = path.resolve(root, '../../node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const icons = lucideIconFiles(root);
  // Each module's dependencies, barrels read by name, worked out once per build (every screen's walk shares them).
  const depsOf = new Map<string, string[]>();
  const dependencies = (id: string, ctx: ChunkingContext, lazyToo: boolean): string[] => {
    const key = `${lazyToo ? 'lazy' : 'static'} ${id}`;
    const known = depsOf.get(key);
    if (known) return known;
    const info = ctx.getModuleInfo(id);
    const deps = new Set([...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : [])]);
    if (deps.has(domainIndex) || deps.has(lucideIndex)) {
      const code = /\.[cm]?[jt]sx?$/.test(id) ? readFileSync(id, 'utf8') : '';
      if (deps.delete(domainIndex)) for (const name of namedImports(code, '@lv/domain')) deps.add(domainExports.get(name) ?? domainIndex);
      if (deps.delete(lucideIndex)) for (const name of namedImports(code, 'lucide-react')) deps.add(icons.get(name) ?? lucideIndex);
    }
    depsOf.set(key, [...deps]);
    return [...deps];
  };
  return (from: string, ctx: ChunkingContext, lazyToo = false): Set<string> => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const dep of dependencies(id, ctx, lazyToo)) visit(dep);
    };
    visit(from);
    return seen;
  };
}

/**
 * The code most screens share, in one `app` chunk instead of dozens of small ones (issue 18): on a
 * phone each file costs a request, each waits the network's latency, and a browser opens only six
 * connections to a host over HTTP/1.1. A module goes in when at least `minScreens` screens of the
 * route table need it and neither the entry nor the landing page (its first chunks, forms and
 * dialogs) does: the landing page keeps its own small set. A screen's own code, and code only a few screens share, stay in
 * the chunks Rolldown makes. Worked out once per build from the module graph; the prerender's
 * Node build (no entry module) gets no group.
 */
export function appChunk(
  root: string,
  minScreens: number,
): (moduleId: string, ctx: ChunkingContext) => string | null {
  let members: Map<string, string> | undefined;
  return (moduleId, ctx) => {
    if (!members) {
      const entry = path.join(root, 'src/main.tsx');
      if (!ctx.getModuleInfo(entry)) {
        members = new Map();
      } else {
        const needed = neededModules(root);
        // What every page loads: the entry, what it loads by import() on every page (the service
        // worker's registration) but the router, and the landing page's first chunks.
        const router = path.join(root, 'src/app/app-router.tsx');
        const everyPage = [
          entry,
          ...(ctx.getModuleInfo(entry)?.dynamicallyImportedIds ?? []).filter((id) => id !== router),
        ];
        const first = new Set(everyPage.flatMap((id) => [...needed(id, ctx)]));
        // The landing page's forms and dialogs load later, on the landing page: what they share with
        // the screens goes in a chunk of its own (`app-forms`), so the landing page never loads `app`.
        const landingLater = needed(path.join(root, LANDING_MODULE), ctx, true);
        const screens = readScreens(readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8'));
        const count = new Map<string, number>();
        for (const screen of screens) {
          const reached = new Set<string>();
          for (const module of screen.modules)
            for (const id of needed(path.join(root, module), ctx)) reached.add(id);
          for (const id of reached) count.set(id, (count.get(id) ?? 0) + 1);
        }
        // The router and the shell layout every signed-in screen sits in.
        for (const shell of [router, path.join(root, 'src/app/shell-layout.tsx')]) {
          for (const id of needed(shell, ctx)) count.set(id, screens.length);
        }
        // A module loaded by import() keeps its own chunk (the manifest and the route preloads find it by name).
        const lazy = (id: string) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
        members = new Map();
        for (const [id, n] of count) {
          if (n < minScreens || first.has(id) || id.endsWith('.po') || lazy(id)) continue;
          members.set(id, landingLater.has(id) ? 'app-forms' : 'app');
        }
      }
    }
    return members.get(moduleId) ?? null;
  };
}
