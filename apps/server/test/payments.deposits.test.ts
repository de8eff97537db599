import { ErrorCode } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../src/modules/payments/gateway/signature.ts';
import { CALLBACK_JOB } from '../src/modules/payments/index.ts';
import type { TestApp } from './helpers.ts';
import { balance, buildPaymentsApp, closeBalanced, payingMember, requestId, signedInOperator, type PayingMember as Member } from './payments.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => closeBalanced(t));

async function startGatewayDeposit(m: Member, amount = 50_000, rid = requestId()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: m.headers, payload: { method: 'GATEWAY', amount, requestId: rid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { deposit: { id: string; status: string; gatewayOrderId: string }; payUrl: string };
}

async function depositCredits(memberId: number) {
  const r = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
     WHERE a.member_id = ${memberId} AND t.kind = 'DEPOSIT'`.execute(t.app.db);
  return Number(r.rows[0]?.n);
}

async function getDeposit(m: Member, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/payments/deposits/${id}`, headers: m.headers })).json() as { status: string; amount: number };
}

/** A callback exactly as the gateway would sign it (body fields overridable). */
function signedCallback(body: Record<string, unknown>, opts: { timestamp?: number; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  const ts = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const secret = opts.secret ?? (t.app.sandboxGateway as unknown as { options: { secret: string } }).options.secret;
  return {
    method: 'POST' as const,
    url: '/api/v1/payments/gateway/sandbox/callback',
    headers: { 'content-type': 'application/json', 'x-gateway-timestamp': String(ts), 'x-gateway-signature': signCallback(secret, ts, raw) },
    payload: raw,
  };
}

const paidBody = (d: { id: string; gatewayOrderId: string }, amount: number) => ({
  orderId: d.gatewayOrderId,
  merchantOrderId: `D${d.id}`,
  amount,
  currency: 'THB',
  status: 'PAID',
  eventId: `${d.gatewayOrderId}:PAID`,
});

describe('deposit through the sandbox gateway', () => {
  it('redirects to a SANDBOX hosted page and credits once after the (repeated) signed callback', async () => {
    const m = await payingMember(t);
    const { deposit, payUrl } = await startGatewayDeposit(m, 50_000);
    expect(deposit.status).toBe('PENDING');
    expect(payUrl).toMatch(/^\/sandbox\/gateway\/pay\/sbx_/);

    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('THB 500.00');

    const pay = await t.app.inject({ method: 'POST', url: payUrl, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/member?page=depositv2&deposit=${deposit.id}&gatewayStatus=PAID`);
    // The money arrives with the asynchronous callback, not with the redirect.
    expect(await balance(t, m.id)).toBe(0);

    // The test env makes the gateway send every callback twice.
    const run = (await t.app.jobs.runNow(CALLBACK_JOB)) as { tried: number; delivered: number };
    expect(run.tried).toBeGreaterThanOrEqual(2);
    expect(await balance(t, m.id)).toBe(50_000);
    expect(await depositCredits(m.id)).toBe(1);
    expect((await getDeposit(m, deposit.id)).status).toBe('CREDITED');
    // Nothing left to send.
    expect(((await t.app.jobs.runNow(CALLBACK_JOB)) as { tried: number }).tried).toBe(0);
  });

  it('a retried create with the same request id returns the same deposit; different content is refused', async () => {
    const m = await payingMember(t);
    const rid = requestId();
    const a = await startGatewayDeposit(m, 20_000, rid);
    const b = await startGatewayDeposit(m, 20_000, rid);
    expect(b.deposit.id).toBe(a.deposit.id);
    expect(b.payUrl).toBe(a.payUrl);
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: m.headers, payload: { method: 'GATEWAY', amount: 30_000, requestId: rid } });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe(ErrorCode.DUPLICATE_TRANSACTION);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposits', headers: m.headers })).json() as { total: number };
    expect(list.total).toBe(1);
  });

  it('ten identical callbacks at once credit exactly once', async () => {
    const m = await payingMember(t);
    const { deposit } = await startGatewayDeposit(m, 70_000);
    const call = signedCallback(paidBody(deposit, 70_000));
    const results = await Promise.all(Array.from({ length: 10 }, () => t.app.inject(call)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance(t, m.id)).toBe(70_000);
    expect(await depositCredits(m.id)).toBe(1);
  });

  it('refuses a bad signature, a stale timestamp and a wrong amount, writing nothing', async () => {
    const m = await payingMember(t);
    const { deposit } = await startGatewayDeposit(m, 40_000);

    const forged = signedCallback(paidBody(deposit, 40_000), { secret: 'not-the-gateway-secret-at-all' });
    const r1 = await t.app.inject(forged);
    expect(r1.statusCode).toBe(401);
    expect(r1.json().code).toBe(ErrorCode.GATEWAY_SIGNATURE_INVALID);

    const unsigned = await t.app.inject({ ...signedCallback(paidBody(deposit, 40_000)), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);

    // Body changed after signing.
    const tampered = signedCallback(paidBody(deposit, 40_000));
    const r2 = await t.app.inject({ ...tampered, payload: tampered.payload.replace('40000', '4000000') });
    expect(r2.json().code).toBe(ErrorCode.GATEWAY_SIGNATURE_INVALID);

    const stale = await t.app.inject(signedCallback(paidBody(deposit, 40_000), { timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe(ErrorCode.GATEWAY_TIMESTAMP_STALE);

    const wrongAmount = await t.app.inject(signedCallback(paidBody(deposit, 4_000_000)));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().code).toBe(ErrorCode.GATEWAY_AMOUNT_MISMATCH);

    const unknown = await t.app.inject(signedCallback({ ...paidBody(deposit, 40_000), orderId: 'sbx_doesnotexist0000' }));
    expect(unknown.statusCode).toBe(404);

    const notJson = await t.app.inject({ ...signedCallback(paidBody(deposit, 40_000)), payload: '{"half":' });
    expect(notJson.statusCode).toBe(401);

    expect(await balance(t, m.id)).toBe(0);
    expect((await getDeposit(m, deposit.id)).status).toBe('PENDING');
  });

  it('a declined payment marks the deposit FAILED and credits nothing; cancel marks it CANCELLED', async () => {
    const m = await payingMember(t);
    const failed = await startGatewayDeposit(m, 30_000);
    await t.app.inject({ method: 'POST', url: failed.payUrl, payload: 'action=fail', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const cancelled = await startGatewayDeposit(m, 30_000);
    await t.app.inject({ method: 'POST', url: cancelled.payUrl, payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    // Deciding twice changes nothing: the first decision wins.
    const again = await t.app.inject({ method: 'POST', url: failed.payUrl, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(again.headers.location).toContain('gatewayStatus=FAILED');
    await t.app.jobs.runNow(CALLBACK_JOB);
    expect((await getDeposit(m, failed.deposit.id)).status).toBe('FAILED');
    expect((await getDeposit(m, cancelled.deposit.id)).status).toBe('CANCELLED');
    expect(await balance(t, m.id)).toBe(0);
    // A forged "PAID" for the failed order is refused by state, not just by signature.
    const late = await t.app.inject(signedCallback(paidBody(failed.deposit, 30_000)));
    expect(late.statusCode).toBe(409);
    expect(await balance(t, m.id)).toBe(0);
  });

  it('the gateway retries a callback our side answered with an error, with backoff, until it is accepted', async () => {
    const m = await payingMember(t);
    const { deposit, payUrl } = await startGatewayDeposit(m, 25_000);
    await t.app.inject({ method: 'POST', url: payUrl, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const gateway = t.app.sandboxGateway!;
    const first = await gateway.deliverDue(async () => 503);
    expect(first).toEqual({ tried: 2, delivered: 0 });
    const rows = await t.app.db.selectFrom('sandbox_gateway_callbacks').selectAll().where('order_id', '=', deposit.gatewayOrderId).execute();
    for (const r of rows) {
      expect(r.attempts).toBe(1);
      expect(r.last_status).toBe(503);
      expect(r.delivered_at).toBeNull();
      expect(r.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    }
    // Not due yet: nothing is sent.
    expect((await gateway.deliverDue(async () => 200)).tried).toBe(0);
    expect(await balance(t, m.id)).toBe(0);
    // Time passes (the queue is a table, so this is also what a restarted server would see).
    await t.app.db.updateTable('sandbox_gateway_callbacks').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', deposit.gatewayOrderId).execute();
    await t.app.jobs.runNow(CALLBACK_JOB);
    expect(await balance(t, m.id)).toBe(25_000);
    expect((await getDeposit(m, deposit.id)).status).toBe('CREDITED');
  });
});

describe('manual bank transfer deposit', () => {
  async function bankDeposit(m: Member, amount = 100_000) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/deposits',
      headers: m.headers,
      payload: { method: 'BANK_TRANSFER', amount, reference: 'KBANK 12:30 ref 8841', requestId: requestId() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { deposit: { id: string; status: string } }).deposit;
  }

  it('an operator approves it once: the member is credited and the decision is audited', async () => {
    const m = await payingMember(t);
    const op = await signedInOperator(t, 'finance');
    const d = await bankDeposit(m);
    expect(d.status).toBe('PENDING');
    expect(await balance(t, m.id)).toBe(0);

    const pending = (await t.app.inject({ method: 'GET', url: '/api/v1/operator/payments/deposits?status=PENDING&method=BANK_TRANSFER', headers: op.headers })).json() as {
      items: { id: string; username: string }[];
    };
    expect(pending.items.some((i) => i.id === d.id && i.username === m.username)).toBe(true);

    const approvals = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${d.id}/approve`, headers: op.headers, payload: {} })),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.statusCode === 409).every((r) => r.json().code === ErrorCode.DEPOSIT_NOT_PENDING)).toBe(true);
    expect(await balance(t, m.id)).toBe(100_000);
    expect(await depositCredits(m.id)).toBe(1);

    const audit = await t.app.db.selectFrom('operator_audit').selectAll().where('action', '=', 'deposit.approve').where('target_id', '=', d.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operator_id).toBe(op.id);
  });

  it('a rejected transfer credits nothing and needs a reason', async () => {
    const m = await payingMember(t);
    const op = await signedInOperator(t, 'admin');
    const d = await bankDeposit(m);
    const noReason = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${d.id}/reject`, headers: op.headers, payload: {} });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${d.id}/reject`, headers: op.headers, payload: { reason: 'No such transfer on the statement' } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('REJECTED');
    const approveLater = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${d.id}/approve`, headers: op.headers, payload: {} });
    expect(approveLater.statusCode).toBe(409);
    expect(await balance(t, m.id)).toBe(0);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposits', headers: m.headers })).json() as { items: { id: string; status: string; note: string }[] };
    expect(mine.items[0]).toMatchObject({ id: d.id, status: 'REJECTED', note: 'No such transfer on the statement' });
  });

  it('gateway deposits cannot be approved by hand', async () => {
    const m = await payingMember(t);
    const op = await signedInOperator(t);
    const { deposit } = await startGatewayDeposit(m, 10_000);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/operator/payments/deposits/${deposit.id}/approve`, headers: op.headers, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(await balance(t, m.id)).toBe(0);
  });
});

describe('deposit input and access', () => {
  it('answers bad input with stable 4xx codes', async () => {
    const m = await payingMember(t);
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: m.headers, payload: payload as object });
    expect((await post({ method: 'GATEWAY', amount: 100.5, requestId: requestId() })).json().code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((await post({ method: 'GATEWAY', amount: -5, requestId: requestId() })).json().code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((await post({ method: 'GATEWAY', amount: '5000', requestId: requestId() })).json().code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((await post({ method: 'CRYPTO', amount: 50_000, requestId: requestId() })).json().code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((await post({ method: 'BANK_TRANSFER', amount: 50_000, requestId: requestId() })).json().code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((await post({ method: 'GATEWAY', amount: 50_000, requestId: 'x' })).json().code).toBe(ErrorCode.VALIDATION_ERROR);
    const tooSmall = await post({ method: 'GATEWAY', amount: 1, requestId: requestId() });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().code).toBe(ErrorCode.AMOUNT_OUT_OF_RANGE);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposits/abc', headers: m.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposits?status=NOPE', headers: m.headers })).statusCode).toBe(400);
  });

  it("a member cannot read another member's deposit", async () => {
    const a = await payingMember(t);
    const b = await payingMember(t);
    const { deposit } = await startGatewayDeposit(a);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/payments/deposits/${deposit.id}`, headers: b.headers });
    expect(res.statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposits', headers: b.headers })).json() as { total: number };
    expect(list.total).toBe(0);
  });

  it('refuses visitors (401) and trial accounts (403 TRIAL_NOT_ALLOWED)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposit-methods' })).statusCode).toBe(401);
    const trial = await payingMember(t, { type: 4 });
    for (const [method, url, payload] of [
      ['GET', '/api/v1/payments/deposit-methods', undefined],
      ['POST', '/api/v1/payments/deposits', { method: 'GATEWAY', amount: 50_000, requestId: requestId() }],
      ['GET', '/api/v1/payments/withdrawals', undefined],
      ['POST', '/api/v1/payments/withdrawals', { amount: 50_000, paymentPassword: '246810', requestId: requestId() }],
      ['POST', '/api/v1/payments/upline-transfers', { amount: 50_000, paymentPassword: '246810', requestId: requestId() }],
      ['PUT', '/api/v1/payments/bank-account', { bankName: 'KBank', accountName: 'Trial Person', accountNumber: '1234567890', paymentPassword: '246810' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: trial.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe(ErrorCode.TRIAL_NOT_ALLOWED);
    }
    expect(await t.app.db.selectFrom('deposits').select('id').where('member_id', '=', trial.id).execute()).toHaveLength(0);
  });

  it('lists the methods with the sandbox gateway labelled and the receiving bank', async () => {
    const m = await payingMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/deposit-methods', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { methods: { method: string; sandbox: boolean }[]; receivingBank: { bankName: string } };
    expect(body.methods).toContainEqual({ method: 'GATEWAY', gateway: 'sandbox', sandbox: true });
    expect(body.methods.some((x) => x.method === 'BANK_TRANSFER')).toBe(true);
    expect(body.receivingBank.bankName).toBeTruthy();
  });
});

describe('OpenAPI', () => {
  it('documents the member, callback and operator payment routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/api/v1/payments/deposits',
      '/api/v1/payments/withdrawals/{id}/confirm',
      '/api/v1/payments/gateway/{gateway}/callback',
      '/api/v1/payments/upline-transfers',
      '/api/v1/operator/payments/withdrawals/{id}/approve',
      '/api/v1/operator/audit',
    ]) {
      expect(paths, p).toContain(p);
    }
    // The hosted payment page is the gateway's, not part of our API.
    expect(paths.some((p) => p.startsWith('/sandbox/gateway'))).toBe(false);
  });
});
