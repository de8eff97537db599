import { describe, expect, it } from 'vitest';
import { drawResult, drawWindowAt, seedHash, windowOf } from './engine.ts';

const SEED = '9f'.repeat(32);

describe('lottery engine', () => {
  it('draws the same three digits from the same seed, game and draw, and others elsewhere', () => {
    const a = drawResult(SEED, 'INH_LOTTO_FAST', 1234n);
    expect(a).toMatch(/^\d{3}$/);
    expect(drawResult(SEED, 'INH_LOTTO_FAST', 1234n)).toBe(a);
    const others = new Set(Array.from({ length: 50 }, (_, i) => drawResult(SEED, 'INH_LOTTO_FAST', BigInt(i))));
    expect(others.size).toBeGreaterThan(30);
  });

  it('hashes the seed with SHA-256 (what players compare with the published hash)', () => {
    expect(seedHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives each digit an equal chance (chi-square over 20,000 draws)', () => {
    const counts = Array(10).fill(0) as number[];
    for (let i = 0; i < 20_000; i++) counts[Number(drawResult(SEED, 'X', BigInt(i))[0])]! += 1;
    const expected = 2000;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: 27.9 is the 0.1 % critical value.
    expect(chi).toBeLessThan(27.9);
  });

  it('computes the schedule from the clock: same window on every instance, closing before the draw', () => {
    const w = drawWindowAt(Date.parse('2030-01-01T10:00:30Z'), 2, 10);
    expect(w.opensAt.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2030-01-01T10:01:50.000Z');
    expect(w.drawsAt.toISOString()).toBe('2030-01-01T10:02:00.000Z');
    expect(windowOf(w.drawNo + 1n, 2, 10).opensAt.toISOString()).toBe('2030-01-01T10:02:00.000Z');
  });
});
