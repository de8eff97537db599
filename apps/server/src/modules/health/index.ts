import { HealthSchema } from '@app/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const startedAt = Date.now();

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. No I/O, so it is also the baseline route of the benchmarks.
  app.get(
    '/health/live',
    { schema: { tags: ['health'], summary: 'Liveness (no database)', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: the database answers too.
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: HealthSchema } } },
    async (_request, reply) => {
      await sql`SELECT 1`.execute(app.db);
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: app.database.kind,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: app.config.version,
      };
    },
  );
};

export default fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api/v1' });
  },
  { name: 'health', dependencies: ['db'] },
);
