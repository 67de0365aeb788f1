import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInLockedUntil,
  SIGN_IN_LOCK_MS,
} from '../lib/account-limits';

/** The code of the answer to a password sign-in while its address is locked (the web app's sentence keys on it). */
export const SIGN_IN_LOCKED = 'SIGN_IN_LOCKED';

const PASSWORD_SIGN_IN = '/sign-in/email';

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

/** The same answer for an address with an account and one without: it tells nothing about either. */
function locked(until: number, now: number): APIError {
  const minutes = Math.round(SIGN_IN_LOCK_MS / 60_000);
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: SIGN_IN_LOCKED,
      message: `Too many failed sign-ins for this email address. Password sign-in for it is paused for up to ${minutes} minutes; you can sign in with an email link meanwhile.`,
    },
    { 'Retry-After': String(Math.max(1, Math.ceil((until - now) / 1000))) },
  );
}

/**
 * A temporary lockout of password sign-in per email address (lib/account-limits.ts), beside Better
 * Auth's per-address limit, which keys on the client address only (api/rate-limiter in 1.7 has no
 * per-account rule): SIGN_IN_FAILURES wrong passwords for one address in 15 minutes close its
 * password sign-in for 15 minutes, whatever address the attempts come from. Email-link and
 * provider sign-in stay open, so the owner is never shut out. Off with AUTH_RATE_LIMIT.
 */
export function accountLimits(opts: {
  kysely: Kysely<Database>;
  enabled: boolean;
}): BetterAuthPlugin {
  const { kysely, enabled } = opts;
  const matcher = (ctx: { path?: string }) => enabled && ctx.path === PASSWORD_SIGN_IN;
  return {
    id: 'lv-account-limits',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const now = Date.now();
            const until = await signInLockedUntil(kysely, email, now);
            if (until !== null) throw locked(until, now);
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned)) await clearSignInFailures(kysely, email);
            // A wrong password (or an unknown address: the same answer) counts; "not verified" does not.
            else if (returned.statusCode === 401)
              await recordSignInFailure(kysely, email, Date.now());
          }),
        },
      ],
    },
  };
}
