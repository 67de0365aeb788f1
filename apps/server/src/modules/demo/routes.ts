import { abbreviateName, DEMO_TICKER_SIZE, DemoTickerSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/responses';
import { leaderboard } from '../gamification/leaderboard-service';

/**
 * The public demo's live ticker: this week's top learners, for visitors. Hidden and inactive
 * learners are left out (the leaderboard's own visibility), and only a short name is shown.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/demo/leaderboard', { config: { access: 'visitor' }, schema: { response: answers({ 200: DemoTickerSchema }) } }, async (_request, reply) => {
    const board = await leaderboard(app.db, { period: 'week', page: 1, pageSize: DEMO_TICKER_SIZE, viewerId: null });
    // Polled by every open demo page: a few seconds of shared cache absorbs the load.
    reply.header('cache-control', 'public, max-age=10');
    return { entries: board.entries.map((e) => ({ rank: e.rank, name: abbreviateName(e.name), points: e.points })) };
  });
};
