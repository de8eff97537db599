import {
  BannersQuerySchema,
  BannersResponseSchema,
  ErrorBodySchema,
  GameAnnouncementsQuerySchema,
  GameAnnouncementsResponseSchema,
  NoticesQuerySchema,
  NoticesResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './service.ts';

const errors = { 400: ErrorBodySchema };
/**
 * Shared caches may keep a copy but must ask again before using it: an operator's change shows on the
 * next page load (the server keeps each answer in memory for SETTINGS_CACHE_MS and drops it on a change).
 */
const CACHE = 'public, no-cache';

/** Home-page content: banners (SPEC §2.3), player notices (marquee + notice modal), game announcements. */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    '/content/banners',
    {
      schema: { tags: ['content'], summary: 'Banners of a group (w_home, w_login, ...)', querystring: BannersQuerySchema, response: { 200: BannersResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return service.banners(request.query.group, request.query.language);
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
      reply.header('cache-control', CACHE);
      const { page, pageSize, language } = request.query;
      const { list, total } = await service.notices('PLAYER', page, pageSize, language);
      return { list, pageNum: page, totalPages: Math.ceil(total / pageSize), total };
    },
  );

  app.get(
    '/games/announcements',
    {
      schema: {
        tags: ['games'],
        summary: 'Game announcements (maintenance and new-game notices)',
        querystring: GameAnnouncementsQuerySchema,
        response: { 200: GameAnnouncementsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { list } = await service.notices('GAME', 1, 50, request.query.language);
      return { list };
    },
  );
};
