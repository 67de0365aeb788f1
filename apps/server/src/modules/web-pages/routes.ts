import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localeFromCookie, type WebReads } from '@lv/domain';
import { createRequestHandler } from '@mcansh/remix-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { contentSecurityPolicy, htmlInlineHashes } from '../../plugins/security-headers';
import { webReadsFor } from './service';

/** What the trial's build exports beside React Router's (apps/web/src/framework/entry.server.tsx). */
interface TrialEntry {
  loadContext(
    reads: WebReads,
  ): ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getLoadContext']>>;
}

/** The trial's server-rendered screens (apps/web/src/framework/routes.ts), and their data requests. */
const SCREENS = ['/leaderboard', '/journeys/:journeyId/modules/:moduleId', '/profile'];

/** Every file under `dir` as URL paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(full, `${prefix}${name}/`)
      : [`${prefix}${name}`];
  });
}

/**
 * The framework-mode trial (ADR 034), when WEB_RENDERER is `framework`: React Router's request
 * handler through the Fastify adapter for the trial's screens (GET renders, POST runs the action, `.data`
 * for the browser's navigations), the prerendered `/` and `/fr`, and the build's files. Registered
 * before the web app, which leaves these paths to it. Loaders read through `webReadsFor` in the load
 * context. Each page's policy allows its own inline scripts by a fresh nonce, the prerendered pages' by
 * their hashes. Returns false (and today's renderer serves everything) when there is no such build.
 */
export async function registerFrameworkPages(app: FastifyInstance, dir: string): Promise<boolean> {
  const serverFile = path.join(dir, 'server', 'index.js');
  const client = path.join(dir, 'client');
  if (!existsSync(serverFile)) {
    app.log.warn(
      { dir },
      "WEB_RENDERER=framework but no framework build (npm run build:framework -w @lv/web): today's renderer serves every page",
    );
    return false;
  }
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  const entry = build.entry.module as unknown as TrialEntry;
  const https = app.config.publicUrl.startsWith('https://');
  const nonces = new WeakMap<FastifyRequest, string>();
  const handler = createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: (request, reply) =>
      entry.loadContext(webReadsFor(app, request, reply, nonces.get(request) ?? '')),
  });
  const render = (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
    reply
      .header(
        'content-security-policy',
        contentSecurityPolicy({
          https,
          inline: { scripts: [`nonce-${nonce}`], styles: [] },
          stripe: false,
        }),
      )
      // A rendered page carries the reader's own data: kept by no shared cache.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Language, Cookie');
    return handler(request, reply);
  };
  const prerendered = (file: string) => {
    const csp = contentSecurityPolicy({
      https,
      inline: htmlInlineHashes(readFileSync(path.join(client, file), 'utf8')),
      stripe: false,
    });
    return { file, csp };
  };
  const landing = { en: prerendered('index.html'), fr: prerendered(path.join('fr', 'index.html')) };

  await app.register(async (scope) => {
    // React Router reads the body itself (the form of an action): the stream is passed on untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // Visitor: the page is public; each loader's read is checked as its API route checks it (service.ts).
    const config = { access: 'visitor' as const };
    for (const url of SCREENS) {
      scope.route({ method: ['GET', 'HEAD', 'POST'], url, config, handler: render });
      scope.route({ method: ['GET', 'POST'], url: `${url}.data`, config, handler: render });
    }
    // The browser's data request when it navigates to `/`.
    scope.get('/_root.data', { config }, render);
    // The prerendered landing page; a reader who chose French is sent to it.
    scope.get('/', { config }, (request, reply) => {
      if (localeFromCookie(request.headers.cookie) === 'fr') return reply.redirect('/fr');
      return reply
        .header('content-security-policy', landing.en.csp)
        .header('cache-control', 'no-cache')
        .sendFile(landing.en.file, client);
    });
    scope.get('/fr', { config }, (_request, reply) =>
      reply
        .header('content-security-policy', landing.fr.csp)
        .header('cache-control', 'no-cache')
        .sendFile(landing.fr.file, client),
    );
    for (const file of filesUnder(client)) {
      if (file.endsWith('.html') || app.hasRoute({ method: 'GET', url: `/${file}` })) continue;
      const immutable = file.startsWith('fw-assets/');
      scope.get(`/${file}`, { config }, (_request, reply) =>
        reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .sendFile(file, client),
      );
    }
  });
  return true;
}
