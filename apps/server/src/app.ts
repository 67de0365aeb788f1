import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiAccess } from '@lv/domain';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { CpuPool } from './lib/cpu-pool';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { LearningEvents } from './lib/learning-events';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { BODY_LIMIT, LONG_TEXT_BODY_LIMIT, MAX_BODY_DEPTH, nestedDeeperThan } from './lib/body-limits';
import { errors } from './lib/errors';
import type { ResolveHost } from './lib/outbound-url';
import { adminRoutes } from './modules/admin/routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { PointsBus } from './modules/gamification/live';
import type { CallableFunction } from './modules/functions/registry';
import { callableFunctionsPlugin } from './modules/functions/routes';
import { paymentFunctions } from './modules/payments/functions';
import { createStripe, type Stripe } from './modules/payments/stripe-client';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
import { createPaystack, type Paystack } from './modules/payments/paystack-client';
import { startBookingRelay } from './modules/bookings/relay';
import { adminLeadRoutes } from './modules/admin/leads-routes';
import { adminMailRoutes } from './modules/admin/mail-routes';
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
import { growthRoutes } from './modules/growth/routes';
import { healthRoutes } from './modules/health/routes';
import { leadRoutes } from './modules/leads/routes';
import { knowledgeBaseRoutes } from './modules/knowledge-base/routes';
import { podcastRoutes } from './modules/podcast/routes';
import { demoRoutes } from './modules/demo/routes';
import { learnerRoutes } from './modules/learner/routes';
import { insightRoutes } from './modules/insights/routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createMailOutbox, type MailOutbox } from './modules/mail/outbox';
import { defineReminderJobs } from './modules/reminders/planner';
import { meRoutes } from './modules/me/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { startDeletionRunner } from './modules/privacy/runner';
import { publicConfigRoutes } from './modules/public-config/routes';
import { teamRoutes } from './modules/teams/routes';
import { organisationRoutes } from './modules/organisations/routes';
import { createAuth, type Auth } from './plugins/auth';
import { registerAuthRoutes } from './plugins/auth-bridge';
import { registerAccessControl } from './plugins/access';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors';
import { loggerOptions, RequestLog } from './plugins/logging';
import { contentSecurityPolicy, registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerLowData } from './plugins/low-data';
import { cpdListener } from './modules/cpd/listener';
import { cpdRoutes } from './modules/cpd/routes';
import { certificatesListener } from './modules/certificates/listener';
import { defineEliteCheckJob, eliteAwardListener, eliteLearningListener } from './modules/certificates/elite';
import { certificateRoutes } from './modules/certificates/routes';
import { verifyRoutes } from './modules/certificates/verify-routes';
import { registerOriginCheck } from './plugins/origin-check';
import { registerProxyWarning } from './plugins/proxy-warning';
import { registerSession } from './plugins/session';
import { siteFileRoutes } from './plugins/site-files';
import { inlineHashes, registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    auth: Auth;
    /** How mail leaves (SMTP or the dev outbox); only the mail job sends through it. */
    mailer: Mailer;
    /** Where product code queues a mail, in the transaction of its cause (modules/mail/outbox.ts). */
    mail: MailOutbox;
    /** Live points events (in-process, or PostgreSQL LISTEN/NOTIFY). */
    points: PointsBus;
    /** Completed learning activities and journeys, told inside the recording transaction (CPD record, certificates listen). */
    learning: LearningEvents;
    /** The Stripe SDK, or null when online payment is not set up (no keys). */
    stripe: Stripe | null;
    /** Paystack's API client, or null when paying in a local currency is not set up (no secret key). */
    paystack: Paystack | null;
    /** Worker threads for CPU-heavy work: PDFs, Open Badges signing (lib/cpu-pool.ts, ADR 033). */
    cpu: CpuPool;
    /** Background jobs: written in a transaction, run once with retries (lib/jobs, ADR 035). */
    jobs: JobQueue;
    /** Every route registered (method, url, declared access, its schemas): lets tests cover a route list that grows. */
    routeList: Array<{ method: string; url: string; access: ApiAccess | undefined; schema: FastifySchema | undefined; bodyLimit: number | undefined }>;
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
  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  // One policy for every page, a wider one for the payment page when Stripe is configured (ADR 018).
  const https = config.publicUrl.startsWith('https://');
  const inline = inlineHashes(webDist);
  const csp = contentSecurityPolicy({ https, inline, stripe: false });
  const headers = securityHeaders({ https, csp });
  // Every request goes through Fastify's pipeline and our hooks; nothing answers in front of it (ADR 009).
  // Fastify's and Node's own error answers, made before the hooks, get the same headers (plugins/errors.ts).
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    routerOptions: { ignoreDuplicateSlashes: true },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>();
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    // A route's body limit is its own declaration, else the small default (lib/body-limits.ts).
    route.bodyLimit ??= BODY_LIMIT;
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, access: route.config?.access, schema: route.schema, bodyLimit: route.bodyLimit });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A body nested deeper than any schema is refused before anything walks it recursively.
  app.addHook('preValidation', async (request) => {
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) throw errors.invalid('Request body is nested too deeply');
  });

  const db = opts.db ?? openDatabase(config.database);
  if (opts.migrate !== false) await migrateToLatest(db);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db,
    log: app.log,
    logBodies: config.NODE_ENV === 'development',
    publicUrl: config.publicUrl,
  });
  const jobs = createJobQueue(config, db, app.log);
  // At most a few mails to one address per 15 minutes, beside the per-address request limits (issue 36).
  const mail = createMailOutbox({ jobs, transport: mailer, db: db.kysely, log: app.log, publicUrl: config.publicUrl, limitPerAddress: config.AUTH_RATE_LIMIT, retryBaseMs: config.MAIL_RETRY_BASE_MS });
  const auth = createAuth({ config, db, mail, log: app.log, siteName: SITE_NAME });
  const reminders = defineReminderJobs({ jobs, db, mail, log: app.log, publicUrl: config.publicUrl, siteName: SITE_NAME });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('mail', mail);
  app.decorate('auth', auth);
  const points = new PointsBus(db, app.log);
  await points.start();
  app.decorate('points', points);
  app.addHook('onClose', async () => points.stop());
  const cpu = new CpuPool({ threads: config.CPU_THREADS, warm: config.NODE_ENV === 'production', timeLimitMs: config.CPU_TASK_TIME_LIMIT_MS, log: app.log });
  app.decorate('cpu', cpu);
  // Before the server waits for in-flight requests: a PDF in a thread finishes or is abandoned
  // within the pool's grace, so those requests answer and shutdown ends in time (server.ts).
  app.addHook('preClose', async () => cpu.close());
  app.decorate('jobs', jobs);
  // Before in-flight requests are waited for: running jobs finish or are given back within 3 s.
  app.addHook('preClose', async () => jobs.stop());
  app.decorate('stripe', createStripe(config));
  app.decorate('paystack', createPaystack(config));
  const learning = new LearningEvents();
  // Journeys tell activityCompleted before journeyCompleted, so a certificate counts the CPD entry
  // of the activity that completed the journey.
  learning.listen(cpdListener);
  learning.listen(certificatesListener);
  // Elite certification (ADR 043): whichever of Level 4's XP and a completed journey comes last.
  learning.listen(eliteLearningListener(jobs));
  points.onAward(eliteAwardListener);
  defineEliteCheckJob(jobs, db.kysely);
  app.decorate('learning', learning);
  const relay = startBookingRelay({ db: db.kysely, log: app.log, allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS, retryBaseMs: config.WEBHOOK_RETRY_BASE_MS });
  app.addHook('onClose', async () => relay.stop());
  if (config.ALLOW_PRIVATE_WEBHOOKS) app.log.warn('ALLOW_PRIVATE_WEBHOOKS is on: the booking relay may reach http:// and private addresses (tests and development only)');
  // Due account erasures at start-up, then hourly, until a job engine schedules them (ADR 037).
  const stopDeletions = startDeletionRunner(db, app.log);
  app.addHook('onClose', async () => stopDeletions());
  if (!opts.db) app.addHook('onClose', async () => db.destroy());

  await db.identity.listen(app.log);
  registerSession(app, { db, auth, authSecret: config.authSecret });

  registerErrorHandler(app);
  const paymentCsp = app.stripe ? contentSecurityPolicy({ https, inline, stripe: true }) : null;
  registerSecurityHeaders(app, headers);
  registerProxyWarning(app, config.TRUST_PROXY);
  // Caching rule per kind of answer, ETag / 304 and compression for API answers (plugins/low-data.ts).
  await registerLowData(app);
  // Counters in the database: every process on it shares each limit (plugins/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db.kysely) });

  // Cookie-authenticated writes must come from our own origin (CSRF, plugins/origin-check.ts).
  registerOriginCheck(app, config.trustedOrigins);

  // Every route declares who may call it; one hook checks the route that matched (plugins/access.ts).
  registerAccessControl(app);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(meRoutes);
  await app.register(gamificationRoutes);
  await app.register(callableFunctionsPlugin([...paymentFunctions, ...(opts.extraFunctions ?? [])]));
  await app.register(paymentWebhookRoutes);
  await app.register(adminRoutes, opts.resolveHost ? { resolveHost: opts.resolveHost } : {});
  await app.register(leadRoutes);
  await app.register(knowledgeBaseRoutes);
  await app.register(podcastRoutes);
  await app.register(demoRoutes);
  await app.register(learnerRoutes);
  await app.register(insightRoutes);
  await app.register(bookingRoutes(relay));
  await app.register(teamRoutes);
  await app.register(organisationRoutes);
  await app.register(adminLeadRoutes(relay));
  await app.register(adminMailRoutes);
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
  await app.register(growthRoutes);
  await app.register(privacyRoutes);
  registerAuthRoutes(app, auth);
  // Before the web app: robots.txt is the server's (it names the sitemap by PUBLIC_URL), not a built file.
  await app.register(siteFileRoutes, { dist: webDist });
  await registerWebApp(app, webDist, paymentCsp);
  // Every module has defined its jobs by now.
  await jobs.start();
  // Reminders (ADR 046): one planning run per 15-minute slot, whatever the number of processes.
  await reminders.schedule();
  return app;
}
