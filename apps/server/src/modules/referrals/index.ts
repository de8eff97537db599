import fp from 'fastify-plugin';
import { ReferralRepository } from './repository.ts';
import { referralRoutes } from './routes.ts';
import { ReferralService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invite friends: member referral codes, invites and the referral bonus (docs/rewards.md "Referral"). */
    referrals: ReferralService;
  }
}

/** Grants referral bonuses of friends whose first deposit was credited (every 10 seconds; idempotent). */
export const REFERRAL_REWARD_JOB = 'referrals.reward';

/** Invite friends. Meets accounts (registration), payments (credited deposits) and rewards (grant) through their services. */
export default fp(
  async (app) => {
    const service = new ReferralService({
      db: app.db,
      repo: new ReferralRepository(),
      rewards: app.rewards,
      currencyOf: async (memberId) => (await app.accounts.memberInfo(memberId)).currency,
      usernames: async (ids) => new Map((await app.accounts.summaries(ids)).map((s) => [s.id, s.username])),
      config: app.config.referral,
      log: app.log,
    });
    app.decorate('referrals', service);
    app.accounts.setReferralResolver((code) => service.ownerOf(code));
    app.accounts.onRegistered((member, trx) => service.onRegistered(member, trx));
    app.payments.onDepositCredited((deposit, trx) => service.onDepositCredited(deposit, trx));
    app.jobs.register({ name: REFERRAL_REWARD_JOB, schedule: '*/10 * * * * *', run: () => service.settlePending() });
    await app.register(referralRoutes, { prefix: '/api/v1', service });
  },
  { name: 'referrals', dependencies: ['db', 'auth', 'jobs', 'accounts', 'payments', 'rewards'] },
);
