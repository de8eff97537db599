import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatOffset, localDate, offsetMinutes, startOfDay } from '../src/modules/agents/time.ts';

describe("agent's calendar days", () => {
  it('knows a fixed offset zone', () => {
    expect(offsetMinutes('Asia/Bangkok', new Date('2026-11-25T00:00:00Z'))).toBe(420);
    expect(formatOffset(420)).toBe('+07:00');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(startOfDay('2026-11-25', 'Asia/Bangkok').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(localDate(new Date('2026-11-24T17:00:00Z'), 'Asia/Bangkok')).toBe('2026-11-25');
    expect(localDate(new Date('2026-11-24T16:59:59Z'), 'Asia/Bangkok')).toBe('2026-11-24');
  });

  it('follows daylight saving: a day can be 23 hours long', () => {
    const start = startOfDay('2026-03-29', 'Europe/London');
    const next = startOfDay('2026-03-30', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(next.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('does calendar arithmetic across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-04-03')).toBe(92);
  });
});
