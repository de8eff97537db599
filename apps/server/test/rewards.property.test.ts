import { RewardErrorCode } from '@app/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusRow, OfferRow } from '../src/modules/rewards/repository.ts';
import { RewardsRepository } from '../src/modules/rewards/repository.ts';
import { RewardsService } from '../src/modules/rewards/service.ts';
import { createMember } from './factories.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

/**
 * Issue 17 "must show" (docs/rewards.md): over random sequences of bets (placed, settled, cancelled,
 * also voided after settlement), grants with random terms (replayed and reused keys, parallel grants),
 * reward-centre offers claimed in parallel, conversions in parallel, a clock moved forward and the
 * `rewards.settle` job (`settleDue`, twice at once) run at random points:
 * - no reward is paid twice: one bonus per grant key and per offer, one grant / conversion / forfeit
 *   transfer per bonus, and the member's wallet holds exactly what the converted bonuses paid;
 * - a bonus reaches the wallet (a `BONUS` transfer into `MEMBER_WALLET`, the only kind that may credit
 *   it here) only once its wagering, recomputed here from the bets, was met; it is forfeited only when
 *   it expired unmet;
 * - every settled bonus accounts for its money: converted + forfeited = amount;
 * - `wallet.check()` (what `npm run ledger:check` runs) is clean after every run.
 */
let t: TestApp;
let a: RewardsService;
let b: RewardsService;
let clock = Date.UTC(2031, 0, 1);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const deps = { db: t.app.db, wallet: t.app.wallet, records: t.app.records, now: () => new Date(clock) };
  // Two instances over one database: what two server processes (or two job runners) would be.
  a = new RewardsService(new RewardsRepository(t.app.db), deps);
  b = new RewardsService(new RewardsRepository(t.app.db), deps);
}, 240_000);
afterAll(() => t?.close());

const CATEGORIES = ['RNG', 'LIVE', 'FISH'] as const;
const svc = (i: number) => (i % 2 === 0 ? a : b);

const termsArb = fc.record({
  wageringMultiplier: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
  validDays: fc.integer({ min: 1, max: 3 }),
  maxCashout: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null }),
  categories: fc.subarray([...CATEGORIES]),
});

const stepArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('bet' as const), member: fc.nat(), stake: fc.integer({ min: 1, max: 40_000 }), category: fc.constantFrom(...CATEGORIES), settled: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('resolve' as const), pick: fc.nat(), to: fc.constantFrom('SETTLED' as const, 'CANCELLED' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('grant' as const), member: fc.nat(), amount: fc.integer({ min: 1, max: 10_000 }), terms: termsArb, reuse: fc.option(fc.nat(), { nil: undefined }), parallel: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('offer' as const), member: fc.nat(), amount: fc.integer({ min: 1, max: 20_000 }), terms: termsArb, claimDays: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('claim' as const), pick: fc.nat(), parallel: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('convert' as const), pick: fc.nat(), parallel: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 1, max: DAY }), fc.integer({ min: DAY, max: 4 * DAY })) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('settle' as const), twice: fc.boolean() }) },
);

interface Bet {
  ref: string;
  member: number;
  stake: bigint;
  category: string;
  placedAt: number;
  status: 'PENDING' | 'SETTLED' | 'CANCELLED';
}

let betSeq = 0;
/** What the runs went through, so a run of nothing but no-ops cannot pass unnoticed. */
const seen = { convertedByCall: 0, convertedByJob: 0, refusedNotMet: 0, expired: 0, cappedAtMax: 0, parallelClaims: 0, refusedKeys: 0, voidedAfterSettle: 0 };
let keySeq = 0;

/** The wagering rule of docs/rewards.md, recomputed from the bets: settled stake in eligible categories, placed from the grant until it expired (or now). */
function progress(bets: Bet[], bonus: BonusRow, at: number): bigint {
  const end = Math.min(bonus.expires_at.getTime(), at);
  let sum = 0n;
  for (const x of bets) {
    if (x.member !== bonus.member_id || x.status !== 'SETTLED') continue;
    if (x.placedAt < bonus.granted_at.getTime() || x.placedAt >= end) continue;
    if (bonus.categories.length > 0 && !bonus.categories.includes(x.category)) continue;
    sum += x.stake;
  }
  return sum;
}

const capOf = (bonus: BonusRow) => (bonus.max_cashout !== null && bonus.max_cashout < bonus.amount ? bonus.max_cashout : bonus.amount);

async function bonusesOf(members: number[]): Promise<Map<string, BonusRow>> {
  const rows = await t.app.db.selectFrom('reward_bonuses').selectAll().where('member_id', 'in', members).execute();
  return new Map(rows.map((r) => [r.id.toString(), r]));
}

interface Move {
  kind: string;
  amount: bigint;
  bonus_id: string | null;
  debit_kind: string;
  credit_kind: string;
  member: number;
}

async function movesOf(members: number[]): Promise<Move[]> {
  const r = await sql<Move>`
    SELECT x.kind, x.amount, x.metadata->>'bonusId' AS bonus_id, d.kind AS debit_kind, c.kind AS credit_kind, coalesce(c.member_id, d.member_id) AS member
      FROM ledger_transfers x
      JOIN ledger_accounts d ON d.id = x.debit_account_id
      JOIN ledger_accounts c ON c.id = x.credit_account_id
     WHERE c.member_id IN (${sql.join(members)}) OR d.member_id IN (${sql.join(members)})`.execute(t.app.db);
  return r.rows.map((m) => ({ ...m, amount: BigInt(m.amount), member: Number(m.member) }));
}

async function balance(kind: 'MEMBER_WALLET' | 'MEMBER_BONUS', member: number): Promise<bigint> {
  const row = await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', kind).where('member_id', '=', member).where('currency', '=', 'THB').executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

/** What must hold after every step, given the bonuses before it, the bets and the clock during it. */
async function checkStep(members: number[], before: Map<string, BonusRow>, bets: Bet[], mayMove: boolean): Promise<Map<string, BonusRow>> {
  const after = await bonusesOf(members);
  for (const id of before.keys()) expect(after.has(id), `bonus ${id} disappeared`).toBe(true);
  for (const [id, x] of after) {
    const prev = before.get(id);
    // Every bonus accounts for its money, always.
    if (x.status === 'ACTIVE') expect([x.converted_amount, x.forfeited_amount, x.settled_at]).toEqual([0n, 0n, null]);
    else expect(x.converted_amount + x.forfeited_amount, `bonus ${id}: converted + forfeited`).toBe(x.amount);
    if (x.status === 'CONVERTED') {
      expect(x.converted_amount).toBe(capOf(x));
      expect(x.forfeit_reason).toBe(x.forfeited_amount > 0n ? 'MAX_CASHOUT' : null);
    }
    if (x.status === 'FORFEITED') expect(x.converted_amount).toBe(0n);
    // A settled bonus never changes again.
    if (prev && prev.status !== 'ACTIVE') expect(x).toEqual(prev);
    const changed = x.status !== 'ACTIVE' && (!prev || prev.status === 'ACTIVE');
    if (!changed) continue;
    expect(mayMove, `bonus ${id} settled during a step that neither converts nor settles`).toBe(true);
    const p = progress(bets, x, clock);
    if (x.forfeit_reason === 'MAX_CASHOUT') seen.cappedAtMax++;
    if (x.status === 'FORFEITED') seen.expired++;
    if (x.status === 'CONVERTED') expect(p >= x.wagering_required, `bonus ${id} converted at ${p} of ${x.wagering_required}`).toBe(true);
    else {
      expect(x.forfeit_reason).toBe('EXPIRED');
      expect(x.expires_at.getTime()).toBeLessThanOrEqual(clock);
      expect(p < x.wagering_required, `bonus ${id} forfeited although met (${p} of ${x.wagering_required})`).toBe(true);
    }
  }

  // The ledger: one grant per bonus, one conversion per converted bonus, one forfeit per forfeited part; nothing else.
  const moves = await movesOf(members);
  const per = new Map<string, Move[]>();
  for (const m of moves) {
    expect(m.bonus_id, `a transfer of kind ${m.kind} touched a member of this run`).not.toBeNull();
    per.set(m.bonus_id!, [...(per.get(m.bonus_id!) ?? []), m]);
  }
  expect([...per.keys()].sort()).toEqual([...after.keys()].sort());
  for (const [id, x] of after) {
    const got = per.get(id)!.map((m) => `${m.kind} ${m.debit_kind}->${m.credit_kind} ${m.amount}`).sort();
    const want = [`BONUS_GRANT BONUS->MEMBER_BONUS ${x.amount}`];
    if (x.status === 'CONVERTED') want.push(`BONUS MEMBER_BONUS->MEMBER_WALLET ${x.converted_amount}`);
    if (x.forfeited_amount > 0n) want.push(`BONUS_FORFEIT MEMBER_BONUS->BONUS ${x.forfeited_amount}`);
    expect(got, `transfers of bonus ${id} (${x.status})`).toEqual(want.sort());
  }
  // The wallet holds exactly what converted bonuses paid; the bonus balance exactly the running ones.
  for (const member of members) {
    const mine = [...after.values()].filter((x) => x.member_id === member);
    expect(await balance('MEMBER_WALLET', member)).toBe(mine.reduce((s, x) => s + x.converted_amount, 0n));
    expect(await balance('MEMBER_BONUS', member)).toBe(mine.filter((x) => x.status === 'ACTIVE').reduce((s, x) => s + x.amount, 0n));
  }
  return after;
}

const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? ((r.reason as { code?: string }).code ?? String(r.reason)) : 'OK');

describe(`bonus model properties (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never pays a reward twice, never lets a bonus reach the wallet before its wagering, keeps the ledger clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 8, maxLength: 40 }), async (steps) => {
        clock += 30 * DAY;
        const members = [(await createMember(t.app.db)).id, (await createMember(t.app.db)).id];
        const bets: Bet[] = [];
        const keys: { key: string; member: number; amount: bigint; bonusId: string }[] = [];
        const offers: OfferRow[] = [];
        let bonuses = new Map<string, BonusRow>();
        const tick = () => (clock += 1);

        for (const s of steps) {
          let mayMove = false;
          switch (s.op) {
            case 'bet': {
              const bet: Bet = { ref: `prop-${++betSeq}`, member: members[s.member % 2]!, stake: BigInt(s.stake), category: s.category, placedAt: clock, status: s.settled ? 'SETTLED' : 'PENDING' };
              await record(bet);
              bets.push(bet);
              tick();
              break;
            }
            case 'resolve': {
              if (bets.length === 0) break;
              const bet = bets[s.pick % bets.length]!;
              if (bet.status === 'SETTLED' && s.to === 'CANCELLED') seen.voidedAfterSettle++;
              bet.status = s.to; // also a settled bet voided later
              await record(bet);
              tick();
              break;
            }
            case 'grant': {
              const reused = s.reuse !== undefined && keys.length > 0 ? keys[s.reuse % keys.length]! : undefined;
              const member = reused?.member ?? members[s.member % 2]!;
              const key = reused?.key ?? `prop-grant-${++keySeq}`;
              const amount = reused && s.amount % 2 === 0 ? reused.amount : BigInt(s.amount);
              const input = { memberId: member, source: 'REWARD' as const, sourceRef: 'property', grantKey: key, title: 'Property bonus', amount, currency: 'THB', terms: { ...s.terms, maxCashout: s.terms.maxCashout === null ? null : BigInt(s.terms.maxCashout) } };
              const results = await Promise.allSettled(Array.from({ length: s.parallel }, (_, i) => svc(i).grant(input)));
              if (reused && amount !== reused.amount) {
                // The same key for a different grant: refused, nothing written.
                expect(results.map(codeOf)).toEqual(Array(s.parallel).fill('DUPLICATE_TRANSACTION'));
                seen.refusedKeys++;
              } else {
                expect(results.map(codeOf)).toEqual(Array(s.parallel).fill('OK'));
                const got = results.map((r) => (r as PromiseFulfilledResult<{ bonus: BonusRow; replayed: boolean }>).value);
                expect(new Set(got.map((g) => g.bonus.id.toString())).size).toBe(1);
                expect(got.filter((g) => !g.replayed)).toHaveLength(reused ? 0 : 1);
                if (reused) expect(got[0]!.bonus.id.toString()).toBe(reused.bonusId);
                else keys.push({ key, member, amount, bonusId: got[0]!.bonus.id.toString() });
              }
              tick();
              break;
            }
            case 'offer': {
              const o = await a.offer({
                memberId: members[s.member % 2]!,
                source: 'REWARD',
                title: 'Property reward',
                amount: BigInt(s.amount),
                currency: 'THB',
                terms: s.terms,
                claimDays: s.claimDays,
                key: `prop-offer-${++keySeq}`,
              });
              offers.push(o);
              tick();
              break;
            }
            case 'claim': {
              if (offers.length === 0) break;
              const o = offers[s.pick % offers.length]!;
              const current = (await t.app.db.selectFrom('reward_offers').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow()) as OfferRow;
              const results = await Promise.allSettled(Array.from({ length: s.parallel }, (_, i) => svc(i).claim(o.member_id, o.id)));
              if (current.bonus_id === null && current.claim_until.getTime() <= clock) {
                expect(results.map(codeOf)).toEqual(Array(s.parallel).fill(RewardErrorCode.REWARD_NOT_CLAIMABLE));
              } else {
                // Concurrent claims of one reward: all answered with one and the same bonus.
                expect(results.map(codeOf)).toEqual(Array(s.parallel).fill('OK'));
                const ids = new Set(results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<RewardsService['claim']>>>).value.bonus.id));
                expect(ids.size).toBe(1);
                if (s.parallel > 1) seen.parallelClaims++;
                if (current.bonus_id !== null) expect([...ids][0]).toBe(current.bonus_id.toString());
                const byKey = await t.app.db.selectFrom('reward_bonuses').select('id').where('grant_key', '=', `offer:${o.id}`).execute();
                expect(byKey.map((x) => x.id.toString())).toEqual([...ids]);
              }
              tick();
              break;
            }
            case 'convert': {
              const all = [...bonuses.values()];
              if (all.length === 0) break;
              const x = all[s.pick % all.length]!;
              mayMove = true;
              const results = await Promise.allSettled(Array.from({ length: s.parallel }, (_, i) => svc(i).convert(x.member_id, x.id)));
              const codes = results.map(codeOf);
              if (x.status === 'FORFEITED') expect(codes).toEqual(Array(s.parallel).fill(RewardErrorCode.BONUS_NOT_ACTIVE));
              else if (x.status === 'ACTIVE' && progress(bets, x, clock) < x.wagering_required) {
                expect(codes).toEqual(Array(s.parallel).fill(RewardErrorCode.WAGERING_NOT_MET));
                seen.refusedNotMet++;
              } else {
                if (x.status === 'ACTIVE') seen.convertedByCall++;
                expect(codes).toEqual(Array(s.parallel).fill('OK'));
                for (const r of results) expect((r as PromiseFulfilledResult<{ paid: number }>).value.paid).toBe(Number(capOf(x)));
              }
              break;
            }
            case 'advance':
              clock += s.ms;
              break;
            case 'settle':
              mayMove = true;
              await Promise.all(s.twice ? [a.settleDue(), b.settleDue()] : [a.settleDue()]);
              break;
          }
          const settledBefore = [...bonuses.values()].filter((x) => x.status === 'CONVERTED').length;
          bonuses = await checkStep(members, bonuses, bets, mayMove);
          if (s.op === 'settle') seen.convertedByJob += [...bonuses.values()].filter((x) => x.status === 'CONVERTED').length - settledBefore;
        }

        // The end: every bonus expires, the job runs (twice), and everything is settled and paid once.
        clock += 4 * DAY;
        await a.settleDue();
        await b.settleDue();
        bonuses = await checkStep(members, bonuses, bets, true);
        for (const x of bonuses.values()) expect(x.status).not.toBe('ACTIVE');
        for (const m of members) expect(await balance('MEMBER_BONUS', m)).toBe(0n);
        expect(bonuses.size).toBe(keys.length + (await t.app.db.selectFrom('reward_offers').select('id').where('member_id', 'in', members).where('bonus_id', 'is not', null).execute()).length);
        expect((await t.app.wallet.check()).problems).toEqual([]);
      }),
      { numRuns: 50 },
    );
    // Every path was exercised (50 runs of up to 40 steps make a miss practically impossible).
    console.info('rewards property runs:', seen);
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  }, 240_000);
});

function record(bet: Bet) {
  return t.app.records.record({
    memberId: bet.member,
    source: 'PROVIDER',
    sourceRef: bet.ref,
    vendor: 'PG',
    gameCode: 'PG_TEST',
    category: bet.category,
    stake: bet.stake,
    payout: 0n,
    currency: 'THB',
    status: bet.status,
    placedAt: new Date(bet.placedAt),
    settledAt: bet.status === 'SETTLED' ? new Date(clock) : null,
  });
}
