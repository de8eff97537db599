import {
  AnnouncementInputSchema,
  AnnouncementsQuerySchema,
  AnnouncementsResponseSchema,
  ErrorBodySchema,
  OperatorAnnouncementListSchema,
  OperatorAnnouncementSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewer } from './announcements-repository.ts';
import { AnnouncementsService } from './announcements-service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** SPEC §7 "Announcements" for visitors and members, and the operator editing API (roles admin, content). */
export const announcementRoutes: FastifyPluginAsyncZod<{ service: AnnouncementsService }> = async (app, { service }) => {
  app.get(
    '/content/announcements',
    {
      preHandler: app.identify,
      schema: {
        tags: ['content'],
        summary:
          'Announcements by group (banners B, player PL, popup PU, promotion PR) for the caller: visitors get execution B; members A, plus F with execution=F (first-time login). Text in `language`, else the brand default language',
        querystring: AnnouncementsQuerySchema,
        response: { 200: AnnouncementsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { types, execution, language } = request.query;
      const auth = request.auth;
      let viewer: Viewer = { role: 'visitor', vipLevel: 0 };
      if (auth) {
        const info = await app.accounts.memberInfo(auth.memberId);
        viewer = { role: info.role, vipLevel: info.vip.level };
      }
      reply.header('cache-control', auth ? 'private, no-store' : 'public, max-age=60');
      reply.header('vary', 'authorization');
      return service.forViewer(viewer, types, AnnouncementsService.executions(Boolean(auth), execution), language);
    },
  );

  const guard = [app.operatorAuthenticate, app.operatorRole('admin', 'content')];
  const security = [{ bearer: [] }];
  const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

  app.get(
    '/operator/content/announcements',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'All announcements with every language (admin, content)', security, response: { 200: OperatorAnnouncementListSchema, ...errors } } },
    async () => ({ items: await service.list() }),
  );

  app.post(
    '/operator/content/announcements',
    {
      preHandler: guard,
      schema: { tags: ['operator'], summary: 'Create an announcement; HTML is sanitised before it is stored (admin, content)', security, body: AnnouncementInputSchema, response: { 201: OperatorAnnouncementSchema, ...errors } },
    },
    async (request, reply) => {
      const created = await service.create(request.body);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.announcement_create', targetType: 'announcement', targetId: String(created.id), after: created, ip: request.ip });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/operator/content/announcements/:id',
    {
      preHandler: guard,
      schema: { tags: ['operator'], summary: 'Replace an announcement and its texts (admin, content)', security, params, body: AnnouncementInputSchema, response: { 200: OperatorAnnouncementSchema, ...errors } },
    },
    async (request) => {
      const { before, after } = await service.update(request.params.id, request.body);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.announcement_update', targetType: 'announcement', targetId: String(after.id), before, after, ip: request.ip });
      return after;
    },
  );

  app.delete(
    '/operator/content/announcements/:id',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Delete an announcement (admin, content)', security, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.announcement_delete', targetType: 'announcement', targetId: String(request.params.id), ip: request.ip });
      return reply.code(204).send(null);
    },
  );
};
