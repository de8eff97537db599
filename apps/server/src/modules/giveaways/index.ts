import { roleOfType } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GiveawaysRepository } from './repository.ts';
import { giveawaysOperatorRoutes, giveawaysRoutes } from './routes.ts';
import { GiveawaysService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Red envelopes and raffles, paid through the bonus model (docs/rewards.md). */
    giveaways: GiveawaysService;
  }
}

/** Draws raffles whose ticket window is over (every 30 seconds; a drawn raffle is never drawn again). */
export const RAFFLE_DRAW_JOB = 'giveaways.raffle-draw';

/** Red envelopes and raffles (issue 17). Meets reporting (figures), accounts, protection and rewards (grant) through their services. */
export default fp(
  async (app) => {
    const service = new GiveawaysService(new GiveawaysRepository(app.db), {
      db: app.db,
      reporting: app.reporting,
      rewards: app.rewards,
      currencyOf: async (memberId) => (await app.wallet.balanceOf(memberId)).currency,
      accounts: async (ids) =>
        new Map((await app.accounts.summaries(ids)).map((m) => [m.id, { username: m.username, trial: roleOfType(m.type) === 'trial', active: m.status === 'ACTIVE' }] as const)),
      excluded: async (memberId) => (app.hasDecorator('protection') ? !(await app.protection.mayReceiveOffers(memberId)) : false),
    });
    app.decorate('giveaways', service);
    app.jobs.register({ name: RAFFLE_DRAW_JOB, schedule: '*/30 * * * * *', run: () => service.drawDue() });
    await app.register(giveawaysRoutes, { prefix: '/api/v1', service });
    const audit = (request: FastifyRequest, action: string, targetType: string, targetId: string) =>
      app.operator.audit({ operatorId: request.operator?.operatorId ?? null, action, targetType, targetId, ip: request.ip });
    await app.register(giveawaysOperatorRoutes, { prefix: '/api/v1', service, audit });
  },
  { name: 'giveaways', dependencies: ['db', 'auth', 'jobs', 'wallet', 'accounts', 'operator', 'rewards', 'reporting'] },
);
