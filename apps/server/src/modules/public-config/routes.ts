import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredProviders } from '../../plugins/auth';

/** What the browser may know of the configuration (an allow-list; no secrets). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = { siteName: 'LeadVillage', socialProviders: configuredProviders(app.config) };
  app.get('/api/public-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return body;
  });
};
