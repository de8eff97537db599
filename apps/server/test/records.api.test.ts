import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = 24 * 3_600_000;
const range = (fromMs: number, toMs: number) => `from=${encodeURIComponent(new Date(fromMs).toISOString())}&to=${encodeURIComponent(new Date(toMs).toISOString())}`;

async function recordBet(memberId: number, ref: string, stake: bigint, payout: bigint | null, placedAt: Date, category = 'RNG') {
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: ref,
    vendor: 'PG',
    gameCode: 'PG_TEST',
    gameName: 'Test game',
    category,
    stake,
    payout: payout ?? 0n,
    currency: 'THB',
    status: payout === null ? 'PENDING' : 'SETTLED',
    placedAt,
    settledAt: payout === null ? null : placedAt,
  });
}

describe('betting record', () => {
  it('lists own bets newest first in the range, with totals over the whole range and settled profit', async () => {
    const m = await signedInMember(t.app.db);
    const now = Date.now();
    await recordBet(m.id, `a-${m.id}`, 1000n, 2500n, new Date(now - 2 * day));
    await recordBet(m.id, `b-${m.id}`, 2000n, 0n, new Date(now - day), 'LIVE');
    await recordBet(m.id, `c-${m.id}`, 500n, null, new Date(now - 1000));
    await recordBet(m.id, `old-${m.id}`, 9999n, 0n, new Date(now - 40 * day));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/records/bets?${range(now - 7 * day, now + 1000)}&pageSize=2`, headers: m.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(2);
    expect(body.list.map((b: { stake: number }) => b.stake)).toEqual([500, 2000]);
    expect(body.list[0]).toMatchObject({ status: 'PENDING', profit: 0 });
    expect(body.totals).toEqual({ stake: 3500, validStake: 3000, payout: 2500, profit: -500 });
    const live = await t.app.inject({ method: 'GET', url: `/api/v1/records/bets?${range(now - 7 * day, now + 1000)}&category=LIVE`, headers: m.headers });
    expect(live.json().total).toBe(1);
  });

  it('settles a recorded bet in place (same source and reference)', async () => {
    const m = await signedInMember(t.app.db);
    const at = new Date();
    await recordBet(m.id, `s-${m.id}`, 100n, null, at);
    await recordBet(m.id, `s-${m.id}`, 100n, 300n, at);
    const body = (await t.app.inject({ method: 'GET', url: `/api/v1/records/bets?${range(at.getTime() - day, at.getTime() + day)}`, headers: m.headers })).json();
    expect(body.total).toBe(1);
    expect(body.list[0]).toMatchObject({ status: 'SETTLED', payout: 300, profit: 200 });
  });

  it("never shows another member's bets", async () => {
    const a = await signedInMember(t.app.db);
    const b = await signedInMember(t.app.db);
    await recordBet(a.id, `iso-${a.id}`, 100n, 0n, new Date());
    const body = (await t.app.inject({ method: 'GET', url: `/api/v1/records/bets?${range(Date.now() - day, Date.now() + day)}`, headers: b.headers })).json();
    expect(body.total).toBe(0);
  });

  it('refuses bad ranges and input with 4xx, and visitors with 401', async () => {
    const m = await signedInMember(t.app.db);
    const now = Date.now();
    const bad = [
      `/api/v1/records/bets?${range(now, now - day)}`,
      `/api/v1/records/bets?${range(now - 200 * day, now)}`,
      `/api/v1/records/bets?from=yesterday&to=today`,
      `/api/v1/records/bets?${range(now - day, now)}&category=${encodeURIComponent("' OR 1=1 --")}`,
      `/api/v1/records/bets?${range(now - day, now)}&pageSize=5000`,
      `/api/v1/records/profit-loss?${range(now, now - day)}`,
    ];
    for (const url of bad) {
      const res = await t.app.inject({ method: 'GET', url, headers: m.headers });
      expect([res.statusCode, res.json().code], url).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/records/bets?${range(now - day, now)}` })).statusCode).toBe(401);
  });
});

describe('profit and loss', () => {
  it('sums settled bets per category and the wallet movements of the range', async () => {
    const m = await signedInMember(t.app.db);
    const now = Date.now();
    await recordBet(m.id, `pl1-${m.id}`, 1000n, 1500n, new Date(now - day));
    await recordBet(m.id, `pl2-${m.id}`, 1000n, 0n, new Date(now - day));
    await recordBet(m.id, `pl3-${m.id}`, 400n, 0n, new Date(now - day), 'LIVE');
    await t.app.wallet.transfer({ idempotencyKey: `pl-dep-${m.id}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: m.id }, amount: 50_000n, currency: 'THB', kind: 'DEPOSIT' });
    await t.app.wallet.transfer({ idempotencyKey: `pl-wd-${m.id}`, from: { member: m.id }, to: { system: 'PENDING_WITHDRAWAL' }, amount: 20_000n, currency: 'THB', kind: 'WITHDRAWAL_HOLD' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/records/profit-loss?${range(now - 7 * day, now + day)}`, headers: m.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories).toEqual([
      { category: 'LIVE', bets: 1, stake: 400, validStake: 400, payout: 0, profit: -400 },
      { category: 'RNG', bets: 2, stake: 2000, validStake: 2000, payout: 1500, profit: -500 },
    ]);
    expect(body.totals).toEqual({ bets: 3, stake: 2400, validStake: 2400, payout: 1500, profit: -900 });
    expect(body.wallet).toEqual({ deposits: 50_000, withdrawals: 20_000, bonus: 0, transfers: 0 });
  });
});
