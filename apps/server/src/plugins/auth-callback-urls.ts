import { APIError } from 'better-auth/api';

/** The Better Auth parameters that name where the browser goes next. */
const RETURN_ADDRESS_KEYS = [
  'callbackURL',
  'newUserCallbackURL',
  'errorCallbackURL',
  'redirectTo',
] as const;
const BASE = 'https://base.invalid';

interface AuthContext {
  query?: unknown;
  body?: unknown;
  context: { isTrustedOrigin(url: string, settings?: { allowRelativePaths?: boolean }): boolean };
}

/** A path on our own site (not `//host`), or an absolute URL on a trusted origin. */
function isReturnAddress(value: string, ctx: AuthContext): boolean {
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return false;
    try {
      return new URL(value, BASE).origin === BASE;
    } catch {
      return false;
    }
  }
  return URL.canParse(value) && ctx.context.isTrustedOrigin(value);
}

/**
 * Every return address a Better Auth route takes, in its query or body, is a path of ours or a
 * trusted origin's URL, else a 400 before the route runs. Better Auth checks these on its POST
 * routes only: `GET /verify-email?callbackURL=%00` answered 500 (found by the fuzz suite, issue
 * "Trust" item 9), and a GET route must not redirect anywhere else either.
 */
export function refuseBadReturnAddresses(ctx: AuthContext): void {
  for (const source of [ctx.query, ctx.body]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const key of RETURN_ADDRESS_KEYS) {
      const value: unknown = (source as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' || !isReturnAddress(value, ctx)) {
        throw new APIError('BAD_REQUEST', {
          code: 'INVALID_CALLBACK_URL',
          message: 'That address is not valid.',
        });
      }
    }
  }
}
