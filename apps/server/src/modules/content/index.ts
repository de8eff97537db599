import fp from 'fastify-plugin';
import { ContentRepository } from './repository.ts';
import { contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

/** Banners, notices and game announcements for the lobby. */
export default fp(
  async (app) => {
    const repo = new ContentRepository(app.db);
    const service = new ContentService(repo, { cacheMs: app.config.settingsCacheMs });
    app.decorate('content', service);
    await app.register(contentRoutes, { prefix: '/api/v1', repo, service });
  },
  { name: 'content', dependencies: ['db'] },
);
