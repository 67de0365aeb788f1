import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a Rolldown chunking function is given to read the module graph. */
export interface ChunkingContext {
  getModuleInfo: (id: string) => {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** Named imports of `source` in a module's text (`import { a, b as c } from 'source'` gives a, b). */
export function namedImports(code: string, source: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(
    `import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${source.replace(/[/.]/g, '\\$&')}'`,
    'g',
  );
  for (const match of code.matchAll(pattern)) {
    for (const item of match[1]!.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
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
