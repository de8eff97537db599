/** SPEC §9 date picker: windows of the last (or next) 7 and 30 days, moved a window at a time. */
export interface DateRange {
  from: Date;
  to: Date;
}

const DAY = 86_400_000;

function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** The last `days` days including today (local time), ending at the end of today. */
export function lastDays(days: number, now = new Date()): DateRange {
  const end = new Date(startOfDay(now).getTime() + DAY);
  return { from: new Date(end.getTime() - days * DAY), to: end };
}

/** The same length of window, moved by one window earlier (-1) or later (+1). */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  const length = range.to.getTime() - range.from.getTime();
  return { from: new Date(range.from.getTime() + direction * length), to: new Date(range.to.getTime() + direction * length) };
}

export function rangeDays(range: DateRange): number {
  return Math.round((range.to.getTime() - range.from.getTime()) / DAY);
}

/** yyyy-MM-dd of a local date (the date inputs' format). */
export function toDateInput(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A range from two yyyy-MM-dd inputs, both days included; null when not a valid range. */
export function fromDateInputs(from: string, to: string): DateRange | null {
  const parse = (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  };
  const a = parse(from);
  const b = parse(to);
  if (!a || !b || b < a) return null;
  return { from: a, to: new Date(b.getTime() + DAY) };
}
