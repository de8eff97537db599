import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  evaluateLine,
  exactRtp,
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  payoutOf,
  REEL_STRIPS,
  SCATTER_PAYS,
  spinFromFloats,
  stopsFromFloats,
  windowAt,
  type SlotSymbol,
} from './engine.ts';
import { bytesToFloat, floatsFor, hashServerSeed, spinFor } from './fairness.ts';

/** Documented in docs/inhouse-slot.md: target 96%, exact figure, and the simulation tolerance. */
const TARGET_RTP = 0.96;
const SIMULATED_SPINS = 1_000_000;

/** A window whose every cell is `fill` except the given [reel, row, symbol] cells. */
function grid(fill: SlotSymbol, cells: [number, number, SlotSymbol][] = []): SlotSymbol[][] {
  const g = Array.from({ length: 5 }, () => [fill, fill, fill]);
  for (const [reel, row, s] of cells) (g[reel] as SlotSymbol[])[row] = s;
  return g;
}

describe('slot paytable and lines', () => {
  it('has 20 distinct paylines over 5 reels and 3 rows', () => {
    expect(PAYLINES).toHaveLength(LINE_COUNT);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(LINE_COUNT);
    for (const line of PAYLINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
  });

  it('pays 3, 4 and 5 of a kind from the leftmost reel only', () => {
    expect(evaluateLine(['BELL', 'BELL', 'BELL', 'LEAF', 'MOON'])).toEqual({ symbol: 'BELL', count: 3, lineBets: 15 });
    expect(evaluateLine(['BELL', 'BELL', 'BELL', 'BELL', 'MOON'])).toEqual({ symbol: 'BELL', count: 4, lineBets: 50 });
    expect(evaluateLine(['BELL', 'BELL', 'BELL', 'BELL', 'BELL'])).toEqual({ symbol: 'BELL', count: 5, lineBets: 200 });
    expect(evaluateLine(['BELL', 'BELL', 'LEAF', 'BELL', 'BELL'])).toBeNull();
    expect(evaluateLine(['LEAF', 'BELL', 'BELL', 'BELL', 'BELL'])).toBeNull();
  });

  it('lets the wild substitute for any paying symbol, anywhere in the run', () => {
    expect(evaluateLine(['CROWN', 'WILD', 'CROWN', 'MOON', 'MOON'])).toEqual({ symbol: 'CROWN', count: 3, lineBets: 25 });
    expect(evaluateLine(['WILD', 'GEM', 'WILD', 'GEM', 'LEAF'])).toEqual({ symbol: 'GEM', count: 4, lineBets: 75 });
  });

  it('pays the better of a wild run and the symbol it completes', () => {
    // 3 wilds (50) beat 4 leaves (10)
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'LEAF', 'MOON'])).toEqual({ symbol: 'WILD', count: 3, lineBets: 50 });
    // 5 crowns (500) beat 3 wilds (50)
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'CROWN', 'CROWN'])).toEqual({ symbol: 'CROWN', count: 5, lineBets: 500 });
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({ symbol: 'WILD', count: 5, lineBets: 1000 });
  });

  it('never lets the wild stand in for the scatter, and a scatter breaks a line', () => {
    expect(evaluateLine(['SCATTER', 'SCATTER', 'SCATTER', 'WILD', 'WILD'])).toBeNull();
    expect(evaluateLine(['STAR', 'STAR', 'SCATTER', 'STAR', 'STAR'])).toBeNull();
    expect(evaluateLine(['WILD', 'WILD', 'SCATTER', 'BELL', 'BELL'])).toBeNull();
  });

  it('pays scatters anywhere on the screen in total bets', () => {
    const two = evaluate(grid('LEAF', [[0, 0, 'SCATTER'], [4, 2, 'SCATTER']]));
    expect(two.scatter).toEqual({ count: 2, totalBets: 0 });
    const three = grid('LEAF', [[0, 0, 'SCATTER'], [2, 2, 'SCATTER'], [4, 1, 'SCATTER']]);
    // keep lines from paying: break every line on reel 2 with mixed symbols
    three[1] = ['MOON', 'DROP', 'STAR'];
    const win = evaluate(three);
    expect(win.scatter).toEqual({ count: 3, totalBets: SCATTER_PAYS[0] });
    expect(win.lineWins).toEqual([]);
    expect(win.lineBets).toBe(SCATTER_PAYS[0] * LINE_COUNT);
  });

  it('adds up every paying line of a screen', () => {
    // All crowns: every one of the 20 lines pays 5 crowns.
    const all = evaluate(grid('CROWN'));
    expect(all.lineWins).toHaveLength(20);
    expect(all.lineBets).toBe(20 * LINE_PAYS.CROWN[2]);
    // Moons across the middle of reels 1-3 (line 1) and stars across the top (line 2); nothing else lines up.
    const two = grid('LEAF', [
      [0, 0, 'STAR'], [0, 1, 'MOON'], [0, 2, 'GEM'],
      [1, 0, 'STAR'], [1, 1, 'MOON'], [1, 2, 'GEM'],
      [2, 0, 'STAR'], [2, 1, 'MOON'], [2, 2, 'CROWN'],
    ]);
    const win = evaluate(two);
    expect(win.lineWins.map((w) => [w.line, w.symbol, w.count, w.lineBets])).toEqual([
      [1, 'MOON', 3, 5],
      [2, 'STAR', 3, 10],
    ]);
    expect(win.lineBets).toBe(15);
  });

  it('turns floats into stops and a 5 x 3 window of the strips', () => {
    const stops = stopsFromFloats([0, 0.5, 0.999999, 0.04, 0.9]);
    expect(stops).toEqual([0, 12, 24, 1, 21]);
    const reels = windowAt([24, 0, 0, 0, 0]);
    // reel 1 wraps from its last position to its first
    expect(reels[0]).toEqual([REEL_STRIPS[0]?.[24], REEL_STRIPS[0]?.[0], REEL_STRIPS[0]?.[1]]);
    expect(() => stopsFromFloats([1, 0, 0, 0, 0])).toThrow();
  });

  it('matches the reel strips published in docs/inhouse-slot.md', () => {
    const doc = fs.readFileSync(fileURLToPath(new URL('../../../../../../docs/inhouse-slot.md', import.meta.url)), 'utf8');
    const line = /STRIPS = (\[[^\]]+\])/.exec(doc)?.[1];
    const abbr: Record<string, string> = { WILD: 'W', SCATTER: 'S', CROWN: 'C', GEM: 'G', BELL: 'B', STAR: 'T', MOON: 'M', DROP: 'D', LEAF: 'L' };
    expect(JSON.parse(line ?? '[]')).toEqual(REEL_STRIPS.map((strip) => strip.map((s) => abbr[s]).join('')));
  });

  it('shows at most one scatter per reel, whatever the stop', () => {
    for (const strip of REEL_STRIPS) {
      for (let stop = 0; stop < strip.length; stop += 1) {
        const shown = [0, 1, 2].map((r) => strip[(stop + r) % strip.length]);
        expect(shown.filter((s) => s === 'SCATTER').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('pays integer minor units for bets that are multiples of 20', () => {
    expect(payoutOf(100n, 15)).toBe(75n);
    expect(payoutOf(2000n, 1000 * 20)).toBe(2_000_000n);
    expect(() => payoutOf(110n, 5)).toThrow();
  });
});

/** xoshiro128** as a fast float source with the same resolution as the fair floats (k / 2^32). */
function fastFloats(seed: number) {
  let a = seed >>> 0 || 1;
  let b = 0x9e3779b9;
  let c = 0x243f6a88;
  let d = 0xb7e15162;
  return () => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result / 4294967296;
  };
}

describe('slot RTP', () => {
  it('has an exact RTP within 0.1 percentage point of 96%', () => {
    const exact = exactRtp();
    expect(Math.abs(exact.rtp - TARGET_RTP)).toBeLessThan(0.001);
    expect(exact.lines + exact.scatter).toBeCloseTo(exact.rtp, 9);
  });

  it('lands 1,000,000 simulated spins within 4 standard errors (about ±1 pp) of the exact RTP', () => {
    const next = fastFloats(20261123);
    const floats = [0, 0, 0, 0, 0];
    let sum = 0;
    let sumSquares = 0;
    let hits = 0;
    for (let i = 0; i < SIMULATED_SPINS; i += 1) {
      for (let r = 0; r < 5; r += 1) floats[r] = next();
      const x = spinFromFloats(floats).lineBets / LINE_COUNT;
      sum += x;
      sumSquares += x * x;
      if (x > 0) hits += 1;
    }
    const mean = sum / SIMULATED_SPINS;
    const sd = Math.sqrt(sumSquares / SIMULATED_SPINS - mean * mean);
    const tolerance = (4 * sd) / Math.sqrt(SIMULATED_SPINS);
    const exact = exactRtp().rtp;
    console.info(`slot RTP: exact ${(exact * 100).toFixed(3)}%, simulated ${(mean * 100).toFixed(3)}% over ${SIMULATED_SPINS} spins, sd ${sd.toFixed(3)}, tolerance ±${(tolerance * 100).toFixed(3)} pp, hit rate ${((hits / SIMULATED_SPINS) * 100).toFixed(2)}%`);
    expect(tolerance).toBeLessThan(0.015);
    expect(Math.abs(mean - exact)).toBeLessThan(tolerance);
  }, 60_000);
});

describe('slot RTP on the fair random numbers', () => {
  it('lands 30,000 spins of real HMAC floats (one seed pair, nonces 0..29,999) within 4 standard errors', () => {
    const exact = exactRtp().rtp;
    const n = 30_000;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const x = spinFor({ serverSeed: 'f'.repeat(64), clientSeed: 'rtp-check', nonce }).outcome.lineBets / LINE_COUNT;
      sum += x;
      sumSquares += x * x;
    }
    const mean = sum / n;
    const sd = Math.sqrt(sumSquares / n - mean * mean);
    expect(Math.abs(mean - exact)).toBeLessThan((4 * sd) / Math.sqrt(n));
  }, 30_000);
});

describe('slot fairness', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lotus', nonce: 7 };

  it('gives the same outcome for the same seeds, every time', () => {
    const first = spinFor(seeds);
    for (let i = 0; i < 5; i += 1) expect(spinFor(seeds)).toEqual(first);
    expect(spinFor({ ...seeds, nonce: 8 }).floats).not.toEqual(first.floats);
    expect(spinFor({ ...seeds, clientSeed: 'lotus2' }).floats).not.toEqual(first.floats);
  });

  it('builds floats from HMAC-SHA256(serverSeed, clientSeed:nonce:round), 4 bytes each', () => {
    // Independent re-computation, as the docs tell a player to do by hand.
    const bytes = createHmac('sha256', seeds.serverSeed).update('lotus:7:0').digest();
    const manual = [0, 1, 2, 3, 4].map((i) => {
      const [b0, b1, b2, b3] = [...bytes.subarray(i * 4, i * 4 + 4)] as [number, number, number, number];
      return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
    });
    expect(floatsFor(seeds, 5)).toEqual(manual);
    expect(bytesToFloat(Uint8Array.from([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(bytesToFloat(Uint8Array.from([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
  });

  it('moves to the next round after 8 floats', () => {
    const ten = floatsFor(seeds, 10);
    const round1 = createHmac('sha256', seeds.serverSeed).update('lotus:7:1').digest();
    expect(ten.slice(0, 8)).toEqual(floatsFor(seeds, 8));
    expect(ten[8]).toBe(bytesToFloat(round1, 0));
    expect(ten[9]).toBe(bytesToFloat(round1, 4));
  });

  it('hashes the server seed as sha256 of its hex text', () => {
    expect(hashServerSeed(seeds.serverSeed)).toBe(createHash('sha256').update('a'.repeat(64)).digest('hex'));
  });

  it('reproduces the published known vector', () => {
    // docs/inhouse-slot.md "Worked example": if this changes, every past round would verify differently.
    const known = spinFor({ serverSeed: '0'.repeat(64), clientSeed: 'client', nonce: 0 });
    expect(hashServerSeed('0'.repeat(64))).toBe(KNOWN_VECTOR.hash);
    expect(known.floats.map((f) => f.toFixed(10))).toEqual(KNOWN_VECTOR.floats);
    expect(known.outcome.stops).toEqual(KNOWN_VECTOR.stops);
    expect(known.outcome.reels).toEqual(KNOWN_VECTOR.reels);
    expect(known.outcome.lineWins.map((w) => [w.line, w.symbol, w.count, w.lineBets])).toEqual(KNOWN_VECTOR.lineWins);
    expect(known.outcome.lineBets).toBe(KNOWN_VECTOR.lineBets);
  });
});

/** serverSeed '0' x 64, clientSeed 'client', nonce 0 (docs/inhouse-slot.md "Worked example"). */
const KNOWN_VECTOR = {
  hash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
  floats: ['0.9940807463', '0.3263767248', '0.3009626977', '0.7417149290', '0.5369278225'],
  stops: [24, 7, 7, 18, 12],
  reels: [
    ['DROP', 'DROP', 'MOON'],
    ['WILD', 'MOON', 'DROP'],
    ['WILD', 'MOON', 'DROP'],
    ['WILD', 'CROWN', 'BELL'],
    ['STAR', 'SCATTER', 'MOON'],
  ],
  /** line, symbol, count, line bets */
  lineWins: [
    [2, 'DROP', 4, 15],
    [5, 'MOON', 3, 5],
    [8, 'DROP', 4, 15],
    [9, 'DROP', 3, 5],
    [13, 'MOON', 3, 5],
    [18, 'DROP', 4, 15],
    [20, 'DROP', 3, 5],
  ],
  lineBets: 65,
};
