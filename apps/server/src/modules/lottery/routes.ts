import {
  ErrorBodySchema,
  LotteryBetPageSchema,
  LotteryBetsQuerySchema,
  LotteryCurrentDrawSchema,
  LotteryDrawListSchema,
  LotteryGameListSchema,
  LotteryGameQuerySchema,
  LotteryLauncherQuerySchema,
  LotteryLauncherSchema,
  LotteryLobbySchema,
  LotteryPlaceBetsResultSchema,
  LotteryPlaceBetsSchema,
  LotteryPrizeModeQuerySchema,
  LotteryRecentQuerySchema,
  LotteryVerifyQuerySchema,
  LotteryVerifySchema,
  LotteryVirtualNumbersQuerySchema,
  LotteryVirtualNumbersSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import type { Caller, LotteryService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const tags = ['lottery'];

function caller(request: { auth: { memberId: number; role: Caller['role'] } | null }): Caller {
  if (!request.auth) throw unauthorized();
  return { memberId: request.auth.memberId, role: request.auth.role };
}

/** SPEC §7 lottery calls: game list, VN menus, lobby, draws, opened numbers, virtual numbers, launcher, bets. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ service: LotteryService }> = async (app, { service }) => {
  app.get('/lottery/games', { schema: { tags, summary: 'Lottery games of a prize mode', querystring: LotteryPrizeModeQuerySchema, response: { 200: LotteryGameListSchema, ...errors } } }, async (request) => ({
    list: await service.games(request.query.prizeMode),
  }));

  app.get('/lottery/menus', { schema: { tags, summary: 'Lottery menus (VN lottery menus: prizeMode, device WEB)', querystring: LotteryPrizeModeQuerySchema, response: { 200: LotteryGameListSchema, ...errors } } }, async (request) => ({
    list: await service.games(request.query.prizeMode),
  }));

  app.get('/lottery/lobby', { schema: { tags, summary: 'Games with their open draw and last result', querystring: LotteryPrizeModeQuerySchema, response: { 200: LotteryLobbySchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.lobby(request.query.prizeMode);
  });

  app.get('/lottery/draws/current', { schema: { tags, summary: 'The draw taking bets now (seed hash published, seed secret)', querystring: LotteryGameQuerySchema, response: { 200: LotteryCurrentDrawSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { draw: await service.currentDraw(request.query.gameCode), serverTime: new Date().toISOString() };
  });

  app.get(
    '/lottery/draws/recent',
    { preHandler: app.authenticate, schema: { tags, summary: 'Recent draws with results and revealed seeds', security: [{ bearer: [] }], querystring: LotteryRecentQuerySchema, response: { 200: LotteryDrawListSchema, ...errors } } },
    async (request) => ({ list: await service.recentDraws(request.query.gameCode, request.query.limit) }),
  );

  app.get('/lottery/opened-numbers', { schema: { tags, summary: 'Opened (drawn) numbers of a game, newest first', querystring: LotteryRecentQuerySchema, response: { 200: LotteryDrawListSchema, ...errors } } }, async (request) => ({
    list: await service.recentDraws(request.query.gameCode, request.query.limit),
  }));

  app.get('/lottery/virtual-numbers', { schema: { tags, summary: 'Quick-pick numbers', querystring: LotteryVirtualNumbersQuerySchema, response: { 200: LotteryVirtualNumbersSchema, ...errors } } }, async (request) => ({
    numbers: await service.virtualNumbers(request.query.gameCode, request.query.betType, request.query.count),
  }));

  app.get(
    '/lottery/launcher',
    { preHandler: app.authenticate, schema: { tags, summary: 'Lottery launcher (lottoArea, launchMode, lottoView, device, backUrl, language)', security: [{ bearer: [] }], querystring: LotteryLauncherQuerySchema, response: { 200: LotteryLauncherSchema, ...errors } } },
    async (request) => service.launcher(caller(request), request.query),
  );

  app.post(
    '/lottery/bets',
    { preHandler: app.authenticate, schema: { tags, summary: 'Place a bet slip on the open draw (idempotent by requestId)', security: [{ bearer: [] }], body: LotteryPlaceBetsSchema, response: { 200: LotteryPlaceBetsResultSchema, ...errors } } },
    async (request) => service.placeBets(caller(request), request.body),
  );

  app.get(
    '/lottery/bets',
    { preHandler: app.authenticate, schema: { tags, summary: "The caller's lottery bets", security: [{ bearer: [] }], querystring: LotteryBetsQuerySchema, response: { 200: LotteryBetPageSchema, ...errors } } },
    async (request) => service.memberBets(caller(request), request.query),
  );

  app.get('/lottery/fairness/verify', { schema: { tags, summary: 'Recompute a draw from its revealed seed', querystring: LotteryVerifyQuerySchema, response: { 200: LotteryVerifySchema, ...errors } } }, async (request) =>
    service.verify(request.query),
  );
};
