import {
  ContractAcceptSchema,
  ContractConsolidatedSchema,
  ContractEndSchema,
  ContractListQuerySchema,
  ContractListSchema,
  ContractOfferSchema,
  ContractSchema,
  ErrorBodySchema,
  OperatorContractListQuerySchema,
  OperatorContractOfferSchema,
  OperatorHoldSchema,
  OperatorSettlementListQuerySchema,
  SettlementListQuerySchema,
  SettlementListSchema,
  SettlementRunResultSchema,
  SettlementSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import type { ContractsService, OperatorActor } from './service.ts';

const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const IdParams = z.object({ id: z.string().max(20) });
const tags = ['agent contracts'];

/** `/api/v1/agent/contracts*` and `/api/v1/agent/settlements` (agents only, their own contracts). */
export const contractRoutes: FastifyPluginAsyncZod<{ service: ContractsService }> = async (app, { service }) => {
  const guard = { preHandler: app.authenticate };
  const agent = (request: FastifyRequest) => service.requireAgent(request.auth);

  app.get(
    '/agent/contracts/consolidated',
    { ...guard, schema: { tags, summary: 'Consolidated contract info (SPEC §7): which kinds are enabled and pending', security, response: { 200: ContractConsolidatedSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.consolidated(agent(request));
    },
  );

  app.get(
    '/agent/contracts',
    { ...guard, schema: { tags, summary: 'Contracts offered to and by the caller (history of both sides)', security, querystring: ContractListQuerySchema, response: { 200: ContractListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(agent(request), request.query);
    },
  );

  app.post(
    '/agent/contracts',
    { ...guard, schema: { tags, summary: 'Offers a contract to a direct sub-agent (rates never above the caller\u2019s own)', security, body: ContractOfferSchema, response: { 201: ContractSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return service.offer(agent(request), request.body);
    },
  );

  app.get(
    '/agent/contracts/:id',
    { ...guard, schema: { tags, summary: 'One of the caller\u2019s contracts', security, params: IdParams, response: { 200: ContractSchema, ...errors } } },
    async (request) => service.get(agent(request), request.params.id),
  );

  app.post(
    '/agent/contracts/:id/accept',
    { ...guard, schema: { tags, summary: 'Accepts a pending offer (replaces the active contract of the kind)', security, params: IdParams, body: ContractAcceptSchema.optional(), response: { 200: ContractSchema, ...errors } } },
    async (request) => service.accept(agent(request), request.params.id, request.body ?? { terminateDownline: false }),
  );

  app.post(
    '/agent/contracts/:id/reject',
    { ...guard, schema: { tags, summary: 'Rejects a pending offer', security, params: IdParams, body: ContractEndSchema.optional(), response: { 200: ContractSchema, ...errors } } },
    async (request) => service.reject(agent(request), request.params.id, request.body ?? {}),
  );

  app.post(
    '/agent/contracts/:id/terminate',
    { ...guard, schema: { tags, summary: 'Terminates an active contract (either side) or withdraws a pending offer (upline)', security, params: IdParams, body: ContractEndSchema.optional(), response: { 200: ContractSchema, ...errors } } },
    async (request) => service.terminate(agent(request), request.params.id, request.body ?? {}),
  );

  app.get(
    '/agent/settlements',
    { ...guard, schema: { tags, summary: 'The caller\u2019s settled periods (tier reached, amount, status)', security, querystring: SettlementListQuerySchema, response: { 200: SettlementListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.settlements(agent(request), request.query);
    },
  );
};

function operatorOf(request: FastifyRequest): OperatorActor {
  if (!request.operator) throw unauthorized('Operator login required');
  return { operatorId: request.operator.operatorId, ip: request.ip };
}

/** Operator API: platform contracts for top-level agents, settlements, hold and release (audited). */
export const operatorContractRoutes: FastifyPluginAsyncZod<{ service: ContractsService; runNow: () => Promise<unknown> }> = async (app, { service, runNow }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin', 'finance')] };
  const otags = ['operator'];

  app.post(
    '/operator/agent-contracts',
    { ...guard, schema: { tags: otags, summary: 'Offers a platform contract to a top-level agent', security, body: OperatorContractOfferSchema, response: { 201: ContractSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return service.operatorOffer(operatorOf(request), request.body);
    },
  );

  app.get(
    '/operator/agent-contracts',
    {
      ...guard,
      schema: { tags: otags, summary: 'Every agent contract, newest first (filters: kind, status, held, agentId, uplineId; uplineId=0 for platform contracts)', security, querystring: OperatorContractListQuerySchema, response: { 200: ContractListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorList(request.query);
    },
  );

  app.get(
    '/operator/agent-contracts/settlements',
    { ...guard, schema: { tags: otags, summary: 'Agent contract settlements', security, querystring: OperatorSettlementListQuerySchema, response: { 200: SettlementListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorSettlements(request.query);
    },
  );

  app.post(
    '/operator/agent-contracts/settlements/run',
    { ...guard, schema: { tags: otags, summary: 'Runs the settlement of every kind now (the same job the scheduler runs)', security, response: { 200: SettlementRunResultSchema, ...errors } } },
    async () => SettlementRunResultSchema.parse(await runNow()),
  );

  for (const [action, summary] of [
    ['hold', 'Holds an unpaid settlement'],
    ['release', 'Releases a held settlement and pays it'],
  ] as const) {
    app.post(
      `/operator/agent-contracts/settlements/:id/${action}`,
      { ...guard, schema: { tags: otags, summary, security, params: IdParams, body: OperatorHoldSchema.optional(), response: { 200: SettlementSchema, ...errors } } },
      async (request) =>
        action === 'hold' ? service.holdSettlement(operatorOf(request), request.params.id, request.body?.reason) : service.releaseSettlement(operatorOf(request), request.params.id),
    );
  }

  for (const [action, summary] of [
    ['hold', 'Holds a contract: its settlements wait until released'],
    ['release', 'Releases a held contract and pays its held settlements'],
  ] as const) {
    app.post(
      `/operator/agent-contracts/:id/${action}`,
      { ...guard, schema: { tags: otags, summary, security, params: IdParams, body: OperatorHoldSchema.optional(), response: { 200: ContractSchema, ...errors } } },
      async (request) =>
        action === 'hold' ? service.holdContract(operatorOf(request), request.params.id, request.body?.reason) : service.releaseContract(operatorOf(request), request.params.id),
    );
  }
};
