import { ErrorBodySchema, OperatorRebateRatesSchema, RebateClaimRequestSchema, RebateClaimResultSchema, RebateOverviewSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realMemberId } from '../../lib/caller.ts';
import type { RebateService } from './rebate.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];

const realMember = (request: FastifyRequest): number => realMemberId(request, 'for rewards');

/** Manual rebate (SPEC §2.7 manualRebate, behind the MANUAL_REBATE whitelabel flag: 403 FEATURE_DISABLED when off). */
export const rebateRoutes: FastifyPluginAsyncZod<{ rebate: RebateService }> = async (app, { rebate }) => {
  const auth = { preHandler: app.authenticate };
  app.get(
    '/rewards/rebate',
    { ...auth, schema: { tags: ['rewards'], summary: 'Manual rebate: valid turnover not rebated yet × rate, per game category, and the claims made', security, response: { 200: RebateOverviewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rebate.overview(realMember(request));
    },
  );
  app.post(
    '/rewards/rebate/claim',
    {
      ...auth,
      schema: {
        tags: ['rewards'],
        summary: 'Claims the rebate as one bonus (1× wagering). The same requestId returns the first claim; 409 REBATE_NOTHING_TO_CLAIM when it is 0',
        security,
        body: RebateClaimRequestSchema,
        response: { 200: RebateClaimResultSchema, ...errors },
      },
    },
    async (request) => rebate.claim(realMember(request), request.body.requestId),
  );
};

/** Operator (admin, audited): the rebate rate table. */
export const rebateOperatorRoutes: FastifyPluginAsyncZod<{ rebate: RebateService; audit: (request: FastifyRequest, action: string, targetType: string, targetId: string) => Promise<void> }> = async (
  app,
  { rebate, audit },
) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };
  app.get('/operator/rebate/rates', { ...guard, schema: { tags: ['operator'], summary: 'Rebate rates per game category (basis points)', security, response: { 200: OperatorRebateRatesSchema, ...errors } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return rebate.rates();
  });
  app.put(
    '/operator/rebate/rates',
    { ...guard, schema: { tags: ['operator'], summary: 'Replaces the rebate rate table (a category left out earns nothing; claims made keep their rate)', security, body: OperatorRebateRatesSchema, response: { 200: OperatorRebateRatesSchema, ...errors } } },
    async (request) => {
      const rates = await rebate.setRates(request.body);
      await audit(request, 'rebate.rates', 'rebate_rates', 'all');
      return rates;
    },
  );
};
