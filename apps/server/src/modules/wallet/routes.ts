import { ErrorBodySchema, MerchantWalletSchema, WalletBalanceSchema, WalletHistoryQuerySchema, WalletHistorySchema } from '@app/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import type { BalanceHub } from './realtime.ts';
import { toSafeNumber, type WalletService } from './service.ts';

/** Longest range the transaction record serves in one query. */
const MAX_HISTORY_DAYS = 93;

export interface WalletRouteOptions {
  service: WalletService;
  hub: BalanceHub;
  /** Currency symbol for a currency code (the brand's), when known. */
  currencySymbol: (currency: string) => Promise<string | undefined>;
}

const HEARTBEAT_MS = 25_000;
const REVERIFY_MS = 60_000;
/** Open balance streams per member; the oldest is closed when a member opens more (many tabs). */
const MAX_STREAMS_PER_MEMBER = 8;

function bearer(header: string | undefined): string | null {
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRouteOptions> = async (app, { service, hub, currencySymbol }) => {
  const streams = new Map<number, Set<() => void>>();
  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    for (const set of streams.values()) for (const end of [...set]) end();
  });

  app.get(
    '/wallet/events',
    {
      // EventSource cannot send headers, so browsers pass the token in the query: keep it out of every log line.
      onRequest: async (request) => {
        if (request.raw.url?.includes('token=')) request.raw.url = request.raw.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]');
      },
      schema: {
        tags: ['wallet'],
        summary:
          'Server-Sent Events: `balance` events ({balance, currency}) whenever the caller\'s balance changes, starting with the current one, and the caller\'s other real-time events (`messages`: {id}). Token in the Authorization header or ?token=',
        security: [{ bearer: [] }],
        querystring: z.object({ token: z.string().max(200).optional() }),
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream'), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const token = bearer(request.headers.authorization) ?? request.query.token ?? null;
      const auth = token ? await app.sessions.verify(token) : null;
      if (!auth || !token) throw unauthorized();
      const memberId = auth.memberId;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\n');
      let sentAny = false;
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const sendBalance = (balance: bigint, currency: string) => {
        sentAny = true;
        send('balance', { balance: toSafeNumber(balance), currency });
      };

      let set = streams.get(memberId);
      if (!set) streams.set(memberId, (set = new Set()));
      const mine = set;
      let lastVerified = Date.now();
      const unsubscribe = hub.subscribe(
        memberId,
        (change) => sendBalance(change.balance, change.currency),
        // Other real-time events of the member (new messages …) share the one stream per tab.
        (event) => send(event.type, event.data),
      );
      const timer = setInterval(() => {
        if (Date.now() - lastVerified < REVERIFY_MS) {
          res.write(': ping\n\n');
          return;
        }
        lastVerified = Date.now();
        // A logged-out or expired session stops hearing about the balance.
        app.sessions.verify(token).then(
          (still) => {
            if (still) res.write(': ping\n\n');
            else {
              send('end', { reason: 'SESSION_ENDED' });
              end();
            }
          },
          () => res.write(': ping\n\n'),
        );
      }, HEARTBEAT_MS);
      timer.unref();
      const end = () => {
        clearInterval(timer);
        unsubscribe();
        mine.delete(end);
        if (mine.size === 0 && streams.get(memberId) === mine) streams.delete(memberId);
        if (!res.writableEnded) res.end();
      };
      mine.add(end);
      if (mine.size > MAX_STREAMS_PER_MEMBER) [...mine][0]?.();
      request.raw.on('close', end);

      try {
        // Subscribed first, so no change is missed; a change that arrived meanwhile is newer than this read.
        const current = await service.balanceOf(memberId);
        if (!sentAny) sendBalance(current.balance, current.currency);
      } catch (error) {
        request.log.error({ err: error }, 'balance stream: first balance failed');
        end();
      }
    },
  );

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
