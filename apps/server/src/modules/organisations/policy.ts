import { orgScope, type OrgAction, type OrgRole, type OrgScope } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { errors } from '../../lib/errors';
import * as repo from './repository';

type Trx = Kysely<Database>;

export const orgNotFound = () => errors.notFound('That organisation');

/** The caller as the organisation policy sees them, in one organisation. */
export interface OrgAccess {
  org: Database['organisations'];
  /** The caller's role in it; null for a platform admin who is not a member. */
  role: OrgRole | null;
  scope: OrgScope;
  callerId: string;
  isPlatformAdmin: boolean;
}

/**
 * The named organisation policy (domain orgScope), checked by every function of this service
 * before it reads or writes: a platform admin reaches every organisation; anyone else only their
 * own, as far as their role lets them. Someone outside the organisation gets the answer of an
 * unknown id (404), so ids reveal nothing; a member whose role does not allow the action gets 403.
 */
export async function requireOrgScope(
  db: Trx,
  caller: UserRow,
  organisationId: string,
  action: OrgAction,
): Promise<OrgAccess> {
  const isPlatformAdmin = caller.role === 'admin';
  const [org, membership] = await Promise.all([
    repo.findOrganisation(db, organisationId),
    repo.membershipOf(db, caller.id),
  ]);
  const role = membership?.organisationId === organisationId ? membership.role : null;
  if (!org || (!isPlatformAdmin && role === null)) throw orgNotFound();
  const scope = orgScope({ isPlatformAdmin, role }, action);
  if (!scope) throw errors.forbidden('Your role in this organisation does not allow that.');
  return { org, role, scope, callerId: caller.id, isPlatformAdmin };
}

/** A platform admin's hold on one organisation (row locked for the transaction on PostgreSQL), or 403/404. */
export async function requirePlatformAdmin(
  trx: Trx,
  caller: UserRow,
  organisationId: string,
): Promise<Database['organisations']> {
  if (caller.role !== 'admin' || caller.accountStatus !== 'active')
    throw errors.forbidden('This needs an admin account.');
  const org = await repo.lockOrganisation(trx, organisationId);
  if (!org) throw orgNotFound();
  return org;
}
