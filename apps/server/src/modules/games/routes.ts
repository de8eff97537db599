import {
  AddFavouriteBodySchema,
  CatalogueApplySchema,
  CatalogueFeedSchema,
  GAME_CATEGORIES,
  ImportPreviewSchema,
  ImportResultSchema,
  OperatorGameListSchema,
  OperatorGamePatchSchema,
  OperatorGameQuerySchema,
  OperatorGameSchema,
  OperatorVendorListSchema,
  VendorLaneSortSchema,
  ErrorBodySchema,
  ErrorCode,
  FavouriteParamsSchema,
  FavouritesQuerySchema,
  FavouritesResponseSchema,
  GameCodeSchema,
  GamePageSchema,
  GamesQuerySchema,
  HotGamesQuerySchema,
  HotGamesResponseSchema,
  INHOUSE_VENDOR,
  LaunchQuerySchema,
  LaunchResponseSchema,
  RecentQuerySchema,
  RecentResponseSchema,
  VassalageTypesQuerySchema,
  VassalageTypesResponseSchema,
  VendorsQuerySchema,
  VendorCodeSchema,
  VendorsResponseSchema,
  WinnersQuerySchema,
  WinnersResponseSchema,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { etagOf, gameArtSvg, vendorArtSvg } from './art.ts';
import { sandboxErrorPage, sandboxPage } from './sandbox-provider.ts';
import type { GamesService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const tags = ['games'];
const ArtParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_.-]{1,64}\.svg$/) });
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The server's own handling time, for benchmarks and dashboards (Server-Timing: app;dur=ms). */
function timing(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const started = Symbol('started');
  app.addHook('onRequest', async (request) => {
    (request as unknown as Record<symbol, bigint>)[started] = process.hrtime.bigint();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const t0 = (request as unknown as Record<symbol, bigint | undefined>)[started];
    if (t0 !== undefined) reply.header('server-timing', `app;dur=${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(2)}`);
    return payload;
  });
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = etagOf(svg);
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('etag', etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(200).send(svg);
}

export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  timing(app);

  app.get(
    '/games',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Game list: filter by gameType / vassalage / gameClassify, name search q, paging (SPEC §7)',
        querystring: GamesQuerySchema,
        response: { 200: GamePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // With a token the list carries per-member favourite flags.
      reply.header('cache-control', request.auth ? 'private, no-store' : 'public, max-age=30').header('vary', 'Authorization');
      return service.list(request.query, request.auth?.memberId);
    },
  );

  app.get(
    '/games/vendors',
    {
      schema: {
        tags,
        summary: 'Raw vendor sorting list (lanes of vendor cards); the web re-shapes it (games-rules.ts)',
        querystring: VendorsQuerySchema,
        response: { 200: VendorsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return { lanes: await service.vendorLanes() };
    },
  );

  app.get(
    '/games/vassalage-types',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Game types a vendor offers, with counts',
        querystring: VassalageTypesQuerySchema,
        response: { 200: VassalageTypesResponseSchema, ...errors },
      },
    },
    async (request) => service.vassalageTypes(request.query.vassalage),
  );

  app.get(
    '/games/hot',
    {
      preHandler: app.identify,
      schema: { tags, summary: 'Hot games (isPlatform 2, imgSize rx2)', querystring: HotGamesQuerySchema, response: { 200: HotGamesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', request.auth ? 'private, no-store' : 'public, max-age=60').header('vary', 'Authorization');
      return { list: await service.hot(request.query.language, request.query.limit, request.auth?.memberId) };
    },
  );

  app.get(
    '/games/winners',
    {
      schema: {
        tags,
        summary: 'Winner board: jackpot winners and biggest wins (gameCategory ALL, limitNum 20)',
        querystring: WinnersQuerySchema,
        response: { 200: WinnersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.winners(request.query.gameCategory, request.query.limitNum, request.query.language);
    },
  );

  app.get(
    '/games/favourites',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's favourite games (pageSize 999)",
        querystring: FavouritesQuerySchema,
        response: { 200: FavouritesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.favourites(request.auth!.memberId, request.query);
    },
  );

  app.post(
    '/games/favourites',
    {
      preHandler: app.authenticate,
      bodyLimit: 1024,
      schema: { tags, summary: 'Add a favourite by nodeId (idempotent)', body: AddFavouriteBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.addFavourite(request.auth!.memberId, request.body.nodeId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/games/favourites/:nodeId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Remove one of the caller\'s favourites', params: FavouriteParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.removeFavourite(request.auth!.memberId, request.params.nodeId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/games/recent',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Games the caller launched recently (20)', querystring: RecentQuerySchema, response: { 200: RecentResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { list: await service.recent(request.auth!.memberId, request.query) };
    },
  );

  app.get(
    '/games/launch',
    {
      // Real accounts only (accounts module's gate when present; the service checks the role again).
      preHandler: app.hasDecorator('requireRealAccount') ? [app.authenticate, app.requireRealAccount] : app.authenticate,
      schema: {
        tags,
        summary: 'Launch a game: real accounts only; refuses games and vendors under maintenance',
        querystring: LaunchQuerySchema,
        response: { 200: LaunchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.launch(request.auth, request.query);
    },
  );

  app.get(
    '/games/art/:file',
    {
      schema: { tags, summary: 'Generated game artwork (deterministic SVG, cacheable)', params: ArtParamsSchema, response: { 200: z.string(), 304: z.null(), ...errors } },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -4);
      const game = await service.art(code);
      if (!game) throw notFound(`No game ${code}`, ErrorCode.GAME_NOT_FOUND);
      // The in-house vendor is the operator's own brand: its tiles carry the brand word of the vendor's
      // name ('Lotus'), not the technical code INHOUSE, which reads as untranslated English on every site.
      const label = game.vendor === INHOUSE_VENDOR ? ((await service.vendor(game.vendor))?.name.split(' ')[0] ?? '') : game.vendor;
      return sendSvg(request, reply, gameArtSvg(game.code, game.name, label));
    },
  );

  app.get(
    '/games/art/vendor/:file',
    {
      schema: { tags, summary: 'Generated vendor card artwork (SVG)', params: ArtParamsSchema, response: { 200: z.string(), 304: z.null(), ...errors } },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -4);
      const vendor = await service.vendor(code);
      if (!vendor) throw notFound(`No vendor ${code}`, ErrorCode.VENDOR_NOT_FOUND);
      return sendSvg(request, reply, vendorArtSvg(vendor.code, vendor.name));
    },
  );
};

/**
 * The sandbox game provider page (outside /api): what a launch opens while no
 * real provider is connected. It may be framed by the site itself only.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  app.get(
    '/sandbox/provider/:vendor',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox game provider page (HTML); session is a signed launch token',
        params: z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) }),
        querystring: z.object({ session: z.string().max(1000), game: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/), language: z.string().max(8).optional() }),
        response: { 200: z.string(), 403: z.string(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const opened = await service.openSandboxSession(request.params.vendor, request.query.game, request.query.session);
      if (!opened) {
        return reply.status(403).send(sandboxErrorPage(request.query.language));
      }
      return reply.send(
        sandboxPage({
          gameName: opened.displayName,
          gameCode: opened.game.code,
          vendor: opened.game.vendor,
          artUrl: `/api/v1/games/art/${encodeURIComponent(opened.game.code)}.svg`,
          memberId: opened.claims.m,
          expiresAt: new Date(opened.claims.exp * 1000),
          language: opened.claims.l,
        }),
      );
    },
  );
};

const MaintenanceBodySchema = z.object({ maintenance: z.boolean() });

/**
 * Operator switches (admin role): put a game or a whole vendor under maintenance
 * or back, at run time. Lists and launch see the change at once on this
 * instance and within SETTINGS_CACHE_MS on others; every switch is audited.
 */
export const gamesOperatorRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (app, { service }) => {
  // Games are run by admins and the content team (issue 18).
  const guard = [app.operatorAuthenticate, app.operatorRole('admin', 'content')];
  const security = [{ bearer: [] }];
  const response = { 200: z.object({ code: z.string(), maintenance: z.boolean() }), 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

  app.put(
    '/operator/games/:code/maintenance',
    {
      preHandler: guard,
      schema: { tags: ['operator'], summary: 'Put one game under maintenance or back (admin, content)', security, params: z.object({ code: GameCodeSchema }), body: MaintenanceBodySchema, response },
    },
    async (request) => {
      const { code } = request.params;
      await service.setGameMaintenance(code, request.body.maintenance);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'games.game_maintenance', targetType: 'game', targetId: code, after: request.body, ip: request.ip });
      return { code, maintenance: request.body.maintenance };
    },
  );

  app.put(
    '/operator/vendors/:code/maintenance',
    {
      preHandler: guard,
      schema: {
        tags: ['operator'],
        summary: 'Put a vendor (all its games) under maintenance or back (admin, content)',
        security,
        params: z.object({ code: VendorCodeSchema }),
        body: MaintenanceBodySchema,
        response,
      },
    },
    async (request) => {
      const { code } = request.params;
      await service.setVendorMaintenance(code, request.body.maintenance);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'games.vendor_maintenance', targetType: 'vendor', targetId: code, after: request.body, ip: request.ip });
      return { code, maintenance: request.body.maintenance };
    },
  );

  const listErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const writeErrors = { ...listErrors, 404: ErrorBodySchema };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/operator/games/vendors',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Every vendor with maintenance, game count and lobby lanes (admin, content)', security, response: { 200: OperatorVendorListSchema, ...listErrors } } },
    async (_request, reply) => {
      noStore(reply);
      return service.operatorVendors();
    },
  );

  app.get(
    '/operator/games',
    {
      preHandler: guard,
      schema: { tags: ['operator'], summary: 'Games (disabled ones too) by code or English name, vendor, hot, maintenance; paged (admin, content)', security, querystring: OperatorGameQuerySchema, response: { 200: OperatorGameListSchema, ...listErrors } },
    },
    async (request, reply) => {
      noStore(reply);
      return service.operatorGames(request.query);
    },
  );

  app.patch(
    '/operator/games/:code',
    {
      preHandler: guard,
      schema: { tags: ['operator'], summary: 'Hot list and order of one game (admin, content)', security, params: z.object({ code: GameCodeSchema }), body: OperatorGamePatchSchema, response: { 200: OperatorGameSchema, ...writeErrors } },
    },
    async (request) => {
      const { before, after } = await service.updateGameListing(request.params.code, request.body);
      await app.operator.audit({
        operatorId: request.operator!.operatorId,
        action: 'games.game_listing',
        targetType: 'game',
        targetId: before.code,
        before: { hot: before.hot, sort: before.sort },
        after: { hot: after.hot, sort: after.sort },
        ip: request.ip,
      });
      return after;
    },
  );

  app.put(
    '/operator/vendors/:code/lanes/:category',
    {
      preHandler: guard,
      schema: {
        tags: ['operator'],
        summary: "A vendor card's place in a lobby lane (admin, content)",
        security,
        params: z.object({ code: VendorCodeSchema, category: z.enum(GAME_CATEGORIES) }),
        body: VendorLaneSortSchema,
        response: { 200: z.object({ code: z.string(), category: z.string(), sort: z.number().int() }), ...writeErrors },
      },
    },
    async (request) => {
      const { code, category } = request.params;
      await service.setVendorLaneSort(code, category, request.body.sort);
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'games.lane_sort', targetType: 'vendor', targetId: `${code}/${category}`, after: request.body, ip: request.ip });
      return { code, category, sort: request.body.sort };
    },
  );

  // Feeds up to 8 MB of text (about 40,000 games) travel as JSON.
  const bodyLimit = 10 * 1024 * 1024;

  app.post(
    '/operator/games/import/preview',
    {
      preHandler: guard,
      bodyLimit,
      schema: {
        tags: ['operator'],
        summary: 'Catalogue import, step 1: what a vendor feed would change (new, changed with before/after, disabled); writes nothing (admin, content)',
        security,
        body: CatalogueFeedSchema,
        response: { 200: ImportPreviewSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.previewImport(request.body.text, request.body.format);
    },
  );

  app.post(
    '/operator/games/import/apply',
    {
      preHandler: guard,
      bodyLimit,
      schema: {
        tags: ['operator'],
        summary: "Catalogue import, step 2: apply the previewed feed in one transaction (409 IMPORT_STALE when it no longer matches the preview; applied=false when it was applied before) (admin, content)",
        security,
        body: CatalogueApplySchema,
        response: { 200: ImportResultSchema, ...listErrors, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const { text, format, token, fileName } = request.body;
      const result = await service.applyImport(text, format, token);
      if (result.applied) {
        await app.operator.audit({
          operatorId: request.operator!.operatorId,
          action: 'games.catalogue_import',
          targetType: 'catalogue',
          targetId: fileName ?? format,
          after: { sha256: createHash('sha256').update(text).digest('hex'), format, ...result },
          ip: request.ip,
        });
      }
      return result;
    },
  );
};
