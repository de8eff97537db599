import { describe, expect, it } from 'vitest';
import { addDays, presetOf, presetRange, rangeDays, rangeProblem, shiftRange, todayIn } from './date-range.ts';

describe('agent date ranges', () => {
  it('reads today in the agent zone, not the browser zone', () => {
    const instant = new Date('2026-11-25T20:30:00Z');
    expect(todayIn('Asia/Bangkok', instant)).toBe('2026-11-26');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-25');
  });

  it('builds the presets from the agent today, both ends inclusive', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(rangeDays(presetRange('last30', '2026-03-01'))).toBe(30);
    expect(presetRange('month', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(presetOf({ from: '2026-02-23', to: '2026-03-01' }, '2026-03-01')).toBe('last7');
    expect(presetOf({ from: '2026-02-22', to: '2026-03-01' }, '2026-03-01')).toBeNull();
  });

  it('moves a window by its own length across month ends', () => {
    expect(shiftRange({ from: '2026-03-01', to: '2026-03-07' }, -1)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(shiftRange({ from: '2026-12-31', to: '2026-12-31' }, 1)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('refuses typed ranges the API would refuse', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-06-01' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
  });
});
