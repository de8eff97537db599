import { ErrorBodySchema, ReferralInviteListSchema, ReferralInviteQuerySchema, ReferralSummarySchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realMemberId } from '../../lib/caller.ts';
import type { ReferralService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['rewards'];

const realMember = (request: FastifyRequest): number => realMemberId(request, 'to invite friends');

/** Invite friends: the caller's code, link and totals, and the friends they invited. */
export const referralRoutes: FastifyPluginAsyncZod<{ service: ReferralService }> = async (app, { service }) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/rewards/referral',
    { ...auth, schema: { tags, summary: "The caller's referral code and link (/register?referralCode=), friends invited, friends who deposited and referral bonuses earned", security, response: { 200: ReferralSummarySchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.summary(realMember(request), `${request.protocol}://${request.host}`);
    },
  );

  app.get(
    '/rewards/referral/invites',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Friends who registered with the caller’s code, newest first: masked name, joined at, first deposit yes/no, reward status',
        security,
        querystring: ReferralInviteQuerySchema,
        response: { 200: ReferralInviteListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.invites(realMember(request), request.query);
    },
  );
};
