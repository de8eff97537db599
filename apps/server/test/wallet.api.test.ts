import { WalletBalanceSchema, WalletHistorySchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function deposit(memberId: number, amount: bigint) {
  return t.app.wallet.transfer({ idempotencyKey: `api-test:${++seq}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: memberId }, amount, currency: 'THB', kind: 'DEPOSIT' });
}

describe('GET /api/v1/wallet/balance', () => {
  it('needs a session token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.statusCode).toBe(401);
  });

  it('shows 0 in the brand currency before any money arrived', async () => {
    const member = await signedInMember(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 0, currency: 'THB', currencySymbol: '฿' });
  });

  it("returns the caller's own balance as an integer of minor units, never another member's", async () => {
    const alice = await signedInMember(t.app.db);
    const bob = await signedInMember(t.app.db);
    await deposit(alice.id, 123_456n);
    await deposit(bob.id, 7n);
    const asAlice = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: alice.headers });
    expect(WalletBalanceSchema.parse(asAlice.json())).toEqual({ balance: 123_456, currency: 'THB', currencySymbol: '฿' });
    expect(asAlice.headers['cache-control']).toBe('no-store');
    // There is no way to name someone else's wallet: extra parameters do not change whose balance is read.
    const bobTries = await t.app.inject({ method: 'GET', url: `/api/v1/wallet/balance?memberId=${alice.id}`, headers: bob.headers });
    expect(bobTries.json()).toMatchObject({ balance: 7 });
  });

  it('shows a trial account its demo balance', async () => {
    const trial = await signedInMember(t.app.db, { type: 4 });
    await t.app.wallet.grantDemoBalance(trial.id, 2_000_000n, `demo:${trial.id}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: trial.headers });
    expect(res.json()).toMatchObject({ balance: 2_000_000, currency: 'THB' });
  });

  it('shows the new balance right after a bet', async () => {
    const member = await signedInMember(t.app.db);
    await deposit(member.id, 1_000n);
    await t.app.wallet.transfer({ idempotencyKey: `api-bet:${member.id}`, from: { member: member.id }, to: { system: 'HOUSE' }, amount: 400n, currency: 'THB', kind: 'BET' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: member.headers });
    expect(res.json()).toMatchObject({ balance: 600 });
  });
});

describe('GET /api/v1/wallet/merchant', () => {
  it('says the platform runs one seamless wallet, for signed-in callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wallet/merchant' })).statusCode).toBe(401);
    const member = await signedInMember(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/merchant', headers: member.headers });
    expect(res.json()).toEqual({ isSingle: true });
  });
});

describe('GET /api/v1/wallet/transactions', () => {
  const range = () => {
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  };

  it("lists only the caller's movements with signed amounts and totals", async () => {
    const member = await signedInMember(t.app.db);
    const other = await signedInMember(t.app.db);
    await deposit(member.id, 5_000n);
    await deposit(other.id, 9_999n);
    await t.app.wallet.transfer({ idempotencyKey: `api-h:${member.id}`, from: { member: member.id }, to: { system: 'HOUSE' }, amount: 1_200n, currency: 'THB', kind: 'BET' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/wallet/transactions?${range()}&pageSize=10`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    const body = WalletHistorySchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.items.map((i) => [i.kind, i.amount, i.balanceAfter])).toEqual([
      ['BET', -1_200, 3_800],
      ['DEPOSIT', 5_000, 5_000],
    ]);
    expect(body.totals).toEqual({ in: 5_000, out: 1_200, net: 3_800 });
    const filtered = await t.app.inject({ method: 'GET', url: `/api/v1/wallet/transactions?${range()}&kind=DEPOSIT`, headers: member.headers });
    expect(filtered.json()).toMatchObject({ total: 1, totals: { in: 5_000, out: 0 } });
  });

  it('refuses a missing, reversed or too long date range with a clear 400', async () => {
    const member = await signedInMember(t.app.db);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/transactions', headers: member.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const reversed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/transactions?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
      headers: member.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/transactions?from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
      headers: member.headers,
    });
    expect(tooLong.statusCode).toBe(400);
    const badPage = await t.app.inject({ method: 'GET', url: `/api/v1/wallet/transactions?${range()}&pageSize=1000`, headers: member.headers });
    expect(badPage.statusCode).toBe(400);
  });

  it('needs a session token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/wallet/transactions?${range()}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the wallet routes with their response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }).paths;
    for (const path of ['/api/v1/wallet/balance', '/api/v1/wallet/merchant', '/api/v1/wallet/transactions', '/api/v1/wallet/events']) {
      expect(paths[path]?.get?.responses, path).toHaveProperty('200');
    }
    expect(paths).not.toHaveProperty('/api/internal/ledger-check');
  });
});
