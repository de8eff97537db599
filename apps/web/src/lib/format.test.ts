import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatInteger, formatMinor, formatMoney, formatRelative, groupThousands, setFormatLocale } from './format.ts';

afterEach(() => setFormatLocale('en'));

describe('formatting', () => {
  it('shows times as yyyy-MM-dd hh:mm:ss in every language (SPEC §2.6)', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    setFormatLocale('ar');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('isolates a time left to right in a right-to-left language, so the date stays before the clock', () => {
    setFormatLocale('ar', 'rtl');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('\u20662026-01-05 07:08:09\u2069');
    setFormatLocale('ur-Latn', 'ltr');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
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

  it('follows the active language for separators and grouping, with Latin digits', () => {
    setFormatLocale('vi');
    expect(formatMinor(123456789n)).toBe('1.234.567,89');
    expect(formatInteger(1234567)).toBe('1.234.567');
    setFormatLocale('hi');
    expect(formatMinor(123456789n)).toBe('12,34,567.89');
    setFormatLocale('ar');
    expect(formatMinor(123456789n)).toMatch(/^1[,٬]234[,٬]567[.٫]89$/);
    expect(formatMinor('900719925474099312', 2, 'de')).toBe('9.007.199.254.740.993,12');
  });

  it('places the brand currency the language way, and uses the brand symbol when it has one', () => {
    expect(formatMoney(123456, 'THB', { tag: 'th' })).toBe('฿1,234.56');
    expect(formatMoney(123456, 'VND', { tag: 'vi' }).replace(/\s/g, ' ')).toBe('1.234,56 ₫');
    expect(formatMoney(-500, 'MYR', { tag: 'ms', symbol: 'RM' }).replace(/\s/g, ' ')).toBe('-RM 5.00');
    expect(formatMoney(100, 'NOPE', { tag: 'en', symbol: '¤' })).toBe('¤1.00');
  });

  it('writes dates and relative times in the language', () => {
    const d = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));
    expect(formatDate(d, { year: 'numeric', month: 'long', timeZone: 'UTC' }, 'vi')).toBe('tháng 11 năm 2026');
    expect(formatRelative(d.getTime() - 3 * 60_000, d, 'en')).toBe('3 minutes ago');
    expect(formatRelative(d.getTime() - 86_400_000, d, 'en')).toBe('yesterday');
    expect(formatRelative(d.getTime() + 2 * 3_600_000, d, 'th')).toBe('ในอีก 2 ชั่วโมง');
  });
});

describe('setFormatLocale', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("builds the new language's amount formatter in a task of its own, which amounts then reuse", () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'NumberFormat');
    setFormatLocale('en-GB');
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
    expect(built.mock.calls[0]?.[0]).toBe('en-GB');
    expect(formatMinor(123456)).toBe('1,234.56');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('skips the warm-up when the language changed again before it ran', () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'NumberFormat');
    setFormatLocale('lo');
    setFormatLocale('en');
    vi.runAllTimers();
    expect(built.mock.calls.map((c) => c[0])).not.toContain('lo');
  });
});
