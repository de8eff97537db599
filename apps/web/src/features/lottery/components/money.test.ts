import { describe, expect, it } from 'vitest';
import { parseMajor } from './money.ts';

describe('parseMajor', () => {
  it('turns typed amounts into integer minor units without floating-point drift', () => {
    expect(parseMajor('10')).toBe(1000);
    expect(parseMajor('0.1')).toBe(10);
    expect(parseMajor('19.99')).toBe(1999);
    expect(parseMajor(' 5.5 ')).toBe(550);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '1,000']) expect(parseMajor(bad)).toBeNull();
  });
});
