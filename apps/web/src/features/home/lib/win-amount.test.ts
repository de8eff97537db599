import { describe, expect, it } from 'vitest';
import { winAmountText } from './win-amount.ts';

describe('winner amounts', () => {
  it('shows minor units with 2 decimals and thousands separators', () => {
    expect(winAmountText(123456789)).toBe('1,234,567.89');
    expect(winAmountText(5)).toBe('0.05');
    expect(winAmountText('250000')).toBe('2,500.00');
  });

  it('shows 0.00 when the amount is missing or unreadable', () => {
    expect(winAmountText(undefined)).toBe('0.00');
    expect(winAmountText(null)).toBe('0.00');
    expect(winAmountText('abc')).toBe('0.00');
    expect(winAmountText(Number.NaN)).toBe('0.00');
  });
});
