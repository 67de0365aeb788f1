import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { PaymentsPublicConfigSchema } from './payments';
import { PublicSettingsSchema, SETTINGS_TO_SET_IN_PRODUCTION, SettingsSchema } from './settings';

/** A sign-in provider the server has configured (`social`: Better Auth's built-in; `oauth2`: generic OIDC). */
export const SocialProviderSchema = lazySchema(() => z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['social', 'oauth2']),
}));
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** `GET /api/public-config`: what the browser may know of the configuration (an allow-list; no secrets). */
export const PublicConfigSchema = lazySchema(() => z.object({
  siteName: z.string(),
  socialProviders: z.array(SocialProviderSchema),
  settings: PublicSettingsSchema,
  payments: PaymentsPublicConfigSchema,
}));
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * `GET`/`PATCH /api/admin/settings`: the settings, which secrets are configured (never their
 * values), the webhook rule, and what production still needs set.
 */
export const SettingsAnswerSchema = lazySchema(() => z.object({
  settings: SettingsSchema,
  secrets: z.array(z.object({ id: z.string(), label: z.string(), configured: z.boolean(), note: z.string().optional() })),
  allowPrivateWebhooks: z.boolean(),
  /** In production, the booking addresses still on the shipped example: they must be set. */
  mustSet: z.array(z.enum(SETTINGS_TO_SET_IN_PRODUCTION)),
}));
export type SettingsAnswer = z.infer<typeof SettingsAnswerSchema>;

/** `GET /api/health` (200 when the database answers, else 503 in the same shape). */
export const HealthSchema = lazySchema(() => z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
}));
export type Health = z.infer<typeof HealthSchema>;
