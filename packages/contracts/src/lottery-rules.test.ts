import { describe, expect, it } from 'vitest';
import { isValidSelection, isWinningBet, type LOTTERY_BET_TYPES, LOTTERY_ODDS_X100, lotteryPayout } from './lottery-rules.ts';

const ALL_RESULTS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** Return to player over every equally likely result, for one selection. */
function rtp(type: (typeof LOTTERY_BET_TYPES)[number], selection: string): number {
  const wins = ALL_RESULTS.filter((r) => isWinningBet(type, selection, r)).length;
  return (wins / 1000) * (LOTTERY_ODDS_X100[type] / 100);
}

describe('lottery rules', () => {
  it('gives the documented return to player for every bet type', () => {
    expect(rtp('NUMBER3', '372')).toBeCloseTo(0.9, 10);
    expect(rtp('NUMBER2', '72')).toBeCloseTo(0.9, 10);
    for (const t of ['BIG', 'SMALL', 'ODD', 'EVEN'] as const) expect(rtp(t, '')).toBeCloseTo(0.98, 10);
  });

  it('splits big/small and odd/even exactly in half', () => {
    const big = ALL_RESULTS.filter((r) => isWinningBet('BIG', '', r)).length;
    const odd = ALL_RESULTS.filter((r) => isWinningBet('ODD', '', r)).length;
    expect([big, odd]).toEqual([500, 500]);
    expect(ALL_RESULTS.every((r) => isWinningBet('BIG', '', r) !== isWinningBet('SMALL', '', r))).toBe(true);
  });

  it('accepts digits only where the bet takes a number', () => {
    expect(isValidSelection('NUMBER3', '007')).toBe(true);
    expect(isValidSelection('NUMBER3', '07')).toBe(false);
    expect(isValidSelection('NUMBER2', '7a')).toBe(false);
    expect(isValidSelection('BIG', '')).toBe(true);
    expect(isValidSelection('BIG', '1')).toBe(false);
  });

  it('pays integer minor units, rounding down', () => {
    expect(lotteryPayout(101n, 196)).toBe(197n);
    expect(lotteryPayout(100n, 90_000)).toBe(90_000n);
  });
});
