import {
  AgentApplicationResultSchema,
  AgentApplicationSchema,
  AgentIncomeQuerySchema,
  AgentIncomeSchema,
  AgentProfileSchema,
  AgentTransactionListSchema,
  AgentTransactionsQuerySchema,
  AgentTransferResultSchema,
  AgentTransferSchema,
  ErrorBodySchema,
  OperatorAgentApplicationListSchema,
  OperatorAgentApplicationQuerySchema,
  OperatorAgentApplicationReviewSchema,
  OperatorAgentApplicationSchema,
  OperatorAgentTreeQuerySchema,
  OperatorAgentTreeSchema,
  RegisterDownlineResultSchema,
  RegisterDownlineSchema,
  TeamBetListSchema,
  TeamBetsQuerySchema,
  TeamMemberListSchema,
  TeamMembersQuerySchema,
  TeamOverviewSchema,
  TeamProfitLossQuerySchema,
  TeamProfitLossSchema,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { toCsv } from './csv.ts';
import type { AgentsService } from './service.ts';

const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const CSV_NOTE = ' `format=csv` returns every row with the same filters as a text/csv attachment.';
const APPLY_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Sends rows as a CSV attachment (a Buffer skips the JSON serializer). */
function sendCsv(reply: FastifyReply, name: string, columns: string[], rows: object[]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(`\uFEFF${toCsv(columns, rows as Record<string, unknown>[])}`, 'utf8'));
}

/** `/api/v1/agent/*` (agent session) and the operator's review of affiliate applications. */
export const agentRoutes: FastifyPluginAsyncZod<{ service: AgentsService }> = async (app, { service }) => {
  const guard = { preHandler: [app.authenticate, app.requireRole('agent')] };
  const caller = (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    return service.caller(request.auth);
  };
  const tags = ['agent'];

  app.get(
    '/agent/profile',
    { ...guard, schema: { tags, summary: "The agent's header and menu facts: nickname, type, referral link, time zone, balance, enabled features", security, response: { 200: AgentProfileSchema, ...errors } } },
    async (request) => service.profile(await caller(request), origin(request)),
  );

  app.get(
    '/agent/team/overview',
    { ...guard, schema: { tags, summary: 'Team size, new and active members, deposits, withdrawals, turnover and win/loss for today, yesterday and this month, by depth, with a 30-day trend', security, response: { 200: TeamOverviewSchema, ...errors } } },
    async (request) => service.overview(await caller(request)),
  );

  app.get(
    '/agent/team/members',
    { ...guard, schema: { tags, summary: `The downline (drill-down by parentId), searched, filtered, sorted and paged, with figures over the range.${CSV_NOTE}`, security, querystring: TeamMembersQuerySchema, response: { 200: TeamMemberListSchema, ...errors } } },
    async (request, reply) => {
      const agent = await caller(request);
      if (request.query.format === 'csv') {
        const list = await service.members(agent, request.query, true);
        return sendCsv(reply, 'team-members', ['id', 'username', 'nickname', 'role', 'status', 'depth', 'parentUsername', 'downlineCount', 'balance', 'deposits', 'withdrawals', 'turnover', 'winLoss', 'createdAt', 'lastLoginAt'], list.items);
      }
      return service.members(agent, request.query);
    },
  );

  app.post(
    '/agent/team/members',
    { ...guard, schema: { tags, summary: 'Registers a downline account (or a sub-agent) under the caller, with the registration rules', security, body: RegisterDownlineSchema, response: { 201: RegisterDownlineResultSchema, ...errors, 429: ErrorBodySchema } } },
    async (request, reply) => {
      const member = await service.registerMember(await caller(request), request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, origin: origin(request) });
      return reply.code(201).send({ member });
    },
  );

  app.get(
    '/agent/team/bets',
    { ...guard, schema: { tags, summary: `Bets of the downline (one member or all), by category, status and date range, with totals.${CSV_NOTE}`, security, querystring: TeamBetsQuerySchema, response: { 200: TeamBetListSchema, ...errors } } },
    async (request, reply) => {
      const agent = await caller(request);
      if (request.query.format === 'csv') {
        const list = await service.bets(agent, request.query, true);
        return sendCsv(reply, 'team-bets', ['id', 'username', 'vendor', 'gameName', 'category', 'stake', 'payout', 'winLoss', 'status', 'placedAt', 'settledAt'], list.items);
      }
      return service.bets(agent, request.query);
    },
  );

  app.get(
    '/agent/team/profit-loss',
    { ...guard, schema: { tags, summary: `Profit and loss per direct member and per sub-agent (its whole team) under parentId.${CSV_NOTE}`, security, querystring: TeamProfitLossQuerySchema, response: { 200: TeamProfitLossSchema, ...errors } } },
    async (request, reply) => {
      const agent = await caller(request);
      if (request.query.format === 'csv') {
        const list = await service.profitLoss(agent, request.query, true);
        return sendCsv(reply, 'team-profit-loss', ['id', 'username', 'kind', 'members', 'activeMembers', 'bets', 'turnover', 'validTurnover', 'payout', 'winLoss', 'deposits', 'withdrawals', 'bonuses', 'netProfit'], list.items);
      }
      return service.profitLoss(agent, request.query);
    },
  );

  app.get(
    '/agent/income',
    { ...guard, schema: { tags, summary: `Salaries and dividends per period from the agent's contracts (available=false when the contracts module is off).${CSV_NOTE}`, security, querystring: AgentIncomeQuerySchema, response: { 200: AgentIncomeSchema, ...errors } } },
    async (request, reply) => {
      const agent = await caller(request);
      const income = await service.income(agent, request.query, request.query.format === 'csv');
      if (request.query.format === 'csv') return sendCsv(reply, 'income', ['id', 'kind', 'period', 'base', 'rate', 'amount', 'status', 'paidAt'], income.items);
      return income;
    },
  );

  app.get(
    '/agent/transactions',
    { ...guard, schema: { tags, summary: `Money movements of the downline (or the caller's own, scope=self): deposits, withdrawals, transfers, bonuses.${CSV_NOTE}`, security, querystring: AgentTransactionsQuerySchema, response: { 200: AgentTransactionListSchema, ...errors } } },
    async (request, reply) => {
      const agent = await caller(request);
      if (request.query.format === 'csv') {
        const list = await service.transactions(agent, request.query, true);
        return sendCsv(reply, 'transactions', ['id', 'username', 'kind', 'amount', 'balanceAfter', 'currency', 'counterparty', 'createdAt'], list.items);
      }
      return service.transactions(agent, request.query);
    },
  );

  app.post(
    '/agent/transfers',
    { ...guard, schema: { tags, summary: "Agent wallet to a downline member's wallet; idempotent by requestId", security, body: AgentTransferSchema, response: { 200: AgentTransferResultSchema, ...errors } } },
    async (request) => service.transfer(await caller(request), request.body),
  );

  app.post(
    '/agent/applications',
    {
      preHandler: app.identify,
      schema: { tags, summary: 'Affiliate application from /agent (visitor or signed-in member); reviewed by an operator', body: AgentApplicationSchema, response: { 201: AgentApplicationResultSchema, ...errors, 429: ErrorBodySchema } },
    },
    async (request, reply) => {
      const limit = await app.limits.consume(`agent-apply:ip:${request.ip}`, APPLY_LIMIT);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs, 'Too many requests; please try again after 5 minutes');
      const result = await service.apply(request.body, request.auth, request.ip);
      return reply.code(201).send(result);
    },
  );

  // ---------------------------------------------------------------- operator review

  const operatorGuard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };
  app.get(
    '/operator/agent-applications',
    { ...operatorGuard, schema: { tags: ['operator'], summary: 'Affiliate applications, newest first', security, querystring: OperatorAgentApplicationQuerySchema, response: { 200: OperatorAgentApplicationListSchema, ...errors } } },
    async (request) => service.applications(request.query),
  );

  app.get(
    '/operator/agents/tree',
    {
      preHandler: [app.operatorAuthenticate, app.operatorRole('admin', 'finance', 'risk', 'support')],
      schema: {
        tags: ['operator'],
        summary: 'The agent tree one level at a time: top-level agents, agents matching search, or the direct downline of parentId, each with direct, team and sub-agent counts',
        security,
        querystring: OperatorAgentTreeQuerySchema,
        response: { 200: OperatorAgentTreeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorTree(request.query);
    },
  );

  app.post(
    '/operator/agent-applications/:id/review',
    {
      ...operatorGuard,
      schema: {
        tags: ['operator'],
        summary: 'Approve (the account becomes an agent with an affiliate code) or reject an application',
        security,
        params: z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'expected a numeric id') }),
        body: OperatorAgentApplicationReviewSchema,
        response: { 200: OperatorAgentApplicationSchema, ...errors },
      },
    },
    async (request) => {
      const op = request.operator;
      if (!op) throw unauthorized('Operator login required');
      const result = await service.review(request.params.id, request.body, op.username);
      await app.operator.audit({ operatorId: op.operatorId, action: 'agent.application_review', targetType: 'agent_application', targetId: request.params.id, after: { decision: request.body.decision, status: result.status }, ip: request.ip });
      return result;
    },
  );
};
