import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ProtectionRepository } from './repository.ts';
import { operatorProtectionRoutes, protectionRoutes } from './routes.ts';
import { ProtectionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection (docs/protection.md): limits, time-out, self-exclusion; money paths call its assert* in their transaction. */
    protection: ProtectionService;
  }
}

export default fp(
  async (app) => {
    // app.accounts is registered before this module; its birthday is checked at deposits (minimum age).
    const accounts = app.hasDecorator('accounts') ? app.accounts : undefined;
    const age = accounts ? { birthdayOf: (id: number, db: Kysely<DB>) => accounts.birthdayOf(id, db), get minAge() { return accounts.minAge; } } : undefined;
    const usernames = accounts ? async (ids: number[]) => new Map((await accounts.summaries(ids)).map((m) => [m.id, m.username] as const)) : undefined;
    const service = new ProtectionService(new ProtectionRepository(app.db), {
      wallet: app.wallet,
      operator: app.operator,
      age,
      usernames,
      kycThreshold: app.config.protection.kycDepositThreshold,
    });
    app.decorate('protection', service);
    await app.register(protectionRoutes, { prefix: '/api/v1', service });
    await app.register(operatorProtectionRoutes, { prefix: '/api/v1', service });
  },
  { name: 'protection', dependencies: ['db', 'auth', 'wallet', 'operator'] },
);
