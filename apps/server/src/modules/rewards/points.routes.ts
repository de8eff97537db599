import {
  EncryptedEnvelopeSchema,
  ErrorBodySchema,
  OperatorPointItemInputSchema,
  OperatorPointItemListSchema,
  OperatorPointItemParamsSchema,
  OperatorPointItemSchema,
  OperatorPointRedeemDecisionSchema,
  OperatorPointRedeemListSchema,
  OperatorPointRedeemSchema,
  POINT_REDEEM_STATUSES,
  PointMallSchema,
  PointRedeemPayloadSchema,
  PointRedeemResultSchema,
  PointsOverviewSchema,
  PromotionQuerySchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { realMemberId } from '../../lib/caller.ts';
import type { EnvelopeKeys } from '../accounts/crypto-envelope.ts';
import type { PointsService } from './points.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };
const security = [{ bearer: [] }];
const EnvelopeBody = EncryptedEnvelopeSchema.partial().loose().describe('EncryptedEnvelope {keyId, key, iv, data} (all base64) of PointRedeemPayload {itemId, quantity, paymentPassword, requestId}');

const realMember = (request: FastifyRequest): number => realMemberId(request, 'for points');

/** Points and the points mall (SPEC §2.9, §7 "points calls"; behind the POINTS_SYSTEM whitelabel flag: 403 FEATURE_DISABLED when off). */
export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService; keys: () => EnvelopeKeys }> = async (app, { points, keys }) => {
  const auth = { preHandler: app.authenticate };
  app.get(
    '/points',
    {
      ...auth,
      schema: { tags: ['rewards'], summary: 'Points balance, earning rates, points details (earn, redeem, refund) and redeem history', security, querystring: PromotionQuerySchema, response: { 200: PointsOverviewSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return points.overview(realMember(request), request.query.lang);
    },
  );
  app.get(
    '/points/mall',
    { ...auth, schema: { tags: ['rewards'], summary: 'Points mall items (names in Thai for TY or TH, else English) and the caller’s points balance', security, querystring: PromotionQuerySchema, response: { 200: PointMallSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return points.mall(realMember(request), request.query.lang);
    },
  );
  app.post(
    '/points/redeem',
    {
      ...auth,
      schema: {
        tags: ['rewards'],
        summary:
          'Redeems a mall item (encrypted payload with the payment password: wrong → 403 PAYMENT_PASSWORD_INVALID, 429 after 10 in a row). Bonus items are granted at once (APPROVED), physical items wait for the operator (IN_PROCESS). The same requestId returns the first redeem; 409 POINTS_INSUFFICIENT, POINT_ITEM_OUT_OF_STOCK',
        security,
        querystring: PromotionQuerySchema,
        body: EnvelopeBody,
        response: { 200: PointRedeemResultSchema, ...errors },
      },
    },
    async (request) => {
      const memberId = realMember(request);
      await points.assertEnabled();
      const payload = await keys().open(request.body, PointRedeemPayloadSchema);
      return points.redeem(memberId, payload, request.query.lang);
    },
  );
};

/** Operator (admin, audited): the mall's items and fulfilment of physical redeems. */
export const pointsOperatorRoutes: FastifyPluginAsyncZod<{
  points: PointsService;
  audit: (request: FastifyRequest, action: string, targetType: string, targetId: string, change?: { before?: unknown; after?: unknown }) => Promise<void>;
}> = async (app, { points, audit }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };
  app.get(
    '/operator/points/items',
    { ...guard, schema: { tags: ['operator'], summary: 'Points mall items, active or not, with names in English and Thai', security, response: { 200: OperatorPointItemListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return points.operatorItems();
    },
  );
  app.post(
    '/operator/points/items',
    {
      ...guard,
      schema: { tags: ['operator'], summary: 'Adds a mall item (bonus credit or physical, names in English and Thai); 409 POINT_ITEM_CODE_TAKEN', security, body: OperatorPointItemInputSchema, response: { 200: OperatorPointItemSchema, ...errors } },
    },
    async (request) => {
      const { item } = await points.saveItem(null, request.body);
      await audit(request, 'points.item.create', 'point_mall_items', item.id, { after: item });
      return item;
    },
  );
  app.put(
    '/operator/points/items/:id',
    {
      ...guard,
      schema: {
        tags: ['operator'],
        summary: 'Edits a mall item (cost, stock, names, shown or not); redeems made keep what they cost; 404 POINT_ITEM_NOT_FOUND, 409 POINT_ITEM_CODE_TAKEN',
        security,
        params: OperatorPointItemParamsSchema,
        body: OperatorPointItemInputSchema,
        response: { 200: OperatorPointItemSchema, ...errors },
      },
    },
    async (request) => {
      const { item, before } = await points.saveItem(BigInt(request.params.id), request.body);
      await audit(request, 'points.item.update', 'point_mall_items', item.id, { before, after: item });
      return item;
    },
  );
  app.get(
    '/operator/points/redeems',
    {
      ...guard,
      schema: { tags: ['operator'], summary: 'Points redeems, oldest first (status IN_PROCESS: physical items to send)', security, querystring: z.object({ status: z.enum(POINT_REDEEM_STATUSES).optional() }), response: { 200: OperatorPointRedeemListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return points.operatorList(request.query.status);
    },
  );
  for (const [action, status] of [
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
  ] as const) {
    app.post(
      `/operator/points/redeems/:id/${action}`,
      {
        ...guard,
        schema: {
          tags: ['operator'],
          summary: status === 'APPROVED' ? 'Marks an IN_PROCESS redeem as sent (APPROVED)' : 'Rejects an IN_PROCESS redeem: its points are refunded and the stock put back',
          security,
          params: z.object({ id: z.string().regex(/^[0-9]{1,18}$/) }),
          body: OperatorPointRedeemDecisionSchema,
          response: { 200: OperatorPointRedeemSchema, ...errors },
        },
      },
      async (request) => {
        const redeem = await points.decide(BigInt(request.params.id), status, request.body.remark || null);
        await audit(request, `points.redeem.${action}`, 'point_redeems', request.params.id);
        return redeem;
      },
    );
  }
};
