import type { ContractKind, ContractPeriodType } from '@app/contracts';
import type { StoredTier } from './tables.ts';

/**
 * The settlement formulas of docs/contracts.md, pure and exact: amounts are bigint minor units,
 * rates integer basis points, every division rounds down (the house never pays a fraction).
 */

/** A team's figures over one period, as the reporting rollups give them. */
export interface TeamFigures {
  activeMembers: number;
  /** Valid turnover (stake of settled bets), minor units. */
  turnover: bigint;
  /** The house's result on the team: members' losses minus bonuses (negative when members won). */
  netLoss: bigint;
}

export interface GrossResult {
  /** What the rate applies to. */
  base: bigint;
  /** 1-based tier reached, or null. */
  tier: number | null;
  rateBp: number;
  gross: bigint;
  carryIn: bigint;
  /** Dividend: negative balance to carry into the next period (<= 0). */
  carryOut: bigint;
}

/** "1.25" (percent) -> 125 basis points. The string was validated by RatePercentSchema. */
export function rateToBp(rate: string): number {
  const [whole = '0', frac = ''] = rate.split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2));
}

/** 125 -> "1.25", 100 -> "1.00". */
export function bpToRate(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** The highest tier whose thresholds (active members AND turnover) the figures meet, 1-based; null for none. */
export function tierReached(tiers: readonly StoredTier[], figures: Pick<TeamFigures, 'activeMembers' | 'turnover'>): number | null {
  let reached: number | null = null;
  tiers.forEach((t, i) => {
    if (figures.activeMembers >= t.activeMembers && figures.turnover >= BigInt(t.turnover)) reached = i + 1;
  });
  return reached;
}

/** floor(base x bp / 10000) for base >= 0. */
export function applyRate(base: bigint, bp: number): bigint {
  return (base * BigInt(bp)) / 10_000n;
}

/**
 * One contract's gross for one period.
 * - Salaries (daily, hourly, real-time): base = the team's valid turnover; gross = floor(base x rate of the tier reached).
 * - Dividend: x = netLoss + carryIn. x <= 0: nothing is paid and x is carried to the next period;
 *   x > 0: base = x, the carry is used up, gross = floor(base x rate of the tier reached).
 */
export function grossFor(kind: ContractKind, tiers: readonly StoredTier[], figures: TeamFigures, carryIn: bigint = 0n): GrossResult {
  const tier = tierReached(tiers, figures);
  const rateBp = tier === null ? 0 : tiers[tier - 1]!.rateBp;
  if (kind !== 'DIVIDEND') {
    const base = figures.turnover > 0n ? figures.turnover : 0n;
    return { base, tier, rateBp, gross: applyRate(base, rateBp), carryIn: 0n, carryOut: 0n };
  }
  const x = figures.netLoss + carryIn;
  if (x <= 0n) return { base: 0n, tier, rateBp, gross: 0n, carryIn, carryOut: x };
  return { base: x, tier, rateBp, gross: applyRate(x, rateBp), carryIn, carryOut: 0n };
}

/** What is paid: the contract's gross minus what its direct sub-agents' contracts of the kind earn, never below 0. */
export function netAmount(gross: bigint, downline: bigint): bigint {
  const net = gross - downline;
  return net > 0n ? net : 0n;
}

// ------------------------------------------------------------------ periods

export interface Period {
  start: Date;
  end: Date;
  label: string;
}

const DAY_MS = 86_400_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The local calendar day of an instant: [year, month 1-12, day]. */
function localDay(timeZone: string, at: Date): [number, number, number] {
  const local = new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000);
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}

/** The instant of local midnight of a calendar day (Date.UTC normalises overflowing days and months). */
function localMidnight(timeZone: string, y: number, m: number, d: number): Date {
  const naive = Date.UTC(y, m - 1, d);
  let guess = naive - offsetMinutes(timeZone, new Date(naive)) * 60_000;
  guess = naive - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** yyyy-MM-dd HH:mm of an instant in the zone. */
function localStamp(timeZone: string, at: Date): string {
  return new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The period of this type that contains `at`, with boundaries in `timeZone` (hour and 5-minute periods are clock-aligned). */
export function periodOf(type: ContractPeriodType, at: Date, timeZone: string): Period {
  if (type === 'HOUR' || type === 'MIN5') {
    const size = type === 'HOUR' ? 3_600_000 : 300_000;
    // Aligned on the zone's clock (whole-hour zones: the same as UTC).
    const offset = offsetMinutes(timeZone, at) * 60_000;
    const start = new Date(Math.floor((at.getTime() + offset) / size) * size - offset);
    const label = localStamp(timeZone, start);
    return { start, end: new Date(start.getTime() + size), label: type === 'HOUR' ? `${label.slice(0, 13)}:00` : label };
  }
  const [y, m, d] = localDay(timeZone, at);
  let from: [number, number, number];
  let to: [number, number, number];
  if (type === 'D') {
    from = [y, m, d];
    to = [y, m, d + 1];
  } else if (type === 'W') {
    const dow = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
    from = [y, m, d - dow];
    to = [y, m, d - dow + 7];
  } else if (type === 'H') {
    from = d < 16 ? [y, m, 1] : [y, m, 16];
    to = d < 16 ? [y, m, 16] : [y, m + 1, 1];
  } else {
    from = [y, m, 1];
    to = [y, m + 1, 1];
  }
  const start = localMidnight(timeZone, ...from);
  const end = localMidnight(timeZone, ...to);
  const first = ymd(new Date(Date.UTC(...ymdArgs(from))));
  const last = ymd(new Date(Date.UTC(...ymdArgs(to)) - DAY_MS));
  return { start, end, label: type === 'D' ? first : `${first}..${last}` };
}

function ymdArgs([y, m, d]: [number, number, number]): [number, number, number] {
  return [y, m - 1, d];
}

/** The period right after `period`. */
export function nextPeriod(type: ContractPeriodType, period: Period, timeZone: string): Period {
  return periodOf(type, period.end, timeZone);
}

/** The period type of a kind: dividend as offered, then day, hour and five minutes. */
export function periodTypeOf(kind: ContractKind, dividendPeriod: ContractPeriodType = 'D'): ContractPeriodType {
  if (kind === 'DAILY_SALARY') return 'D';
  if (kind === 'HOURLY_SALARY') return 'HOUR';
  if (kind === 'REALTIME_SALARY') return 'MIN5';
  return dividendPeriod;
}
