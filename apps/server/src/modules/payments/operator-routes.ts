import {
  ErrorBodySchema,
  OperatorBulkDecisionSchema,
  OperatorBulkResultSchema,
  OperatorDecisionSchema,
  OperatorDepositListQuerySchema,
  OperatorDepositListSchema,
  OperatorRejectSchema,
  DepositSchema,
  OperatorWithdrawalListSchema,
  OperatorWithdrawalListQuerySchema,
  WithdrawalSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/service.ts';
import type { PaymentsService } from './service.ts';

// The same HTTP bearer scheme as members, carrying an operator session token.
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const IdParams = z.object({ id: z.string().max(20) });

function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw unauthorized('Operator login required');
  return request.operator;
}

/** The minimal operator API for payment approvals (admin and finance roles); every decision is audited. */
export const operatorPaymentRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin', 'finance')] };

  app.get(
    '/operator/payments/deposits',
    { ...guard, schema: { tags: ['operator'], summary: 'Deposits of all members: filters (status, method, amount range, member, time range) and risk flags', security, querystring: OperatorDepositListQuerySchema, response: { 200: OperatorDepositListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorDeposits(request.query);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/operator/payments/deposits/:id/${decision}`,
      {
        ...guard,
        schema: {
          tags: ['operator'],
          summary: decision === 'approve' ? 'Credits a pending bank-transfer deposit' : 'Rejects a pending bank-transfer deposit (reason required)',
          security,
          params: IdParams,
          body: decision === 'approve' ? OperatorDecisionSchema : OperatorRejectSchema,
          response: { 200: DepositSchema, ...errors },
        },
      },
      async (request) => service.decideDeposit(operatorOf(request), request.params.id, decision, request.body?.reason, request.ip),
    );
  }

  app.get(
    '/operator/payments/withdrawals',
    { ...guard, schema: { tags: ['operator'], summary: 'Withdrawals of all members: filters (status or dispute, amount range, member, time range), proofs and risk flags', security, querystring: OperatorWithdrawalListQuerySchema, response: { 200: OperatorWithdrawalListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorWithdrawals(request.query);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/operator/payments/withdrawals/:id/${decision}`,
      {
        ...guard,
        schema: {
          tags: ['operator'],
          summary: decision === 'approve' ? 'Pays a pending withdrawal out (sandbox payout) -> DISBURSED' : 'Rejects a pending withdrawal; the held funds return to the member',
          security,
          params: IdParams,
          body: decision === 'approve' ? OperatorDecisionSchema : OperatorRejectSchema,
          response: { 200: WithdrawalSchema, ...errors },
        },
      },
      async (request) => service.decideWithdrawal(operatorOf(request), request.params.id, decision, request.body?.reason, request.ip),
    );
  }

  for (const kind of ['deposits', 'withdrawals'] as const) {
    app.post(
      `/operator/payments/${kind}/bulk`,
      {
        ...guard,
        schema: {
          tags: ['operator'],
          summary: `Approves or rejects many ${kind}, each through the single-item path; per-item outcome; a retry with the same requestId is answered from the first run`,
          security,
          body: OperatorBulkDecisionSchema,
          response: { 200: OperatorBulkResultSchema, ...errors },
        },
      },
      async (request) => service.bulkDecide(operatorOf(request), kind === 'deposits' ? 'deposit' : 'withdrawal', request.body, request.ip),
    );
  }

  app.get(
    '/operator/payments/withdrawals/:id/proofs/:proofId',
    { ...guard, schema: { tags: ['operator'], summary: "A member's proof image", security, params: z.object({ id: z.string().max(20), proofId: z.string().max(20) }), response: { ...errors } } },
    async (request, reply) => {
      const p = await service.proof(null, request.params.id, request.params.proofId);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(p.contentType).send(p.bytes as never);
    },
  );
};
