import {
  AdjustmentIdParamsSchema,
  AgentReportSchema,
  GameReportSchema,
  RangeReportQuerySchema,
  VendorReportSchema,
  AdjustmentListSchema,
  AdjustmentQuerySchema,
  AdjustmentRejectSchema,
  AdjustmentSchema,
  ConsoleMemberDetailSchema,
  ConsoleMemberListSchema,
  ConsoleMemberQuerySchema,
  CreateAdjustmentSchema,
  DailyReportQuerySchema,
  DailyReportSchema,
  DashboardSchema,
  ErrorBodySchema,
  MemberIdParamsSchema,
  MemberLockResultSchema,
  MemberLockSchema,
  MemberPasswordResetResultSchema,
  type OperatorRole,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { toCsv } from '../agents/csv.ts';
import type { ConsoleService } from './service.ts';

const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** The signed-in operator (the guards ran before the handler). */
function operatorOf(request: FastifyRequest) {
  if (!request.operator) throw unauthorized('Operator login required');
  return request.operator;
}

/** Thin HTTP layer of the console (docs/console.md "API"); every route is role-checked here, on the server. */
export const consoleRoutes: FastifyPluginAsyncZod<{ service: ConsoleService }> = async (app, { service }) => {
  const only = (...roles: OperatorRole[]) => [app.operatorAuthenticate, app.operatorRole(...roles)];
  const readers = only('admin', 'finance', 'risk', 'support');
  const money = only('admin', 'finance');

  app.get(
    '/operator/dashboard',
    { preHandler: readers, schema: { tags: ['operator'], summary: 'Today vs yesterday, pending queues and 14 days of site figures (admin, finance, risk, support)', security, response: { 200: DashboardSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.dashboard();
    },
  );

  app.get(
    '/operator/reports/daily',
    {
      preHandler: only('admin', 'finance', 'risk'),
      schema: {
        tags: ['operator'],
        summary: 'Site figures per day (deposits, withdrawals, bets, GGR, new members), JSON or CSV (admin, finance, risk)',
        security,
        querystring: DailyReportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([DailyReportSchema, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      const report = await service.dailyReport(request.query.from, request.query.to);
      reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return report;
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="daily-${request.query.from}-${request.query.to}.csv"`);
      return toCsv(['date', 'deposits', 'withdrawals', 'bets', 'stake', 'validTurnover', 'payout', 'ggr', 'bonuses', 'newMembers', 'activeMembers'], report.days);
    },
  );

  const csvReply = (reply: { header(k: string, v: string): unknown }, name: string, q: { from: string; to: string }) => {
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}-${q.from}-${q.to}.csv"`);
  };
  const reportSchema = (summary: string, body: z.ZodTypeAny) => ({
    preHandler: only('admin', 'finance', 'risk'),
    schema: { tags: ['operator'], summary, security, querystring: RangeReportQuerySchema, produces: ['application/json', 'text/csv'], response: { 200: z.union([body, z.string()]), ...errors } },
  });
  const BET_COLUMNS = ['bets', 'stake', 'validTurnover', 'payout', 'ggr', 'activeMembers'];

  app.get('/operator/reports/games', reportSchema('Bets per game over days (stake, valid turnover, payout, GGR, players), JSON or CSV (admin, finance, risk)', GameReportSchema), async (request, reply) => {
    const report = await service.gameReport(request.query.from, request.query.to);
    reply.header('cache-control', 'no-store');
    if (request.query.format !== 'csv') return report;
    csvReply(reply, 'games', request.query);
    return toCsv(['vendor', 'gameCode', 'gameName', 'category', ...BET_COLUMNS], report.rows);
  });

  app.get('/operator/reports/vendors', reportSchema('Bets per vendor over days, JSON or CSV (admin, finance, risk)', VendorReportSchema), async (request, reply) => {
    const report = await service.vendorReport(request.query.from, request.query.to);
    reply.header('cache-control', 'no-store');
    if (request.query.format !== 'csv') return report;
    csvReply(reply, 'vendors', request.query);
    return toCsv(['vendor', 'games', ...BET_COLUMNS], report.rows);
  });

  app.get('/operator/reports/agents', reportSchema('Figures per top-level agent team (whole downline) over days, JSON or CSV (admin, finance, risk)', AgentReportSchema), async (request, reply) => {
    const report = await service.agentReport(request.query.from, request.query.to);
    reply.header('cache-control', 'no-store');
    if (request.query.format !== 'csv') return report;
    csvReply(reply, 'agents', request.query);
    return toCsv(['agentId', 'username', ...BET_COLUMNS, 'deposits', 'withdrawals', 'bonuses'], report.rows);
  });

  app.get(
    '/operator/members',
    {
      preHandler: readers,
      schema: { tags: ['operator'], summary: 'Member search by username, mobile or id (admin, finance, risk, support)', security, querystring: ConsoleMemberQuerySchema, response: { 200: ConsoleMemberListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.members(request.query.query, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/operator/members/:id',
    {
      preHandler: readers,
      schema: {
        tags: ['operator'],
        summary: 'A member: profile, wallet, recent ledger and bets, logins and devices, agent chain, limits (admin, finance, risk, support)',
        security,
        params: MemberIdParamsSchema,
        response: { 200: ConsoleMemberDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.member(request.params.id);
    },
  );

  for (const [path, status] of [
    ['lock', 'LOCKED'],
    ['unlock', 'ACTIVE'],
  ] as const) {
    app.post(
      `/operator/members/:id/${path}`,
      {
        preHandler: only('admin', 'risk', 'support'),
        schema: {
          tags: ['operator'],
          summary: status === 'LOCKED' ? 'Locks a member: sessions end, logins refused (admin, risk, support)' : 'Unlocks a member (admin, risk, support)',
          security,
          params: MemberIdParamsSchema,
          body: MemberLockSchema,
          response: { 200: MemberLockResultSchema, ...errors },
        },
      },
      async (request) => service.setMemberStatus(operatorOf(request), request.params.id, status, request.body.reason, request.ip),
    );
  }

  app.post(
    '/operator/members/:id/reset-password',
    {
      preHandler: only('admin', 'support'),
      schema: {
        tags: ['operator'],
        summary: "Sets a temporary password, shown once, and ends the member's sessions (admin, support)",
        security,
        params: MemberIdParamsSchema,
        response: { 200: MemberPasswordResetResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.resetMemberPassword(operatorOf(request), request.params.id, request.ip);
    },
  );

  app.post(
    '/operator/members/:id/adjustments',
    {
      preHandler: money,
      schema: {
        tags: ['operator'],
        summary: 'Manual balance adjustment through the ledger, idempotent on the key; above the threshold it waits for a second operator (admin, finance)',
        security,
        params: MemberIdParamsSchema,
        body: CreateAdjustmentSchema,
        response: { 200: AdjustmentSchema, 201: AdjustmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { adjustment, replayed } = await service.createAdjustment(operatorOf(request), request.params.id, request.body, request.ip);
      return reply.code(replayed ? 200 : 201).send(adjustment);
    },
  );

  app.get(
    '/operator/adjustments',
    { preHandler: money, schema: { tags: ['operator'], summary: 'Manual adjustments, newest first (admin, finance)', security, querystring: AdjustmentQuerySchema, response: { 200: AdjustmentListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.adjustments(request.query);
    },
  );

  app.post(
    '/operator/adjustments/:id/approve',
    {
      preHandler: money,
      schema: {
        tags: ['operator'],
        summary: 'Approves a pending adjustment and pays it through the ledger; never by the operator who requested it (admin, finance)',
        security,
        params: AdjustmentIdParamsSchema,
        response: { 200: AdjustmentSchema, ...errors },
      },
    },
    async (request) => service.approveAdjustment(operatorOf(request), request.params.id, request.ip),
  );

  app.post(
    '/operator/adjustments/:id/reject',
    {
      preHandler: money,
      schema: {
        tags: ['operator'],
        summary: 'Rejects a pending adjustment; never by the operator who requested it (admin, finance)',
        security,
        params: AdjustmentIdParamsSchema,
        body: AdjustmentRejectSchema,
        response: { 200: AdjustmentSchema, ...errors },
      },
    },
    async (request) => service.rejectAdjustment(operatorOf(request), request.params.id, request.body.reason, request.ip),
  );
};
