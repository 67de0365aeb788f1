import {
  ColleagueSearchQuerySchema,
  ColleagueSearchResultSchema,
  LogMentoringResultSchema,
  LogMentoringSessionSchema,
  MentoringInvitationSchema,
  MentoringOverviewSchema,
  MentoringPendingCountSchema,
  MentoringRespondSchema,
  MentoringResponseResultSchema,
  MentoringSessionParamsSchema,
  MentoringTokenBodySchema,
  type MentoringAnswer,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireActiveUser } from '../../lib/session';
import { countPendingFor } from './repository';
import { answerAsLearner, answerByLink } from './respond';
import { logSession, lookupLink, overview, searchColleagues } from './service';
import { answers } from '../../lib/responses';

/** Per client address per minute: link tokens are unguessable anyway; the learner list is not there to harvest. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * Peer mentoring. Signed-in active learners: the mentoring screen, the navigation's count, the
 * colleague search, logging a session (Level 3), and answering a session logged with them. The
 * emailed link's page (visitors too: the token proves the mentee): what it is about, and the one
 * tap that answers it, always a POST.
 */
export const mentoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, bus: app.points, learning: app.learning });

  app.get('/api/mentoring', { config: { access: 'learner' }, schema: { response: answers({ 200: MentoringOverviewSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return overview(app.db, user);
  });

  app.get('/api/mentoring/pending-count', { config: { access: 'learner' }, schema: { response: answers({ 200: MentoringPendingCountSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return { count: await countPendingFor(app.db.kysely, user.id, Date.now()) };
  });

  app.get(
    '/api/mentoring/colleagues',
    { config: { access: 'learner', ...perMinute(120) }, schema: { querystring: ColleagueSearchQuerySchema, response: answers({ 200: ColleagueSearchResultSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      return searchColleagues(app.db, user.id, request.query.q ?? '');
    },
  );

  app.post(
    '/api/mentoring/sessions',
    // Each session mails a colleague: the service caps a mentor's sessions per day, and only Level 3 learners log.
    { config: { access: 'learner' }, schema: { body: LogMentoringSessionSchema, response: answers({ 200: LogMentoringResultSchema, 201: LogMentoringResultSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      const result = await logSession({ db: app.db, mail: app.mail, publicUrl: app.config.publicUrl, log: request.log }, user, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  for (const answer of ['confirm', 'decline'] as const satisfies readonly MentoringAnswer[]) {
    app.post(
      `/api/mentoring/sessions/:sessionId/${answer}`,
      { config: { access: 'learner' }, schema: { params: MentoringSessionParamsSchema, response: answers({ 200: MentoringResponseResultSchema }) } },
      async (request) => {
        const user = await requireActiveUser(request);
        return answerAsLearner(deps(), user, request.params.sessionId, answer);
      },
    );
  }

  app.post(
    '/api/mentoring/respond/lookup',
    { config: { access: 'visitor', ...perMinute(100) }, schema: { body: MentoringTokenBodySchema, response: answers({ 200: MentoringInvitationSchema }) } },
    async (request) => lookupLink(app.db, request.body.token, await currentUser(request)),
  );

  app.post(
    '/api/mentoring/respond',
    { config: { access: 'visitor', ...perMinute(100) }, schema: { body: MentoringRespondSchema, response: answers({ 200: MentoringResponseResultSchema }) } },
    async (request) => answerByLink(deps(), await currentUser(request), request.body.token, request.body.answer),
  );
};
