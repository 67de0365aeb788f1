import {
  ForumCommentInputSchema,
  ForumCommentSchema,
  ForumLikeSchema,
  ForumListQuerySchema,
  ForumPostDetailSchema,
  ForumPostInputSchema,
  ForumPostPageSchema,
  ForumPostPatchSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { learnerKey } from '../../lib/rate-limit-key';
import { requireActiveUser } from '../../lib/session';
import { addComment, createPost, editPost, getPost, listPosts, removeComment, removePost, setLike } from './service';
import { answers, NO_CONTENT } from '../../lib/responses';
import { LONG_TEXT_BODY_LIMIT } from '../../lib/body-limits';

const PostParamsSchema = z.strictObject({ postId: z.string().min(1).max(100) });
const CommentParamsSchema = z.strictObject({ postId: z.string().min(1).max(100), commentId: z.string().min(1).max(100) });

/**
 * The forum: every signed-in, active account reads and writes; the author or an admin edits and
 * deletes (the service decides, whatever the web app shows). Writing posts and comments is rate
 * limited per learner (FORUM_RATE_LIMIT a minute, posts and comments counted apart).
 */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.FORUM_RATE_LIMIT, timeWindow: 60_000, keyGenerator: learnerKey };

  app.get('/api/forum/posts', { config: { access: 'learner' }, schema: { querystring: ForumListQuerySchema, response: answers({ 200: ForumPostPageSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return listPosts(app.db.kysely, user, request.query);
  });

  app.post(
    '/api/forum/posts',
    { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'learner', rateLimit }, schema: { body: ForumPostInputSchema, response: answers({ 201: ForumPostDetailSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reply.status(201).send(await createPost(app.db.kysely, user, request.body, Date.now()));
    },
  );

  app.get('/api/forum/posts/:postId', { config: { access: 'learner' }, schema: { params: PostParamsSchema, response: answers({ 200: ForumPostDetailSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return getPost(app.db.kysely, user, request.params.postId);
  });

  app.patch(
    '/api/forum/posts/:postId',
    { bodyLimit: LONG_TEXT_BODY_LIMIT, config: { access: 'learner' }, schema: { params: PostParamsSchema, body: ForumPostPatchSchema, response: answers({ 200: ForumPostDetailSchema }) } },
    async (request) => {
      const user = await requireActiveUser(request);
      return editPost(app.db.kysely, user, request.params.postId, request.body, Date.now());
    },
  );

  app.delete('/api/forum/posts/:postId', { config: { access: 'learner' }, schema: { params: PostParamsSchema, response: answers(NO_CONTENT) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await removePost(app.db.kysely, user, request.params.postId, Date.now());
    return reply.status(204).send();
  });

  app.post(
    '/api/forum/posts/:postId/comments',
    { config: { access: 'learner', rateLimit }, schema: { params: PostParamsSchema, body: ForumCommentInputSchema, response: answers({ 201: ForumCommentSchema }) } },
    async (request, reply) => {
      const user = await requireActiveUser(request);
      return reply.status(201).send(await addComment(app.db.kysely, user, request.params.postId, request.body, Date.now()));
    },
  );

  app.delete('/api/forum/posts/:postId/comments/:commentId', { config: { access: 'learner' }, schema: { params: CommentParamsSchema, response: answers(NO_CONTENT) } }, async (request, reply) => {
    const user = await requireActiveUser(request);
    await removeComment(app.db.kysely, user, request.params.postId, request.params.commentId, Date.now());
    return reply.status(204).send();
  });

  // PUT likes and DELETE unlikes: both idempotent, so a double click or a retry cannot count twice.
  app.put('/api/forum/posts/:postId/like', { config: { access: 'learner' }, schema: { params: PostParamsSchema, response: answers({ 200: ForumLikeSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return setLike(app.db.kysely, user, request.params.postId, true, Date.now());
  });

  app.delete('/api/forum/posts/:postId/like', { config: { access: 'learner' }, schema: { params: PostParamsSchema, response: answers({ 200: ForumLikeSchema }) } }, async (request) => {
    const user = await requireActiveUser(request);
    return setLike(app.db.kysely, user, request.params.postId, false, Date.now());
  });
};
