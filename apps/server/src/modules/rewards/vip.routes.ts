import { ErrorBodySchema, ErrorCode, OperatorVipLevelListSchema, OperatorVipLevelSchema, VipLevelParamsSchema, VipOverviewSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
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

const opErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };

/** Operator (admin, audited): VIP level definitions. */
export const vipOperatorRoutes: FastifyPluginAsyncZod<{ vip: VipService; audit: (request: FastifyRequest, action: string, targetType: string, targetId: string) => Promise<void> }> = async (app, { vip, audit }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };
  const security = [{ bearer: [] }];
  app.get('/operator/vip/levels', { ...guard, schema: { tags: ['operator'], summary: 'VIP levels with requirements and level-up bonus', security, response: { 200: OperatorVipLevelListSchema, ...opErrors } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return vip.operatorLevels();
  });
  app.put(
    '/operator/vip/levels/:level',
    {
      ...guard,
      schema: {
        tags: ['operator'],
        summary: 'Creates the next VIP level or edits one (requirements never lower than the level below); members keep levels reached',
        security,
        params: VipLevelParamsSchema,
        body: OperatorVipLevelSchema,
        response: { 200: OperatorVipLevelListSchema, ...opErrors },
      },
    },
    async (request) => {
      const levels = await vip.setLevel(request.params.level, request.body);
      await audit(request, 'vip.level', 'vip_level', String(request.params.level));
      return levels;
    },
  );
};
