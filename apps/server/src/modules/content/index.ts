import fp from 'fastify-plugin';
import { AnnouncementsRepository } from './announcements-repository.ts';
import { announcementRoutes } from './announcements-routes.ts';
import { AnnouncementsService } from './announcements-service.ts';
import { ContentImagesRepository } from './images-repository.ts';
import { contentEditingRoutes } from './editing-routes.ts';
import { ContentEditingService } from './editing-service.ts';
import { contentImageRoutes } from './images-routes.ts';
import { HelpArticlesRepository } from './help-repository.ts';
import { helpArticleRoutes } from './help-routes.ts';
import { HelpArticlesService } from './help-service.ts';
import { ContentImagesService } from './images-service.ts';
import { ContentRepository } from './repository.ts';
import { contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
    announcements: AnnouncementsService;
  }
}

/** Banners, notices and game announcements for the lobby; announcements and popups; help centre articles; content images (docs/content.md). */
export default fp(
  async (app) => {
    const repo = new ContentRepository(app.db);
    const service = new ContentService(repo, { cacheMs: app.config.settingsCacheMs });
    app.decorate('content', service);
    await app.register(contentRoutes, { prefix: '/api/v1', service });
    const defaultLanguage = async () => (await app.site.current()).brand.defaultLanguage;
    await app.register(contentEditingRoutes, { prefix: '/api/v1', service: new ContentEditingService(repo, service, defaultLanguage) });
    const announcements = new AnnouncementsService(new AnnouncementsRepository(app.db), defaultLanguage);
    app.decorate('announcements', announcements);
    await app.register(announcementRoutes, { prefix: '/api/v1', service: announcements });
    const help = new HelpArticlesService(new HelpArticlesRepository(app.db), {
      brandName: async () => (await app.site.current()).brand.name,
      operatorNames: (ids) => app.operator.names(ids),
    });
    await app.register(helpArticleRoutes, { prefix: '/api/v1', service: help });
    await app.register(contentImageRoutes, { prefix: '/api/v1', service: new ContentImagesService(new ContentImagesRepository(app.db)) });
  },
  { name: 'content', dependencies: ['db', 'site', 'auth', 'accounts', 'operator'] },
);
