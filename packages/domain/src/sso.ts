import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * An organisation's own sign-in provider (ADR 038): the email domains it signs in, and the rules
 * that keep one organisation's provider from signing anyone into another organisation.
 */

/** Mailbox providers anyone can get an address at: no organisation can own them. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.fr',
  'ymail.com',
  'outlook.com',
  'outlook.fr',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'yandex.com',
  'zoho.com',
]);

/** The most domains one organisation's provider can sign in. */
export const SSO_DOMAINS_MAX = 10;

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain of an email address, lower-cased ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * Whether an email's domain is one of `domains`, or a subdomain of one (as `@better-auth/sso`
 * matches them: `it.acme.co.ke` belongs to `acme.co.ke`; `notacme.co.ke` does not).
 */
export function domainBelongs(emailOrDomain: string, domains: readonly string[]): boolean {
  const d = emailOrDomain.includes('@') ? emailDomain(emailOrDomain) : emailOrDomain.toLowerCase();
  if (!d) return false;
  return domains.some((owned) => d === owned || d.endsWith(`.${owned}`));
}

/** Why a domain cannot be an organisation's, or null when it can. */
export function ssoDomainRefusal(domain: string): string | null {
  if (!DOMAIN.test(domain)) return `${domain} is not an email domain (example: acme.co.ke).`;
  if (PUBLIC_MAIL_DOMAINS.has(domain))
    return `${domain} is a public mail service: anyone can have an address there.`;
  return null;
}

/** The provider's domains as stored by the plugin: one comma-separated column. */
export const joinDomains = (domains: readonly string[]) => domains.join(',');
export const splitDomains = (column: string) =>
  column
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

const SsoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .superRefine((d, ctx) => {
    const refusal = ssoDomainRefusal(d);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

const HttpsUrl = z
  .string()
  .trim()
  .max(500)
  .url('Enter the full address of the provider, starting with https://.')
  .refine(
    (u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(`${u}/`),
    'The provider must be reached over https://.',
  );

/** What an organisation or platform admin gives to set up the organisation's OpenID Connect provider. */
export const SsoProviderInputSchema = lazySchema(() =>
  z.strictObject({
    issuer: HttpsUrl,
    clientId: z.string().trim().min(1, 'Enter the client ID.').max(300),
    /** Absent on a change: the stored secret is kept. */
    clientSecret: z.string().trim().min(1, 'Enter the client secret.').max(500).optional(),
    domains: z
      .array(SsoDomainSchema)
      .min(1, 'Enter at least one email domain.')
      .max(SSO_DOMAINS_MAX, `At most ${SSO_DOMAINS_MAX} email domains.`)
      .transform((list) => [...new Set(list)]),
  }),
);
export type SsoProviderInput = z.infer<typeof SsoProviderInputSchema>;

/** The provider as the organisation's admins see it: never its secret. */
export const SsoProviderSchema = lazySchema(() =>
  z.object({
    providerId: z.string(),
    type: z.literal('oidc'),
    issuer: z.string(),
    clientId: z.string(),
    domains: z.array(z.string()),
    /** A platform admin has confirmed the organisation owns the domains: sign-in is on. */
    domainsVerified: z.boolean(),
    /** The address to register at the provider as the redirect (callback) URI. */
    redirectUri: z.string(),
  }),
);
export type SsoProvider = z.infer<typeof SsoProviderSchema>;
export const OrgSsoSchema = lazySchema(() => z.object({ provider: SsoProviderSchema.nullable() }));
export type OrgSso = z.infer<typeof OrgSsoSchema>;

/** The provider's id in the plugin's routes (`/api/auth/sso/callback/<id>`): one per organisation. */
export const ssoProviderId = (organisationId: string) => `org-${organisationId}`;
