import {
  AdminPodcastEpisodeAnswerSchema,
  AdminPodcastListSchema,
  DEFAULT_LOCALE,
  NewPodcastEpisodeSchema,
  PodcastEpisodeAnswerSchema,
  PodcastEpisodeInputSchema,
  PodcastEpisodeParamsSchema,
  PodcastFeedQuerySchema,
  podcastFeedXml,
  PodcastListSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLocale } from '../../lib/answer-locale';
import { LONG_TEXT_BODY_LIMIT } from '../../lib/body-limits';
import { answers } from '../../lib/responses';
import { requireAdmin } from '../../lib/session';
import { getSettings } from '../settings/service';
import {
  adminEpisodes,
  changeEpisode,
  createEpisode,
  FEED_PATH,
  feedEpisodes,
  podcastEpisode,
  podcastList,
  setEpisodePublished,
} from './service';
import { FEED_WORDS } from './texts';

/**
 * The podcast (ADR 042): public reads in the reader's language, the RSS feed podcast apps read,
 * and the admin's writes (the access hook refuses others before validation; requireAdmin names
 * the actor for the audit row).
 */
export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl.replace(/\/$/, '');

  app.get(
    '/api/podcast',
    { config: { access: 'visitor' }, schema: { response: answers({ 200: PodcastListSchema }) } },
    async (request, reply) => {
      const answer = await podcastList(app.db.kysely, answerLocale(request, reply));
      // Revalidated on every visit (a weak ETag makes that a 304), so a new episode shows at once.
      reply.header('cache-control', 'no-cache');
      return answer;
    },
  );

  app.get(
    '/api/podcast/episodes/:episodeId',
    {
      config: { access: 'visitor' },
      schema: {
        params: PodcastEpisodeParamsSchema,
        response: answers({ 200: PodcastEpisodeAnswerSchema }),
      },
    },
    async (request, reply) => {
      const episode = await podcastEpisode(
        app.db.kysely,
        request.params.episodeId,
        answerLocale(request, reply),
      );
      reply.header('cache-control', 'no-cache');
      return { episode };
    },
  );

  // Visitor: what podcast apps fetch, with no cookie. Its language is the address's (`?lang=fr`),
  // never the caller's headers, so one feed address always answers the same feed.
  app.get(
    FEED_PATH,
    { config: { access: 'visitor' }, schema: { querystring: PodcastFeedQuerySchema } },
    async (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LOCALE;
      const words = FEED_WORDS[language];
      const { siteName } = await getSettings(app.db.kysely);
      const suffix = language === DEFAULT_LOCALE ? '' : `?lang=${language}`;
      const episodes = await feedEpisodes(app.db.kysely, language);
      const xml = podcastFeedXml(
        {
          title: words.title(siteName),
          description: words.description(siteName),
          language,
          link: `${base}/podcast${suffix}`,
          feedUrl: `${base}${FEED_PATH}${suffix}`,
          author: siteName,
        },
        episodes.map((e) => ({
          title: e.text.title,
          description: words.withGuest(e.guestName, e.text.guestRole, e.text.description),
          link: `${base}/podcast/${encodeURIComponent(e.id)}${suffix}`,
          publishedAt: e.publishedAt,
          audio: e.audio,
        })),
      );
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/rss+xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get(
    '/api/admin/podcast/episodes',
    { config: { access: 'admin' }, schema: { response: answers({ 200: AdminPodcastListSchema }) } },
    async (request, reply) => {
      await requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return { episodes: await adminEpisodes(app.db.kysely) };
    },
  );

  // Two transcripts of up to 30,000 characters each: the long-text body limit.
  app.post(
    '/api/admin/podcast/episodes',
    {
      bodyLimit: LONG_TEXT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        body: NewPodcastEpisodeSchema,
        response: answers({ 201: AdminPodcastEpisodeAnswerSchema }),
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply
        .status(201)
        .send({ episode: await createEpisode(app.db.kysely, admin.id, request.body) });
    },
  );

  app.put(
    '/api/admin/podcast/episodes/:episodeId',
    {
      bodyLimit: LONG_TEXT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: PodcastEpisodeParamsSchema,
        body: PodcastEpisodeInputSchema,
        response: answers({ 200: AdminPodcastEpisodeAnswerSchema }),
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return {
        episode: await changeEpisode(
          app.db.kysely,
          admin.id,
          request.params.episodeId,
          request.body,
        ),
      };
    },
  );

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/admin/podcast/episodes/:episodeId/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          params: PodcastEpisodeParamsSchema,
          response: answers({ 200: AdminPodcastEpisodeAnswerSchema }),
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return {
          episode: await setEpisodePublished(
            app.db.kysely,
            admin.id,
            request.params.episodeId,
            publish,
          ),
        };
      },
    );
  }
};
