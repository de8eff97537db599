import fp from 'fastify-plugin';
import { WalletRepository } from './repository.ts';
import { walletControlRoutes, walletRoutes } from './routes.ts';
import { WalletService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger: every movement of money goes through `app.wallet.transfer` (docs/money.md). */
    wallet: WalletService;
  }
}

export default fp(
  async (app, opts: { controlToken?: string }) => {
    const brand = async () => (await app.site.current()).brand;
    const service = new WalletService(new WalletRepository(app.db), async () => (await brand()).currency);
    app.decorate('wallet', service);
    await app.register(walletRoutes, {
      prefix: '/api/v1',
      service,
      currencySymbol: async (currency) => {
        const b = await brand();
        return b.currency === currency ? b.currencySymbol : undefined;
      },
    });
    if (opts.controlToken) await app.register(walletControlRoutes, { prefix: '/api', service, token: opts.controlToken });
  },
  { name: 'wallet', dependencies: ['db', 'auth', 'site'] },
);
