import { accessDenial, type AccessDenial, type ApiAccess } from '@lv/domain';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { errors, type AppError } from './errors';

/**
 * The signed-in user of a request, memoised for the request: from the per-process cache of
 * lib/session-cache.ts while no user or session row has changed since it was read (ADR 005), else
 * from the database, so a role or status change still takes effect at once. Decorated on the
 * request by plugins/session.ts.
 */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  return request.loadUser();
}

/** The answer to each denial of the access rule: 401 signed out, 403 for the rest. */
export function accessError(denial: AccessDenial): AppError {
  switch (denial) {
    case 'signedOut':
      return errors.unauthenticated();
    case 'inactive':
      return errors.inactive();
    case 'notAdmin':
      return errors.forbidden('This needs an admin account.');
    case 'notPaid':
      return errors.forbidden('This needs a paid membership.');
  }
}

/**
 * The signed-in caller, if they pass `level` (domain accessDenial), else its 401/403. The access
 * hook (plugins/access.ts) has already checked the route's level; handlers call this for the user
 * (memoised per request, so no second read).
 */
export async function requireAccess(request: FastifyRequest, level: Exclude<ApiAccess, 'visitor'>): Promise<UserRow> {
  const user = await request.loadUser();
  if (!user) throw accessError('signedOut');
  const denial = accessDenial(level, user);
  if (denial) throw accessError(denial);
  return user;
}

/** The signed-in user, or 401. Inactive accounts may still read their own document. */
export const requireUser = (request: FastifyRequest) => requireAccess(request, 'account');

/** A signed-in, active user, or 401/403. */
export const requireActiveUser = (request: FastifyRequest) => requireAccess(request, 'learner');

/** An active admin, or 401/403. */
export const requireAdmin = (request: FastifyRequest) => requireAccess(request, 'admin');
