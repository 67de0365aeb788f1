import { abbreviateName, DEMO_RECENT_DAYS, DEMO_TICKER_SIZE, DemoTickerSchema } from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/responses';
import { leaderboard, pointsSince } from '../gamification/leaderboard-service';

const DAY = 86_400_000;

/**
 * The public demo's live ticker: the top learners of all time with the XP each earned in the last
 * days, for visitors. Hidden and inactive learners are left out (the leaderboard's own
 * visibility), and only a short name is shown.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/demo/leaderboard', { config: { access: 'visitor' }, schema: { response: answers({ 200: DemoTickerSchema }) } }, async (_request, reply) => {
    const now = Date.now();
    const board = await leaderboard(app.db, { period: 'all', page: 1, pageSize: DEMO_TICKER_SIZE, viewerId: null }, now);
    const recent = await pointsSince(app.db, board.entries.map((e) => e.userId), now - DEMO_RECENT_DAYS * DAY);
    // Polled by every open demo page: a few seconds of shared cache absorbs the load.
    reply.header('cache-control', 'public, max-age=10');
    return { entries: board.entries.map((e) => ({ rank: e.rank, name: abbreviateName(e.name), points: e.points, recent: recent.get(e.userId) ?? 0 })) };
  });
};
