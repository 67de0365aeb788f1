import { ProfileUpdateSchema, type ApiErrorBody, type WebReads } from '@lv/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerLocale } from '../../lib/answer-locale';
import { AppError } from '../../lib/errors';
import { localeCookie, requestLocale } from '../../lib/request-locale';
import { currentUser, requireActiveUser } from '../../lib/session';
import { cachedLeaderboardBody } from '../gamification/leaderboard-service';
import { moduleDetail } from '../journeys/service';
import { ownProfile, updateProfile } from '../learner/service';
import { toUserDocument } from '../me/repository';
import { teamLeaderboard } from '../teams/service';

/** A refusal as the API answers it (plugins/errors.ts), thrown as the Response a loader throws. */
function refusal(status: number, body: ApiErrorBody): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Runs a read as its API route does, its AppError turned into that route's answer. */
async function asRoute<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw refusal(error.statusCode, {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    });
  }
}

/**
 * The domain's `WebReads` for one page request (ADR 034): each read is its API route's handler body
 * (`requireActiveUser` for the `learner` routes, the same service and its policies), called in-process
 * with the page request's session and language, not through HTTP.
 */
export function webReadsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
): WebReads {
  return {
    locale: requestLocale(request),
    nonce,
    session: async () => {
      const user = await currentUser(request);
      return user ? toUserDocument(user) : null;
    },
    // GET /api/leaderboard (gamification/routes.ts).
    leaderboard: (query) =>
      asRoute(async () => {
        const user = await requireActiveUser(request);
        const { period, page, pageSize } = query;
        if (query.scope === 'team')
          return teamLeaderboard(app.db, { period, page, pageSize, viewerId: user.id });
        return JSON.parse(
          (
            await cachedLeaderboardBody(app.db, { period, page, pageSize, viewerId: user.id })
          ).toString('utf8'),
        );
      }),
    // GET /api/journeys/:journeyId/modules/:moduleSlug (journeys/routes.ts).
    moduleDetail: (journeyId, moduleSlug) =>
      asRoute(async () => {
        const user = await requireActiveUser(request);
        return moduleDetail(app.db, user.id, journeyId, moduleSlug, answerLocale(request, reply));
      }),
    // GET /api/me/profile (learner/routes.ts).
    ownProfile: () =>
      asRoute(async () => {
        const user = await requireActiveUser(request);
        return ownProfile(app.db, user.id);
      }),
    // PATCH /api/me/profile: the body checked again with the route's own schema (the page's check is the browser's side).
    updateProfile: (patch) =>
      asRoute(async () => {
        const user = await requireActiveUser(request);
        const parsed = ProfileUpdateSchema.safeParse(patch);
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues)
            fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
          throw refusal(400, {
            error: {
              code: 'invalid-argument',
              message: 'Please check the highlighted fields.',
              fields,
            },
          });
        }
        const profile = await updateProfile(app.db, user, parsed.data);
        if (parsed.data.locale !== undefined)
          reply.header('set-cookie', localeCookie(parsed.data.locale));
        return profile;
      }),
  };
}
