import { AuditListSchema, AuditQuerySchema, ErrorBodySchema, OperatorLoginSchema, OperatorRoleSchema, OperatorSchema, OperatorSessionSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { sameSecret } from './same-secret.ts';
import type { OperatorService } from './service.ts';

// The same HTTP bearer scheme as members, carrying an operator session token.
const security = [{ bearer: [] }];

export const operatorRoutes: FastifyPluginAsyncZod<{ service: OperatorService }> = async (app, { service }) => {
  app.post(
    '/operator/auth/login',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operator login: an operator session token (separate from member sessions)',
        body: OperatorLoginSchema,
        response: { 200: OperatorSessionSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 423: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const s = await service.login({ ...request.body, ip: request.ip });
      return { token: s.token, expiresAt: s.expiresAt.toISOString(), operator: s.operator };
    },
  );

  app.post(
    '/operator/auth/logout',
    {
      preHandler: app.operatorAuthenticate,
      schema: { tags: ['operator'], summary: 'Ends this operator session', security, response: { 200: z.object({ ok: z.literal(true) }), 401: ErrorBodySchema } },
    },
    async (request) => {
      if (!request.operator) throw unauthorized();
      await service.logout(request.operator, request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/operator/me',
    {
      preHandler: app.operatorAuthenticate,
      schema: { tags: ['operator'], summary: 'The signed-in operator', security, response: { 200: OperatorSchema, 401: ErrorBodySchema } },
    },
    async (request) => {
      const op = request.operator;
      if (!op) throw unauthorized();
      return { id: op.operatorId, username: op.username, role: op.role };
    },
  );

  app.get(
    '/operator/audit',
    {
      preHandler: [app.operatorAuthenticate, app.operatorRole('admin')],
      schema: {
        tags: ['operator'],
        summary: 'The append-only audit log of operator actions, newest first (admin only)',
        security,
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listAudit(request.query);
    },
  );
};

/** Loopback-only endpoint the `npm run operator` CLI uses while a server holds the embedded database. */
export const operatorControlRoutes: FastifyPluginAsyncZod<{ service: OperatorService; token: string }> = async (app, { service, token }) => {
  app.post(
    '/internal/operator-command',
    {
      schema: {
        hide: true,
        body: z.object({ kind: z.literal('create'), username: z.string().max(32), role: OperatorRoleSchema }),
        response: { 200: z.object({ result: z.object({ id: z.number(), username: z.string(), role: OperatorRoleSchema, password: z.string() }) }), 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const remote = request.socket.remoteAddress ?? '';
      const given = request.headers['x-control-token'];
      if (!/^(127\.|::1$|::ffff:127\.)/.test(remote) || typeof given !== 'string' || !sameSecret(given, token)) {
        throw forbidden('Control endpoint is for the local CLI only');
      }
      const created = await service.create(request.body.username, request.body.role);
      return { result: created };
    },
  );
};
