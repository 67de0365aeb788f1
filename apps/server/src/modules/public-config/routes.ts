import { PublicConfigSchema, toPublicSettings, type PaymentsPublicConfig } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/responses';
import { configuredProviders } from '../../plugins/auth';
import { getSettings } from '../settings/service';

/** What the browser may know of the configuration (an allow-list; no secrets). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const socialProviders = configuredProviders(app.config);
  // Only the publishable key may reach the browser; the secret and webhook keys never do.
  const payments: PaymentsPublicConfig = { publishableKey: app.stripe ? (app.config.STRIPE_PUBLISHABLE_KEY ?? null) : null };
  app.get('/api/public-config', { config: { access: 'visitor' }, schema: { response: answers({ 200: PublicConfigSchema }) } }, async (_request, reply) => {
    const settings = toPublicSettings(await getSettings(app.db.kysely));
    reply.header('cache-control', 'public, max-age=60');
    return { siteName: settings.siteName, socialProviders, settings, payments };
  });
};
