/**
 * Rules of the in-house fast lotteries, shared by the server (settlement) and the web (bet slip).
 * A draw is three digits 000-999. Odds are payout multipliers x100 (stake included).
 *
 * | bet      | wins when                          | pays   | chance | RTP  |
 * |----------|------------------------------------|--------|--------|------|
 * | NUMBER3  | the three digits, in order         | 900x   | 1/1000 | 90 % |
 * | NUMBER2  | the last two digits, in order      | 90x    | 1/100  | 90 % |
 * | BIG      | digit sum 14-27                    | 1.96x  | 1/2    | 98 % |
 * | SMALL    | digit sum 0-13                     | 1.96x  | 1/2    | 98 % |
 * | ODD      | digit sum odd                      | 1.96x  | 1/2    | 98 % |
 * | EVEN     | digit sum even                     | 1.96x  | 1/2    | 98 % |
 *
 * Big/small and odd/even are exact halves: the sums s and 27 - s are equally likely, and
 * exactly one of them is odd.
 */
export const LOTTERY_BET_TYPES = ['NUMBER3', 'NUMBER2', 'BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export const LOTTERY_ODDS_X100: Record<LotteryBetType, number> = {
  NUMBER3: 90_000,
  NUMBER2: 9_000,
  BIG: 196,
  SMALL: 196,
  ODD: 196,
  EVEN: 196,
};

export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA', 'VN', 'ZY'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** Bets of one request (bet slip). */
export const LOTTERY_MAX_ITEMS = 20;

export function isNumberBet(type: LotteryBetType): boolean {
  return type === 'NUMBER3' || type === 'NUMBER2';
}

/** NUMBER3 takes three digits, NUMBER2 two; the other bets take no selection. */
export function isValidSelection(type: LotteryBetType, selection: string): boolean {
  if (type === 'NUMBER3') return /^[0-9]{3}$/.test(selection);
  if (type === 'NUMBER2') return /^[0-9]{2}$/.test(selection);
  return selection === '';
}

export function digitSum(result: string): number {
  let sum = 0;
  for (const c of result) sum += c.charCodeAt(0) - 48;
  return sum;
}

export function isWinningBet(type: LotteryBetType, selection: string, result: string): boolean {
  const sum = digitSum(result);
  switch (type) {
    case 'NUMBER3':
      return selection === result;
    case 'NUMBER2':
      return selection === result.slice(1);
    case 'BIG':
      return sum >= 14;
    case 'SMALL':
      return sum <= 13;
    case 'ODD':
      return sum % 2 === 1;
    case 'EVEN':
      return sum % 2 === 0;
  }
}

/** What a winning stake pays back (minor units, stake included); integer maths, rounded down. */
export function lotteryPayout(stake: bigint, oddsX100: number): bigint {
  return (stake * BigInt(oddsX100)) / 100n;
}
