import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissionsRepository } from '../src/modules/missions/repository.ts';
import { MissionsService } from '../src/modules/missions/service.ts';
import { signedInMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Missions and leaderboard (docs/rewards.md): progress from the reporting rollups, claim once per period, weekly ranking. PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const get = (m: Member, url: string) => t.app.inject({ method: 'GET', url, headers: m.headers });
const post = (m: Member, url: string) => t.app.inject({ method: 'POST', url, headers: m.headers });

async function bet(memberId: number, stake: bigint, opts: { category?: string; status?: 'SETTLED' | 'PENDING' | 'CANCELLED'; at?: Date } = {}) {
  const placedAt = opts.at ?? new Date();
  const status = opts.status ?? 'SETTLED';
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: randomUUID(),
    vendor: 'PG',
    gameCode: 'PG_TEST',
    category: opts.category ?? 'RNG',
    stake,
    payout: 0n,
    currency: 'THB',
    status,
    placedAt,
    settledAt: status === 'SETTLED' ? placedAt : null,
  });
}

async function deposit(memberId: number, amount: bigint) {
  await t.app.wallet.transfer({ idempotencyKey: `test-dep:${randomUUID()}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: memberId }, amount, currency: 'THB', kind: 'DEPOSIT' });
}

async function missionId(code: string): Promise<string> {
  const r = await t.app.db.selectFrom('missions').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return r.id.toString();
}

const bonusBalance = async (m: Member) => (await get(m, '/api/v1/bonuses')).json().bonusBalance as number;
const find = (list: { daily: { code: string }[]; weekly: { code: string }[] }, code: string) => [...list.daily, ...list.weekly].find((x) => x.code === code) as Record<string, unknown>;

describe('progress', () => {
  it('equals what was bet: placed bets (not cancelled), settled turnover per category, deposits', async () => {
    const m = await signedInMember(t.app.db);
    for (let i = 0; i < 6; i++) await bet(m.id, 10_000n); // 6 × 100.00 in slots
    await bet(m.id, 25_000n, { category: 'LIVE' }); // counts for all-category turnover, not for slots
    await bet(m.id, 5_000n, { status: 'PENDING' }); // a bet, not yet valid turnover
    await bet(m.id, 99_000n, { status: 'CANCELLED' }); // nothing
    await deposit(m.id, 4_000n);
    const res = await get(m, '/api/v1/rewards/missions');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(find(body, 'daily-bets-10')).toMatchObject({ progress: 8, target: 10, percent: 80, completed: false, claimable: false });
    expect(find(body, 'daily-turnover-500')).toMatchObject({ progress: 85_000, target: 50_000, percent: 100, completed: true, claimable: true, prize: 2000 });
    expect(find(body, 'weekly-slots-1000')).toMatchObject({ progress: 60_000, target: 100_000, percent: 60, completed: false, category: 'RNG' });
    expect(find(body, 'weekly-deposit')).toMatchObject({ progress: 4_000, target: 10_000, percent: 40 });
    expect(find(body, 'weekly-bets-100')).toMatchObject({ progress: 8 });
    expect(body.claimableCount).toBe(1);
    expect(body.timeZone).toBe('Asia/Bangkok');
  });

  it('is read exactly after the rollup job ran too (rolled-up hours plus new bets)', async () => {
    const m = await signedInMember(t.app.db);
    for (let i = 0; i < 4; i++) await bet(m.id, 1_000n);
    await t.app.reporting.rollup();
    for (let i = 0; i < 3; i++) await bet(m.id, 1_000n);
    const body = (await get(m, '/api/v1/rewards/missions')).json();
    expect(find(body, 'daily-bets-10')).toMatchObject({ progress: 7 });
    expect(find(body, 'daily-turnover-500')).toMatchObject({ progress: 7_000 });
  });
});

describe('claim', () => {
  it('pays a completed mission once: the bonus holds the prize, a retry returns the same bonus, the badge count drops', async () => {
    const m = await signedInMember(t.app.db);
    for (let i = 0; i < 10; i++) await bet(m.id, 1_000n);
    const id = await missionId('daily-bets-10');
    expect((await get(m, '/api/v1/rewards/missions')).json().claimableCount).toBe(1);
    const first = await post(m, `/api/v1/rewards/missions/${id}/claim`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ replayed: false, mission: { code: 'daily-bets-10', claimed: true, claimable: false, progress: 10 } });
    const again = await post(m, `/api/v1/rewards/missions/${id}/claim`);
    expect(again.json()).toMatchObject({ replayed: true, bonusId: first.json().bonusId });
    expect(await bonusBalance(m)).toBe(1000);
    const list = (await get(m, '/api/v1/rewards/missions')).json();
    expect(list.claimableCount).toBe(0);
    expect(find(list, 'daily-bets-10')).toMatchObject({ claimed: true, claimable: false, bonusId: first.json().bonusId });
    const bonuses = (await get(m, '/api/v1/bonuses')).json();
    expect(bonuses.active).toHaveLength(1);
    expect(bonuses.active[0]).toMatchObject({ source: 'MISSION', amount: 1000 });
  });

  it('pays once under 6 concurrent claims', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 60_000n);
    const id = await missionId('daily-turnover-500');
    const all = await Promise.all(Array.from({ length: 6 }, () => post(m, `/api/v1/rewards/missions/${id}/claim`)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.json().bonusId)).size).toBe(1);
    expect(all.filter((r) => r.json().replayed === false)).toHaveLength(1);
    expect(await bonusBalance(m)).toBe(2000);
    const grants = await t.app.db.selectFrom('reward_bonuses').select(sql<string>`count(*)`.as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(1);
  });

  it('refuses an incomplete mission with 409 MISSION_INCOMPLETE and its progress, and pays nothing', async () => {
    const m = await signedInMember(t.app.db);
    for (let i = 0; i < 3; i++) await bet(m.id, 1_000n);
    const res = await post(m, `/api/v1/rewards/missions/${await missionId('daily-bets-10')}/claim`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MISSION_INCOMPLETE', details: { progress: 3, target: 10 } });
    expect(await bonusBalance(m)).toBe(0);
    expect(await t.app.db.selectFrom('mission_claims').selectAll().where('member_id', '=', m.id).execute()).toHaveLength(0);
  });

  it('refuses visitors (401), trial accounts (403), unknown missions (404) and bad ids (400)', async () => {
    const m = await signedInMember(t.app.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rewards/missions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rewards/leaderboard' })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    expect((await get(trial, '/api/v1/rewards/missions')).json()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED' });
    const unknown = await post(m, '/api/v1/rewards/missions/987654/claim');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MISSION_NOT_FOUND']);
    expect((await post(m, '/api/v1/rewards/missions/abc/claim')).statusCode).toBe(400);
  });
});

describe('period rollover', () => {
  /** The service on the same database with a clock the test moves (brand zone Asia/Bangkok, UTC+7). */
  const at = (iso: string) => new MissionsService(new MissionsRepository(t.app.db), {
    db: t.app.db,
    reporting: t.app.reporting,
    rewards: t.app.rewards,
    currencyOf: async () => 'THB',
    usernames: async () => new Map(),
    timeZone: 'Asia/Bangkok',
    now: () => new Date(iso),
  });

  it('starts a new day at local midnight from zero (a new prize to earn), while the week keeps counting until Monday', async () => {
    const m = await signedInMember(t.app.db);
    // Wednesday 4 March 2026, 10:00 in Bangkok.
    for (let i = 0; i < 10; i++) await bet(m.id, 1_000n, { at: new Date('2026-03-04T03:00:00Z') });
    const wed = at('2026-03-04T03:30:00Z');
    const id = BigInt(await missionId('daily-bets-10'));
    const paid = await wed.claim(m.id, id);
    expect(paid).toMatchObject({ replayed: false, mission: { periodStart: '2026-03-03T17:00:00.000Z', periodEnd: '2026-03-04T17:00:00.000Z' } });
    // 23:59 the same local day still is that day; 00:00 local on Thursday is a new one.
    expect(find(await at('2026-03-04T16:59:00Z').list(m.id), 'daily-bets-10')).toMatchObject({ progress: 10, claimed: true });
    const thu = at('2026-03-04T17:00:00Z');
    expect(find(await thu.list(m.id), 'daily-bets-10')).toMatchObject({ progress: 0, claimed: false, claimable: false, periodStart: '2026-03-04T17:00:00.000Z' });
    expect(find(await thu.list(m.id), 'weekly-bets-100')).toMatchObject({ progress: 10, periodStart: '2026-03-01T17:00:00.000Z' });
    await expect(thu.claim(m.id, id)).rejects.toMatchObject({ statusCode: 409, code: 'MISSION_INCOMPLETE' });
    for (let i = 0; i < 10; i++) await bet(m.id, 1_000n, { at: new Date('2026-03-04T18:00:00Z') });
    const second = await thu.claim(m.id, id);
    expect(second.replayed).toBe(false);
    expect(second.bonusId).not.toBe(paid.bonusId);
    expect(await bonusBalance(m)).toBe(2000);
    // Monday 9 March, 00:00 Bangkok: a new week.
    expect(find(await at('2026-03-08T17:00:00Z').list(m.id), 'weekly-bets-100')).toMatchObject({ progress: 0, periodStart: '2026-03-08T17:00:00.000Z' });
    expect(find(await at('2026-03-08T16:59:59Z').list(m.id), 'weekly-bets-100')).toMatchObject({ progress: 20 });
  });
});

describe('leaderboard', () => {
  it("ranks this week's valid turnover, masks other members' names and shows the caller's rank", async () => {
    const huge = 900_000_000_000n;
    const [a, b, c] = [await signedInMember(t.app.db, { username: `lead${Date.now().toString(36)}a` }), await signedInMember(t.app.db), await signedInMember(t.app.db)];
    await bet(a.id, huge + 3n);
    await bet(b.id, huge + 2n, { category: 'LIVE' });
    await bet(b.id, 500_000n, { status: 'CANCELLED' });
    await bet(c.id, huge + 1n);
    await bet(c.id, huge, { status: 'PENDING' }); // not valid turnover
    const res = await get(b, '/api/v1/rewards/leaderboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries.slice(0, 3).map((e: { validTurnover: number }) => e.validTurnover)).toEqual([Number(huge + 3n), Number(huge + 2n), Number(huge + 1n)]);
    expect(body.entries[0]).toMatchObject({ rank: 1, isMe: false, username: `${a.username.slice(0, 2)}***${a.username.slice(-2)}` });
    expect(body.entries[1]).toMatchObject({ rank: 2, isMe: true, username: b.username });
    expect(body.me).toEqual({ rank: 2, validTurnover: Number(huge + 2n) });
    expect(body.entries.length).toBeLessThanOrEqual(20);
    const fresh = await signedInMember(t.app.db);
    expect((await get(fresh, '/api/v1/rewards/leaderboard')).json().me).toEqual({ rank: null, validTurnover: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents the three routes with their answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.paths['/api/v1/rewards/missions'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/rewards/missions/{id}/claim'].post.responses['409']).toBeDefined();
    expect(doc.paths['/api/v1/rewards/leaderboard'].get.responses['200']).toBeDefined();
  });
});
