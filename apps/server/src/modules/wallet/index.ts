import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import realtimePlugin from '../../plugins/realtime.ts';
import { BalanceHub } from './realtime.ts';
import { WalletRepository } from './repository.ts';
import { walletControlRoutes, walletRoutes } from './routes.ts';
import { WalletService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger: every movement of money goes through `app.wallet.transfer` (docs/money.md). */
    wallet: WalletService;
    /** Balance changes on the shared real-time channel (plugins/realtime.ts; Redis when REDIS_URL is set). */
    balanceHub: BalanceHub;
  }
}

export default fp(
  async (app, opts: { controlToken?: string }) => {
    const brand = async () => (await app.site.current()).brand;
    const service = new WalletService(new WalletRepository(app.db), async () => (await brand()).currency);
    app.decorate('wallet', service);
    if (app.hasDecorator('metrics')) {
      // Counted when ledger_transfer() returns (fast paths included, replays not); a transfer undone by
      // its caller's rollback after that still counts, which makes this an upper bound (docs/operations.md).
      const postings = new Counter({ name: 'ledger_postings_total', help: 'Ledger transfers written, by kind', labelNames: ['kind'] as const, registers: [app.metrics.registry] });
      service.events.on('posted', (kind) => postings.inc({ kind }));
    }
    if (!app.hasDecorator('realtime')) await app.register(realtimePlugin);
    const hub = new BalanceHub(service, app.realtime);
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
