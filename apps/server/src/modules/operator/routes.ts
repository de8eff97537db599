import {
  AuditExportQuerySchema,
  AuditListSchema,
  AuditQuerySchema,
  ConsoleLoginSchema,
  ConsoleMeSchema,
  ConsoleSessionSchema,
  CreatedOperatorSchema,
  CreateOperatorSchema,
  ErrorBodySchema,
  OperatorIdParamsSchema,
  OperatorRoleChangeSchema,
  OperatorRoleSchema,
  StaffOperatorListSchema,
  StaffOperatorSchema,
  TotpConfirmResultSchema,
  TotpConfirmSchema,
  TotpSetupResultSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { toCsv } from '../agents/csv.ts';
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
        summary: 'Operator login: an operator session token (separate from member sessions); `otp` once TOTP is enrolled',
        body: ConsoleLoginSchema,
        response: { 200: ConsoleSessionSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 423: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const s = await service.login({ ...request.body, ip: request.ip });
      return { ...s, expiresAt: s.expiresAt.toISOString() };
    },
  );

  app.post(
    '/operator/auth/totp/setup',
    {
      preHandler: app.operatorAuthenticate,
      schema: {
        tags: ['operator'],
        summary: 'Starts TOTP enrolment of the signed-in operator: a secret and its otpauth URI (pending until confirmed)',
        security,
        response: { 200: TotpSetupResultSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.operator) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return service.totpSetup(request.operator, request.ip);
    },
  );

  app.post(
    '/operator/auth/totp/confirm',
    {
      preHandler: app.operatorAuthenticate,
      schema: {
        tags: ['operator'],
        summary: 'Confirms TOTP enrolment with a code; from then on every login needs `otp`',
        security,
        body: TotpConfirmSchema,
        response: { 200: TotpConfirmResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!request.operator) throw unauthorized();
      return service.totpConfirm(request.operator, request.body.code, request.ip);
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
      schema: { tags: ['operator'], summary: 'The signed-in operator', security, response: { 200: ConsoleMeSchema, 401: ErrorBodySchema } },
    },
    async (request) => {
      const op = request.operator;
      if (!op) throw unauthorized();
      return service.me(op);
    },
  );

  // ---------------------------------------------------------------- staff (admin)
  const admin = [app.operatorAuthenticate, app.operatorRole('admin')];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

  app.get(
    '/operator/operators',
    { preHandler: admin, schema: { tags: ['operator'], summary: 'Operator accounts (admin)', security, response: { 200: StaffOperatorListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await service.staff() };
    },
  );

  app.post(
    '/operator/operators',
    {
      preHandler: admin,
      schema: {
        tags: ['operator'],
        summary: 'Creates an operator with a generated password, returned once (admin)',
        security,
        body: CreateOperatorSchema,
        response: { 200: CreatedOperatorSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.operator) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return service.createStaff(request.operator, request.body.username, request.body.role, request.ip);
    },
  );

  for (const [path, status] of [
    ['disable', 'DISABLED'],
    ['enable', 'ACTIVE'],
  ] as const) {
    app.post(
      `/operator/operators/:id/${path}`,
      {
        preHandler: admin,
        schema: {
          tags: ['operator'],
          summary: status === 'DISABLED' ? 'Disables an operator and ends their sessions (admin)' : 'Enables a disabled operator (admin)',
          security,
          params: OperatorIdParamsSchema,
          response: { 200: StaffOperatorSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.operator) throw unauthorized();
        return service.setStatus(request.operator, request.params.id, status, request.ip);
      },
    );
  }

  app.post(
    '/operator/operators/:id/role',
    {
      preHandler: admin,
      schema: {
        tags: ['operator'],
        summary: "Changes an operator's role; their sessions end (admin)",
        security,
        params: OperatorIdParamsSchema,
        body: OperatorRoleChangeSchema,
        response: { 200: StaffOperatorSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.operator) throw unauthorized();
      return service.setRole(request.operator, request.params.id, request.body.role, request.ip);
    },
  );

  app.get(
    '/operator/audit.csv',
    {
      preHandler: admin,
      schema: {
        tags: ['operator'],
        summary: 'The audit log as CSV with the filters of /operator/audit and a time range, newest first, up to 50,000 rows (admin)',
        security,
        querystring: AuditExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, ...rest } = request.query;
      const rows = await service.exportAudit({ ...rest, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }, 50_000);
      const csv = toCsv(
        ['id', 'createdAt', 'operatorId', 'operator', 'action', 'targetType', 'targetId', 'before', 'after', 'ip'],
        rows.map((r) => ({ ...r, before: r.before == null ? null : JSON.stringify(r.before), after: r.after == null ? null : JSON.stringify(r.after) })),
      );
      reply.header('cache-control', 'no-store');
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`);
      return csv;
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
