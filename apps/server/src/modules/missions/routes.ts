import {
  ErrorBodySchema,
  ErrorCode,
  LeaderboardSchema,
  MissionClaimResultSchema,
  MissionIdParamsSchema,
  MissionListSchema,
  OperatorMissionInputSchema,
  OperatorMissionListSchema,
  OperatorMissionSchema,
} from '@app/contracts';
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

/** Writes an audit row for an operator's change (the operator module's audit log). */
export type MissionsAudit = (request: FastifyRequest, action: string, targetId: string, change: { before?: unknown; after?: unknown }) => Promise<void>;

/** Operator (admin, audited, like the other reward settings): missions and their titles per language. */
export const missionsOperatorRoutes: FastifyPluginAsyncZod<{ service: MissionsService; audit: MissionsAudit }> = async (app, { service, audit }) => {
  const guard = { preHandler: [app.operatorAuthenticate, app.operatorRole('admin')] };
  app.get(
    '/operator/missions',
    { ...guard, schema: { tags: ['operator'], summary: 'Every mission (active or not) with its titles per language and the prizes paid', security, response: { 200: OperatorMissionListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorList();
    },
  );
  app.post(
    '/operator/missions',
    {
      ...guard,
      schema: {
        tags: ['operator'],
        summary: 'Creates a daily or weekly mission (metric, target, prize and its wagering, titles per language); 409 MISSION_CODE_TAKEN',
        security,
        body: OperatorMissionInputSchema,
        response: { 200: OperatorMissionSchema, ...errors },
      },
    },
    async (request) => {
      const { mission } = await service.save(null, request.body);
      await audit(request, 'mission.create', mission.id, { after: mission });
      return mission;
    },
  );
  app.put(
    '/operator/missions/:id',
    {
      ...guard,
      schema: {
        tags: ['operator'],
        summary: 'Edits a mission (applies to the current period; prizes claimed stay paid); 404 MISSION_NOT_FOUND, 409 MISSION_CODE_TAKEN',
        security,
        params: MissionIdParamsSchema,
        body: OperatorMissionInputSchema,
        response: { 200: OperatorMissionSchema, ...errors },
      },
    },
    async (request) => {
      const { mission, before } = await service.save(BigInt(request.params.id), request.body);
      await audit(request, 'mission.update', mission.id, { before, after: mission });
      return mission;
    },
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/operator/missions/:id/${action}`,
      {
        ...guard,
        schema: {
          tags: ['operator'],
          summary: active ? 'Shows a mission to members again' : 'Hides a mission from members (claims made stay)',
          security,
          params: MissionIdParamsSchema,
          response: { 200: OperatorMissionSchema, ...errors },
        },
      },
      async (request) => {
        const mission = await service.setActive(BigInt(request.params.id), active);
        await audit(request, `mission.${action}`, mission.id, { after: { active } });
        return mission;
      },
    );
  }
};
