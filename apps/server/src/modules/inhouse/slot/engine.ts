/**
 * Lotus slot engine: 5 reels x 3 rows, 20 fixed paylines, a wild that substitutes,
 * a scatter that pays anywhere. Pure and deterministic: the same floats always give
 * the same result. Rules, paytable and RTP maths: docs/inhouse-slot.md.
 *
 * Amounts here are multiples of the LINE bet (total bet / 20), all integers, so a
 * payout in minor units is `bet / 20 * lineBets` with no rounding (bet levels are
 * multiples of 20 minor units).
 */
export const REEL_COUNT = 5;
export const ROW_COUNT = 3;
export const LINE_COUNT = 20;

export const SLOT_SYMBOLS = ['WILD', 'SCATTER', 'CROWN', 'GEM', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Symbols that pay on a line (the scatter pays anywhere instead). */
export type LineSymbol = Exclude<SlotSymbol, 'SCATTER'>;

/**
 * Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel.
 * The wild pays on its own too; a line pays the better of its wild run and its symbol run.
 */
export const LINE_PAYS: Readonly<Record<LineSymbol, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  CROWN: [25, 100, 500],
  GEM: [20, 75, 300],
  BELL: [15, 50, 200],
  STAR: [10, 30, 100],
  MOON: [5, 20, 75],
  DROP: [5, 15, 50],
  LEAF: [5, 10, 40],
};

/** Scatter pays in TOTAL bets for 3, 4 and 5 scatters anywhere on the screen. */
export const SCATTER_PAYS: readonly [number, number, number] = [5, 20, 100];

/** Row (0 top, 1 middle, 2 bottom) of each reel, per payline; line n is PAYLINES[n - 1]. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/**
 * Reel strips (fixed, published). A reel stops at a position p and shows strip[p], strip[p+1],
 * strip[p+2] (wrapping) as rows 0..2. Each reel holds one scatter, so a reel shows at most one.
 */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['DROP', 'MOON', 'LEAF', 'BELL', 'STAR', 'CROWN', 'GEM', 'DROP', 'MOON', 'LEAF', 'WILD', 'SCATTER', 'DROP', 'BELL', 'STAR', 'MOON', 'LEAF', 'DROP', 'CROWN', 'GEM', 'BELL', 'STAR', 'MOON', 'LEAF', 'DROP'],
  ['MOON', 'DROP', 'BELL', 'STAR', 'LEAF', 'CROWN', 'GEM', 'WILD', 'MOON', 'DROP', 'SCATTER', 'BELL', 'STAR', 'LEAF', 'MOON', 'DROP', 'CROWN', 'GEM', 'WILD', 'BELL', 'STAR', 'LEAF', 'MOON', 'DROP'],
  ['MOON', 'DROP', 'LEAF', 'BELL', 'STAR', 'CROWN', 'GEM', 'WILD', 'MOON', 'DROP', 'LEAF', 'SCATTER', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF', 'CROWN', 'GEM', 'WILD', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF'],
  ['MOON', 'DROP', 'LEAF', 'BELL', 'STAR', 'GEM', 'WILD', 'CROWN', 'MOON', 'DROP', 'LEAF', 'SCATTER', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF', 'GEM', 'WILD', 'CROWN', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF'],
  ['MOON', 'DROP', 'LEAF', 'BELL', 'STAR', 'CROWN', 'GEM', 'MOON', 'DROP', 'LEAF', 'WILD', 'BELL', 'STAR', 'SCATTER', 'MOON', 'DROP', 'LEAF', 'CROWN', 'GEM', 'BELL', 'STAR', 'MOON', 'DROP', 'LEAF'],
];

/** Number of floats one spin consumes (one per reel). */
export const FLOATS_PER_SPIN = REEL_COUNT;

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: LineSymbol;
  /** Reels counted from the left, 3..5. */
  count: number;
  /** Win in line bets. */
  lineBets: number;
  /** Row of each reel on this payline (for highlighting). */
  rows: readonly number[];
}

export interface ScatterWin {
  count: number;
  /** Win in TOTAL bets (0 below 3 scatters). */
  totalBets: number;
}

export interface SpinOutcome {
  /** Stop position of each reel on its strip. */
  stops: number[];
  /** reels[reel][row]: 5 reels of 3 symbols, top to bottom. */
  reels: SlotSymbol[][];
  lineWins: LineWin[];
  scatter: ScatterWin;
  /** Everything won, in line bets: sum of line wins + 20 x scatter total bets. */
  lineBets: number;
}

/** Reel stop from a float in [0, 1): floor(float x strip length) (Stake's scheme). */
export function stopsFromFloats(floats: readonly number[]): number[] {
  if (floats.length < REEL_COUNT) throw new Error(`A spin needs ${REEL_COUNT} floats`);
  return REEL_STRIPS.map((strip, reel) => {
    const f = floats[reel] as number;
    if (!(f >= 0 && f < 1)) throw new Error(`Float out of range: ${f}`);
    return Math.floor(f * strip.length);
  });
}

/** The 5 x 3 window the stops show. */
export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  return REEL_STRIPS.map((strip, reel) => {
    const stop = stops[reel] as number;
    return Array.from({ length: ROW_COUNT }, (_, row) => strip[(stop + row) % strip.length] as SlotSymbol);
  });
}

function payFor(symbol: LineSymbol, count: number): number {
  return count >= 3 ? LINE_PAYS[symbol][count - 3] as number : 0;
}

/**
 * One line, left to right. The wild run pays as WILD; the first non-wild symbol extended
 * by wilds pays as that symbol; the line pays the better of the two. A scatter ends a run.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): { symbol: LineSymbol; count: number; lineBets: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds += 1;
  const wildPay = payFor('WILD', wilds);
  let best: { symbol: LineSymbol; count: number; lineBets: number } | null = wildPay > 0 ? { symbol: 'WILD', count: wilds, lineBets: wildPay } : null;
  const first = symbols[wilds];
  if (first !== undefined && first !== 'SCATTER') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'WILD')) count += 1;
    const pay = payFor(first, count);
    if (pay > (best?.lineBets ?? 0)) best = { symbol: first, count, lineBets: pay };
  }
  return best;
}

/** Line wins and scatter win of a window. */
export function evaluate(reels: readonly (readonly SlotSymbol[])[]): Pick<SpinOutcome, 'lineWins' | 'scatter' | 'lineBets'> {
  const lineWins: LineWin[] = [];
  // One scratch line for all 20 (this runs a million times in the RTP test).
  const line: SlotSymbol[] = new Array<SlotSymbol>(REEL_COUNT);
  PAYLINES.forEach((rows, i) => {
    for (let reel = 0; reel < REEL_COUNT; reel += 1) line[reel] = reels[reel]?.[rows[reel] as number] as SlotSymbol;
    const win = evaluateLine(line);
    if (win) lineWins.push({ line: i + 1, ...win, rows });
  });
  let count = 0;
  for (const reel of reels) for (const s of reel) if (s === 'SCATTER') count += 1;
  const totalBets = count >= 3 ? (SCATTER_PAYS[Math.min(count, 5) - 3] as number) : 0;
  const lineBets = lineWins.reduce((sum, w) => sum + w.lineBets, 0) + totalBets * LINE_COUNT;
  return { lineWins, scatter: { count, totalBets }, lineBets };
}

/** A whole spin from its floats (the first 5 are used, one per reel). */
export function spinFromFloats(floats: readonly number[]): SpinOutcome {
  const stops = stopsFromFloats(floats);
  const reels = windowAt(stops);
  return { stops, reels, ...evaluate(reels) };
}

/** Payout in minor units of a bet (a multiple of 20 minor units). */
export function payoutOf(bet: bigint, lineBets: number): bigint {
  if (bet % BigInt(LINE_COUNT) !== 0n) throw new Error(`Bet ${bet} is not a multiple of ${LINE_COUNT}`);
  return (bet / BigInt(LINE_COUNT)) * BigInt(lineBets);
}

/** The total win as a multiple of the total bet (for display; money uses `payoutOf`). */
export function totalMultiplier(lineBets: number): number {
  return lineBets / LINE_COUNT;
}

export interface ExactRtp {
  /** Return to player as an exact fraction numerator / denominator of the total bet. */
  numerator: bigint;
  denominator: bigint;
  /** Same as numbers, for reports. */
  rtp: number;
  lines: number;
  scatter: number;
}

/**
 * Exact RTP. Each reel's stop is uniform, so the symbol in any row of a reel has the strip's
 * symbol frequencies, and reels are independent: every payline has the same distribution.
 * Expected win = 20 lines x E[line pay] x (bet / 20) + E[scatter pay] x bet, so
 * RTP = E[line pay in line bets] + E[scatter pay in total bets], both enumerated exactly.
 */
export function exactRtp(): ExactRtp {
  const counts = REEL_STRIPS.map((strip) => {
    const m = new Map<SlotSymbol, bigint>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0n) + 1n);
    return [...m.entries()];
  });
  const lengths = REEL_STRIPS.map((s) => BigInt(s.length));
  const denominator = lengths.reduce((a, b) => a * b, 1n);

  // Lines: every combination of symbols, weighted by how many stop positions give it.
  let lineNum = 0n;
  const line: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === REEL_COUNT) {
      const win = evaluateLine(line);
      if (win) lineNum += weight * BigInt(win.lineBets);
      return;
    }
    for (const [symbol, n] of counts[reel] as [SlotSymbol, bigint][]) {
      line[reel] = symbol;
      walk(reel + 1, weight * n);
    }
  };
  walk(0, 1n);

  // Scatter: one scatter per strip, so reel r shows one with 3 stops out of its length.
  let dist: bigint[] = [1n];
  REEL_STRIPS.forEach((strip, reel) => {
    const withScatter = BigInt(strip.filter((s) => s === 'SCATTER').length * ROW_COUNT);
    const without = (lengths[reel] as bigint) - withScatter;
    const next = new Array<bigint>(dist.length + 1).fill(0n);
    dist.forEach((w, k) => {
      next[k] = (next[k] as bigint) + w * without;
      next[k + 1] = (next[k + 1] as bigint) + w * withScatter;
    });
    dist = next;
  });
  let scatterNum = 0n;
  dist.forEach((w, k) => {
    if (k >= 3) scatterNum += w * BigInt(SCATTER_PAYS[Math.min(k, 5) - 3] as number);
  });

  const numerator = lineNum + scatterNum;
  const toNumber = (n: bigint) => Number((n * 10n ** 12n) / denominator) / 1e12;
  return { numerator, denominator, rtp: toNumber(numerator), lines: toNumber(lineNum), scatter: toNumber(scatterNum) };
}
