import {
  ErrorBodySchema,
  ErrorCode,
  FairnessVerifyQuerySchema,
  FairnessVerifyResultSchema,
  SlotClientSeedBodySchema,
  SlotRotateBodySchema,
  SlotRotateResultSchema,
  SlotRoundPageSchema,
  SlotRoundSchema,
  SlotRoundsQuerySchema,
  SlotSpinBodySchema,
  SlotSpinResultSchema,
  SlotStateSchema,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { SlotService } from './slot/service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

function memberId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.memberId;
}

/** Real money only: trial (free-play) accounts never reach the slot's wallet. */
async function refuseTrial(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.auth) throw unauthorized();
  if (request.auth.role === 'trial') throw forbidden('Trial accounts cannot play for real money', ErrorCode.TRIAL_NOT_ALLOWED);
}

export const inhouseRoutes: FastifyPluginAsyncZod<{ slot: SlotService }> = async (app, { slot }) => {
  const member = { preHandler: [app.authenticate, refuseTrial] };
  const tags = ['inhouse'];
  const security = [{ bearer: [] }];

  app.get(
    '/inhouse/slot/state',
    { ...member, schema: { tags, security, summary: 'Lotus slot: seeds, balance, bet levels, paytable and lines', response: { 200: SlotStateSchema, ...errors } } },
    async (request) => slot.state(memberId(request)),
  );

  app.put(
    '/inhouse/slot/client-seed',
    {
      ...member,
      schema: { tags, security, summary: 'Set the client seed of the active seed pair', body: SlotClientSeedBodySchema, response: { 200: SlotStateSchema, ...errors } },
    },
    async (request) => slot.setClientSeed(memberId(request), request.body.clientSeed),
  );

  app.post(
    '/inhouse/slot/spin',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Spin once; requestId makes retries safe (the first result is returned, money moves once)',
        body: SlotSpinBodySchema,
        response: { 200: SlotSpinResultSchema, ...errors },
      },
    },
    async (request) => slot.spin(memberId(request), request.body),
  );

  app.post(
    '/inhouse/slot/rotate-seed',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Reveal the current server seed and start a new seed pair at nonce 0',
        body: SlotRotateBodySchema.optional(),
        response: { 200: SlotRotateResultSchema, ...errors },
      },
    },
    async (request) => slot.rotate(memberId(request), request.body ?? {}),
  );

  app.get(
    '/inhouse/slot/rounds',
    {
      ...member,
      schema: { tags, security, summary: 'The caller’s own rounds, newest first', querystring: SlotRoundsQuerySchema, response: { 200: SlotRoundPageSchema, ...errors } },
    },
    async (request) => slot.rounds(memberId(request), request.query),
  );

  app.get(
    '/inhouse/slot/rounds/:roundId',
    {
      ...member,
      schema: { tags, security, summary: 'One of the caller’s rounds', params: z.object({ roundId: z.string().max(20) }), response: { 200: SlotRoundSchema, ...errors } },
    },
    async (request) => slot.round(memberId(request), request.params.roundId),
  );

  app.get(
    '/inhouse/fairness/verify',
    {
      schema: {
        tags,
        summary: 'Recompute any slot round from its server seed, client seed and nonce (public)',
        querystring: FairnessVerifyQuerySchema,
        response: { 200: FairnessVerifyResultSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => slot.verify(request.query),
  );
};
