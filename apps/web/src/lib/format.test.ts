import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinor, groupThousands } from './format.ts';

describe('formatting', () => {
  it('shows times as yyyy-MM-dd hh:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('groups digits in thousands', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('22074')).toBe('22,074');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('formats integer minor units without floating point', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor(100000)).toBe('1,000.00');
    expect(formatMinor(-123456)).toBe('-1,234.56');
    expect(formatMinor(2207400, 0)).toBe('2,207,400');
    expect(formatMinor('900719925474099312')).toBe('9,007,199,254,740,993.12');
  });
});
