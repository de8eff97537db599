import fp from 'fastify-plugin';
import { ContentRepository } from './repository.ts';
import { contentRoutes } from './routes.ts';

/** Banners, notices and game announcements for the lobby. */
export default fp(
  async (app) => {
    await app.register(contentRoutes, { prefix: '/api/v1', repo: new ContentRepository(app.db) });
  },
  { name: 'content', dependencies: ['db'] },
);
