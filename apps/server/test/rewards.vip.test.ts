import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './factories.ts';
import { signedInOperator } from './payments.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** VIP levels (docs/rewards.md): requirements, progress, level-up bonus once per level. PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(async () => {
  expect(await t.app.wallet.check()).toMatchObject({ ok: true });
  await t.close();
}, 120_000);

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function bet(memberId: number, stake: bigint, status: 'SETTLED' | 'PENDING' = 'SETTLED') {
  const placedAt = new Date(Date.now() - 60_000);
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: randomUUID(),
    vendor: 'PG',
    gameCode: 'PG_TEST',
    category: 'RNG',
    stake,
    payout: 0n,
    currency: 'THB',
    status,
    placedAt,
    settledAt: status === 'SETTLED' ? placedAt : null,
  });
}

async function deposit(memberId: number, amount: bigint) {
  await t.app.wallet.transfer({ idempotencyKey: `test-deposit:${randomUUID()}`, from: { system: 'PAYMENT_CLEARING' }, to: { member: memberId }, amount, currency: 'THB', kind: 'DEPOSIT' });
}

const vip = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/vip', headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const bonuses = async (m: Member) => (await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: m.headers })).json();

describe('VIP levels', () => {
  it('starts a new member at level 0 with progress to level 1 and every level listed', async () => {
    const m = await signedInMember(t.app.db);
    const body = await vip(m);
    expect(body).toMatchObject({ level: 0, turnover: 0, deposits: 0, newlyGranted: 0, bonusesPaused: false, next: { level: 1, turnover: { current: 0, required: 100_000, percent: 0 } } });
    expect(body.levels).toHaveLength(5);
    expect(body.levels.map((l: { status: string }) => l.status)).toEqual(['NEXT', 'LOCKED', 'LOCKED', 'LOCKED', 'LOCKED']);
  });

  it('needs both requirements: turnover alone does not reach a level', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 150_000n);
    await bet(m.id, 500_000n, 'PENDING');
    await deposit(m.id, 25_000n);
    const body = await vip(m);
    expect(body.level).toBe(0);
    expect(body.turnover).toBe(150_000);
    expect(body.next).toMatchObject({ level: 1, turnover: { percent: 100 }, deposit: { current: 25_000, required: 50_000, percent: 50 } });
    expect((await bonuses(m)).active).toHaveLength(0);
  });

  it('reaches a level and grants its level-up bonus once, however often the page is read', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n);
    await deposit(m.id, 50_000n);
    const first = await vip(m);
    expect(first).toMatchObject({ level: 1, newlyGranted: 1_800, next: { level: 2 } });
    expect(first.levels[0]).toMatchObject({ code: 'BRONZE', status: 'REACHED', levelUpBonus: 1_800 });
    expect(first.levels[0].bonusId).not.toBeNull();
    const again = await vip(m);
    expect(again).toMatchObject({ level: 1, newlyGranted: 0 });
    expect(again.levels[0].bonusId).toBe(first.levels[0].bonusId);
    const b = await bonuses(m);
    expect(b.active).toHaveLength(1);
    expect(b.active[0]).toMatchObject({ source: 'VIP', amount: 1_800, wagering: { required: 1_800 } });
    // The title's parts: the web names the level in the member's language (docs/rewards.md, "Titles").
    expect(b.active[0]).toMatchObject({ title: 'VIP Bronze level-up bonus', titleParts: { key: 'VIP_LEVEL_UP', level: 'BRONZE' } });
  });

  it('grants every level passed on a jump, each once, also under parallel reads', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 5_000_000n);
    await deposit(m.id, 1_000_000n);
    const reads = await Promise.all(Array.from({ length: 6 }, () => vip(m)));
    expect(reads.every((r) => r.level === 3)).toBe(true);
    expect(reads.reduce((s, r) => s + r.newlyGranted, 0)).toBe(1_800 + 8_800 + 28_800);
    const b = await bonuses(m);
    expect(b.active.map((x: { amount: number }) => x.amount).sort((a: number, c: number) => a - c)).toEqual([1_800, 8_800, 28_800]);
    expect(b.bonusBalance).toBe(39_400);
  });

  it('keeps a reached level when the figures later fall (a voided bet)', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n);
    await deposit(m.id, 50_000n);
    expect((await vip(m)).level).toBe(1);
    await t.app.db.updateTable('bet_records').set({ status: 'CANCELLED' }).where('member_id', '=', m.id).execute();
    const later = await vip(m);
    expect(later).toMatchObject({ level: 1, turnover: 0, newlyGranted: 0 });
    expect((await bonuses(m)).active).toHaveLength(1);
  });

  it('refuses visitors (401) and trial accounts (403 TRIAL_NOT_ALLOWED)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rewards/vip' })).statusCode).toBe(401);
    const trial = await signedInMember(t.app.db, { type: 4 });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/vip', headers: trial.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('keeps counting the level of a member in a time-out but pays no level-up bonus during it', async () => {
    const m = await signedInMember(t.app.db);
    await bet(m.id, 100_000n);
    await deposit(m.id, 50_000n);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/protection/time-out', headers: m.headers, payload: { period: '7D' } })).statusCode).toBe(200);
    const body = await vip(m);
    expect(body).toMatchObject({ level: 1, newlyGranted: 0, bonusesPaused: true });
    expect(body.levels[0]).toMatchObject({ status: 'REACHED', bonusId: null });
    expect((await bonuses(m)).active).toHaveLength(0);
  });

  it('documents the route in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.paths['/api/v1/rewards/vip'].get.responses['200']).toBeDefined();
  });
});

describe('operator VIP levels', () => {
  it('lets an admin add the next level and edit one; gaps, falling requirements and a reused code are refused', async () => {
    const admin = await signedInOperator(t, 'admin');
    const put = (level: number, body: object) => t.app.inject({ method: 'PUT', url: `/api/v1/operator/vip/levels/${level}`, headers: admin.headers, payload: body });
    const crown = { code: 'CROWN', name: 'Crown', minTurnover: 500_000_000, minDeposit: 100_000_000, levelUpBonus: 888_800 };
    expect((await put(7, crown)).statusCode).toBe(400);
    expect((await put(6, { ...crown, minTurnover: 1_000 })).statusCode).toBe(400);
    expect((await put(6, { ...crown, code: 'GOLD' })).statusCode).toBe(409);
    const added = await put(6, crown);
    expect(added.statusCode).toBe(200);
    expect(added.json().levels).toHaveLength(6);
    const edited = await put(1, { code: 'BRONZE', name: 'Bronze', minTurnover: 100_000, minDeposit: 50_000, levelUpBonus: 2_000 });
    expect(edited.json().levels[0]).toMatchObject({ level: 1, levelUpBonus: 2_000, wageringMultiplier: 1, validDays: 30 });
    const m = await signedInMember(t.app.db);
    const body = await vip(m);
    expect(body.levels).toHaveLength(6);
    expect(body.levels[0].levelUpBonus).toBe(2_000);
    // Back to the demo table for the other tests.
    await put(1, { code: 'BRONZE', name: 'Bronze', minTurnover: 100_000, minDeposit: 50_000, levelUpBonus: 1_800 });
    await t.app.db.deleteFrom('vip_levels').where('level', '=', 6).execute();
  });
});
