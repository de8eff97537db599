import { describe, expect, it } from 'vitest';
import { parseMajorToMinor } from './amount.ts';

describe('parseMajorToMinor', () => {
  it('turns typed amounts into integer minor units exactly', () => {
    expect(parseMajorToMinor('500')).toBe(50_000);
    expect(parseMajorToMinor('0.1')).toBe(10);
    expect(parseMajorToMinor('1,250.55')).toBe(125_055);
    expect(parseMajorToMinor(' 19.99 ')).toBe(1999);
    // 0.1 + 0.2 style float errors cannot happen: 1.15 is 115, not 114.99999
    expect(parseMajorToMinor('1.15')).toBe(115);
    expect(parseMajorToMinor('7.')).toBe(700);
  });
  it('refuses anything that is not a plain amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1e5', '12 34', '٣', '99999999999999999']) expect(parseMajorToMinor(bad)).toBeNull();
  });
});
