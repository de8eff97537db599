import fp from 'fastify-plugin';
import { SiteRepository } from './repository.ts';
import { siteControlRoutes, siteRoutes } from './routes.ts';
import { SiteService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteService;
  }
}

export default fp(
  async (app, opts: { controlToken?: string }) => {
    const service = new SiteService(new SiteRepository(app.db), { cacheMs: app.config.settingsCacheMs });
    app.decorate('site', service);
    await app.register(siteRoutes, { prefix: '/api/v1', service });
    if (opts.controlToken) await app.register(siteControlRoutes, { prefix: '/api', service, token: opts.controlToken });
  },
  { name: 'site', dependencies: ['db'] },
);
