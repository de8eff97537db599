import { ErrorBodySchema, ErrorCode, VipOverviewSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { VipService } from './vip.ts';

/** VIP levels: the caller's level, progress and benefits (level-up bonuses are granted on this read, once per level). */
export const vipRoutes: FastifyPluginAsyncZod<{ vip: VipService }> = async (app, { vip }) => {
  app.get(
    '/rewards/vip',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['rewards'],
        summary: 'VIP: level from cumulative valid turnover and deposits, progress to the next level, every level with its level-up bonus (granted once per level, on this read)',
        security: [{ bearer: [] }],
        response: { 200: VipOverviewSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthorized();
      if (request.auth.role === 'trial') throw forbidden('A real account is needed for rewards (in_need_true_account)', ErrorCode.TRIAL_NOT_ALLOWED);
      reply.header('cache-control', 'no-store');
      return vip.overview(request.auth.memberId);
    },
  );
};
