import { BetRecordPageSchema, BetRecordQuerySchema, ErrorBodySchema, ProfitLossQuerySchema, ProfitLossSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import type { RecordsService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** Member records (token): every answer is the caller's own. */
export const recordsRoutes: FastifyPluginAsyncZod<{ service: RecordsService }> = async (app, { service }) => {
  app.get(
    '/records/bets',
    {
      preHandler: app.authenticate,
      schema: { tags: ['records'], summary: "The caller's betting record over a date range, paged, with totals", security: [{ bearer: [] }], querystring: BetRecordQuerySchema, response: { 200: BetRecordPageSchema, ...errors } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return service.bets(request.auth.memberId, request.query);
    },
  );

  app.get(
    '/records/profit-loss',
    {
      preHandler: app.authenticate,
      schema: { tags: ['records'], summary: "The caller's profit and loss per game category, with deposits and withdrawals", security: [{ bearer: [] }], querystring: ProfitLossQuerySchema, response: { 200: ProfitLossSchema, ...errors } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return service.profitAndLoss(request.auth.memberId, request.query);
    },
  );
};
