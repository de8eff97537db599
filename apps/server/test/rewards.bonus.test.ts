import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, recordTestBet } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './payments.fixtures.ts';

/** The bonus model on the ledger (docs/rewards.md): grants, progress, conversion once, forfeits, reward centre. Runs on PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const terms = (over: Partial<{ wageringMultiplier: number; validDays: number; maxCashout: bigint | null; categories: string[] }> = {}) => ({
  wageringMultiplier: 5,
  validDays: 7,
  maxCashout: null,
  categories: [] as string[],
  ...over,
});

async function grant(m: { id: number }, amount = 10_000n, over: Parameters<typeof terms>[0] = {}, key: string = randomUUID()) {
  return t.app.rewards.grant({ memberId: m.id, source: 'REWARD', sourceRef: 'test', grantKey: key, title: 'Test bonus', amount, currency: 'THB', terms: terms(over) });
}

/** A settled bet placed `afterMs` after `since` (valid turnover = its stake). */
async function bet(memberId: number, stake: bigint, since: Date, category = 'RNG', status: 'SETTLED' | 'PENDING' | 'CANCELLED' = 'SETTLED', afterMs = 1) {
  await recordTestBet(t.app, { memberId, stake, category, status, placedAt: new Date(since.getTime() + afterMs) });
}

const wallet = async (memberId: number) => (await t.app.wallet.balanceOf(memberId, 'THB')).balance;
const get = (m: Member, url: string) => t.app.inject({ method: 'GET', url, headers: m.headers });
const post = (m: Member, url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url, headers: m.headers, payload: payload as object });

describe('grant', () => {
  it('pays a grant key once: a retry returns the first bonus, the bonus balance holds the money, the wallet does not', async () => {
    const m = await signedInMember(t.app.db);
    const key = `k-${randomUUID()}`;
    const first = await grant(m, 10_000n, {}, key);
    const again = await grant(m, 10_000n, {}, key);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true });
    expect(again.bonus.id).toBe(first.bonus.id);
    const body = (await get(m, '/api/v1/bonuses')).json();
    expect(body.active).toHaveLength(1);
    expect(body.bonusBalance).toBe(10_000);
    expect(body.active[0]).toMatchObject({ amount: 10_000, status: 'ACTIVE', wagering: { required: 50_000, progress: 0, percent: 0, met: false } });
    expect(await wallet(m.id)).toBe(0n);
    const grants = await t.app.db.selectFrom('ledger_transfers').select(sql<string>`count(*)`.as('n')).where('idempotency_key', '=', `bonus-grant:${key}`).executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(1);
  });

  it('refuses the same key for a different grant (409 DUPLICATE_TRANSACTION) and writes nothing', async () => {
    const m = await signedInMember(t.app.db);
    const key = `d-${randomUUID()}`;
    await grant(m, 10_000n, {}, key);
    await expect(grant(m, 20_000n, {}, key)).rejects.toMatchObject({ statusCode: 409, code: 'DUPLICATE_TRANSACTION' });
    expect((await get(m, '/api/v1/bonuses')).json().bonusBalance).toBe(10_000);
  });

  it('grants the same key in parallel once', async () => {
    const m = await signedInMember(t.app.db);
    const key = `p-${randomUUID()}`;
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => grant(m, 5_000n, {}, key)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.filter((r) => !r.value.replayed)).toHaveLength(1);
    expect((await get(m, '/api/v1/bonuses')).json().active).toHaveLength(1);
  });
});

describe('wagering and conversion', () => {
  it('measures progress from valid turnover in eligible categories after the grant only', async () => {
    const m = await signedInMember(t.app.db);
    const before = new Date(Date.now() - 60_000);
    await bet(m.id, 100_000n, before, 'RNG'); // before the grant: does not count
    const { bonus } = await grant(m, 10_000n, { wageringMultiplier: 2, categories: ['RNG', 'FISH'] });
    await bet(m.id, 5_000n, bonus.granted_at, 'RNG');
    await bet(m.id, 2_500n, bonus.granted_at, 'FISH');
    await bet(m.id, 50_000n, bonus.granted_at, 'LIVE'); // not eligible
    await bet(m.id, 50_000n, bonus.granted_at, 'RNG', 'PENDING'); // not valid yet
    await bet(m.id, 50_000n, bonus.granted_at, 'RNG', 'CANCELLED');
    const [b] = (await get(m, '/api/v1/bonuses')).json().active;
    expect(b.wagering).toEqual({ required: 20_000, progress: 7_500, percent: 37, met: false });
    expect(b.categories).toEqual(['RNG', 'FISH']);
  });

  it('refuses conversion before the requirement is met (409 WAGERING_NOT_MET) and moves nothing', async () => {
    const m = await signedInMember(t.app.db);
    const { bonus } = await grant(m, 10_000n, { wageringMultiplier: 1 });
    await bet(m.id, 9_999n, bonus.granted_at);
    const res = await post(m, `/api/v1/bonuses/${bonus.id}/convert`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WAGERING_NOT_MET', details: { required: 10_000, progress: 9_999 } });
    expect(await wallet(m.id)).toBe(0n);
  });

  it('converts once when met; a retry returns the same result and pays nothing more', async () => {
    const m = await signedInMember(t.app.db);
    const { bonus } = await grant(m, 10_000n, { wageringMultiplier: 1 });
    await bet(m.id, 10_000n, bonus.granted_at);
    const first = await post(m, `/api/v1/bonuses/${bonus.id}/convert`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ paid: 10_000, bonus: { status: 'CONVERTED', convertedAmount: 10_000, forfeitedAmount: 0, wagering: { percent: 100, met: true } } });
    const again = await post(m, `/api/v1/bonuses/${bonus.id}/convert`);
    expect(again.json()).toMatchObject({ paid: 10_000 });
    expect(await wallet(m.id)).toBe(10_000n);
    const body = (await get(m, '/api/v1/bonuses')).json();
    expect(body.active).toHaveLength(0);
    expect(body.history[0]).toMatchObject({ status: 'CONVERTED' });
  });

  it('converts once under 10 parallel requests', async () => {
    const m = await signedInMember(t.app.db);
    const { bonus } = await grant(m, 7_000n, { wageringMultiplier: 1 });
    await bet(m.id, 7_000n, bonus.granted_at);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(m, `/api/v1/bonuses/${bonus.id}/convert`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await wallet(m.id)).toBe(7_000n);
    const converts = await t.app.db.selectFrom('ledger_transfers').select(sql<string>`count(*)`.as('n')).where('idempotency_key', '=', `bonus-convert:${bonus.id}`).executeTakeFirstOrThrow();
    expect(Number(converts.n)).toBe(1);
  });

  it('pays at most the max cash-out and forfeits the rest explicitly (reason MAX_CASHOUT)', async () => {
    const m = await signedInMember(t.app.db);
    const { bonus } = await grant(m, 10_000n, { wageringMultiplier: 0, maxCashout: 4_000n });
    const res = await post(m, `/api/v1/bonuses/${bonus.id}/convert`);
    expect(res.json()).toMatchObject({ paid: 4_000, bonus: { convertedAmount: 4_000, forfeitedAmount: 6_000, forfeitReason: 'MAX_CASHOUT' } });
    expect(await wallet(m.id)).toBe(4_000n);
  });

  it('the settle job converts met bonuses and forfeits expired ones, shown in history with the reason', async () => {
    const m = await signedInMember(t.app.db);
    const met = await grant(m, 3_000n, { wageringMultiplier: 1 });
    await bet(m.id, 3_000n, met.bonus.granted_at);
    const expired = await grant(m, 5_000n, { wageringMultiplier: 10 });
    await t.app.db
      .updateTable('reward_bonuses')
      .set({ granted_at: sql`now() - interval '8 days'`, expires_at: sql`now() - interval '1 day'` })
      .where('id', '=', expired.bonus.id)
      .execute();
    const running = await grant(m, 1_000n, { wageringMultiplier: 10 });
    await t.app.jobs.runNow('rewards.settle');
    await t.app.jobs.runNow('rewards.settle'); // twice: nothing more happens
    const body = (await get(m, '/api/v1/bonuses')).json();
    expect(body.active.map((b: { id: string }) => b.id)).toEqual([running.bonus.id.toString()]);
    const byId = new Map(body.history.map((b: { id: string }) => [b.id, b]));
    expect(byId.get(met.bonus.id.toString())).toMatchObject({ status: 'CONVERTED', convertedAmount: 3_000 });
    expect(byId.get(expired.bonus.id.toString())).toMatchObject({ status: 'FORFEITED', forfeitedAmount: 5_000, forfeitReason: 'EXPIRED' });
    expect(await wallet(m.id)).toBe(3_000n);
    // A forfeited bonus can no longer be converted.
    expect((await post(m, `/api/v1/bonuses/${expired.bonus.id}/convert`)).json()).toMatchObject({ code: 'BONUS_NOT_ACTIVE' });
  });
});

describe('reward centre', () => {
  async function offer(memberId: number, amount = 2_000) {
    const op = await signedInOperator(t, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operator/rewards',
      headers: op.headers,
      payload: { memberId, title: 'Weekend gift', amount, key: `gift-${randomUUID()}`, terms: { wageringMultiplier: 3, validDays: 3, maxCashout: null, categories: ['LIVE'] } },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string };
  }

  it('lists a claimable reward with a badge count, claims it into a bonus once (also in parallel)', async () => {
    const m = await signedInMember(t.app.db);
    const r = await offer(m.id);
    const list = (await get(m, '/api/v1/rewards')).json();
    expect(list.count).toBe(1);
    expect(list.claimable[0]).toMatchObject({ id: r.id, status: 'CLAIMABLE', amount: 2_000, terms: { wageringMultiplier: 3, categories: ['LIVE'] } });
    const claims = await Promise.all(Array.from({ length: 6 }, () => post(m, `/api/v1/rewards/${r.id}/claim`)));
    expect(claims.map((c) => c.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(claims.map((c) => c.json().bonus.id)).size).toBe(1);
    expect(claims[0]!.json()).toMatchObject({ reward: { status: 'CLAIMED' }, bonus: { amount: 2_000, wagering: { required: 6_000 }, categories: ['LIVE'] } });
    const bonuses = (await get(m, '/api/v1/bonuses')).json();
    expect(bonuses.active).toHaveLength(1);
    expect(bonuses.bonusBalance).toBe(2_000);
    expect((await get(m, '/api/v1/rewards')).json()).toMatchObject({ count: 0, history: [{ status: 'CLAIMED' }] });
  });

  it("a member can neither read, claim nor convert another member's reward or bonus", async () => {
    const owner = await signedInMember(t.app.db);
    const other = await signedInMember(t.app.db);
    const r = await offer(owner.id);
    expect((await get(other, '/api/v1/rewards')).json().count).toBe(0);
    const claim = await post(other, `/api/v1/rewards/${r.id}/claim`);
    expect(claim.statusCode).toBe(404);
    expect(claim.json().code).toBe('REWARD_NOT_FOUND');
    const { bonus } = await grant(owner, 1_000n, { wageringMultiplier: 0 });
    const convert = await post(other, `/api/v1/bonuses/${bonus.id}/convert`);
    expect(convert.statusCode).toBe(404);
    expect(convert.json().code).toBe('BONUS_NOT_FOUND');
    expect((await get(other, '/api/v1/bonuses')).json().active).toHaveLength(0);
    expect(await wallet(other.id)).toBe(0n);
  });

  it('refuses an expired claim window (409), visitors (401), trial accounts (403 TRIAL_NOT_ALLOWED) and bad ids (400)', async () => {
    const m = await signedInMember(t.app.db);
    const r = await offer(m.id);
    await t.app.db.updateTable('reward_offers').set({ claim_until: sql`now() - interval '1 minute'` }).where('id', '=', BigInt(r.id)).execute();
    const late = await post(m, `/api/v1/rewards/${r.id}/claim`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REWARD_NOT_CLAIMABLE');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rewards' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bonuses' })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    const refused = await get(trial, '/api/v1/rewards');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_NOT_ALLOWED');
    for (const url of ['/api/v1/rewards/abc/claim', '/api/v1/rewards/0/claim', "/api/v1/bonuses/1'/convert"]) expect((await post(m, url)).statusCode).toBe(400);
  });

  it('operator endpoints need an admin operator', async () => {
    const m = await signedInMember(t.app.db);
    const payload = { memberId: m.id, title: 'x', amount: 1, key: `k-${randomUUID()}`, terms: terms({ maxCashout: null }) };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/rewards', payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/rewards', headers: m.headers, payload })).statusCode).toBe(401);
    const finance = await signedInOperator(t, 'finance');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/rewards', headers: finance.headers, payload })).statusCode).toBe(403);
  });
});
