import { OutboxListSchema, OutboxQuerySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotifyService } from './service.ts';

/**
 * Development only (never registered when NODE_ENV=production): the messages the outbox
 * providers stored, so a developer or a browser test can read an SMS code or a reset link.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ service: NotifyService }> = async (app, { service }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages stored by the SMS and mail outbox (development and tests only)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await service.outbox({ to: request.query.to, limit: request.query.limit }) };
    },
  );
};
