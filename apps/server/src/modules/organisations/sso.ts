import { randomUUID } from 'node:crypto';
import { discoverOIDCConfig } from '@better-auth/sso';
import { isPublicRoutableHost } from '@better-auth/core/utils/host';
import {
  domainBelongs,
  holdsSeat,
  joinDomains,
  splitDomains,
  ssoProviderId,
  termAt,
  type OrgSso,
  type SsoProviderInput,
} from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { requireOrgScope, requirePlatformAdmin } from './policy';
import * as repo from './repository';

type Trx = Kysely<Database>;
type ProviderRow = Selectable<Database['ssoProvider']>;

/** What someone signing in through their organisation reads when the organisation has no seat for them. */
export const SSO_NO_SEAT_MESSAGE =
  'Your organisation has no seat left for you. Ask its administrator to free a seat or add seats.';
export const SSO_OTHER_ORG_MESSAGE =
  'Your account already belongs to another organisation, so this sign-in was refused.';
export const SSO_WRONG_DOMAIN_MESSAGE =
  "This provider may only sign in addresses of its organisation's own email domains.";
export const SSO_NO_PROVIDER_MESSAGE =
  'No organisation signs in with that email domain. Sign in with your email and password.';

/** The redirect URI the organisation registers at its provider (the plugin's callback route). */
export const ssoRedirectUri = (publicUrl: string, organisationId: string) =>
  `${publicUrl}/api/auth/sso/callback/${ssoProviderId(organisationId)}`;

interface StoredOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  pkce: true;
  discoveryEndpoint: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  jwksEndpoint?: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication?: 'client_secret_post' | 'client_secret_basic' | 'private_key_jwt';
  scopes: string[];
}

const parseOidc = (row: ProviderRow): StoredOidcConfig | null => {
  try {
    return row.oidcConfig ? (JSON.parse(row.oidcConfig) as StoredOidcConfig) : null;
  } catch {
    return null;
  }
};

export function providerOf(db: Trx, organisationId: string) {
  return db
    .selectFrom('ssoProvider')
    .selectAll()
    .where('organizationId', '=', organisationId)
    .executeTakeFirst();
}

export function providerById(db: Trx, providerId: string) {
  return db
    .selectFrom('ssoProvider')
    .selectAll()
    .where('providerId', '=', providerId)
    .executeTakeFirst();
}

/** The verified provider whose domains hold this email's domain, if any. */
export async function providerForEmail(db: Trx, email: string): Promise<ProviderRow | undefined> {
  const rows = await db.selectFrom('ssoProvider').selectAll().limit(10_000).execute();
  return rows.find(
    (r) => Boolean(r.domainVerified) && domainBelongs(email, splitDomains(r.domain)),
  );
}

function present(row: ProviderRow | undefined, publicUrl: string): OrgSso {
  const oidc = row ? parseOidc(row) : null;
  if (!row || !oidc) return { provider: null };
  return {
    provider: {
      providerId: row.providerId,
      type: 'oidc',
      issuer: row.issuer,
      clientId: oidc.clientId,
      domains: splitDomains(row.domain),
      domainsVerified: Boolean(row.domainVerified),
      redirectUri: ssoRedirectUri(publicUrl, row.organizationId),
    },
  };
}

/** The organisation's provider, for its owner, its admins and platform admins (never the secret). */
export async function getSso(
  db: Db,
  caller: UserRow,
  organisationId: string,
  publicUrl: string,
): Promise<OrgSso> {
  await requireOrgScope(db.kysely, caller, organisationId, 'sso:manage');
  return present(await providerOf(db.kysely, organisationId), publicUrl);
}

/** Whether the server may fetch this provider address: a public https host, or an origin the operator trusts. */
function mayFetch(trustedOrigins: readonly string[]) {
  return (url: string) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return false;
    }
    if (trustedOrigins.includes(u.origin)) return true;
    return u.protocol === 'https:' && isPublicRoutableHost(u.hostname);
  };
}

/**
 * Sets the organisation's OpenID Connect provider (ADR 038). The provider's discovery document is
 * read now, so sign-in calls only the endpoints stored here. A domain already claimed by another
 * organisation is refused. An organisation's admin's domains wait for a platform admin to confirm
 * them; a platform admin's are confirmed at once. Changing the domains asks for that again.
 */
export async function setSso(
  db: Db,
  caller: UserRow,
  organisationId: string,
  input: SsoProviderInput,
  opts: { publicUrl: string; trustedOrigins: readonly string[] },
  now = Date.now(),
): Promise<OrgSso> {
  await requireOrgScope(db.kysely, caller, organisationId, 'sso:manage');
  const current = await providerOf(db.kysely, organisationId);
  const currentOidc = current ? parseOidc(current) : null;
  const clientSecret = input.clientSecret ?? currentOidc?.clientSecret;
  if (!clientSecret)
    throw errors.invalid('Enter the client secret.', { clientSecret: 'Enter the client secret.' });
  const issuer = input.issuer.replace(/\/$/, '');
  let discovered: Awaited<ReturnType<typeof discoverOIDCConfig>>;
  try {
    discovered = await discoverOIDCConfig({
      issuer,
      isTrustedOrigin: mayFetch(opts.trustedOrigins),
    });
  } catch {
    throw errors.invalid(
      'The provider could not be reached at that address, or its OpenID configuration is incomplete.',
      { issuer: 'Check the issuer address (its /.well-known/openid-configuration must answer).' },
    );
  }
  const config: StoredOidcConfig = {
    issuer,
    clientId: input.clientId,
    clientSecret,
    pkce: true,
    discoveryEndpoint: discovered.discoveryEndpoint,
    authorizationEndpoint: discovered.authorizationEndpoint,
    tokenEndpoint: discovered.tokenEndpoint,
    jwksEndpoint: discovered.jwksEndpoint,
    userInfoEndpoint: discovered.userInfoEndpoint,
    tokenEndpointAuthentication: discovered.tokenEndpointAuthentication,
    scopes: ['openid', 'email', 'profile'],
  };
  const isPlatformAdmin = caller.role === 'admin';
  const row = await db.kysely.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, organisationId);
    const others = await trx
      .selectFrom('ssoProvider')
      .select(['organizationId', 'domain'])
      .where('organizationId', '!=', organisationId)
      .execute();
    for (const d of input.domains) {
      const taken = others.some(
        (o) =>
          domainBelongs(d, splitDomains(o.domain)) ||
          splitDomains(o.domain).some((od) => domainBelongs(od, [d])),
      );
      if (taken) throw errors.conflict(`${d} is already the email domain of another organisation.`);
    }
    const sameDomains =
      current !== undefined &&
      joinDomains([...splitDomains(current.domain)].sort()) ===
        joinDomains([...input.domains].sort());
    const verified = isPlatformAdmin || (sameDomains && Boolean(current?.domainVerified));
    const next: ProviderRow = {
      id: current?.id ?? randomUUID(),
      issuer,
      oidcConfig: JSON.stringify(config),
      samlConfig: null,
      userId: caller.id,
      providerId: ssoProviderId(organisationId),
      organizationId: organisationId,
      domain: joinDomains(input.domains),
      domainVerified: (db.dialect === 'postgres' ? verified : verified ? 1 : 0) as boolean | number,
    };
    if (current)
      await trx.updateTable('ssoProvider').set(next).where('id', '=', current.id).execute();
    else await trx.insertInto('ssoProvider').values(next).execute();
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.sso.set',
        targetType: 'organisation',
        targetId: organisationId,
        details: { issuer, clientId: input.clientId, domains: input.domains, verified },
      },
      now,
    );
    return next;
  });
  return present(row, opts.publicUrl);
}

/** A platform admin confirms the organisation owns its provider's domains: sign-in through it is on. */
export async function verifySsoDomains(
  db: Db,
  admin: UserRow,
  organisationId: string,
  publicUrl: string,
  now = Date.now(),
): Promise<OrgSso> {
  const row = await db.kysely.transaction().execute(async (trx) => {
    await requirePlatformAdmin(trx, admin, organisationId);
    const current = await providerOf(trx, organisationId);
    if (!current) throw errors.notFound("That organisation's sign-in provider");
    await trx
      .updateTable('ssoProvider')
      .set({ domainVerified: db.dialect === 'postgres' ? true : 1 })
      .where('id', '=', current.id)
      .execute();
    await recordAudit(
      trx,
      {
        actorId: admin.id,
        action: 'org.sso.verify',
        targetType: 'organisation',
        targetId: organisationId,
        details: { domains: splitDomains(current.domain) },
      },
      now,
    );
    return { ...current, domainVerified: true };
  });
  return present(row, publicUrl);
}

/** Removes the provider: its people sign in with their email from now on (their accounts stay). */
export async function deleteSso(
  db: Db,
  caller: UserRow,
  organisationId: string,
  now = Date.now(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await requireOrgScope(trx, caller, organisationId, 'sso:manage');
    const r = await trx
      .deleteFrom('ssoProvider')
      .where('organizationId', '=', organisationId)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0)
      throw errors.notFound("That organisation's sign-in provider");
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.sso.delete',
        targetType: 'organisation',
        targetId: organisationId,
        details: {},
      },
      now,
    );
  });
}

// ---- at sign-in (called from the SSO plugin's hooks, plugins/auth-sso.ts) ----

/**
 * Whether this provider may sign in this address now, before any account is made or linked: the
 * provider's domains are confirmed, the address is of one of them, the person is in no other
 * organisation, and, if they are not yet a member, a seat is free. Throws the reason.
 */
export async function checkSsoSignIn(
  db: Trx,
  providerId: string,
  email: string,
  userId: string | null,
  now = Date.now(),
): Promise<ProviderRow> {
  const provider = await providerById(db, providerId);
  if (!provider || !provider.domainVerified) throw errors.notFound('That sign-in provider');
  if (!domainBelongs(email, splitDomains(provider.domain)))
    throw errors.forbidden(SSO_WRONG_DOMAIN_MESSAGE);
  const membership = userId ? await repo.membershipOf(db, userId) : undefined;
  if (membership && membership.organisationId !== provider.organizationId)
    throw errors.forbidden(SSO_OTHER_ORG_MESSAGE);
  if (!membership) {
    const invited = await repo.pendingInvitationFor(
      db,
      provider.organizationId,
      email.toLowerCase(),
      now,
    );
    if (!invited && (await freeSeats(db, provider.organizationId, now)) <= 0)
      throw new AppError('FAILED_PRECONDITION', SSO_NO_SEAT_MESSAGE);
  }
  return provider;
}

async function freeSeats(db: Trx, organisationId: string, now: number): Promise<number> {
  const [rows, held] = await Promise.all([
    repo.grants(db, organisationId),
    repo.heldSeats(db, organisationId, now),
  ]);
  const term = termAt(
    rows.map((g) => ({ seats: g.seats, startsAt: Number(g.startsAt), endsAt: Number(g.endsAt) })),
    now,
  );
  return term.seats - held;
}

/**
 * Makes the person who signed in through their organisation's provider a member of it, through
 * the invitation path's lock: the organisation row is locked, a pending invitation to the address
 * is used (it already holds its seat), else a free seat is counted and taken in the same
 * transaction. Nothing changes for someone already a member. Throws the seat message when none is left.
 */
export async function provisionSsoMember(
  db: Db,
  providerId: string,
  user: { id: string; email: string },
  now = Date.now(),
): Promise<void> {
  const joined = await db.kysely.transaction().execute(async (trx) => {
    const provider = await providerById(trx, providerId);
    if (!provider) throw errors.notFound('That sign-in provider');
    const organisationId = provider.organizationId;
    await repo.lockOrganisation(trx, organisationId);
    const membership = await repo.membershipOf(trx, user.id);
    if (membership?.organisationId === organisationId) return false;
    if (membership) throw errors.forbidden(SSO_OTHER_ORG_MESSAGE);
    const email = user.email.toLowerCase();
    const invitation = await trx
      .selectFrom('organisation_invitations')
      .select(['id', 'role'])
      .where('organisationId', '=', organisationId)
      .where('email', '=', email)
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    // A pending invitation already holds its seat: it passes to the membership.
    const used = invitation ? await repo.acceptInvitation(trx, invitation.id, user.id, now) : false;
    const role = used && invitation ? invitation.role : 'member';
    if (!used && holdsSeat(role) && (await freeSeats(trx, organisationId, now)) <= 0)
      throw new AppError('FAILED_PRECONDITION', SSO_NO_SEAT_MESSAGE);
    if (!(await repo.insertMember(trx, { userId: user.id, organisationId, role, joinedAt: now })))
      throw errors.forbidden(SSO_OTHER_ORG_MESSAGE);
    await recordAudit(
      trx,
      {
        actorId: user.id,
        action: 'org.member.sso',
        targetType: 'organisation',
        targetId: organisationId,
        details: { providerId, invitationId: used && invitation ? invitation.id : null, role },
      },
      now,
    );
    return true;
  });
  if (joined) await db.identity.changed(user.id);
}
