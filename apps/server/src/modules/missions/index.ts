import fp from 'fastify-plugin';
import { MissionsRepository } from './repository.ts';
import { isTimeZone } from './period.ts';
import { missionsOperatorRoutes, missionsRoutes, type MissionsAudit } from './routes.ts';
import { MissionsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Daily and weekly missions from the reporting rollups, prizes through the bonus model; the weekly leaderboard. */
    missions: MissionsService;
  }
}

/** Missions and leaderboard (issue 17, docs/rewards.md). Periods are in BRAND_TIME_ZONE (default Asia/Bangkok). */
export default fp(
  async (app) => {
    const zone = process.env.BRAND_TIME_ZONE || 'Asia/Bangkok';
    if (!isTimeZone(zone)) throw new Error(`BRAND_TIME_ZONE ${zone} is not a time zone`);
    const service = new MissionsService(new MissionsRepository(app.db), {
      db: app.db,
      reporting: app.reporting,
      rewards: app.rewards,
      currencyOf: async (memberId) => (await app.wallet.balanceOf(memberId)).currency,
      usernames: async (ids) => new Map((await app.accounts.summaries(ids)).map((m) => [m.id, m.username] as const)),
      timeZone: zone,
    });
    app.decorate('missions', service);
    await app.register(missionsRoutes, { prefix: '/api/v1', service });
    const audit: MissionsAudit = (request, action, targetId, change) =>
      app.operator.audit({ operatorId: request.operator?.operatorId ?? null, action, targetType: 'mission', targetId, ...change, ip: request.ip });
    await app.register(missionsOperatorRoutes, { prefix: '/api/v1', service, audit });
  },
  { name: 'missions', dependencies: ['db', 'auth', 'wallet', 'accounts', 'rewards', 'reporting', 'operator'] },
);
