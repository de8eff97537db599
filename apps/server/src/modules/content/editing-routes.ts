import {
  BannerInputSchema,
  ErrorBodySchema,
  NoticeInputSchema,
  OperatorBannerListSchema,
  OperatorBannerSchema,
  OperatorNoticeListSchema,
  OperatorNoticeSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentEditingService } from './editing-service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Operator editing of home banners and notices (marquee rows), roles admin and content; every change audited. */
export const contentEditingRoutes: FastifyPluginAsyncZod<{ service: ContentEditingService }> = async (app, { service }) => {
  const guard = [app.operatorAuthenticate, app.operatorRole('admin', 'content')];
  const security = [{ bearer: [] }];
  const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

  app.get(
    '/operator/content/banners',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'All banners with every language; the brand default language first (admin, content)', security, response: { 200: OperatorBannerListSchema, ...errors } } },
    async () => ({ items: await service.banners(), defaultLanguage: await service.language() }),
  );

  app.post(
    '/operator/content/banners',
    {
      preHandler: guard,
      schema: {
        tags: ['operator'],
        summary: 'Create a banner; captions are plain text, a text in the brand default language is required (admin, content)',
        security,
        body: BannerInputSchema,
        response: { 201: OperatorBannerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.createBanner(request.body);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.banner_create', targetType: 'banner', targetId: String(created.id), after: created, ip: request.ip });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/operator/content/banners/:id',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Replace a banner and its texts (admin, content)', security, params, body: BannerInputSchema, response: { 200: OperatorBannerSchema, ...errors } } },
    async (request) => {
      const { before, after } = await service.updateBanner(request.params.id, request.body);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.banner_update', targetType: 'banner', targetId: String(after.id), before, after, ip: request.ip });
      return after;
    },
  );

  app.delete(
    '/operator/content/banners/:id',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Delete a banner and its texts (admin, content)', security, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const before = await service.removeBanner(request.params.id);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.banner_delete', targetType: 'banner', targetId: String(before.id), before, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/operator/content/notices',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'All notices (marquee rows and game notices) with every language (admin, content)', security, response: { 200: OperatorNoticeListSchema, ...errors } } },
    async () => ({ items: await service.notices(), defaultLanguage: await service.language() }),
  );

  app.post(
    '/operator/content/notices',
    {
      preHandler: guard,
      schema: {
        tags: ['operator'],
        summary: 'Create a notice; titles and texts are plain text (markup removed), a text in the brand default language is required (admin, content)',
        security,
        body: NoticeInputSchema,
        response: { 201: OperatorNoticeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.createNotice(request.body);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.notice_create', targetType: 'notice', targetId: String(created.id), after: created, ip: request.ip });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/operator/content/notices/:id',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Replace a notice and its texts; without publishedAt the time is kept (admin, content)', security, params, body: NoticeInputSchema, response: { 200: OperatorNoticeSchema, ...errors } } },
    async (request) => {
      const { before, after } = await service.updateNotice(request.params.id, request.body);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.notice_update', targetType: 'notice', targetId: String(after.id), before, after, ip: request.ip });
      return after;
    },
  );

  app.delete(
    '/operator/content/notices/:id',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Delete a notice and its texts (admin, content)', security, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const before = await service.removeNotice(request.params.id);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'content.notice_delete', targetType: 'notice', targetId: String(before.id), before, ip: request.ip });
      return reply.code(204).send(null);
    },
  );
};
