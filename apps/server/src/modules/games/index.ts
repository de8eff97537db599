import fp from 'fastify-plugin';
import { GamesRepository } from './repository.ts';
import { gamesOperatorRoutes, gamesRoutes, sandboxRoutes } from './routes.ts';
import { GamesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesService;
  }
}

/** Game catalogue, lobby lists, favourites, recent games, launch and the sandbox provider page. */
export default fp(
  async (app) => {
    const service = new GamesService(new GamesRepository(app.db), {
      cacheMs: app.config.settingsCacheMs,
      cdnOrigins: () => app.site.cdnOrigins(),
    });
    app.decorate('games', service);
    await app.register(gamesRoutes, { prefix: '/api/v1', service });
    await app.register(sandboxRoutes, { service });
    // Maintenance switches for operators, when the operator module is registered (before this one).
    if (app.hasDecorator('operatorAuthenticate')) await app.register(gamesOperatorRoutes, { prefix: '/api/v1', service });
  },
  { name: 'games', dependencies: ['db', 'site', 'auth'] },
);
