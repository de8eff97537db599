/**
 * Agent report ranges (SPEC §9 date picker: the last 7 and 30 days, moved a window at a time), as
 * calendar days in the agent's own time zone: the API takes `from`/`to` as inclusive yyyy-MM-dd days
 * of that zone, so the browser's zone must never shift a day.
 */
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The API refuses longer ranges (contracts: at most 93 days). */
export const MAX_RANGE_DAYS = 93;

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): number {
  const m = DAY_RE.exec(day);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isDay(value: string): boolean {
  return DAY_RE.test(value) && !Number.isNaN(toUtc(value)) && fromUtc(toUtc(value)) === value;
}

/** Today's date (yyyy-MM-dd) in an IANA zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return fromUtc(now.getTime());
  }
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Days in a range, both ends included. */
export function rangeDays(range: DayRange): number {
  return Math.round((toUtc(range.to) - toUtc(range.from)) / DAY_MS) + 1;
}

export function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Which preset a range is, if any (to highlight it). */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  return RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  }) ?? null;
}

/** The same number of days one window earlier (-1) or later (+1). */
export function shiftRange(range: DayRange, direction: -1 | 1): DayRange {
  const length = rangeDays(range);
  return { from: addDays(range.from, direction * length), to: addDays(range.to, direction * length) };
}

/** Why two typed days are not a usable range, or null when they are. */
export function rangeProblem(range: DayRange): 'invalid' | 'order' | 'tooLong' | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  if (range.to < range.from) return 'order';
  if (rangeDays(range) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
