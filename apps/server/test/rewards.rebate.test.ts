import { randomUUID } from 'node:crypto';
import { WhitelabelFlag } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, recordTestBet } from './factories.ts';
import { signedInOperator } from './payments.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Manual rebate (docs/rewards.md): rate × valid turnover per category, claimed once as a 1× bonus. PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** A bet of `stake` placed `agoMs` before now (valid turnover when settled). */
async function bet(memberId: number, stake: bigint, category = 'RNG', status: 'SETTLED' | 'PENDING' | 'CANCELLED' = 'SETTLED', agoMs = 60_000) {
  await recordTestBet(t.app, { memberId, stake, category, status, placedAt: new Date(Date.now() - agoMs) });
}

const get = (m: Member, url = '/api/v1/rewards/rebate') => t.app.inject({ method: 'GET', url, headers: m.headers });
const claim = (m: Member, requestId: string = randomUUID().replaceAll('-', '')) =>
  t.app.inject({ method: 'POST', url: '/api/v1/rewards/rebate/claim', headers: m.headers, payload: { requestId } });
const line = (body: { lines: { category: string }[] }, category: string) => body.lines.find((l) => l.category === category);
const bonusBalance = async (m: Member) => (await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: m.headers })).json().bonusBalance as number;
const wallet = async (memberId: number) => (await t.app.wallet.balanceOf(memberId, 'THB')).balance;
const claimCount = async (memberId: number) =>
  Number((await t.app.db.selectFrom('rebate_claims').select(sql<string>`count(*)`.as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);

describe('rebate overview', () => {
  it('shows rate × settled turnover per category; pending, cancelled and other members’ bets do not count', async () => {
    const m = await signedInMember(t.app.db);
    const other = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'RNG'); // 0.8 % → 800
    await bet(m.id, 50_000n, 'LIVE'); // 0.5 % → 250
    await bet(m.id, 70_000n, 'RNG', 'PENDING');
    await bet(m.id, 90_000n, 'LIVE', 'CANCELLED');
    await bet(other.id, 1_000_000n, 'RNG');
    const res = await get(m);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ currency: 'THB', since: null, total: 1_050, history: [], terms: { wageringMultiplier: 1 } });
    expect(line(body, 'RNG')).toEqual({ category: 'RNG', validTurnover: 100_000, rateBp: 80, amount: 800 });
    expect(line(body, 'LIVE')).toEqual({ category: 'LIVE', validTurnover: 50_000, rateBp: 50, amount: 250 });
    expect(line(body, 'FISH')).toMatchObject({ validTurnover: 0, amount: 0 });
  });
});

describe('rebate claim', () => {
  it('grants the rebate as one 1× bonus (not wallet cash), then counts only turnover after it', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'RNG');
    await bet(m.id, 40_000n, 'INHOUSE'); // 1 % → 400
    const res = await claim(m);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.replayed).toBe(false);
    expect(body.claim).toMatchObject({ amount: 1_200, currency: 'THB' });
    expect(body.claim.lines).toHaveLength(2);
    expect(body.bonus).toMatchObject({ source: 'REBATE', amount: 1_200, status: 'ACTIVE', wagering: { required: 1_200, met: false } });
    expect(await bonusBalance(m)).toBe(1_200);
    expect(await wallet(m.id)).toBe(0n);

    const after = (await get(m)).json();
    expect(after.total).toBe(0);
    expect(after.since).toBe(body.claim.claimedAt);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ id: body.claim.id, amount: 1_200, bonusId: body.bonus.id });

    await bet(m.id, 10_000n, 'RNG', 'SETTLED', 1_000);
    expect((await get(m)).json()).toMatchObject({ total: 80 });
    expect(line((await get(m)).json(), 'RNG')).toMatchObject({ validTurnover: 10_000, amount: 80 });
  });

  it('counts a bet placed before a claim but settled after it in the next claim', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'RNG', 'SETTLED', 120_000);
    expect((await claim(m)).statusCode).toBe(200);
    // Settles (is recorded as settled) only now, though placed before the claim.
    await bet(m.id, 25_000n, 'RNG', 'SETTLED', 600_000);
    expect(line((await get(m)).json(), 'RNG')).toMatchObject({ validTurnover: 25_000, amount: 200 });
  });

  it('returns the first claim for a retried requestId and moves money once', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'RNG');
    const requestId = `retry-${randomUUID().slice(0, 12)}`;
    const first = (await claim(m, requestId)).json();
    await bet(m.id, 100_000n, 'RNG');
    const again = await claim(m, requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, claim: { id: first.claim.id, amount: 800 }, bonus: { id: first.bonus.id } });
    expect(await bonusBalance(m)).toBe(800);
    expect(await claimCount(m.id)).toBe(1);
  });

  it('pays once when claims race: one 200, the others 409 REBATE_NOTHING_TO_CLAIM', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 250_000n, 'RNG');
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(m)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('REBATE_NOTHING_TO_CLAIM');
    expect(await bonusBalance(m)).toBe(2_000);
    expect(await claimCount(m.id)).toBe(1);
  });

  it('pays once when one requestId is sent twice at the same time', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'LIVE');
    const results = await Promise.all([claim(m, 'same-request-01'), claim(m, 'same-request-01')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().replayed).sort()).toEqual([false, true]);
    expect(await bonusBalance(m)).toBe(500);
  });

  it('refuses a claim of 0 (409, nothing written), also when the rebate rounds down to 0', async () => {
    const m = await signedInMember(t.app.db);
    const empty = await claim(m);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'REBATE_NOTHING_TO_CLAIM' });
    await bet(m.id, 99n, 'RNG'); // 0.8 % of 0.99 THB → 0
    expect((await claim(m)).statusCode).toBe(409);
    expect(await claimCount(m.id)).toBe(0);
    expect(await bonusBalance(m)).toBe(0);
    // The small turnover is kept, not used up: it adds to the next bets.
    await bet(m.id, 1n, 'RNG');
    expect(line((await get(m)).json(), 'RNG')).toMatchObject({ validTurnover: 100, amount: 0 });
    await bet(m.id, 25n, 'RNG');
    expect((await claim(m)).json().claim).toMatchObject({ amount: 1 });
  });

  it('refuses visitors (401), trial accounts (403), a bad requestId (400) and works only with the MANUAL_REBATE flag', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'RNG');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rewards/rebate' })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    expect((await get(trial)).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    const bad = await claim(m, 'x');
    expect(bad.statusCode).toBe(400);
    await t.app.site.setFlag(WhitelabelFlag.MANUAL_REBATE, false);
    try {
      const off = await get(m);
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('FEATURE_DISABLED');
      expect((await claim(m)).statusCode).toBe(403);
    } finally {
      await t.app.site.setFlag(WhitelabelFlag.MANUAL_REBATE, true);
    }
    expect(await claimCount(m.id)).toBe(0);
    expect((await claim(m)).statusCode).toBe(200);
  });

  it('refuses a member in a time-out (403 BONUS_EXCLUDED) and writes nothing', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n, 'RNG');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/protection/time-out', headers: m.headers, payload: { period: '7D' } })).statusCode).toBe(200);
    const res = await claim(m);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BONUS_EXCLUDED');
    expect(await claimCount(m.id)).toBe(0);
    expect(await bonusBalance(m)).toBe(0);
  });

  it('documents both routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.paths['/api/v1/rewards/rebate'].get).toBeDefined();
    expect(doc.paths['/api/v1/rewards/rebate/claim'].post.requestBody).toBeDefined();
  });
});

describe('operator rebate rates', () => {
  it('lets an admin replace the rate table (audited); new claims use it, a left-out category earns nothing; bad tables are 400', async () => {
    const admin = await signedInOperator(t, 'admin');
    const finance = await signedInOperator(t, 'finance');
    const url = '/api/v1/operator/rebate/rates';
    const original = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json();
    expect(original.rates.find((r: { category: string }) => r.category === 'RNG')).toEqual({ category: 'RNG', rateBp: 80 });
    expect((await t.app.inject({ method: 'GET', url, headers: finance.headers })).statusCode).toBe(403);
    const dup = await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { rates: [{ category: 'RNG', rateBp: 10 }, { category: 'RNG', rateBp: 20 }] } });
    expect(dup.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { rates: [{ category: 'RNG', rateBp: 5000 }] } })).statusCode).toBe(400);
    try {
      const put = await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { rates: [{ category: 'RNG', rateBp: 150 }] } });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ rates: [{ category: 'RNG', rateBp: 150 }] });
      const m = await signedInMember(t.app.db);
      await bet(m.id, 100_000n, 'RNG');
      await bet(m.id, 100_000n, 'LIVE');
      const body = (await get(m)).json();
      expect(body.lines).toEqual([{ category: 'RNG', validTurnover: 100_000, rateBp: 150, amount: 1_500 }]);
      expect(body.total).toBe(1_500);
      const audit = await t.app.db.selectFrom('operator_audit').select('action').where('action', '=', 'rebate.rates').execute();
      expect(audit.length).toBeGreaterThanOrEqual(1);
    } finally {
      await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { rates: original.rates } });
    }
  });
});
