import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { errors } from './errors';

/**
 * The signed-in user of a request, read fresh from the database on every request so a role or
 * status change takes effect at once. Decorated on the request by app.ts.
 */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  return request.loadUser();
}

/** The signed-in user, or 401. Inactive accounts may still read their own document. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.loadUser();
  if (!user) throw errors.unauthenticated();
  return user;
}

/** A signed-in, active user, or 401/403. */
export async function requireActiveUser(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.accountStatus !== 'active') throw errors.inactive();
  return user;
}

/** An active admin, or 401/403. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireActiveUser(request);
  if (user.role !== 'admin') throw errors.forbidden('This needs an admin account.');
  return user;
}
