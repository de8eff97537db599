import fp from 'fastify-plugin';
import { RecordsRepository } from './repository.ts';
import { recordsRoutes } from './routes.ts';
import { RecordsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Betting record and profit and loss; game modules call `app.records.record(bet, trx)`. */
    records: RecordsService;
  }
}

export default fp(
  async (app) => {
    const service = new RecordsService(new RecordsRepository(app.db), app.wallet);
    app.decorate('records', service);
    await app.register(recordsRoutes, { prefix: '/api/v1', service });
  },
  { name: 'records', dependencies: ['db', 'auth', 'wallet'] },
);
