import { ErrorBodySchema, ErrorCode, LeaderboardSchema, MissionClaimResultSchema, MissionIdParamsSchema, MissionListSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { MissionsService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];

/** The caller's member id; trial accounts are told a real account is needed (SPEC §8 in_need_true_account). */
function realMember(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  if (request.auth.role === 'trial') throw forbidden('A real account is needed for missions (in_need_true_account)', ErrorCode.TRIAL_NOT_ALLOWED);
  return request.auth.memberId;
}

/** Member routes of missions and the leaderboard (SPEC §7 "Mission summary, mission leaderboard"). */
export const missionsRoutes: FastifyPluginAsyncZod<{ service: MissionsService }> = async (app, { service }) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/rewards/missions',
    { ...auth, schema: { tags: ['rewards'], summary: "Today's and this week's missions with the caller's progress, and how many can be claimed", security, response: { 200: MissionListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(realMember(request));
    },
  );

  app.post(
    '/rewards/missions/:id/claim',
    {
      ...auth,
      schema: {
        tags: ['rewards'],
        summary: "Claims a completed mission's prize as a bonus, once per period (a repeat returns the first claim; incomplete: 409 MISSION_INCOMPLETE with progress)",
        security,
        params: MissionIdParamsSchema,
        response: { 200: MissionClaimResultSchema, ...errors },
      },
    },
    async (request) => service.claim(realMember(request), BigInt(request.params.id)),
  );

  app.get(
    '/rewards/leaderboard',
    { ...auth, schema: { tags: ['rewards'], summary: "This week's top members by valid turnover (masked names) and the caller's rank", security, response: { 200: LeaderboardSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.leaderboard(realMember(request));
    },
  );
};
