import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, bpToRate, grossFor, netAmount, periodOf, rateToBp, tierReached } from '../src/modules/contracts/maths.ts';
import type { StoredTier } from '../src/modules/contracts/tables.ts';

/** The worked examples of docs/contracts.md, and the carry-over rule as a property. */

const TIERS: StoredTier[] = [
  { activeMembers: 5, turnover: '1000000', rateBp: 50 }, // 0.50 % from 5 active and 10,000.00
  { activeMembers: 20, turnover: '5000000', rateBp: 100 }, // 1.00 %
  { activeMembers: 50, turnover: '20000000', rateBp: 150 }, // 1.50 %
];

describe('rates', () => {
  it('converts percentages to basis points and back exactly', () => {
    expect(rateToBp('1.25')).toBe(125);
    expect(rateToBp('0.5')).toBe(50);
    expect(rateToBp('100')).toBe(10_000);
    expect(rateToBp('0.01')).toBe(1);
    expect(bpToRate(125)).toBe('1.25');
    expect(bpToRate(5)).toBe('0.05');
    expect(bpToRate(10_000)).toBe('100.00');
  });

  it('rounds the amount down', () => {
    expect(applyRate(999n, 100)).toBe(9n); // 1 % of 9.99 = 0.0999 -> 0.09
    expect(applyRate(0n, 100)).toBe(0n);
  });
});

describe('tiers', () => {
  it('needs both thresholds of a tier', () => {
    expect(tierReached(TIERS, { activeMembers: 4, turnover: 99_000_000n })).toBeNull();
    expect(tierReached(TIERS, { activeMembers: 30, turnover: 4_999_999n })).toBe(1);
    expect(tierReached(TIERS, { activeMembers: 20, turnover: 5_000_000n })).toBe(2);
    expect(tierReached(TIERS, { activeMembers: 500, turnover: 20_000_000n })).toBe(3);
  });
});

describe('salary (docs/contracts.md example)', () => {
  it('daily salary: 24 active, turnover 6,543,210.99 -> tier 2, 1 % = 65,432.10', () => {
    const g = grossFor('DAILY_SALARY', TIERS, { activeMembers: 24, turnover: 654_321_099n, netLoss: 0n });
    expect(g).toMatchObject({ tier: 2, rateBp: 100, base: 654_321_099n, gross: 6_543_210n, carryOut: 0n });
  });

  it('no tier reached pays nothing', () => {
    expect(grossFor('HOURLY_SALARY', TIERS, { activeMembers: 2, turnover: 50_000_000n, netLoss: 0n }).gross).toBe(0n);
  });

  it('differential: an upline keeps its gross minus its sub-agents\u2019 gross, never below 0', () => {
    expect(netAmount(6_543_210n, 1_000_000n)).toBe(5_543_210n);
    expect(netAmount(100n, 250n)).toBe(0n);
  });
});

describe('dividend with negative carry-over (docs/contracts.md example)', () => {
  it('carries a losing period and pays once the running total is positive', () => {
    const tiers: StoredTier[] = [{ activeMembers: 0, turnover: '0', rateBp: 2000 }]; // 20 %
    const f = (netLoss: bigint) => ({ activeMembers: 10, turnover: 1_000_000n, netLoss });
    const p1 = grossFor('DIVIDEND', tiers, f(-300_000n), 0n);
    expect(p1).toMatchObject({ base: 0n, gross: 0n, carryOut: -300_000n });
    const p2 = grossFor('DIVIDEND', tiers, f(200_000n), p1.carryOut);
    expect(p2).toMatchObject({ base: 0n, gross: 0n, carryIn: -300_000n, carryOut: -100_000n });
    const p3 = grossFor('DIVIDEND', tiers, f(600_000n), p2.carryOut);
    expect(p3).toMatchObject({ base: 500_000n, gross: 100_000n, carryOut: 0n });
  });

  it('property: over any stream, the total paid is the rate on the positive part of the running balance', () => {
    const tiers: StoredTier[] = [{ activeMembers: 0, turnover: '0', rateBp: 1234 }];
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: -5_000_000n, max: 5_000_000n }), { minLength: 1, maxLength: 60 }), (stream) => {
        let carry = 0n;
        let paid = 0n;
        let bases = 0n;
        for (const netLoss of stream) {
          const g = grossFor('DIVIDEND', tiers, { activeMembers: 1, turnover: 0n, netLoss }, carry);
          expect(g.carryOut <= 0n).toBe(true);
          expect(g.base >= 0n).toBe(true);
          paid += g.gross;
          bases += g.base;
          carry = g.carryOut;
        }
        // Every unit of net loss is either paid on once or still carried: sum(netLoss) = bases + carry.
        expect(stream.reduce((a, b) => a + b, 0n)).toBe(bases + carry);
        // Each period rounds down on its own base, so the total is within one unit per period of the exact rate.
        expect(paid <= applyRate(bases, 1234)).toBe(true);
        expect(applyRate(bases, 1234) - paid <= BigInt(stream.length)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('periods', () => {
  const tz = 'Asia/Bangkok'; // UTC+7
  const at = new Date('2026-11-25T20:30:00Z'); // 2026-11-26 03:30 in Bangkok

  it('day, week (Monday), semimonth and month boundaries are local midnights', () => {
    expect(periodOf('D', at, tz)).toEqual({ start: new Date('2026-11-25T17:00:00Z'), end: new Date('2026-11-26T17:00:00Z'), label: '2026-11-26' });
    expect(periodOf('W', at, tz)).toMatchObject({ start: new Date('2026-11-22T17:00:00Z'), end: new Date('2026-11-29T17:00:00Z'), label: '2026-11-23..2026-11-29' });
    expect(periodOf('H', at, tz)).toMatchObject({ start: new Date('2026-11-15T17:00:00Z'), end: new Date('2026-11-30T17:00:00Z'), label: '2026-11-16..2026-11-30' });
    expect(periodOf('H', new Date('2026-12-03T00:00:00Z'), tz)).toMatchObject({ label: '2026-12-01..2026-12-15' });
    expect(periodOf('M', at, tz)).toMatchObject({ start: new Date('2026-10-31T17:00:00Z'), end: new Date('2026-11-30T17:00:00Z'), label: '2026-11-01..2026-11-30' });
    expect(periodOf('M', new Date('2026-12-31T18:00:00Z'), tz)).toMatchObject({ label: '2027-01-01..2027-01-31' });
  });

  it('hours and five-minute windows are clock-aligned and consecutive', () => {
    expect(periodOf('HOUR', at, tz)).toEqual({ start: new Date('2026-11-25T20:00:00Z'), end: new Date('2026-11-25T21:00:00Z'), label: '2026-11-26 03:00' });
    const w = periodOf('MIN5', new Date('2026-11-25T20:33:59Z'), tz);
    expect(w).toEqual({ start: new Date('2026-11-25T20:30:00Z'), end: new Date('2026-11-25T20:35:00Z'), label: '2026-11-26 03:30' });
    expect(periodOf('MIN5', w.end, tz).start).toEqual(w.end);
  });

  it('follows daylight-saving days (23 and 25 hours)', () => {
    const spring = periodOf('D', new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = periodOf('D', new Date('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
});
