import { ErrorBodySchema, MerchantWalletSchema, WalletBalanceSchema, WalletHistoryQuerySchema, WalletHistorySchema } from '@app/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { toSafeNumber, type WalletService } from './service.ts';

/** Longest range the transaction record serves in one query. */
const MAX_HISTORY_DAYS = 93;

export interface WalletRouteOptions {
  service: WalletService;
  /** Currency symbol for a currency code (the brand's), when known. */
  currencySymbol: (currency: string) => Promise<string | undefined>;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRouteOptions> = async (app, { service, currencySymbol }) => {
  app.get(
    '/wallet/balance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The caller's wallet balance in minor units (SPEC §7 wallet balance / balance V2; trial accounts see their demo balance)",
        security: [{ bearer: [] }],
        response: { 200: WalletBalanceSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      reply.header('cache-control', 'no-store');
      const { balance, currency } = await service.balanceOf(auth.memberId);
      const symbol = await currencySymbol(currency);
      return { balance: toSafeNumber(balance), currency, ...(symbol ? { currencySymbol: symbol } : {}) };
    },
  );

  app.get(
    '/wallet/merchant',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Merchant wallet mode (SPEC §3): one seamless wallet shared by every game, so no transfers between game wallets',
        security: [{ bearer: [] }],
        response: { 200: MerchantWalletSchema, 401: ErrorBodySchema },
      },
    },
    async () => ({ isSingle: true }),
  );

  app.get(
    '/wallet/transactions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The caller's ledger movements (transaction record), newest first, with totals over the range",
        security: [{ bearer: [] }],
        querystring: WalletHistoryQuerySchema,
        response: { 200: WalletHistorySchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const q = request.query;
      const from = new Date(q.from);
      const to = new Date(q.to);
      if (!(from < to)) throw badRequest('"from" must be before "to"', { from: q.from, to: q.to });
      if (to.getTime() - from.getTime() > MAX_HISTORY_DAYS * 86_400_000) throw badRequest(`The range may span at most ${MAX_HISTORY_DAYS} days`);
      reply.header('cache-control', 'no-store');
      const page = await service.history(auth.memberId, { from, to, kind: q.kind, page: q.page, pageSize: q.pageSize });
      return {
        items: page.items.map((i) => ({
          transferId: i.transferId,
          kind: i.kind,
          amount: toSafeNumber(i.amount),
          balanceAfter: toSafeNumber(i.balanceAfter),
          currency: i.currency,
          createdAt: i.createdAt.toISOString(),
        })),
        page: page.page,
        pageSize: page.pageSize,
        total: page.total,
        totals: { in: toSafeNumber(page.totals.in), out: toSafeNumber(page.totals.out), net: toSafeNumber(page.totals.net) },
      };
    },
  );
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `npm run ledger:check` while a server holds the embedded database: loopback callers with the
 * data-directory lock's secret only (hidden from OpenAPI). Read-only.
 */
export const walletControlRoutes: FastifyPluginAsyncZod<{ service: WalletService; token: string }> = async (app, { service, token }) => {
  app.post(
    '/internal/ledger-check',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ result: z.object({ ok: z.boolean(), problems: z.array(z.string()), accounts: z.number(), transfers: z.number() }) }),
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const remote = request.socket.remoteAddress ?? '';
      const given = request.headers['x-control-token'];
      if (!/^(127\.|::1$|::ffff:127\.)/.test(remote) || typeof given !== 'string' || !sameSecret(given, token)) {
        throw forbidden('Control endpoint is for the local CLI only');
      }
      return { result: await service.check() };
    },
  );
};
