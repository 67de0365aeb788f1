import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, type SocialProvider } from '@lv/domain';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { bearer, genericOAuth, magicLink } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { requestLocale } from '../lib/request-locale';
import { accountLimits } from './account-limits';
import { claimBlueprintLeads } from '../modules/leads/service';
import { cancelDeletion } from '../modules/privacy/service';
import type { Mail } from '../modules/mail/mailer';
import type { MailOutbox } from '../modules/mail/outbox';
import { accountLocale, recipientLocale } from '../modules/mail/recipient-locale';
import {
  existingAccountMail,
  magicLinkMail,
  resetPasswordMail,
  verificationMail,
} from '../modules/mail/templates';
import { fitUserFields, profileRulesHook } from './auth-profile-rules';
import { SSO_WRONG_DOMAIN_MESSAGE } from '../modules/organisations/sso';
import { organisationSignIn, ssoAccountCheck, ssoCallbackProvider } from './auth-sso';

/** The header our server sets to the client address it trusts; any client-sent copy is dropped. */
export const CLIENT_IP_HEADER = 'x-lv-client-ip';
export const AUTH_BASE_PATH = '/api/auth';

/** The sign-in providers configured by environment, as the /auth screen lists them. */
export function configuredProviders(config: Config): SocialProvider[] {
  const list: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID) list.push({ id: 'google', label: 'Google', type: 'social' });
  if (config.MICROSOFT_CLIENT_ID) list.push({ id: 'microsoft', label: 'Microsoft', type: 'social' });
  if (config.LINKEDIN_CLIENT_ID) list.push({ id: 'linkedin', label: 'LinkedIn', type: 'social' });
  if (config.OIDC_CLIENT_ID) list.push({ id: 'oidc', label: config.OIDC_LABEL, type: 'oauth2' });
  return list;
}

/** The language of the request behind a mail (none: English). */
const fromRequest = (request: Request | undefined): Locale => (request ? requestLocale(request) : DEFAULT_LOCALE);

/** Better Auth, in-process, on our Kysely database. */
export function createAuth(opts: { config: Config; db: Db; mail: MailOutbox; log: FastifyBaseLogger; siteName: string }) {
  const { config, db, log, siteName } = opts;
  // Better Auth has written its token before it calls back, outside any transaction of ours: each
  // callback is a cause of its own, queued at once (the job sends it; a request never waits for SMTP).
  const send = (kind: string, mail: Mail) =>
    opts.mail.queue(db.kysely, `auth-${kind} ${randomUUID()}`, 'auth', mail).then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'a sign-in mail could not be queued'),
    );

  return betterAuth({
    appName: siteName,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: { db: db.kysely, type: db.dialect },
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Its errors (an OAuth callback that failed) go to our sign-in screen, which says what happened
    // in the reader's language, never to the library's own HTML page (English, inline styles our
    // CSP refuses, links to its site).
    onAPIError: { errorURL: `${config.publicUrl}/auth` },
    logger: {
      level: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? 'debug' : 'warn',
      log: (level, message) => log[level]({ component: 'auth' }, message),
    },
    user: {
      modelName: 'users',
      additionalFields: {
        // input: false → sign-up and update-user can never set these (mass assignment).
        role: { type: 'string', defaultValue: 'learner', input: false },
        accountStatus: { type: 'string', defaultValue: 'active', input: false },
        membershipStatus: { type: 'string', defaultValue: 'free', input: false },
        transformationTier: { type: 'string', required: false, input: false },
        lastActive: { type: 'number', required: false, input: false },
        // Set from the browser's language when the account is made (below), then in the profile.
        locale: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        await send('reset', resetPasswordMail(user.email, url, siteName, accountLocale(user, fromRequest(request))));
      },
      onExistingUserSignUp: async ({ user }, request) => {
        await send('existing-account', existingAccountMail(user.email, `${config.publicUrl}/auth`, siteName, accountLocale(user, fromRequest(request))));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        await send('verification', verificationMail(user.email, url, siteName, accountLocale(user, fromRequest(request))));
      },
    },
    socialProviders: {
      ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET
        ? {
            microsoft: {
              clientId: config.MICROSOFT_CLIENT_ID,
              clientSecret: config.MICROSOFT_CLIENT_SECRET,
              tenantId: config.MICROSOFT_TENANT_ID ?? 'common',
            },
          }
        : {}),
      ...(config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET
        ? { linkedin: { clientId: config.LINKEDIN_CLIENT_ID, clientSecret: config.LINKEDIN_CLIENT_SECRET } }
        : {}),
    },
    plugins: [
      // `Authorization: Bearer <session token>` (the callable protocol's caller identity).
      bearer(),
      // Password sign-in locked per email address after repeated failures (plugins/account-limits.ts).
      accountLimits({ kysely: db.kysely, enabled: config.AUTH_RATE_LIMIT }),
      magicLink({
        expiresIn: 5 * 60,
        sendMagicLink: async ({ email, url }, context) => {
          const headers = context?.headers ?? context?.request?.headers;
          await send('magic-link', magicLinkMail(email, url, siteName, await recipientLocale(db.kysely, email, headers ? requestLocale({ headers }) : DEFAULT_LOCALE)));
        },
      }),
      genericOAuth({
        config:
          config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
            ? [
                {
                  providerId: 'oidc',
                  name: config.OIDC_LABEL,
                  discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.OIDC_CLIENT_ID,
                  clientSecret: config.OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ]
            : [],
      }),
      // Each organisation's own provider (ADR 038, plugins/auth-sso.ts).
      ...organisationSignIn(db),
    ],
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      // In the database, so every server process behind a load balancer shares one count.
      storage: 'database',
      window: 60,
      max: 100,
    },
    // Reset, email-link and OAuth-state tokens are kept as their SHA-256 only; session tokens
    // cannot be (Better Auth 1.7 looks a session up by its token as stored), see docs/security.md.
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'lv',
      database: { generateId: () => crypto.randomUUID() },
    },
    // A typed name or photo (sign-up, update-user, magic link) meets the profile rules first (400).
    hooks: { before: profileRulesHook },
    // Every change Better Auth makes to a user or a session (sign-in and sign-out, revoked sessions,
    // a verified or changed email, a profile update) is told to the signed-in-user caches once it
    // has committed: `after` hooks run after Better Auth's transaction (db/identity.ts, ADR 005).
    databaseHooks: {
      user: {
        create: {
          // The learner's language starts as the one they signed up in (their mails follow it).
          before: async (user, context) => {
            // Through an organisation's provider: its domain, no other organisation, a free seat.
            const ssoProvider = ssoCallbackProvider(context);
            if (ssoProvider) await ssoAccountCheck(db.kysely, ssoProvider, String(user.email), null);
            const headers = context?.headers ?? context?.request?.headers;
            // Made without a request (the admin:create CLI, tests): no setting, the browser decides.
            // The name and photo fitted to the profile rules (a provider's profile; auth-profile-rules.ts).
            return { data: { ...fitUserFields(user), locale: headers ? requestLocale({ headers }) : null } };
          },
          after: async (user, context) => {
            // The points record exists from the first moment of an account.
            await db.kysely
              .insertInto('user_points')
              .values({ userId: user.id, updatedAt: Date.now() })
              .onConflict((oc) => oc.column('userId').doNothing())
              .execute();
            // A Team Blueprint filled in this browser before sign-up now belongs to the account.
            const cookie = context?.headers?.get('cookie') ?? context?.request?.headers.get('cookie');
            await claimBlueprintLeads(db.kysely, user.id, cookie, Date.now()).catch((err: unknown) => log.error({ err }, 'claiming blueprint leads failed'));
          },
        },
        update: {
          before: async (user) => ({ data: fitUserFields(user) }),
          after: async (user) => db.identity.changed(user.id),
        },
      },
      account: {
        create: {
          // An organisation's provider linked to an account that exists: the same checks, for it.
          before: async (account, context) => {
            const ssoProvider = ssoCallbackProvider(context);
            if (!ssoProvider) return;
            if (account.providerId !== ssoProvider)
              throw new APIError('FORBIDDEN', { code: 'SSO_REFUSED', message: SSO_WRONG_DOMAIN_MESSAGE });
            const owner = await db.kysely
              .selectFrom('users')
              .select(['id', 'email'])
              .where('id', '=', account.userId)
              .executeTakeFirst();
            if (owner) await ssoAccountCheck(db.kysely, ssoProvider, owner.email, owner.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const user = await db.kysely
              .selectFrom('users')
              .select('accountStatus')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (user?.accountStatus === 'inactive') {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_INACTIVE', message: 'Your account is inactive.' });
            }
          },
          after: async (session) => {
            // Sign-in writes lastActive with the server's clock (`../shared/spec/platform-spec.md` section 7 (The calls it makes)).
            await db.kysely.updateTable('users').set({ lastActive: Date.now() }).where('id', '=', session.userId).execute();
            // Signing in again cancels a pending account deletion (ADR 037: "Sign in before then to cancel").
            await cancelDeletion(db.kysely, session.userId, 'sign-in', session.userId);
            await db.identity.changed(session.userId);
          },
        },
        update: {
          after: async (session) => db.identity.changed(session.userId),
        },
        delete: {
          after: async (session) => db.identity.changed(session.userId),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
