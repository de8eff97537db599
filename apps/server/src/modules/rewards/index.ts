import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { WhitelabelFlag, isFlagEnabled } from '@app/contracts';
import { RebateRepository, RebateService } from './rebate.ts';
import { rebateOperatorRoutes, rebateRoutes } from './rebate.routes.ts';
import { RewardsRepository } from './repository.ts';
import { rewardsOperatorRoutes, rewardsRoutes } from './routes.ts';
import { RewardsService } from './service.ts';
import { PointsRepository, PointsService } from './points.ts';
import { pointsOperatorRoutes, pointsRoutes } from './points.routes.ts';
import { VipRepository, VipService } from './vip.ts';
import { vipOperatorRoutes, vipRoutes } from './vip.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One bonus model on the ledger (docs/rewards.md): grants, conversion, forfeits, reward centre, promotions. */
    rewards: RewardsService;
    /** Manual rebate on valid turnover, claimed as a bonus (docs/rewards.md). */
    rebate: RebateService;
    /** VIP levels with requirements, progress and level-up bonuses (docs/rewards.md). */
    vip: VipService;
    /** Points on valid turnover and the points mall (docs/rewards.md). */
    points: PointsService;
  }
}

/** Runs every minute: converts bonuses whose wagering is met, forfeits expired ones. */
export const SETTLE_JOB = 'rewards.settle';

export default fp(
  async (app) => {
    // Protection (self-exclusion, time-out) is looked up when asked, so module order does not matter.
    const protection = () => (app.hasDecorator('protection') ? app.protection : undefined);
    const excluded = async (memberId: number, db?: Kysely<DB>) => {
      const p = protection();
      return p ? !(await p.mayReceiveOffers(memberId, db)) : false;
    };
    const usernames = async (ids: number[]) => new Map((await app.accounts.summaries(ids)).map((m) => [m.id, m.username] as const));
    const service = new RewardsService(new RewardsRepository(app.db), { db: app.db, wallet: app.wallet, records: app.records, excluded, usernames });
    app.decorate('rewards', service);
    // Whitelabel flags are read when asked (the site module caches them), so module order does not matter.
    const flag = async (modId: string) => (app.hasDecorator('site') ? isFlagEnabled((await app.site.current()).base.whitelabel, modId) : true);
    const rebate = new RebateService(new RebateRepository(), { db: app.db, wallet: app.wallet, records: app.records, rewards: service, enabled: () => flag(WhitelabelFlag.MANUAL_REBATE) });
    app.decorate('rebate', rebate);
    const vip = new VipService(new VipRepository(), { db: app.db, wallet: app.wallet, records: app.records, rewards: service });
    app.decorate('vip', vip);
    // Accounts counts payment-password attempts per member, so guesses here and at withdrawals count together.
    const checkPaymentPassword = (memberId: number, password: string) => app.accounts.checkPaymentPassword(memberId, password);
    const points = new PointsService(new PointsRepository(), {
      db: app.db,
      wallet: app.wallet,
      records: app.records,
      rewards: service,
      enabled: () => flag(WhitelabelFlag.POINTS_SYSTEM),
      checkPaymentPassword,
      usernames,
    });
    app.decorate('points', points);
    app.accounts.counters.availablePromoCount = (memberId) => service.availableCount(memberId);
    app.jobs.register({ name: SETTLE_JOB, schedule: '0 * * * * *', run: () => service.settleDue() });
    await app.register(rewardsRoutes, { prefix: '/api/v1', service });
    await app.register(rebateRoutes, { prefix: '/api/v1', rebate });
    await app.register(vipRoutes, { prefix: '/api/v1', vip });
    await app.register(pointsRoutes, { prefix: '/api/v1', points, keys: () => app.accountsEnvelope });
    const audit = (request: FastifyRequest, action: string, targetType: string, targetId: string, change?: { before?: unknown; after?: unknown }) =>
      app.operator.audit({ operatorId: request.operator?.operatorId ?? null, action, targetType, targetId, ...change, ip: request.ip });
    await app.register(rewardsOperatorRoutes, { prefix: '/api/v1', service, audit });
    await app.register(rebateOperatorRoutes, { prefix: '/api/v1', rebate, audit });
    await app.register(vipOperatorRoutes, { prefix: '/api/v1', vip, audit });
    await app.register(pointsOperatorRoutes, { prefix: '/api/v1', points, audit });
  },
  { name: 'rewards', dependencies: ['db', 'auth', 'jobs', 'wallet', 'records', 'operator', 'accounts'] },
);
