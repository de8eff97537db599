import {
  ErrorBodySchema,
  GiveawayIdParamsSchema,
  GiveawayLangSchema,
  OperatorRaffleCreateSchema,
  OperatorRaffleListSchema,
  OperatorRafflePatchSchema,
  OperatorRaffleSchema,
  OperatorRedEnvelopeCreateSchema,
  OperatorRedEnvelopeListSchema,
  OperatorRedEnvelopePatchSchema,
  OperatorRedEnvelopeSchema,
  RaffleClaimResultSchema,
  RaffleEntriesSchema,
  RaffleListSchema,
  RedEnvelopeListSchema,
  RedEnvelopeOpenResultSchema,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realMemberId } from '../../lib/caller.ts';
import type { Caller, GiveawaysService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const realMember = (request: FastifyRequest): number => realMemberId(request, 'for red envelopes and raffles');

const callerOf = (request: FastifyRequest): Caller => (request.auth ? { memberId: request.auth.memberId, trial: request.auth.role === 'trial' } : null);

/** Member routes: lists are public (a signed-in caller also sees their own state); open and claim need a real account. */
export const giveawaysRoutes: FastifyPluginAsyncZod<{ service: GiveawaysService }> = async (app, { service }) => {
  const auth = { preHandler: app.authenticate };
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };

  app.get(
    '/red-envelopes',
    { preHandler: optionalAuth, schema: { tags: ['rewards'], summary: 'Red-envelope events (live, upcoming, recently ended) with the caller’s state', querystring: GiveawayLangSchema, response: { 200: RedEnvelopeListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.redEnvelopes(callerOf(request), request.query.lang);
    },
  );

  app.post(
    '/red-envelopes/:id/open',
    {
      ...auth,
      schema: {
        tags: ['rewards'],
        summary:
          'Opens the caller’s envelope of an event: a random amount within the bounds, granted as a bonus with the event’s wagering terms. Once per member (409 RED_ENVELOPE_ALREADY_OPENED with the amount); 409 NOT_STARTED, ENDED, SOLD_OUT, NOT_ELIGIBLE (with why); 403 BONUS_EXCLUDED',
        security,
        params: GiveawayIdParamsSchema,
        querystring: GiveawayLangSchema,
        response: { 200: RedEnvelopeOpenResultSchema, ...errors },
      },
    },
    async (request) => service.open(realMember(request), BigInt(request.params.id), request.query.lang),
  );

  app.get(
    '/raffles',
    { preHandler: optionalAuth, schema: { tags: ['rewards'], summary: 'Raffles (running, upcoming, recently drawn) with the caller’s tickets, winners and the draw’s seed commitment', querystring: GiveawayLangSchema, response: { 200: RaffleListSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return service.raffles(callerOf(request), request.query.lang);
    },
  );

  app.get(
    '/raffles/:id/entries',
    {
      preHandler: optionalAuth,
      schema: { tags: ['rewards'], summary: 'The entry list a drawn raffle used (masked names, ticket ranges): with the revealed seed anyone can repeat the draw', params: GiveawayIdParamsSchema, response: { 200: RaffleEntriesSchema, ...errors } },
    },
    async (request) => service.raffleEntries(callerOf(request), BigInt(request.params.id)),
  );

  app.post(
    '/raffles/:id/claim',
    {
      ...auth,
      schema: {
        tags: ['rewards'],
        summary: 'Raffle promotion claim (SPEC §7): a winner’s prize becomes a bonus, once (409 RAFFLE_ALREADY_CLAIMED, RAFFLE_NOT_WINNER, RAFFLE_NOT_DRAWN, RAFFLE_CLAIM_CLOSED; 403 BONUS_EXCLUDED)',
        security,
        params: GiveawayIdParamsSchema,
        querystring: GiveawayLangSchema,
        response: { 200: RaffleClaimResultSchema, ...errors },
      },
    },
    async (request) => service.claim(realMember(request), BigInt(request.params.id), request.query.lang),
  );
};

type Audit = (request: FastifyRequest, action: string, targetType: string, targetId: string) => Promise<void>;

/** Operator routes (admin, audited): create, edit and list red-envelope events and raffles. */
export const giveawaysOperatorRoutes: FastifyPluginAsyncZod<{ service: GiveawaysService; audit: Audit }> = async (app, { service, audit }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };

  app.get('/operator/red-envelopes', { ...guard, schema: { tags: ['operator'], summary: 'Red-envelope events with what is left and how many were opened', security, response: { 200: OperatorRedEnvelopeListSchema, ...errors } } }, async (_request, reply) => {
    noStore(reply);
    return service.operatorEvents();
  });

  app.post(
    '/operator/red-envelopes',
    { ...guard, schema: { tags: ['operator'], summary: 'Creates a red-envelope event (pool between envelopes × min and envelopes × max)', security, body: OperatorRedEnvelopeCreateSchema, response: { 200: OperatorRedEnvelopeSchema, ...errors } } },
    async (request) => {
      const created = await service.createEvent(request.body);
      await audit(request, 'red_envelope.create', 'red_envelope', created.id);
      return created;
    },
  );

  app.patch(
    '/operator/red-envelopes/:id',
    { ...guard, schema: { tags: ['operator'], summary: 'Edits a red-envelope event: texts, end, active (the money never changes)', security, params: GiveawayIdParamsSchema, body: OperatorRedEnvelopePatchSchema, response: { 200: OperatorRedEnvelopeSchema, ...errors } } },
    async (request) => {
      const updated = await service.updateEvent(BigInt(request.params.id), request.body);
      await audit(request, 'red_envelope.update', 'red_envelope', updated.id);
      return updated;
    },
  );

  app.get('/operator/raffles', { ...guard, schema: { tags: ['operator'], summary: 'Raffles with their winners and claims', security, response: { 200: OperatorRaffleListSchema, ...errors } } }, async (_request, reply) => {
    noStore(reply);
    return service.operatorRaffles();
  });

  app.post(
    '/operator/raffles',
    { ...guard, schema: { tags: ['operator'], summary: 'Creates a raffle; its server seed hash is published at once, the seed after the draw', security, body: OperatorRaffleCreateSchema, response: { 200: OperatorRaffleSchema, ...errors } } },
    async (request) => {
      const created = await service.createRaffle(request.body);
      await audit(request, 'raffle.create', 'raffle', created.id);
      return created;
    },
  );

  app.patch(
    '/operator/raffles/:id',
    { ...guard, schema: { tags: ['operator'], summary: 'Edits a raffle: texts, active; the end only while it runs (409 GIVEAWAY_LOCKED after)', security, params: GiveawayIdParamsSchema, body: OperatorRafflePatchSchema, response: { 200: OperatorRaffleSchema, ...errors } } },
    async (request) => {
      const updated = await service.updateRaffle(BigInt(request.params.id), request.body);
      await audit(request, 'raffle.update', 'raffle', updated.id);
      return updated;
    },
  );
};
