import { describe, expect, it } from 'vitest';
import { fromDateInputs, lastDays, rangeDays, shiftRange, toDateInput } from './date-range.ts';

describe('record date ranges', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('covers the last 7 days including today', () => {
    const r = lastDays(7, now);
    expect(toDateInput(r.from)).toBe('2026-11-17');
    expect(toDateInput(r.to)).toBe('2026-11-24');
    expect(rangeDays(r)).toBe(7);
  });

  it('moves a window back and forth by its own length', () => {
    const r = lastDays(30, now);
    const earlier = shiftRange(r, -1);
    expect(rangeDays(earlier)).toBe(30);
    expect(earlier.to.getTime()).toBe(r.from.getTime());
    expect(shiftRange(earlier, 1)).toEqual(r);
  });

  it('reads two date inputs with both days included, and refuses a reversed range', () => {
    const r = fromDateInputs('2026-11-01', '2026-11-03');
    expect(r && rangeDays(r)).toBe(3);
    expect(fromDateInputs('2026-11-03', '2026-11-01')).toBeNull();
    expect(fromDateInputs('yesterday', '2026-11-01')).toBeNull();
  });
});
