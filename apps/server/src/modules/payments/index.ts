import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { unavailable } from './unavailable.ts';
import { SandboxGateway, sandboxGatewayRoutes } from './gateway/sandbox.ts';
import type { PaymentGateway } from './gateway/types.ts';
import { operatorPaymentRoutes } from './operator-routes.ts';
import { PaymentsRepository } from './repository.ts';
import { gatewayCallbackRoutes, paymentRoutes } from './routes.ts';
import { PaymentsService, sandboxPayout, type AccountsPort } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits, withdrawals, transfer to upline (docs/payments.md). */
    payments: PaymentsService;
    /** The built-in SANDBOX gateway, when enabled (tests drive its hosted page and callback queue). */
    sandboxGateway: SandboxGateway | null;
  }
}

export const CALLBACK_JOB = 'payments.gateway-callbacks';
export const AUTO_RECEIPT_JOB = 'payments.withdrawal-auto-receipt';

export default fp(
  async (app) => {
    const cfg = app.config.payments;
    let secret = cfg.gatewaySecret;
    if (!secret) {
      secret = createHash('sha256').update(`payment-gateway:${app.config.merchantCode}`).digest('hex');
      if (app.config.env !== 'test') app.log.warn('PAYMENT_GATEWAY_SECRET is not set: using a development key derived from the merchant code. Set it in production.');
    }
    const gateways = new Map<string, PaymentGateway>();
    const sandbox = cfg.sandboxGateway
      ? new SandboxGateway(app.db, {
          secret,
          toleranceSeconds: cfg.callbackToleranceSeconds,
          callbackDelayMs: cfg.sandboxCallbackDelayMs,
          repeatRate: cfg.sandboxCallbackRepeatRate,
        })
      : null;
    if (sandbox) gateways.set(sandbox.name, sandbox);

    // app.accounts is decorated by the accounts module; each method is resolved at call time,
    // so a missing one answers 503 for the calls that need it instead of failing start-up.
    const accountsApp = () => (app as unknown as { accounts?: Partial<AccountsPort> }).accounts;
    const accounts = (): AccountsPort => ({
      checkPaymentPassword: (memberId, password) => {
        const a = accountsApp();
        if (typeof a?.checkPaymentPassword !== 'function') throw unavailable('Payment password checks are not available');
        return a.checkPaymentPassword(memberId, password);
      },
      parentOf: (memberId) => {
        const a = accountsApp();
        if (typeof a?.parentOf !== 'function') throw unavailable('Upline lookup is not available');
        return a.parentOf(memberId);
      },
    });

    const service = new PaymentsService(
      { repo: new PaymentsRepository(app.db), wallet: app.wallet, accounts, operator: app.operator, gateways, payout: sandboxPayout, protection: app.hasDecorator('protection') ? app.protection : undefined, largeAmount: BigInt(app.config.operator.adjustmentApprovalThreshold) },
      {
        deposit: cfg.deposit,
        withdrawal: cfg.withdrawal,
        autoReceiptMinutes: cfg.autoReceiptMinutes,
        receivingBank: cfg.receivingBank,
        notifyUrl: (gateway) => `/api/v1/payments/gateway/${gateway}/callback`,
        returnUrl: (depositId) => `/member?page=depositv2&deposit=${depositId}`,
      },
    );
    app.decorate('payments', service);
    app.decorate('sandboxGateway', sandbox);

    await app.register(paymentRoutes, { prefix: '/api/v1', service });
    await app.register(gatewayCallbackRoutes, { prefix: '/api/v1', service });
    await app.register(operatorPaymentRoutes, { prefix: '/api/v1', service });

    if (sandbox) {
      if (app.config.isProduction) app.log.warn('The SANDBOX payment gateway is enabled in production (SANDBOX_GATEWAY=on): it credits deposits without real money.');
      await app.register(sandboxGatewayRoutes(sandbox));
      app.jobs.register({
        name: CALLBACK_JOB,
        schedule: '* * * * * *',
        // Our own callback URL is a path: delivered through the full HTTP pipeline in-process
        // (no need to know the public address); an absolute URL goes over the network.
        run: () =>
          sandbox.deliverDue(async (url, headers, body) => {
            if (url.startsWith('/')) return (await app.inject({ method: 'POST', url, headers, payload: body })).statusCode;
            return (await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })).status;
          }),
      });
    }
    app.jobs.register({ name: AUTO_RECEIPT_JOB, schedule: '0 * * * * *', run: () => service.forceReceipts() });
  },
  { name: 'payments', dependencies: ['db', 'auth', 'wallet', 'operator', 'jobs'] },
);
