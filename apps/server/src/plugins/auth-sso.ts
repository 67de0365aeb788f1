import { sso } from '@better-auth/sso';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../lib/errors';
import {
  SSO_NO_PROVIDER_MESSAGE,
  checkSsoSignIn,
  providerById,
  providerForEmail,
  provisionSsoMember,
} from '../modules/organisations/sso';

/*
 * Sign-in through an organisation's own provider (ADR 038), with `@better-auth/sso`. The plugin
 * does the protocol (state, nonce, PKCE, the ID token's signature and issuer); we keep who may do
 * what:
 * - its routes that register, change, list or delete providers are closed (404): providers are
 *   set through our organisation routes, under the organisation policy, and a platform admin
 *   confirms the domains;
 * - `/sign-in/sso` takes an email only and is sent to the confirmed provider of its domain;
 * - at the callback, before any account is made or linked, the address must be of that
 *   provider's domains, the person in no other organisation and a seat free (database hooks in
 *   auth.ts call `ssoAccountCheck`); an existing account is linked only when the provider says the
 *   email is verified (`trustEmailVerified`, and no provider counts as trusted);
 * - after the sign-in, the person joins the organisation through the locked seat path.
 */

/** The plugin's routes we do not open: providers change only through our organisation routes. */
const CLOSED = [
  '/sso/register',
  '/sso/update-provider',
  '/sso/delete-provider',
  '/sso/providers',
  '/sso/get-provider',
  '/sso/request-domain-verification',
  '/sso/verify-domain',
  '/sso/callback',
  '/sso/saml2/sp/acs',
  '/sso/saml2/sp/slo',
  '/sso/saml2/logout',
  '/sso/saml2/sp/metadata',
];
const isClosed = (path: string) =>
  CLOSED.some((p) => path === p || (p !== '/sso/callback' && path.startsWith(`${p}/`)));

const SignInBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter your work email address.').max(254),
  callbackURL: z.string().max(2_000).optional(),
  errorCallbackURL: z.string().max(2_000).optional(),
  newUserCallbackURL: z.string().max(2_000).optional(),
});

const CALLBACK = /^\/sso\/callback\/([^/]+)$/;

/** Our AppError as the plugin's error (its callback turns `code` and `message` into the error page's query). */
function asApiError(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  const status =
    err.status === 'FAILED_PRECONDITION'
      ? 'FORBIDDEN'
      : err.status === 'NOT_FOUND'
        ? 'NOT_FOUND'
        : 'FORBIDDEN';
  const code = err.status === 'FAILED_PRECONDITION' ? 'NO_SEAT' : 'SSO_REFUSED';
  return new APIError(status, { code, message: err.message });
}

/** The provider id of an SSO callback in progress (null on any other route). */
export function ssoCallbackProvider(
  context: { path?: string; params?: unknown } | null | undefined,
) {
  const m = context?.path ? CALLBACK.exec(context.path) : null;
  if (!m) return null;
  const params = context?.params as { providerId?: unknown } | undefined;
  return typeof params?.providerId === 'string' ? params.providerId : (m[1] ?? null);
}

/** The check run before an account is made or linked at an SSO callback (auth.ts database hooks). */
export async function ssoAccountCheck(
  kysely: Kysely<Database>,
  providerId: string,
  email: string,
  userId: string | null,
): Promise<void> {
  try {
    await checkSsoSignIn(kysely, providerId, email, userId);
  } catch (err) {
    throw asApiError(err);
  }
}

function guard(db: Db): BetterAuthPlugin {
  return {
    id: 'lv-organisation-sign-in',
    hooks: {
      before: [
        {
          matcher: (ctx) => isClosed(ctx.path ?? ''),
          handler: createAuthMiddleware(async () => {
            throw new APIError('NOT_FOUND', { message: 'That sign-in provider was not found.' });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/sso',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = SignInBody.safeParse(ctx.body);
            if (!parsed.success)
              throw new APIError('BAD_REQUEST', {
                code: 'INVALID_EMAIL',
                message: 'Enter your work email address.',
              });
            const provider = await providerForEmail(db.kysely, parsed.data.email);
            if (!provider)
              throw new APIError('NOT_FOUND', {
                code: 'NO_ORGANISATION_PROVIDER',
                message: SSO_NO_PROVIDER_MESSAGE,
              });
            // Only these fields reach the plugin: no provider, domain or organisation of the caller's choosing.
            return {
              context: {
                body: {
                  ...parsed.data,
                  providerId: provider.providerId,
                  providerType: 'oidc',
                  loginHint: parsed.data.email,
                },
              },
            };
          }),
        },
        {
          matcher: (ctx) => CALLBACK.test(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const providerId = ssoCallbackProvider(ctx);
            const provider = providerId ? await providerById(db.kysely, providerId) : undefined;
            if (!provider || !provider.domainVerified)
              throw new APIError('NOT_FOUND', { message: 'That sign-in provider was not found.' });
          }),
        },
      ],
    },
  };
}

/** The SSO plugin and our guard around it, for `plugins` in auth.ts. */
export function organisationSignIn(db: Db): BetterAuthPlugin[] {
  return [
    guard(db),
    sso({
      // The provider's `email_verified` is read (else every address counts as unverified), and
      // no provider is "trusted": an existing account is linked only on a verified email.
      trustEmailVerified: true,
      provisionUserOnEveryLogin: true,
      provisionUser: async ({ user, provider }) => {
        await provisionSsoMember(db, provider.providerId, user);
      },
    }) as unknown as BetterAuthPlugin,
  ];
}
