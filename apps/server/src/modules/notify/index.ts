import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { HttpProvider, OutboxProvider, type DeliveryProvider } from './providers.ts';
import { NotifyRepository } from './repository.ts';
import { devOutboxRoutes } from './routes.ts';
import { NotifyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notify: NotifyService;
  }
}

function provider(kind: 'outbox' | 'http', http: { url?: string; token?: string; sender?: string }): DeliveryProvider {
  if (kind === 'outbox') return new OutboxProvider();
  // config.ts refuses `http` without a URL, so this is a programming error if it happens.
  if (!http.url) throw new Error('http provider needs a URL');
  return new HttpProvider({ url: http.url, token: http.token, sender: http.sender });
}

export function providersFrom(config: Config) {
  return {
    sms: provider(config.smsProvider, config.smsHttp),
    mail: provider(config.mailProvider, config.mailHttp),
  };
}

/** SMS and mail delivery (ARCHITECTURE "Configuration": outbox by default, readable in development). */
export default fp(
  async (app, opts: { providers?: ReturnType<typeof providersFrom> }) => {
    const service = new NotifyService(new NotifyRepository(app.db), opts.providers ?? providersFrom(app.config), app.log, {
      logBodies: !app.config.isProduction,
    });
    app.decorate('notify', service);
    if (!app.config.isProduction) await app.register(devOutboxRoutes, { prefix: '/api/v1', service });
  },
  { name: 'notify', dependencies: ['db'] },
);
