import fp from 'fastify-plugin';
import { AgentsRepository } from './repository.ts';
import { agentRoutes } from './routes.ts';
import { AgentsService, type ContractsIncome } from './service.ts';

export { AGENT_PERMISSIONS, TRANSFER_LIMITS } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Agent back office: downline tree, team reports, transfers, applications (docs/agents.md). */
    agents: AgentsService;
  }
}

/** Agents: the downline tree and the `/api/v1/agent/*` back office. */
export default fp(
  async (app) => {
    const service = new AgentsService({
      repo: new AgentsRepository(app.db),
      accounts: app.accounts,
      sessions: app.sessions,
      wallet: app.wallet,
      records: app.records,
      reporting: app.reporting,
      site: app.site,
      config: { defaultTimeZone: process.env.AGENT_TIME_ZONE || 'Asia/Bangkok' },
      protection: app.hasDecorator('protection') ? app.protection : undefined,
      contracts: () => (app.hasDecorator('contracts') ? (app as unknown as { contracts: ContractsIncome }).contracts : undefined),
    });
    app.decorate('agents', service);
    // New accounts join their upline's tree in the registration transaction.
    app.accounts.onRegistered((member, trx) => service.onRegistered(member, trx));
    // Accounts created any other way (seed, operator tools) are indexed before each agent call, and in the
    // background from start (a large first catch-up must not hold the start-up; agent calls wait for it).
    app.addHook('onReady', async () => {
      service.sync().catch((error: unknown) => app.log.warn({ err: error }, 'agents: tree catch-up failed; retried on the next agent call'));
    });
    await app.register(agentRoutes, { prefix: '/api/v1', service });
  },
  { name: 'agents', dependencies: ['db', 'auth', 'accounts', 'wallet', 'records', 'reporting', 'site', 'operator', 'limits', 'protection'] },
);
