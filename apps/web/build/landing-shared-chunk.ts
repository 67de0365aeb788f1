import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lucideIconFiles, namedImports, neededModules, type ChunkingContext } from './module-graph';
import { LANDING_MODULE } from './prerender-plugin';

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

/** The icon modules the app's own modules among `ids` import from lucide-react. */
function lucideIcons(ids: Iterable<string>, iconFiles: Map<string, string>): Set<string> {
  const icons = new Set<string>();
  for (const id of ids) {
    if (!/\/apps\/web\/src\/.*\.tsx?$/.test(id)) continue;
    for (const name of namedImports(readFileSync(id, 'utf8'), 'lucide-react')) {
      const file = iconFiles.get(name);
      if (file) icons.add(file);
    }
  }
  return icons;
}

/**
 * The small modules the landing page's chunk imports and the entry does not have (its lucide
 * icons, the button and logo pieces, toasts, the domain's levels and journey cards) go into one chunk instead of a dozen tiny ones that
 * each cost the page a request. Worked out once per build from the module graph: the app's own
 * modules outside the landing feature that the landing module reaches statically and the entry
 * does not, and the icons the landing's modules import that the entry's do not.
 */
export function landingSharedChunk(root: string): (moduleId: string, ctx: ChunkingContext) => string | null {
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
      // The domain modules the landing page needs and the entry does not (levels, XP awards, journey
      // cards), read by name through the domain's barrel, rather than three small chunks of their own.
      const needed = neededModules(root);
      const entryNeeds = needed(path.join(root, 'src/main.tsx'), ctx);
      for (const id of needed(path.join(root, LANDING_MODULE), ctx))
        if (id.includes('/packages/domain/src/') && !entryNeeds.has(id)) members.add(id);
    }
    // lucide's own code that draws the icons, unless the entry already has icons (and so that code).
    if (!entryHasIcons && /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react\.mjs)/.test(moduleId)) return 'landing-shared';
    return members.has(moduleId) ? 'landing-shared' : null;
  };
}
