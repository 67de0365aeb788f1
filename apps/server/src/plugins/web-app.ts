import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Every file under `dir` (following links, skipping dotfiles), as URL paths relative to it. */
function builtFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? builtFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/**
 * Serves the built web app: one GET (and HEAD) route per built file, each declared open to
 * visitors. @fastify/static would add the same routes itself (its `wildcard: false`), but it
 * cannot give them an access declaration, so it only lends reply.sendFile here (`serve: false`).
 * Every other path falls to the not-found handler (app.ts), which sends index.html for
 * client-side routes. Returns false when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    // The web build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  for (const file of builtFiles(dist)) {
    // Visitor: the app's own files are public; what they show is fetched from guarded API routes.
    app.get(`/${file}`, { config: { access: 'visitor' } }, (_request, reply) => reply.sendFile(file));
  }
  return true;
}
