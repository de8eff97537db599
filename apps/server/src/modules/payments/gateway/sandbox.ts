import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError, badRequest, unauthorized } from '../../../lib/errors.ts';
import { checkSignature, signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';
import type { GatewayNotification, GatewayOrder, GatewayOrderInput, PaymentGateway } from './types.ts';

/**
 * The SANDBOX payment gateway: behaves like a real hosted-page gateway but moves no real money.
 * - `createOrder` registers an order and returns the hosted page URL (/sandbox/gateway/pay/<id>),
 *   served by this server and clearly labelled SANDBOX; the member picks pay, fail or cancel.
 * - The decision queues a signed callback (HMAC-SHA256 over `timestamp.body`) that is POSTed
 *   to our callback endpoint after a delay, sometimes twice, and retried with exponential
 *   backoff on any non-2xx answer. The queue is a table polled by a job, so callbacks survive
 *   a restart; a delivery holds a lease (locked_until) so two instances never send the same one
 *   at the same moment (a duplicate is still possible, as with a real gateway, and harmless).
 */
export interface SandboxOptions {
  secret: string;
  toleranceSeconds: number;
  callbackDelayMs: number;
  /** 0..1: how often a second, identical callback is queued. */
  repeatRate: number;
  now?: () => Date;
  random?: () => number;
}

/** Delivers one HTTP callback; answers the status code (throws on network failure). */
export type CallbackTransport = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

const MAX_ATTEMPTS = 8;
const LEASE_MS = 30_000;
const BATCH = 20;

const CallbackBodySchema = z.object({
  orderId: z.string().max(100),
  merchantOrderId: z.string().max(100),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['PAID', 'FAILED', 'CANCELLED']),
  eventId: z.string().max(100),
});

export function backoffMs(attempts: number): number {
  // 2 s, 4 s, 8 s ... capped at 10 minutes.
  return Math.min(600_000, 1000 * 2 ** attempts);
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly now: () => Date;
  private readonly random: () => number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: SandboxOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  payUrl(orderId: string) {
    return `/sandbox/gateway/pay/${encodeURIComponent(orderId)}`;
  }

  async createOrder(input: GatewayOrderInput): Promise<GatewayOrder> {
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    await this.db
      .insertInto('sandbox_gateway_orders')
      .values({
        id,
        merchant_order_id: input.merchantOrderId,
        amount: input.amount,
        currency: input.currency,
        return_url: input.returnUrl,
        notify_url: input.notifyUrl,
      })
      .onConflict((oc) => oc.column('merchant_order_id').doNothing())
      .execute();
    const row = await this.db.selectFrom('sandbox_gateway_orders').select('id').where('merchant_order_id', '=', input.merchantOrderId).executeTakeFirstOrThrow();
    return { gatewayOrderId: row.id, payUrl: this.payUrl(row.id) };
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayNotification {
    const check = checkSignature(this.options.secret, headers, rawBody, this.now().getTime(), this.options.toleranceSeconds);
    if (check === 'missing' || check === 'bad_signature') throw unauthorized('The callback signature is not valid', ErrorCode.GATEWAY_SIGNATURE_INVALID);
    if (check === 'stale') throw unauthorized('The callback timestamp is too old or in the future', ErrorCode.GATEWAY_TIMESTAMP_STALE);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw badRequest('The callback body is not JSON');
    }
    const parsed = CallbackBodySchema.safeParse(json);
    if (!parsed.success) throw badRequest('The callback body is not valid', parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    const b = parsed.data;
    return { gatewayOrderId: b.orderId, merchantOrderId: b.merchantOrderId, amount: BigInt(b.amount), currency: b.currency, status: b.status };
  }

  order(id: string) {
    return this.db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The member's choice on the hosted page; the first decision wins. Queues the callback(s). */
  async decide(id: string, action: 'pay' | 'fail' | 'cancel') {
    const status = action === 'pay' ? 'PAID' : action === 'fail' ? 'FAILED' : 'CANCELLED';
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const order = await trx
        .updateTable('sandbox_gateway_orders')
        .set({ status, decided_at: now })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
      if (!order) return undefined;
      const payload = JSON.stringify({
        orderId: order.id,
        merchantOrderId: order.merchant_order_id,
        amount: Number(order.amount),
        currency: order.currency,
        status,
        eventId: `${order.id}:${status}`,
      });
      const copies = this.random() < this.options.repeatRate ? 2 : 1;
      for (let i = 0; i < copies; i += 1) {
        await trx
          .insertInto('sandbox_gateway_callbacks')
          .values({ order_id: order.id, payload, next_attempt_at: new Date(now.getTime() + this.options.callbackDelayMs + i * Math.min(700, this.options.callbackDelayMs)) })
          .execute();
      }
      return order;
    });
  }

  /** Sends every due callback once (the job calls this every second). Returns how many were tried. */
  async deliverDue(transport: CallbackTransport): Promise<{ tried: number; delivered: number }> {
    const now = this.now();
    const claimed = await sql<{ id: bigint; payload: Record<string, unknown> | string; attempts: number; notify_url: string }>`
      UPDATE sandbox_gateway_callbacks c
         SET locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = c.attempts + 1
        FROM sandbox_gateway_orders o
       WHERE o.id = c.order_id
         AND c.id IN (
           SELECT id FROM sandbox_gateway_callbacks
            WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ${now}
              AND (locked_until IS NULL OR locked_until < ${now})
            ORDER BY next_attempt_at
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED)
      RETURNING c.id, c.payload, c.attempts, o.notify_url`.execute(this.db);
    let delivered = 0;
    for (const row of claimed.rows) {
      const body = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
      const timestamp = Math.floor(this.now().getTime() / 1000);
      const headers = {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signCallback(this.options.secret, timestamp, body),
        [TIMESTAMP_HEADER]: String(timestamp),
        'user-agent': 'SandboxGateway/1.0',
      };
      let status: number | null = null;
      let error: string | null = null;
      try {
        status = await transport(row.notify_url, headers, body);
      } catch (e) {
        error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      }
      const ok = status !== null && status >= 200 && status < 300;
      if (ok) delivered += 1;
      const giveUp = !ok && row.attempts >= MAX_ATTEMPTS;
      await this.db
        .updateTable('sandbox_gateway_callbacks')
        .set({
          locked_until: null,
          last_status: status,
          last_error: error ?? (ok ? null : `HTTP ${status}`),
          delivered_at: ok ? this.now() : null,
          gave_up_at: giveUp ? this.now() : null,
          next_attempt_at: new Date(this.now().getTime() + backoffMs(row.attempts)),
        })
        .where('id', '=', row.id)
        .execute();
    }
    return { tried: claimed.rows.length, delivered };
  }
}

// ------------------------------------------------------------------ hosted page

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function formatMinor(amount: bigint): string {
  const whole = (amount / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(amount % 100n).toString().padStart(2, '0')}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#f3f4f6;color:#111827}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}.card{background:#1f2937!important}}
.banner{position:fixed;inset:0 0 auto 0;background:#b45309;color:#fff;text-align:center;font-weight:700;padding:.5rem;letter-spacing:.08em}
.card{background:#fff;border-radius:16px;padding:2rem;max-width:24rem;width:calc(100% - 2rem);box-shadow:0 10px 30px rgba(0,0,0,.15)}
h1{font-size:1.1rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:800;margin:.5rem 0 1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;font-size:.85rem;opacity:.8}dd{margin:0;word-break:break-all}
button{display:block;width:100%;padding:.8rem;margin-top:.6rem;border:0;border-radius:10px;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#059669;color:#fff}.fail{background:#dc2626;color:#fff}.cancel{background:#e5e7eb;color:#111827}
a{color:inherit}
</style></head><body><div class="banner" data-testid="sandbox-banner">SANDBOX PAYMENT GATEWAY - TEST MODE - NO REAL MONEY</div>
<main class="card">${body}</main></body></html>`;
}

function returnTo(url: string, status: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}gatewayStatus=${encodeURIComponent(status)}`;
}

/** `/sandbox/gateway/pay/:orderId`: the hosted payment page (plain HTML forms, no script). */
export function sandboxGatewayRoutes(gateway: SandboxGateway): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { orderId: string } }>('/sandbox/gateway/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const order = await gateway.order(request.params.orderId);
      if (!order) return reply.status(404).send(page('Sandbox gateway', '<h1>Unknown order</h1><p>This payment order does not exist.</p>'));
      const details = `<dl><dt>Order</dt><dd>${escapeHtml(order.id)}</dd><dt>Merchant ref</dt><dd>${escapeHtml(order.merchant_order_id)}</dd></dl>`;
      if (order.status !== 'PENDING') {
        return page(
          'Sandbox gateway',
          `<h1>Sandbox payment</h1><p data-testid="sandbox-status">This order is already ${escapeHtml(order.status)}.</p>${details}<p><a href="${escapeHtml(returnTo(order.return_url, order.status))}">Back to the merchant</a></p>`,
        );
      }
      const action = `/sandbox/gateway/pay/${encodeURIComponent(order.id)}`;
      const button = (value: string, cls: string, label: string) =>
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="${value}"><button class="${cls}" type="submit" data-testid="sandbox-${value}">${label}</button></form>`;
      return page(
        'Sandbox payment',
        `<h1>Sandbox payment</h1><div class="amount" data-testid="sandbox-amount">${escapeHtml(order.currency)} ${formatMinor(order.amount)}</div>${details}
${button('pay', 'pay', 'Pay (simulate success)')}${button('fail', 'fail', 'Fail (simulate a declined payment)')}${button('cancel', 'cancel', 'Cancel')}`,
      );
    });

    app.post<{ Params: { orderId: string }; Body: { action?: string } }>('/sandbox/gateway/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
      const action = request.body?.action;
      if (action !== 'pay' && action !== 'fail' && action !== 'cancel') throw badRequest('action must be pay, fail or cancel');
      const order = await gateway.order(request.params.orderId);
      if (!order) throw new AppError(404, ErrorCode.NOT_FOUND, 'Unknown order');
      const decided = await gateway.decide(order.id, action);
      const status = decided?.status ?? (await gateway.order(order.id))?.status ?? 'PENDING';
      return reply.redirect(returnTo(order.return_url, status), 303);
    });
  };
}
