import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import { createMember } from './factories.ts';
import type { TestApp } from './helpers.ts';

/**
 * The console's game, vendor and agent-team reports (issue 18): their figures equal the sums of the bets
 * the test placed (cancelled bets and bets outside the days left out), in JSON and CSV, for the report roles.
 */
let t: TestApp;
let op: SignedInOperator;
beforeAll(async () => {
  t = await buildConsoleApp();
  op = await signedInAs(t, 'risk');
}, 180_000);
afterAll(() => t.close());

const DAY = '2026-03-10';
// Noon in the console's zone (Asia/Bangkok by default, UTC+7) of DAY.
const NOON = new Date(`${DAY}T05:00:00.000Z`);
let ref = 0;
async function bet(memberId: number, vendor: string, gameCode: string, stake: bigint, payout: bigint, opts: { status?: 'SETTLED' | 'PENDING' | 'CANCELLED'; at?: Date } = {}) {
  const status = opts.status ?? 'SETTLED';
  const at = opts.at ?? NOON;
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: `rep-${++ref}`,
    vendor,
    gameCode,
    gameName: `${gameCode} name`,
    category: 'RNG',
    stake,
    payout,
    currency: 'THB',
    status,
    placedAt: at,
    settledAt: status === 'SETTLED' ? at : null,
  });
}

const get = (url: string, who = op) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('game, vendor and agent reports', () => {
  let agentA: number;
  let agentB: number;
  beforeAll(async () => {
    const a = await createMember(t.app.db, { type: 1 });
    const sub = await createMember(t.app.db, { type: 1, parentId: a.id });
    const b = await createMember(t.app.db, { type: 1 });
    const m1 = await createMember(t.app.db, { parentId: a.id });
    const m2 = await createMember(t.app.db, { parentId: sub.id });
    const m3 = await createMember(t.app.db, { parentId: b.id });
    const loner = await createMember(t.app.db);
    await t.app.agents.sync();
    agentA = a.id;
    agentB = b.id;
    await bet(m1.id, 'PG', 'PG_A', 10_000n, 25_000n);
    await bet(m2.id, 'PG', 'PG_A', 5_000n, 0n);
    await bet(m2.id, 'PG', 'PG_B', 2_000n, 0n, { status: 'PENDING' });
    await bet(m3.id, 'JILI', 'JL_X', 7_000n, 1_000n);
    await bet(loner.id, 'JILI', 'JL_X', 3_000n, 0n);
    // Not counted: cancelled, and the day before / after in the console's zone.
    await bet(m1.id, 'PG', 'PG_A', 99_000n, 0n, { status: 'CANCELLED' });
    await bet(m1.id, 'PG', 'PG_A', 11_000n, 0n, { at: new Date(`${DAY}T16:59:59.000Z`) });
    await bet(m1.id, 'PG', 'PG_A', 13_000n, 0n, { at: new Date(`${DAY}T17:00:00.000Z`) });
  });

  it('per game: bets, stake, valid turnover, payout, GGR and players of the day', async () => {
    const res = await get(`/api/v1/operator/reports/games?from=${DAY}&to=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { rows: Record<string, unknown>[]; totals: Record<string, number> };
    expect(body.rows).toEqual([
      { vendor: 'JILI', gameCode: 'JL_X', gameName: 'JL_X name', category: 'RNG', bets: 2, stake: 10_000, validTurnover: 10_000, payout: 1_000, ggr: 9_000, activeMembers: 2 },
      { vendor: 'PG', gameCode: 'PG_A', gameName: 'PG_A name', category: 'RNG', bets: 3, stake: 26_000, validTurnover: 26_000, payout: 25_000, ggr: 1_000, activeMembers: 2 },
      { vendor: 'PG', gameCode: 'PG_B', gameName: 'PG_B name', category: 'RNG', bets: 1, stake: 2_000, validTurnover: 0, payout: 0, ggr: 0, activeMembers: 1 },
    ]);
    expect(body.totals).toEqual({ bets: 6, stake: 38_000, validTurnover: 36_000, payout: 26_000, ggr: 10_000 });
  });

  it('per vendor, and as CSV', async () => {
    const res = await get(`/api/v1/operator/reports/vendors?from=${DAY}&to=${DAY}`);
    expect((res.json() as { rows: unknown[] }).rows).toEqual([
      { vendor: 'JILI', games: 1, bets: 2, stake: 10_000, validTurnover: 10_000, payout: 1_000, ggr: 9_000, activeMembers: 2 },
      { vendor: 'PG', games: 2, bets: 4, stake: 28_000, validTurnover: 26_000, payout: 25_000, ggr: 1_000, activeMembers: 2 },
    ]);
    const csv = await get(`/api/v1/operator/reports/vendors?from=${DAY}&to=${DAY}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`vendors-${DAY}-${DAY}.csv`);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('vendor,games,bets,stake,validTurnover,payout,ggr,activeMembers');
    expect(lines[2]).toBe('PG,2,4,28000,26000,25000,1000,2');
  });

  it('per top-level agent team (whole downline, sub-agents included)', async () => {
    const res = await get(`/api/v1/operator/reports/agents?from=${DAY}&to=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: { agentId: number; bets: number; stake: number; validTurnover: number; payout: number; ggr: number; activeMembers: number }[] }).rows;
    const a = rows.find((r) => r.agentId === agentA);
    const b = rows.find((r) => r.agentId === agentB);
    expect(a).toMatchObject({ bets: 4, stake: 28_000, validTurnover: 26_000, payout: 25_000, ggr: 1_000, activeMembers: 2 });
    expect(b).toMatchObject({ bets: 1, stake: 7_000, validTurnover: 7_000, payout: 1_000, ggr: 6_000, activeMembers: 1 });
    // The sub-agent is not a top-level team of its own.
    expect(rows.every((r) => r.agentId === agentA || r.agentId === agentB)).toBe(true);
    const csv = await get(`/api/v1/operator/reports/agents?from=${DAY}&to=${DAY}&format=csv`);
    expect(csv.body.split(/\r?\n/)[0]).toBe('agentId,username,bets,stake,validTurnover,payout,ggr,activeMembers,deposits,withdrawals,bonuses');
  });

  it('refuses a reversed or too long range, and the roles without reports', async () => {
    expect((await get('/api/v1/operator/reports/games?from=2026-03-11&to=2026-03-10')).statusCode).toBe(400);
    expect((await get('/api/v1/operator/reports/agents?from=2026-01-01&to=2026-12-31')).statusCode).toBe(400);
    expect((await get('/api/v1/operator/reports/vendors?from=2026-3-1&to=2026-03-10')).statusCode).toBe(400);
    const support = await signedInAs(t, 'support');
    expect((await get(`/api/v1/operator/reports/games?from=${DAY}&to=${DAY}`, support)).statusCode).toBe(403);
  });
});
