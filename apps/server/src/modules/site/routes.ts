import { ErrorBodySchema, PermissionSchema } from '@app/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { applySiteCommand, SiteCommandSchema } from './commands.ts';
import type { SiteService } from './service.ts';

export const siteRoutes: FastifyPluginAsyncZod<{ service: SiteService }> = async (app, { service }) => {
  app.get(
    '/site/permission',
    {
      schema: {
        tags: ['site'],
        summary: 'Site status and configuration that drives the whole app (SPEC §2.2)',
        response: { 200: PermissionSchema },
      },
    },
    async (request, reply) => {
      // Depends on the caller's address and on settings that change at run time.
      reply.header('cache-control', 'no-store');
      return service.permissionFor(request.ip);
    },
  );

  app.post(
    '/site/client-errors',
    {
      // Browsers report failures they cannot show elsewhere (e.g. CSS_CHUNK_LOAD_FAILED, SPEC §8).
      bodyLimit: 4096,
      schema: {
        tags: ['site'],
        summary: 'Report a client-side failure to the server log',
        body: z.object({
          code: z.string().regex(/^[A-Z0-9_]{2,64}$/),
          message: z.string().max(500).optional(),
          url: z.string().max(500).optional(),
        }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body, ua: request.headers['user-agent']?.slice(0, 200) }, 'client reported a failure');
      return reply.status(204).send(null);
    },
  );
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Control endpoint for `npm run site` while a server holds the embedded
 * database: loopback callers only, with the secret from the data directory's
 * lock file. Not part of the public API (hidden from OpenAPI).
 */
export const siteControlRoutes: FastifyPluginAsyncZod<{ service: SiteService; token: string }> = async (app, { service, token }) => {
  app.post(
    '/internal/site-command',
    {
      schema: {
        hide: true,
        body: SiteCommandSchema,
        response: { 200: z.object({ result: z.unknown() }), 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const remote = request.socket.remoteAddress ?? '';
      const given = request.headers['x-control-token'];
      if (!/^(127\.|::1$|::ffff:127\.)/.test(remote) || typeof given !== 'string' || !sameSecret(given, token)) {
        throw forbidden('Control endpoint is for the local CLI only');
      }
      request.log.info({ command: request.body.kind }, 'site command from CLI');
      return { result: await applySiteCommand(service, request.body) };
    },
  );
};
