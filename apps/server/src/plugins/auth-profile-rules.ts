import { fitPersonName, fitPhotoUrl, PersonNameSchema, PhotoUrlSchema } from '@lv/domain';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { refuseBadReturnAddresses } from './auth-callback-urls';

/*
 * A person's name and photo follow the domain's profile rules (packages/domain/src/profile.ts)
 * however they are set. Better Auth's own routes where a person types them (sign-up, update-user,
 * a magic link's first sign-in) are checked before the route runs: a refusal is a 400 with the
 * domain's message, nothing is written and no mail is sent (so a bad name says nothing about
 * whether the email has an account). Every other write of a user (an identity provider's profile
 * on first sign-in, the CLI, the seed) is fitted to the same rules by the database hooks.
 */

/** The Better Auth paths whose body carries a name or photo the person typed. */
const TYPED_PROFILE_PATHS = new Set(['/sign-up/email', '/update-user', '/sign-in/magic-link']);

function checked<T>(schema: z.ZodType<T, unknown>, value: unknown, code: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new APIError('BAD_REQUEST', {
      code,
      message: result.error.issues[0]?.message ?? 'Invalid value',
    });
  return result.data;
}

/**
 * `hooks.before` (Better Auth takes one): every route's return addresses checked
 * (auth-callback-urls.ts), then the typed name and photo checked and cleaned, or a 400 before the route runs.
 */
export const profileRulesHook = createAuthMiddleware(async (ctx) => {
  refuseBadReturnAddresses(ctx);
  if (!TYPED_PROFILE_PATHS.has(ctx.path)) return;
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields: Record<string, unknown> = {};
  // Sign-up needs a name; update-user and the magic link take one only when given.
  if ('name' in body || ctx.path === '/sign-up/email')
    fields.name = checked(PersonNameSchema, (body as { name?: unknown }).name, 'INVALID_NAME');
  if ('image' in body)
    fields.image = checked(PhotoUrlSchema, (body as { image?: unknown }).image, 'INVALID_IMAGE');
  if (Object.keys(fields).length === 0) return;
  return { context: { body: { ...body, ...fields } } };
});

/** `databaseHooks.user.*.before`: whatever name and photo reach the users table, fitted to the rules. */
export function fitUserFields<T extends { name?: unknown; image?: unknown; email?: unknown }>(
  user: T,
): T {
  const out: T = { ...user };
  if (typeof user.name === 'string') {
    const email = typeof user.email === 'string' ? user.email : '';
    // A provider that gives no usable name: the mailbox name, as the learner can change it later.
    out.name = fitPersonName(user.name) || fitPersonName(email.split('@')[0] ?? '');
  }
  if ('image' in user && user.image !== undefined)
    out.image = fitPhotoUrl(typeof user.image === 'string' ? user.image : null);
  return out;
}
