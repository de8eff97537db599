import {
  ErrorBodySchema,
  HelpArticleInputSchema,
  HelpArticlesQuerySchema,
  HelpArticlesResponseSchema,
  OperatorHelpArticleListSchema,
  OperatorHelpArticleSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HelpArticlesService } from './help-service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** SPEC §7 "Help" for everyone, and its operator editing (roles admin, content; every change audited with before/after). */
export const helpArticleRoutes: FastifyPluginAsyncZod<{ service: HelpArticlesService }> = async (app, { service }) => {
  app.get(
    '/content/help-articles',
    {
      schema: {
        tags: ['content'],
        summary:
          'Published help centre articles (terms, responsible gaming, privacy, FAQ), lowest sort first, each in `language`; an article without a text in that language comes in EN (TH reads TY). Bodies are sanitised HTML; {{brand}} is replaced by the brand name',
        querystring: HelpArticlesQuerySchema,
        response: { 200: HelpArticlesResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // As the other public content: a shared cache may keep it but asks again, so an edit shows on the next open.
      reply.header('cache-control', 'public, no-cache');
      return service.published(request.query.language);
    },
  );

  const guard = [app.operatorAuthenticate, app.operatorRole('admin', 'content')];
  const security = [{ bearer: [] }];
  const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  const audit = (request: { operator: { operatorId: number } | null; ip: string }, action: string, id: number, change: { before?: unknown; after?: unknown }) =>
    app.operator.audit({ operatorId: request.operator!.operatorId, action: `content.help_article_${action}`, targetType: 'help_article', targetId: String(id), ...change, ip: request.ip });

  app.get(
    '/operator/content/help-articles',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'All help articles, published or not, with every language as stored (admin, content)', security, response: { 200: OperatorHelpArticleListSchema, ...errors } } },
    async () => ({ items: await service.list() }),
  );

  app.get(
    '/operator/content/help-articles/:id',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'One help article with every language (admin, content)', security, params, response: { 200: OperatorHelpArticleSchema, ...errors } } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/operator/content/help-articles',
    {
      preHandler: guard,
      schema: {
        tags: ['operator'],
        summary: 'Create a help article (a draft unless published: true); an EN text is required, titles are plain text and bodies are sanitised before they are stored (admin, content)',
        security,
        body: HelpArticleInputSchema,
        response: { 201: OperatorHelpArticleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, request.operator!.operatorId);
      await audit(request, 'create', created.id, { after: created });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/operator/content/help-articles/:id',
    {
      preHandler: guard,
      schema: { tags: ['operator'], summary: 'Replace a help article and all its texts (admin, content)', security, params, body: HelpArticleInputSchema, response: { 200: OperatorHelpArticleSchema, ...errors } },
    },
    async (request) => {
      const { before, after } = await service.update(request.params.id, request.body, request.operator!.operatorId);
      await audit(request, 'update', after.id, { before, after });
      return after;
    },
  );

  for (const [action, published] of [['publish', true], ['unpublish', false]] as const) {
    app.post(
      `/operator/content/help-articles/:id/${action}`,
      {
        preHandler: guard,
        schema: {
          tags: ['operator'],
          summary: published ? 'Show a help article in the help centre (admin, content)' : 'Take a help article out of the help centre; it stays editable (admin, content)',
          security,
          params,
          response: { 200: OperatorHelpArticleSchema, ...errors },
        },
      },
      async (request) => {
        const { before, after } = await service.setPublished(request.params.id, published, request.operator!.operatorId);
        if (before.published !== after.published) await audit(request, action, after.id, { before, after });
        return after;
      },
    );
  }
};
