import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, startOfDay } from '../src/modules/agents/time.ts';
import { createMember } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Rollup exactness (issue 14): after random bets, settlements, cancellations, deposits, withdrawals
 * and bonuses, the hourly rollups equal a recomputation from the raw rows, and every report read
 * equals the member's own profit and loss computed straight from bet records and the ledger.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
let seed = 20261125;
/** Deterministic pseudo-random numbers (a failing run can be replayed). */
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

let betNo = 0;
async function bet(memberId: number, placedAt: Date, status: 'PENDING' | 'SETTLED' | 'CANCELLED', stake: bigint, payout: bigint, ref = `r${++betNo}`) {
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: ref,
    vendor: 'PG',
    gameCode: 'PG_TEST',
    gameName: 'Test',
    category: ['RNG', 'LIVE', 'FISH', 'SPORTS'][rand(4)]!,
    stake,
    payout,
    currency: 'THB',
    status,
    placedAt,
    settledAt: status === 'SETTLED' ? placedAt : null,
  });
  return ref;
}

let moveNo = 0;
async function money(memberId: number, kind: 'DEPOSIT' | 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RELEASE' | 'BONUS', amount: bigint) {
  const member = { member: memberId };
  const system = { DEPOSIT: 'PAYMENT_CLEARING', WITHDRAWAL_HOLD: 'PENDING_WITHDRAWAL', WITHDRAWAL_RELEASE: 'PENDING_WITHDRAWAL', BONUS: 'BONUS' }[kind] as 'BONUS';
  const out = kind === 'WITHDRAWAL_HOLD';
  await t.app.wallet.transfer({ idempotencyKey: `test:${kind}:${++moveNo}`, from: out ? member : { system }, to: out ? { system } : member, amount, currency: 'THB', kind });
}

const comparable = (rows: { memberId?: number; member_id?: number; hour: Date; category: string; bets: number; stake: bigint; validTurnover?: bigint; valid_turnover?: bigint; payout: bigint; winLoss?: bigint; win_loss?: bigint; deposits: bigint; withdrawals: bigint; bonuses: bigint }[]) =>
  rows
    .map((r) =>
      [r.memberId ?? r.member_id, new Date(r.hour).toISOString(), r.category, r.bets, r.stake, r.validTurnover ?? r.valid_turnover, r.payout, r.winLoss ?? r.win_loss, r.deposits, r.withdrawals, r.bonuses]
        .map(String)
        .join('|'),
    )
    .sort();

/** A member's figures straight from raw rows, through the records module's own profit and loss. */
async function rawFigures(memberId: number, from: Date, to: Date) {
  const pl = await t.app.records.profitAndLoss(memberId, { from: from.toISOString(), to: to.toISOString() });
  return { bets: pl.totals.bets, stake: BigInt(pl.totals.stake), valid: BigInt(pl.totals.validStake), payout: BigInt(pl.totals.payout), deposits: BigInt(pl.wallet.deposits), withdrawals: BigInt(pl.wallet.withdrawals), bonuses: BigInt(pl.wallet.bonus) };
}

describe('reporting rollups', () => {
  it('the first full build (at the end of the demo seed, member slice by slice) equals a recomputation from raw rows', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 46; n++) {
      const id = await t.app.accounts.idOfUsername(`team${String(n).padStart(3, '0')}`);
      if (id) ids.push(id);
    }
    expect(ids.length).toBeGreaterThan(40);
    const rows = comparable(await t.app.reporting.rollupRows(ids));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows).toEqual(comparable(await t.app.reporting.recomputedRows(ids)));
    // The daily rollups (report zone days, docs/decisions/0016) of the same members, from the same raw rows.
    const daily = await t.app.reporting.dailyRollupRows(ids);
    expect(daily.length).toBeGreaterThan(10);
    expect(daily).toEqual(await t.app.reporting.recomputedDailyRows(ids));
  });

  it('stay exact through random bets, late settlements and money movements, and reads are exact between runs', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.app.db)));
    const ids = members.map((m) => m.id);
    const now = Date.now();
    const pending: { memberId: number; ref: string; placedAt: Date; stake: bigint }[] = [];

    const randomActivity = async (rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        const memberId = ids[rand(ids.length)]!;
        const placedAt = new Date(now - rand(72) * HOUR - rand(HOUR));
        const stake = BigInt(100 + rand(50_000));
        const roll = rand(10);
        if (roll < 6) await bet(memberId, placedAt, 'SETTLED', stake, BigInt(rand(3) === 0 ? rand(100_000) : 0));
        else if (roll < 8) pending.push({ memberId, ref: await bet(memberId, placedAt, 'PENDING', stake, 0n), placedAt, stake });
        else if (roll < 9) await bet(memberId, placedAt, 'CANCELLED', stake, 0n);
        else {
          const kind = (['DEPOSIT', 'DEPOSIT', 'BONUS', 'WITHDRAWAL_HOLD'] as const)[rand(4)]!;
          if (kind === 'WITHDRAWAL_HOLD') {
            await money(memberId, 'DEPOSIT', 10_000n);
            await money(memberId, 'WITHDRAWAL_HOLD', 4_000n);
            if (rand(2) === 0) await money(memberId, 'WITHDRAWAL_RELEASE', 4_000n);
          } else await money(memberId, kind, BigInt(1 + rand(20_000)));
        }
      }
    };

    await randomActivity(120);
    await t.app.jobs.runNow('reporting.rollup');
    expect(comparable(await t.app.reporting.rollupRows(ids))).toEqual(comparable(await t.app.reporting.recomputedRows(ids)));
    expect(await t.app.reporting.dailyRollupRows(ids)).toEqual(await t.app.reporting.recomputedDailyRows(ids));

    // Changes after the run: late settlements of old bets, new bets in old hours, more money.
    for (const p of pending.splice(0, pending.length / 2)) {
      await t.app.records.record({ memberId: p.memberId, source: 'PROVIDER', sourceRef: p.ref, vendor: 'PG', gameCode: 'PG_TEST', category: 'RNG', stake: p.stake, payout: p.stake * 2n, currency: 'THB', status: 'SETTLED', placedAt: p.placedAt, settledAt: new Date() });
    }
    await randomActivity(60);

    // Reads between runs are exact: rollups for what was rolled up, raw rows for what changed since.
    const from = new Date(Math.floor((now - 80 * HOUR) / HOUR) * HOUR);
    const to = new Date(now + HOUR);
    // Whole days of the report zone (read from the daily rollups outside the changed days) and a range
    // cut mid-day at both ends (whole days inside, hours at the ends).
    const zone = t.app.reporting.zone;
    const dayFrom = startOfDay(localDate(new Date(now - 4 * 24 * HOUR), zone), zone);
    const dayTo = startOfDay(addDays(localDate(new Date(now), zone), 1), zone);
    for (const [a, b] of [[from, to], [dayFrom, dayTo], [new Date(dayFrom.getTime() + 5 * HOUR), new Date(now - 7 * HOUR)]] as const) {
      const read = await t.app.reporting.figures({ members: ids, groups: ids, from: a, to: b });
      for (const id of ids) {
        const raw = await rawFigures(id, a, b);
        const f = read.find((r) => r.group === id)?.figures;
        expect({ id, a, bets: f?.bets ?? 0, stake: f?.stake ?? 0n, valid: f?.validTurnover ?? 0n, payout: f?.payout ?? 0n, deposits: f?.deposits ?? 0n, withdrawals: f?.withdrawals ?? 0n, bonuses: f?.bonuses ?? 0n }).toEqual({ id, a, ...raw });
      }
    }

    // And the next run catches the rollups up exactly.
    const run = (await t.app.jobs.runNow('reporting.rollup')) as { full: boolean; buckets: number };
    expect(run.full).toBe(false);
    expect(run.buckets).toBeGreaterThan(0);
    expect(comparable(await t.app.reporting.rollupRows(ids))).toEqual(comparable(await t.app.reporting.recomputedRows(ids)));
    expect(await t.app.reporting.dailyRollupRows(ids)).toEqual(await t.app.reporting.recomputedDailyRows(ids));
  });

  it('counts an active member once per group however many hours and categories they played', async () => {
    const m = await createMember(t.app.db);
    const base = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;
    await bet(m.id, new Date(base + 60_000), 'SETTLED', 1000n, 0n);
    await bet(m.id, new Date(base + 2 * HOUR), 'SETTLED', 1000n, 500n);
    await t.app.jobs.runNow('reporting.rollup');
    await bet(m.id, new Date(base + 3 * HOUR), 'PENDING', 700n, 0n);
    const [row] = await t.app.reporting.figures({ members: [m.id], from: new Date(base), to: new Date(base + 6 * HOUR) });
    expect(row?.figures).toMatchObject({ activeMembers: 1, bets: 3, stake: 2700n, validTurnover: 2000n, payout: 500n, winLoss: -1500n });
  });

  it('a run with nothing new leaves the rollups as they are', async () => {
    // (It may recompute a few buckets again: on a shared PostgreSQL server, transactions of other
    // databases hold the watermark back. Recomputing is idempotent, which is what this checks.)
    const members = await Promise.all(Array.from({ length: 2 }, () => createMember(t.app.db)));
    const ids = members.map((m) => m.id);
    await bet(ids[0]!, new Date(Date.now() - 2 * HOUR), 'SETTLED', 1500n, 3000n);
    await money(ids[1]!, 'DEPOSIT', 5000n);
    await t.app.jobs.runNow('reporting.rollup');
    const before = comparable(await t.app.reporting.rollupRows(ids));
    expect(before).toHaveLength(2);
    await t.app.jobs.runNow('reporting.rollup');
    expect(comparable(await t.app.reporting.rollupRows(ids))).toEqual(before);
  });
});
