import { readFileSync } from 'node:fs';
import path from 'node:path';
import { neededModules, type ChunkingContext } from './module-graph';
import { LANDING_MODULE } from './prerender-plugin';
import { readScreens } from './route-preload-plugin';

/**
 * The code most screens share, in one `app` chunk instead of dozens of small ones (issue 18): on a
 * phone each file costs a request, each waits the network's latency, and a browser opens only six
 * connections to a host over HTTP/1.1. A module goes in when at least `minScreens` screens of the
 * route table need it and neither the entry nor the landing page (its first chunks, forms and
 * dialogs) does: the landing page keeps its own small set. What only the admin console's screens
 * share goes in an `admin` chunk instead. A screen's own code, and code only a few screens share, stay in
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
        // Counted apart: the admin console's screens, and the rest (a learner's and a visitor's).
        const count = { learner: new Map<string, number>(), admin: new Map<string, number>() };
        for (const screen of screens) {
          const reached = new Set<string>();
          for (const module of screen.modules)
            for (const id of needed(path.join(root, module), ctx)) reached.add(id);
          const side = screen.path.startsWith('/admin') ? count.admin : count.learner;
          for (const id of reached) side.set(id, (side.get(id) ?? 0) + 1);
        }
        // The router and the shell layout every signed-in screen sits in.
        for (const shell of [router, path.join(root, 'src/app/shell-layout.tsx')]) {
          for (const id of needed(shell, ctx)) count.learner.set(id, screens.length);
        }
        // A module loaded by import() keeps its own chunk (the manifest and the route preloads find it by name).
        const lazy = (id: string) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
        members = new Map();
        for (const id of new Set([...count.learner.keys(), ...count.admin.keys()])) {
          if (first.has(id) || id.endsWith('.po') || lazy(id)) continue;
          const learner = count.learner.get(id) ?? 0;
          // What only the admin console's screens share goes in a chunk of their own: a learner's
          // phone neither fetches nor runs the console's API clients and the contracts they check
          // answers with.
          if (learner >= minScreens) members.set(id, landingLater.has(id) ? 'app-forms' : 'app');
          else if (learner === 0 && (count.admin.get(id) ?? 0) >= minScreens) members.set(id, 'admin');
        }
      }
    }
    return members.get(moduleId) ?? null;
  };
}

/**
 * Everything the entry needs (main.tsx and what it imports, barrels read by name) in one chunk:
 * left to itself Rolldown splits the modules lazy chunks share with the entry (React's JSX runtime
 * with Lingui, the API client, the domain's constants) into chunks of their own, which every page
 * then loads beside the entry, each with its own imports and exports (0.7 KB on the landing page).
 */
export function entryChunk(root: string): (moduleId: string, ctx: ChunkingContext) => string | null {
  let members: Set<string> | undefined;
  return (moduleId, ctx) => {
    if (!members) {
      const entry = path.join(root, 'src/main.tsx');
      members = ctx.getModuleInfo(entry) ? neededModules(root)(entry, ctx) : new Set();
    }
    return members.has(moduleId) ? 'main' : null;
  };
}
