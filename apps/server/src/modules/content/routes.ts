import {
  BannersQuerySchema,
  BannersResponseSchema,
  ErrorBodySchema,
  GameAnnouncementsResponseSchema,
  NoticesQuerySchema,
  NoticesResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentRepository } from './repository.ts';
import type { ContentService } from './service.ts';
import { sanitizeHtml } from './sanitize.ts';

const errors = { 400: ErrorBodySchema };

/** Home-page content: banners (SPEC §2.3), player notices (marquee + notice modal), game announcements. */
export const contentRoutes: FastifyPluginAsyncZod<{ repo: ContentRepository; service: ContentService }> = async (app, { repo, service }) => {
  app.get(
    '/content/banners',
    {
      schema: { tags: ['content'], summary: 'Banners of a group (w_home, w_login, ...)', querystring: BannersQuerySchema, response: { 200: BannersResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.banners(request.query.group);
    },
  );

  app.get(
    '/content/notices',
    {
      schema: {
        tags: ['content'],
        summary: 'Player notices, newest first (9 per page; content is sanitised HTML)',
        querystring: NoticesQuerySchema,
        response: { 200: NoticesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { page, pageSize } = request.query;
      const { rows, total } = await repo.notices('PLAYER', pageSize, (page - 1) * pageSize);
      return {
        list: rows.map((n) => ({ id: n.id, title: n.title, content: sanitizeHtml(n.content), time: n.published_at.toISOString() })),
        pageNum: page,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },
  );

  app.get(
    '/games/announcements',
    {
      schema: {
        tags: ['games'],
        summary: 'Game announcements (maintenance and new-game notices)',
        querystring: z.object({ language: z.string().max(8).optional() }),
        response: { 200: GameAnnouncementsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { rows } = await repo.notices('GAME', 50, 0);
      return { list: rows.map((n) => ({ id: n.id, title: n.title, content: sanitizeHtml(n.content), time: n.published_at.toISOString() })) };
    },
  );
};
