import fp from 'fastify-plugin';
import { ReportingRepository } from './repository.ts';
import { ReportingService } from './service.ts';

export { EMPTY_FIGURES, type Figures, type FiguresQuery, type FiguresResult } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per member, hour and category rollups every team report reads (docs/decisions/0011). */
    reporting: ReportingService;
  }
}

/** Reporting: hourly rollups from the records and wallet change feeds, exact reads for team reports. */
export default fp(
  async (app) => {
    const service = new ReportingService(new ReportingRepository(app.db), app.records, app.wallet, app.config.operator.timeZone);
    app.decorate('reporting', service);
    // Every minute; a run recomputes only the buckets changed since the previous one.
    app.jobs.register({ name: 'reporting.rollup', schedule: '7 * * * * *', run: () => service.rollup() });
  },
  { name: 'reporting', dependencies: ['db', 'jobs', 'wallet', 'records'] },
);
