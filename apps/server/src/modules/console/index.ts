import fp from 'fastify-plugin';
import { siteOperatorRoutes } from '../site/operator-routes.ts';
import { ConsoleRepository } from './repository.ts';
import { consoleRoutes } from './routes.ts';
import { ConsoleService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator console's server side (issue 18, docs/console.md). */
    console: ConsoleService;
  }
}

/** Operator console: dashboard, members, adjustments (two-person rule), daily report. Meets other modules through their services. */
export default fp(
  async (app) => {
    const service = new ConsoleService({
      repo: new ConsoleRepository(app.db),
      operator: app.operator,
      accounts: app.accounts,
      wallet: app.wallet,
      sessions: app.sessions,
      records: app.records,
      reporting: app.reporting,
      site: app.site,
      protection: app.protection,
      queues: {
        depositsPending: async () => (await app.payments.operatorDeposits({ page: 1, pageSize: 1, status: 'PENDING' })).total,
        withdrawalsPending: async () => (await app.payments.operatorWithdrawals({ page: 1, pageSize: 1, status: 'PENDING' })).total,
        agentApplicationsPending: async () => (await app.agents.applications({ page: 1, pageSize: 1, status: 'PENDING' })).total,
      },
      config: { approvalThreshold: app.config.operator.adjustmentApprovalThreshold, timeZone: app.config.operator.timeZone },
    });
    app.decorate('console', service);
    await app.register(consoleRoutes, { prefix: '/api/v1', service });
    // Site settings (the site module's routes; the operator guards exist once the operator module is in).
    await app.register(siteOperatorRoutes, { prefix: '/api/v1', service: app.site });
  },
  { name: 'console', dependencies: ['db', 'auth', 'operator', 'accounts', 'wallet', 'records', 'reporting', 'site', 'protection', 'payments', 'agents'] },
);
