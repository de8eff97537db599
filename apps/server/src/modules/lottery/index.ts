import fp from 'fastify-plugin';
import { LotteryRepository } from './repository.ts';
import { lotteryRoutes } from './routes.ts';
import { LotteryService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryService;
  }
}

/** In-house fast lotteries (docs/lottery.md): the draw job runs every 5 seconds, once per draw across instances. */
export default fp(
  async (app) => {
    const service = new LotteryService(new LotteryRepository(app.db), app.wallet, app.records, undefined, app.hasDecorator('protection') ? app.protection : undefined);
    app.decorate('lottery', service);
    app.jobs.register({ name: 'lottery.draw', schedule: '*/5 * * * * *', run: () => service.tick() });
    await app.register(lotteryRoutes, { prefix: '/api/v1', service });
  },
  { name: 'lottery', dependencies: ['db', 'auth', 'wallet', 'jobs', 'records'] },
);
