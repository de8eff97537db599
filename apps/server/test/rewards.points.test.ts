import { randomUUID } from 'node:crypto';
import { WhitelabelFlag } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealFor, signedInMember, recordTestBet } from './factories.ts';
import { PAYMENT_PASSWORD, payingMember, signedInOperator, type PayingMember } from './payments.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Points and the points mall (docs/rewards.md "Points"): earned on valid turnover, redeemed with the payment password. PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

async function bet(memberId: number, stake: bigint, category = 'RNG', status: 'SETTLED' | 'PENDING' | 'CANCELLED' = 'SETTLED') {
  await recordTestBet(t.app, { memberId, stake, category, status, placedAt: new Date(Date.now() - 60_000) });
}

type M = PayingMember | Awaited<ReturnType<typeof signedInMember>>;
const overview = (m: M, lang = 'EN') => t.app.inject({ method: 'GET', url: `/api/v1/points?lang=${lang}`, headers: m.headers });
const mall = (m: M, lang = 'EN') => t.app.inject({ method: 'GET', url: `/api/v1/points/mall?lang=${lang}`, headers: m.headers });
const newId = () => randomUUID().replaceAll('-', '');
async function redeem(m: M, code: string, opts: { quantity?: number; password?: string; requestId?: string } = {}) {
  const items = (await mall(m)).json().items as { id: string; code: string }[];
  const item = items.find((i) => i.code === code)!;
  const payload = await sealFor(t.app, { itemId: item.id, quantity: opts.quantity ?? 1, paymentPassword: opts.password ?? PAYMENT_PASSWORD, requestId: opts.requestId ?? newId() });
  return t.app.inject({ method: 'POST', url: '/api/v1/points/redeem', headers: m.headers, payload });
}
const balance = async (m: M) => (await overview(m)).json().balance as number;
const bonusBalance = async (m: M) => (await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: m.headers })).json().bonusBalance as number;
const redeemCount = async (memberId: number) =>
  Number((await t.app.db.selectFrom('point_redeems').select(sql<string>`count(*)`.as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);

describe('earning points', () => {
  it('turns settled turnover into points per category (whole points; the remainder waits), once however often it is read', async () => {
    const m = await payingMember(t);
    const other = await payingMember(t);
    await bet(m.id, 250_000n, 'RNG'); // ฿2,500 at ฿100/point → 25
    await bet(m.id, 50_000n, 'LIVE'); // ฿500 at ฿200/point → 2 (฿100 waits)
    await bet(m.id, 900_000n, 'RNG', 'PENDING');
    await bet(m.id, 900_000n, 'RNG', 'CANCELLED');
    await bet(other.id, 1_000_000n, 'RNG');
    const first = (await overview(m)).json();
    expect(first).toMatchObject({ balance: 27, earned: 27, spent: 0, currency: 'THB', redeems: [] });
    expect(first.rates).toContainEqual({ category: 'RNG', turnoverPerPoint: 10_000 });
    expect(first.details.map((d: { kind: string; category: string; points: number; turnover: number }) => [d.kind, d.category, d.points, d.turnover]).sort()).toEqual([
      ['EARN', 'LIVE', 2, 40_000],
      ['EARN', 'RNG', 25, 250_000],
    ]);
    // Read again (and in parallel): nothing is credited twice.
    await Promise.all([overview(m), mall(m), overview(m)]);
    expect(await balance(m)).toBe(27);
    // The LIVE remainder (฿100) plus ฿100 more makes one more point.
    await bet(m.id, 10_000n, 'LIVE');
    expect(await balance(m)).toBe(28);
  });
});

describe('points mall redeem', () => {
  it('pays a bonus-credit item as a bonus (APPROVED, grant key points-redeem:<id>) and takes the points', async () => {
    const m = await payingMember(t);
    await bet(m.id, 300_000n); // 30 points
    const items = (await mall(m, 'TY')).json();
    expect(items.balance).toBe(30);
    expect(items.items.find((i: { code: string }) => i.code === 'BONUS_20')).toMatchObject({ kind: 'BONUS', name: 'เครดิตโบนัส 20 บาท', points: 20, bonusAmount: 2_000, currency: 'THB' });
    const res = await redeem(m, 'BONUS_20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ balance: 10, replayed: false, redeem: { status: 'APPROVED', points: 20, amount: 2_000, quantity: 1, itemName: '฿20 bonus credit' }, bonus: { source: 'POINTS', amount: 2_000 } });
    expect(body.redeem.reference).toMatch(/^PM\d{8}$/);
    // The bonus names the item in every language it has, for each member to read in theirs.
    expect(body.bonus.titleParts).toMatchObject({ key: 'POINTS', names: { EN: '฿20 bonus credit', TY: 'เครดิตโบนัส 20 บาท' } });
    const bonus = await t.app.db.selectFrom('reward_bonuses').select(['grant_key']).where('id', '=', BigInt(body.bonus.id)).executeTakeFirstOrThrow();
    expect(bonus.grant_key).toBe(`points-redeem:${body.redeem.id}`);
    expect(await bonusBalance(m)).toBe(2_000);
    const o = (await overview(m)).json();
    expect(o).toMatchObject({ balance: 10, earned: 30, spent: 20 });
    expect(o.redeems[0]).toMatchObject({ id: body.redeem.id, status: 'APPROVED' });
    expect(o.details[0]).toMatchObject({ kind: 'REDEEM', points: -20, reference: body.redeem.reference });
  });

  it('a retried requestId returns the first redeem and takes nothing more', async () => {
    const m = await payingMember(t);
    await bet(m.id, 500_000n); // 50
    const requestId = newId();
    const [a, b] = await Promise.all([redeem(m, 'BONUS_20', { requestId }), redeem(m, 'BONUS_20', { requestId })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().replayed, b.json().replayed].sort()).toEqual([false, true]);
    expect(a.json().redeem.id).toBe(b.json().redeem.id);
    expect(await balance(m)).toBe(30);
    expect(await bonusBalance(m)).toBe(2_000);
  });

  it('refuses a wrong payment password (403, nothing changes) and locks after 10 wrong in a row (429)', async () => {
    const m = await payingMember(t);
    await bet(m.id, 300_000n);
    const wrong = await redeem(m, 'BONUS_20', { password: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INVALID');
    expect(await redeemCount(m.id)).toBe(0);
    expect(await balance(m)).toBe(30);
    for (let i = 0; i < 9; i++) expect((await redeem(m, 'BONUS_20', { password: '000000' })).statusCode).toBe(403);
    const locked = await redeem(m, 'BONUS_20');
    expect(locked.statusCode).toBe(429);
    expect(await redeemCount(m.id)).toBe(0);
    expect(await bonusBalance(m)).toBe(0);
    // A member without a payment password cannot redeem either.
    const none = await payingMember(t, { paymentPassword: null });
    await bet(none.id, 300_000n);
    expect((await redeem(none, 'BONUS_20')).statusCode).toBe(403);
  });

  it('refuses a plain (unencrypted) body, too few points, too many items and an unknown item with 4xx and writes nothing', async () => {
    const m = await payingMember(t);
    await bet(m.id, 300_000n); // 30
    const items = (await mall(m)).json().items as { id: string; code: string }[];
    const plain = await t.app.inject({ method: 'POST', url: '/api/v1/points/redeem', headers: m.headers, payload: { itemId: items[0]!.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: newId() } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const poor = await redeem(m, 'BONUS_20', { quantity: 2 });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ code: 'POINTS_INSUFFICIENT', details: { balance: 30, required: 40 } });
    expect((await redeem(m, 'BONUS_20', { quantity: 11 })).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/points/redeem', headers: m.headers, payload: await sealFor(t.app, { itemId: '999999', quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: newId() }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('POINT_ITEM_NOT_FOUND');
    expect(await redeemCount(m.id)).toBe(0);
    expect(await balance(m)).toBe(30);
  });

  it('never lets concurrent redeems spend more points than the member has', async () => {
    const m = await payingMember(t);
    await bet(m.id, 500_000n); // 50 points: two ฿20 items at most
    const results = await Promise.all(Array.from({ length: 6 }, () => redeem(m, 'BONUS_20')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await balance(m)).toBe(10);
    expect(await redeemCount(m.id)).toBe(2);
    expect(await bonusBalance(m)).toBe(4_000);
    const account = await t.app.db.selectFrom('point_accounts').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ balance: 10n, earned: 50n, spent: 40n });
  });

  it('keeps a physical item IN_PROCESS until an operator approves it; a rejected one refunds the points and the stock', async () => {
    const m = await payingMember(t);
    await bet(m.id, 6_000_000n); // 600 points
    const stockOf = async () => ((await mall(m)).json().items as { code: string; stock: number | null }[]).find((i) => i.code === 'TSHIRT')!.stock!;
    const stock = await stockOf();
    const a = (await redeem(m, 'TSHIRT')).json();
    const b = (await redeem(m, 'TSHIRT')).json();
    expect(a.redeem).toMatchObject({ status: 'IN_PROCESS', kind: 'PHYSICAL', points: 300, amount: null });
    expect(a.bonus).toBeNull();
    expect(await balance(m)).toBe(0);
    expect(await stockOf()).toBe(stock - 2);
    const admin = await signedInOperator(t, 'admin');
    const finance = await signedInOperator(t, 'finance');
    const queue = await t.app.inject({ method: 'GET', url: '/api/v1/operator/points/redeems?status=IN_PROCESS', headers: admin.headers });
    expect(queue.json().list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([a.redeem.id, b.redeem.id]));
    expect(queue.json().list.find((r: { id: string }) => r.id === a.redeem.id)).toMatchObject({ memberId: m.id, username: m.username });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/points/redeems', headers: finance.headers })).statusCode).toBe(403);
    const approve = await t.app.inject({ method: 'POST', url: `/api/v1/operator/points/redeems/${a.redeem.id}/approve`, headers: admin.headers, payload: {} });
    expect(approve.json()).toMatchObject({ status: 'APPROVED', memberId: m.id });
    const rejects = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/v1/operator/points/redeems/${b.redeem.id}/reject`, headers: admin.headers, payload: { remark: 'Out of size L' } })),
    );
    expect(rejects.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/points/redeems/${a.redeem.id}/reject`, headers: admin.headers, payload: {} })).json().code).toBe('POINT_REDEEM_DECIDED');
    const o = (await overview(m)).json();
    expect(o).toMatchObject({ balance: 300, spent: 300 });
    expect(o.details[0]).toMatchObject({ kind: 'REFUND', points: 300, reference: b.redeem.reference });
    expect(o.redeems.find((r: { id: string }) => r.id === b.redeem.id)).toMatchObject({ status: 'REJECTED', remark: 'Out of size L' });
    expect(await stockOf()).toBe(stock - 1);
  });

  it('refuses an item that is out of stock', async () => {
    const m = await payingMember(t);
    await bet(m.id, 500_000_000n); // 50,000 points
    const res = await redeem(m, 'PHONE', { quantity: 4 }); // 3 in stock
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('POINT_ITEM_OUT_OF_STOCK');
    expect(await redeemCount(m.id)).toBe(0);
  });
});

describe('access', () => {
  it('refuses visitors (401), trial accounts (403) and works only with the POINTS_SYSTEM flag', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/points' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/points/mall' })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    expect((await overview(trial)).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    const m = await payingMember(t);
    await bet(m.id, 300_000n);
    const items = (await mall(m)).json().items as { id: string }[];
    await t.app.site.setFlag(WhitelabelFlag.POINTS_SYSTEM, false);
    try {
      expect((await overview(m)).json().code).toBe('FEATURE_DISABLED');
      expect((await mall(m)).statusCode).toBe(403);
      const payload = await sealFor(t.app, { itemId: items[0]!.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: newId() });
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/points/redeem', headers: m.headers, payload })).statusCode).toBe(403);
    } finally {
      await t.app.site.setFlag(WhitelabelFlag.POINTS_SYSTEM, true);
    }
    expect(await redeemCount(m.id)).toBe(0);
  });

  it('refuses a bonus item to a member in a time-out (403 BONUS_EXCLUDED) and takes no points', async () => {
    const m = await payingMember(t);
    await bet(m.id, 300_000n);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/protection/time-out', headers: m.headers, payload: { period: '7D' } })).statusCode).toBe(200);
    const res = await redeem(m, 'BONUS_20');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BONUS_EXCLUDED');
    expect(await balance(m)).toBe(30);
  });

  it('documents the routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.paths['/api/v1/points'].get).toBeDefined();
    expect(doc.paths['/api/v1/points/mall'].get).toBeDefined();
    expect(doc.paths['/api/v1/points/redeem'].post.requestBody).toBeDefined();
  });
});
