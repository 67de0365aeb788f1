import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a Rolldown chunking function is given to read the module graph. */
export interface ChunkingContext {
  getModuleInfo: (id: string) => {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Named imports of `source` in a module's text (`import { a, b as c } from 'source'` gives a, b).
 * `types: false` leaves out type imports (`import type { … }`, `type X`), which load no module.
 */
export function namedImports(code: string, source: string, { types = true } = {}): string[] {
  const names: string[] = [];
  const pattern = new RegExp(
    `import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${source.replace(/[/.]/g, '\\$&')}'`,
    'g',
  );
  for (const match of code.matchAll(pattern)) {
    if (match[1] && !types) continue;
    for (const item of match[2]!.split(',')) {
      const name = item.trim();
      if (name.startsWith('type ') && !types) continue;
      const used = name.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (used) names.push(used);
    }
  }
  return names;
}

/** lucide-react's icon modules by exported name (aliases included): 'AlertCircle' → the file of circle-exclamation-point. */
export function lucideIconFiles(root: string): Map<string, string> {
  const dir = path.join(root, '../../node_modules/lucide-react/dist/esm');
  const files = new Map<string, string>();
  for (const match of readFileSync(path.join(dir, 'lucide-react.mjs'), 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  )) {
    for (const name of match[1]!.matchAll(/default as (\w+)/g))
      files.set(name[1]!, path.join(dir, 'icons', match[2]!));
  }
  return files;
}

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
export function neededModules(root: string) {
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
      // A domain type names the module that declares it, which a screen does not load for it
      // (a type of the growth statements put the statements in every first load). lucide-react's
      // keep counting: `type LucideIcon` counts its index, which is how the icons most screens
      // share sit in `app` (one request) rather than in dozens of tiny chunks.
      if (deps.delete(domainIndex)) for (const name of namedImports(code, '@lv/domain', { types: false })) deps.add(domainExports.get(name) ?? domainIndex);
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
