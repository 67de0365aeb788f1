import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiAccess } from '@lv/domain';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { UserRow } from './db/schema';
import { errors } from './lib/errors';
import { LearningEvents } from './lib/learning-events';
import { requestOrigin, toHeaders } from './lib/http';
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
import { capstoneRoutes } from './modules/capstones/routes';
import { adminCapstoneRoutes } from './modules/capstones/admin-routes';
import { journeyAdminRoutes } from './modules/journeys/admin-routes';
import { credentialRoutes } from './modules/credentials/routes';
import { adminWebinarRoutes } from './modules/webinars/admin-routes';
import { webinarRoutes } from './modules/webinars/routes';
import { mentoringRoutes } from './modules/mentoring/routes';
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
import { registerAccessControl } from './plugins/access';
import { registerErrorHandler, type ErrorBody } from './plugins/errors';
import { loggerOptions, RequestLog } from './plugins/logging';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { cpdListener } from './modules/cpd/listener';
import { cpdRoutes } from './modules/cpd/routes';
import { certificatesListener } from './modules/certificates/listener';
import { certificateRoutes } from './modules/certificates/routes';
import { verifyRoutes } from './modules/certificates/verify-routes';
import { registerWebApp } from './plugins/web-app';

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
    /** Every route registered (method, url, declared access): lets tests cover a route list that grows. */
    routeList: Array<{ method: string; url: string; access: ApiAccess | undefined }>;
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
  // Every request goes through Fastify's pipeline and our hooks; nothing answers in front of it (ADR 009).
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, access: route.config?.access });
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
  app.addHook('onClose', async () => points.stop());
  app.decorate('stripe', createStripe(config));
  const learning = new LearningEvents();
  // Journeys tell activityCompleted before journeyCompleted, so a certificate counts the CPD entry
  // of the activity that completed the journey.
  learning.listen(cpdListener);
  learning.listen(certificatesListener);
  app.decorate('learning', learning);
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
  await app.register(rateLimit, { global: false });

  // Cookie-authenticated writes must come from our own origin (CSRF); bearer calls carry no cookie.
  // Routes that check it themselves in their own order say so (Better Auth; the callable protocol).
  const trusted = new Set(config.trustedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (safe || !request.headers.cookie || request.routeOptions.config.checksOriginItself) return done();
    const origin = requestOrigin(request.headers);
    done(origin && trusted.has(origin) ? undefined : errors.badOrigin());
  });

  // Every route declares who may call it; one hook checks the route that matched (plugins/access.ts).
  registerAccessControl(app);

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
  await app.register(capstoneRoutes);
  await app.register(adminCapstoneRoutes);
  await app.register(journeyAdminRoutes);
  await app.register(credentialRoutes);
  await app.register(cpdRoutes);
  await app.register(certificateRoutes);
  // Real routes, so /verify is never answered by the web app's fallback below.
  await app.register(verifyRoutes);
  await app.register(webinarRoutes);
  await app.register(adminWebinarRoutes);
  await app.register(mentoringRoutes);
  registerAuthRoutes(app, auth);
  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = await registerWebApp(app, webDist);
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
    // Visitor: sign-up and sign-in are for visitors; Better Auth authenticates the session routes
    // itself and checks a write's Origin against its trusted origins.
    config: { rawBody: false, access: 'visitor', checksOriginItself: true },
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
