import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatMinor } from './format.ts';

describe('formatting', () => {
  it('shows times as yyyy-MM-dd hh:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows amounts with two decimals and thousands separators, missing as 0', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount('12.5')).toBe('12.50');
  });

  it('formats integer minor units without floating point', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor('900719925474099312')).toBe('9,007,199,254,740,993.12');
  });
});
