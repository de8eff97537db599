/**
 * Mission periods in the brand's time zone: a calendar day, or an ISO week (Monday 00:00 to the next
 * Monday). Intl does the zone rules, so daylight-saving zones get 23- and 25-hour days right.
 */
import type { MissionPeriod } from '@app/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const p = Object.fromEntries(formatter(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the zone's calendar day (UTC midnight of `dayUtc` read as a local date) starts. */
function startOfLocalDay(dayUtc: number, timeZone: string): Date {
  const first = offsetMinutes(timeZone, new Date(dayUtc));
  let t = dayUtc - first * 60_000;
  const second = offsetMinutes(timeZone, new Date(t));
  if (second !== first) t = dayUtc - second * 60_000;
  return new Date(t);
}

const DAY = 86_400_000;

/** [start, end) of the period containing `at`, in `timeZone`. */
export function periodAt(period: MissionPeriod, at: Date, timeZone: string): { start: Date; end: Date } {
  const local = at.getTime() + offsetMinutes(timeZone, at) * 60_000;
  let day = Math.floor(local / DAY) * DAY; // the local calendar date, as a UTC midnight
  if (period === 'WEEKLY') day -= ((new Date(day).getUTCDay() + 6) % 7) * DAY; // back to Monday
  const length = period === 'WEEKLY' ? 7 * DAY : DAY;
  return { start: startOfLocalDay(day, timeZone), end: startOfLocalDay(day + length, timeZone) };
}
