import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { BalanceHub } from './realtime.ts';
import { WalletRepository } from './repository.ts';
import { walletControlRoutes, walletRoutes } from './routes.ts';
import { WalletService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger: every movement of money goes through `app.wallet.transfer` (docs/money.md). */
    wallet: WalletService;
    /** Balance changes fanned out to open pages (through Redis when REDIS_URL is set). */
    balanceHub: BalanceHub;
  }
}

function redisFanout(url: string, merchantCode: string, log: FastifyBaseLogger) {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const onError = (error: unknown) => log.warn({ err: error instanceof Error ? error.message : error }, 'redis (balance fan-out) error');
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return { publisher, subscriber, channel: `wallet:balance:${merchantCode}`, onError };
}

export default fp(
  async (app, opts: { controlToken?: string }) => {
    const brand = async () => (await app.site.current()).brand;
    const service = new WalletService(new WalletRepository(app.db), async () => (await brand()).currency);
    app.decorate('wallet', service);
    const hub = new BalanceHub(service, app.config.redisUrl ? redisFanout(app.config.redisUrl, app.config.merchantCode, app.log) : undefined);
    app.decorate('balanceHub', hub);
    app.addHook('onClose', () => hub.close());
    await app.register(walletRoutes, {
      prefix: '/api/v1',
      service,
      hub,
      currencySymbol: async (currency) => {
        const b = await brand();
        return b.currency === currency ? b.currencySymbol : undefined;
      },
    });
    if (opts.controlToken) await app.register(walletControlRoutes, { prefix: '/api', service, token: opts.controlToken });
  },
  { name: 'wallet', dependencies: ['db', 'auth', 'site'] },
);
