import {
  applySettingsPatch,
  isShippedExampleUrl,
  SETTINGS_TO_SET_IN_PRODUCTION,
  settingsLeftOnExample,
  SHIPPED_EXAMPLE_HOST,
  SHIPPED_EXAMPLE_MESSAGE,
  type Settings,
  type SettingsPatch,
  type SettingToSet,
} from '@lv/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { checkOutboundUrl, type ResolveHost } from '../../lib/outbound-url';
import { recordAudit } from '../audit/repository';
import { writeSettings } from '../settings/repository';
import { getSettings } from '../settings/service';

/** A secret from the environment, shown to the admin only as configured or not. */
export interface SecretStatus {
  id: string;
  label: string;
  configured: boolean;
  note?: string;
}

/** Which environment secrets are set (never their values). */
export function secretStatuses(config: Config): SecretStatus[] {
  return [
    {
      id: 'AUTH_SECRET',
      label: 'Session signing secret',
      configured: config.secretSource === 'environment',
      ...(config.secretSource === 'generated' ? { note: 'Generated into the data folder' } : {}),
    },
    { id: 'SMTP_URL', label: 'Outgoing mail (SMTP)', configured: Boolean(config.SMTP_URL), ...(config.SMTP_URL ? {} : { note: 'Mails go to the dev outbox' }) },
    { id: 'GOOGLE_CLIENT_SECRET', label: 'Google sign-in', configured: Boolean(config.GOOGLE_CLIENT_SECRET) },
    { id: 'MICROSOFT_CLIENT_SECRET', label: 'Microsoft sign-in', configured: Boolean(config.MICROSOFT_CLIENT_SECRET) },
    { id: 'LINKEDIN_CLIENT_SECRET', label: 'LinkedIn sign-in', configured: Boolean(config.LINKEDIN_CLIENT_SECRET) },
    { id: 'OIDC_CLIENT_SECRET', label: `${config.OIDC_LABEL} (OpenID Connect)`, configured: Boolean(config.OIDC_CLIENT_SECRET) },
    { id: 'STRIPE_SECRET_KEY', label: 'Card payment (Stripe)', configured: Boolean(config.STRIPE_SECRET_KEY) },
    { id: 'PAYSTACK_SECRET_KEY', label: 'Mobile money and local currencies (Paystack)', configured: Boolean(config.PAYSTACK_SECRET_KEY) },
  ];
}

/** In production, the booking addresses still on the shipped example (they must be set); none elsewhere. */
export function settingsToSet(config: Pick<Config, 'NODE_ENV'>, settings: Settings): SettingToSet[] {
  return config.NODE_ENV === 'production' ? settingsLeftOnExample(settings) : [];
}

/** The start-up warning of a production install whose booking addresses are still the shipped example. */
export async function warnOfSettingsToSet(app: { config: Pick<Config, 'NODE_ENV'>; db: { kysely: Kysely<Database> }; log: FastifyBaseLogger }): Promise<void> {
  const keys = settingsToSet(app.config, await getSettings(app.db.kysely));
  if (keys.length === 0) return;
  app.log.warn(
    { settings: keys },
    `${keys.join(' and ')} must be set in the admin settings (/admin/settings): they still point at ${SHIPPED_EXAMPLE_HOST}, the example the product ships with`,
  );
}

/** Field path → first message, as the error handler answers validation failures. */
function fieldMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * An admin changes settings: validated as a whole (domain rules), in production a booking address
 * on the shipped example host refused, the webhook address resolved and refused when it reaches
 * a non-public address, then only the keys that change are written
 * with one audit row, in one transaction.
 */
export async function changeSettings(
  db: Kysely<Database>,
  actorId: string,
  patch: SettingsPatch,
  opts: { allowPrivateWebhooks: boolean; resolve: ResolveHost; production: boolean },
): Promise<Settings> {
  const current = await getSettings(db);
  const applied = applySettingsPatch(current, patch);
  if (!applied.ok) throw errors.invalid('Please check the highlighted fields.', fieldMessages(applied.error.issues));
  const next = applied.settings;
  if (opts.production) {
    // A new address on the shipped example host is refused; the default itself is left alone (the form sends every field), and the answer's mustSet names it.
    const refused = SETTINGS_TO_SET_IN_PRODUCTION.filter((key) => next[key] !== current[key] && isShippedExampleUrl(next[key]));
    if (refused.length > 0)
      throw errors.invalid(
        'Please check the highlighted fields.',
        Object.fromEntries(refused.map((key) => [key, SHIPPED_EXAMPLE_MESSAGE])),
      );
  }
  if (next.bookingWebhookUrl && next.bookingWebhookUrl !== current.bookingWebhookUrl) {
    const check = await checkOutboundUrl(next.bookingWebhookUrl, { allowPrivate: opts.allowPrivateWebhooks, resolve: opts.resolve });
    if (!check.ok) throw errors.invalid('Please check the highlighted fields.', { bookingWebhookUrl: check.message });
  }
  const changed: Record<string, unknown> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(patch) as Array<keyof Settings>) {
    if (JSON.stringify(current[key]) === JSON.stringify(next[key])) continue;
    changed[key] = next[key];
    changes[key] = { from: current[key], to: next[key] };
  }
  if (Object.keys(changed).length === 0) return current;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await writeSettings(trx, changed, actorId, now);
    await recordAudit(trx, { actorId, action: 'settings.update', targetType: 'settings', targetId: null, details: { changes } }, now);
  });
  return getSettings(db);
}
