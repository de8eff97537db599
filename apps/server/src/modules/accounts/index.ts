import { ErrorCode } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { EnvelopeKeys } from './crypto-envelope.ts';
import { PasswordHasher } from './passwords.ts';
import type { LimitsPort, NotifyPort, WalletPort } from './ports.ts';
import { RegisterFieldStore } from './register-settings.ts';
import { AccountRepository } from './repository.ts';
import { accountRoutes } from './routes.ts';
import { devSecret, Secrets } from './secrets.ts';
import { AccountsService } from './service.ts';
import { CaptchaService, SmsCodes } from './verifiers.ts';

export { AccountsService } from './service.ts';
export type { MemberCounters } from './ports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    /** The accounts module's captcha service (tests replace `textSource`). */
    accountsCaptcha: CaptchaService;
    /** The RSA/AES envelope keys of encrypted calls (login, passwords; the points redeem opens its payload with them). */
    accountsEnvelope: EnvelopeKeys;
    /**
     * preHandler for member-centre, money and game-launch routes: 401 without a session,
     * 403 TRIAL_NOT_ALLOWED for trial (type 4) accounts. Runs `app.authenticate` itself when needed.
     */
    requireRealAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function port<T>(app: FastifyInstance, name: string): () => T | undefined {
  return () => (app.hasDecorator(name) ? (app as unknown as Record<string, T>)[name] : undefined);
}

/** Accounts: login, registration, passwords, second factor, trial, security centre (docs/accounts.md). */
export default fp(
  async (app) => {
    const cfg = app.config.accounts;
    const secretValue = cfg.authKeySecret ?? devSecret(app.config.merchantCode);
    const secrets = new Secrets(secretValue);
    const repo = new AccountRepository(app.db);
    const notify = port<NotifyPort>(app, 'notify');
    const limitsPort = port<LimitsPort>(app, 'limits');
    const limits = (): LimitsPort => {
      const l = limitsPort();
      if (!l) throw new Error('accounts needs app.limits (rate limiter plugin)');
      return l;
    };
    const notifier = (): NotifyPort => {
      const n = notify();
      if (!n) throw new Error('accounts needs app.notify (notify module)');
      return n;
    };
    const captcha = new CaptchaService(repo, secrets, limits, app.config.captchaMode);
    const sms = new SmsCodes(repo, secrets, limits, notifier, cfg.smsCodeMinutes);
    const keys = new EnvelopeKeys(app.db, secrets);
    const service = new AccountsService({
      repo,
      sessions: app.sessions,
      site: app.site,
      hasher: new PasswordHasher(cfg.argon2),
      secrets,
      captcha,
      sms,
      fields: new RegisterFieldStore(repo, app.config.settingsCacheMs),
      limits,
      notify: notifier,
      wallet: port<WalletPort>(app, 'wallet'),
      config: { trialBalance: cfg.trialBalance, passwordMaxAgeDays: cfg.passwordMaxAgeDays, minAge: cfg.minAge },
      log: app.log,
    });
    app.addHook('onClose', () => service.drain());
    app.decorate('accounts', service);
    app.decorate('accountsCaptcha', captcha);
    app.decorate('accountsEnvelope', keys);
    app.decorate('requireRealAccount', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.auth) await app.authenticate(request, reply);
      if (!request.auth) throw unauthorized();
      if (request.auth.role === 'trial') throw forbidden('A real account is needed for this (in_need_true_account)', ErrorCode.TRIAL_NOT_ALLOWED);
    });

    // Housekeeping: expired captchas, codes, challenges, reset tokens and IP failure rows.
    if (app.hasDecorator('jobs')) {
      app.jobs.register({ name: 'accounts.purge-expired', schedule: '17 */15 * * * *', run: () => repo.purgeExpired(new Date()) });
    }

    app.addHook('onReady', async () => {
      if (app.config.env === 'test') return;
      if (app.config.captchaMode === 'off') {
        app.log.warn('CAPTCHA_MODE=off: every captcha is accepted. This setting is for automated tests only; never use it on a public site.');
      }
      if (!cfg.authKeySecret) {
        const level = app.config.isProduction ? 'error' : 'warn';
        app.log[level]('AUTH_KEY_SECRET is not set: a development secret derived from the merchant code protects RSA keys, TOTP secrets and code hashes. Set AUTH_KEY_SECRET in production.');
      }
    });

    await app.register(accountRoutes, { prefix: '/api/v1', service, keys, captcha });
  },
  { name: 'accounts', dependencies: ['db', 'auth', 'site'] },
);
