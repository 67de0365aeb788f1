import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { UserRow } from './db/schema';
import { errors } from './lib/errors';
import { LearningEvents } from './lib/learning-events';
import { requestOrigin, toHeaders } from './lib/http';
import { requireAdmin } from './lib/session';
import type { ResolveHost } from './lib/outbound-url';
import { adminRoutes } from './modules/admin/routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { PointsBus } from './modules/gamification/live';
import type { CallableFunction } from './modules/functions/registry';
import { callableFunctionsPlugin } from './modules/functions/routes';
import { paymentFunctions } from './modules/payments/functions';
import { createStripe, type Stripe } from './modules/payments/stripe-client';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes';
import { startBookingRelay } from './modules/bookings/relay';
import { adminLeadRoutes } from './modules/admin/leads-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { forumRoutes } from './modules/forum/routes';
import { journeyRoutes } from './modules/journeys/routes';
import { journeyAdminRoutes } from './modules/journeys/admin-routes';
import { credentialRoutes } from './modules/credentials/routes';
import { healthRoutes } from './modules/health/routes';
import { leadRoutes } from './modules/leads/routes';
import { knowledgeBaseRoutes } from './modules/knowledge-base/routes';
import { demoRoutes } from './modules/demo/routes';
import { learnerRoutes } from './modules/learner/routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { findUserById, findUserBySessionToken } from './modules/me/repository';
import { sessionCookieValue, verifySessionCookie } from './lib/session-cookie';
import { SessionCache } from './lib/session-cache';
import { meRoutes } from './modules/me/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { teamRoutes } from './modules/teams/routes';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, createAuth, type Auth } from './plugins/auth';
import { registerErrorHandler, type ErrorBody } from './plugins/errors';
import { loggerOptions, RequestLog } from './plugins/logging';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { leaderboardHotPath } from './modules/gamification/leaderboard-hot-path';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    auth: Auth;
    mailer: Mailer;
    /** Live points events (in-process, or PostgreSQL LISTEN/NOTIFY). */
    points: PointsBus;
    /** Completed learning activities and journeys, told inside the recording transaction (CPD record, certificates listen). */
    learning: LearningEvents;
    /** The Stripe SDK, or null when online payment is not set up (no keys). */
    stripe: Stripe | null;
    /** Every route registered (method, url): lets tests cover a route list that grows. */
    routeList: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** The signed-in user (fresh from the database), memoised for the request. */
    loadUser(): Promise<UserRow | null>;
  }
}

const SITE_NAME = 'LeadVillage';
const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export interface BuildOptions {
  /** Share an already-open database (tests); otherwise one is opened from the config. */
  db?: Db;
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  logger?: boolean;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** More callable functions beside the product's own (tests exercise the protocol with them). */
  extraFunctions?: CallableFunction[];
  /** DNS for outbound-URL checks (tests pass a fake); the system resolver by default. */
  resolveHost?: ResolveHost;
}

/** Builds the whole product as one Fastify instance; tests import this, server.ts listens. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Requests the leaderboard's hot path answers from memory never reach Fastify (ADR 006); set below.
  let hotPath: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const app = Fastify({
    // Fastify's own HTTP/1 server set-up (lib/server.js), with the hot path in front of its handler.
    serverFactory(handler, options) {
      // Fastify passes its options with defaults applied (the type does not say so).
      const o = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number | null };
      const server = createServer((req, res) => {
        if (!hotPath?.(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = o.keepAliveTimeout;
      server.requestTimeout = o.requestTimeout;
      server.setTimeout(o.connectionTimeout);
      if (o.maxRequestsPerSocket) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
      return server;
    },
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();
  const routeList: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.db ?? openDatabase(config.database);
  if (opts.migrate !== false) await migrateToLatest(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log: app.log });
  const auth = createAuth({ config, db, mailer, log: app.log, siteName: SITE_NAME });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  const points = new PointsBus(db, app.log);
  await points.start();
  app.decorate('points', points);
  app.decorate('learning', new LearningEvents());
  app.addHook('onClose', async () => points.stop());
  app.decorate('stripe', createStripe(config));
  const relay = startBookingRelay({ db: db.kysely, log: app.log, allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS, retryBaseMs: config.WEBHOOK_RETRY_BASE_MS });
  app.addHook('onClose', async () => relay.stop());
  if (config.ALLOW_PRIVATE_WEBHOOKS) app.log.warn('ALLOW_PRIVATE_WEBHOOKS is on: the booking relay may reach http:// and private addresses (tests and development only)');
  if (!opts.db) app.addHook('onClose', async () => db.destroy());

  if (db.pool) await db.identity.listen(db.pool, app.log);
  const sessions = new SessionCache();
  app.decorateRequest('loadUser', function loadUser(this: FastifyRequest) {
    const cache = userCache.get(this);
    if (cache) return cache;
    const pending = (async () => {
      // Cookie sessions: from the cache while no user or session has changed since; otherwise
      // verify the signature ourselves and read session + user in one query.
      const cookie = sessionCookieValue(this.headers.cookie);
      if (cookie) {
        const now = Date.now();
        const version = db.identity.version();
        const cached = sessions.get(cookie, version, now);
        if (cached) return cached;
        const token = verifySessionCookie(cookie, config.authSecret);
        if (token) {
          const found = await findUserBySessionToken(db.kysely, token, now);
          if (!found) return null;
          sessions.set(cookie, version, found.user, found.sessionExpiresAt, now);
          return found.user;
        }
      }
      if (!this.headers.authorization) return null;
      const session = await auth.api.getSession({ headers: toHeaders(this.headers) });
      if (!session) return null;
      return (await findUserById(db.kysely, session.user.id)) ?? null;
    })();
    userCache.set(this, pending);
    return pending;
  });

  registerErrorHandler(app);
  const headers = securityHeaders({ https: config.publicUrl.startsWith('https://') });
  registerSecurityHeaders(app, headers);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  hotPath = leaderboardHotPath({
    db,
    headers,
    log: app.log,
    closing: () => closing,
    cachedUser(cookieHeader, now) {
      const cookie = sessionCookieValue(cookieHeader);
      return cookie ? sessions.get(cookie, db.identity.version(), now) : null;
    },
  });
  await app.register(rateLimit, { global: false });

  // Cookie-authenticated writes must come from our own origin (CSRF); bearer calls carry no cookie.
  const trusted = new Set(config.trustedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    // /functions/ checks the origin itself, after the protocol's body check (callable-protocol.md).
    if (safe || !request.headers.cookie || request.url.startsWith(AUTH_BASE_PATH + '/') || request.url.startsWith('/functions/')) return done();
    const origin = requestOrigin(request.headers);
    done(origin && trusted.has(origin) ? undefined : errors.badOrigin());
  });

  // Every /api/admin route: 401 for a visitor, 403 for a learner, before any body is validated.
  // (A callback hook: every other request passes without a promise.)
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/admin/')) return done();
    requireAdmin(request).then(() => done(), done);
  });

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(meRoutes);
  await app.register(gamificationRoutes);
  await app.register(callableFunctionsPlugin([...paymentFunctions, ...(opts.extraFunctions ?? [])]));
  await app.register(stripeWebhookRoutes);
  await app.register(adminRoutes, opts.resolveHost ? { resolveHost: opts.resolveHost } : {});
  await app.register(leadRoutes);
  await app.register(knowledgeBaseRoutes);
  await app.register(demoRoutes);
  await app.register(learnerRoutes);
  await app.register(bookingRoutes(relay));
  await app.register(teamRoutes);
  await app.register(adminLeadRoutes(relay));
  await app.register(forumRoutes);
  await app.register(journeyRoutes);
  await app.register(journeyAdminRoutes);
  await app.register(credentialRoutes);
  registerAuthRoutes(app, auth);
  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = await registerWeb(app, webDist);
  // The build prerenders the landing page into landing.html (apps/web/vite.config.ts): sent for `/`
  // only, so no other route flashes the landing content; they get the empty shell.
  const hasLanding = hasWeb && existsSync(path.join(webDist, 'landing.html'));
  // Unknown API paths answer JSON 404; any other GET is a client-side route of the web app.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/functions/');
    // A missing file (an old or new build's asset) is a 404, never the HTML page in its place.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (hasWeb && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile(url === '/' && hasLanding ? 'landing.html' : 'index.html');
    }
    const body: ErrorBody = { error: { code: 'not-found', message: `No route ${request.method} ${url}.` } };
    return reply.status(404).send(body);
  });
  return app;
}

const userCache = new WeakMap<object, Promise<UserRow | null>>();


/** Mounts Better Auth under /api/auth, passing the client address we trust (never the client's own header). */
function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    config: { rawBody: false },
    async handler(request, reply) {
      const headers = toHeaders(request.headers);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, request.ip);
      // Collapse duplicate slashes so '//sign-in/email' meets the same rate limit as '/sign-in/email'.
      const pathAndQuery = request.url.replace(/\/{2,}/g, '/');
      const url = new URL(pathAndQuery, app.config.publicUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/** Serves the built web app, with index.html for every non-API path (client-side routes). */
async function registerWeb(app: FastifyInstance, dist: string): Promise<boolean> {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ dist }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return true;
}
