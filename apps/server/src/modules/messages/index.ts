import fp from 'fastify-plugin';
import { MessagesRepository, type Reader } from './repository.ts';
import { messagesRoutes } from './routes.ts';
import { MessagesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesService;
  }
}

/** Internal messages with live push (plugins/realtime.ts) and feedback; docs/content.md. */
export default fp(
  async (app) => {
    const protection = app.hasDecorator('protection') ? app.protection : undefined;
    const pausedWindow = protection ? (memberId: number) => protection.offersPausedWindow(memberId) : undefined;
    const reader = async (memberId: number): Promise<Reader> => {
      const [info, paused] = await Promise.all([app.accounts.memberInfo(memberId), pausedWindow?.(memberId) ?? null]);
      return { memberId, role: info.role, vipLevel: info.vip.level, paused };
    };
    const service = new MessagesService({
      repo: new MessagesRepository(app.db),
      realtime: app.realtime,
      reader,
      memberIdOf: (username) => app.accounts.idOfUsername(username),
      memberExists: async (memberId) => (await app.accounts.summaries([memberId])).length > 0,
      captcha: app.accountsCaptcha,
      pausedWindow,
    });
    app.decorate('messages', service);
    // The member-info badge count (SPEC §2.4/§2.7): the reader comes with it, so no second member read.
    app.accounts.counters.unreadMessageCount = (memberId, who) => (who ? service.unreadCountFor({ memberId, ...who }) : service.unreadCount(memberId));
    await app.register(messagesRoutes, { prefix: '/api/v1', service });
  },
  { name: 'messages', dependencies: ['db', 'auth', 'accounts', 'operator', 'wallet', 'limits'] },
);
