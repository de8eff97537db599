/**
 * Every number, amount, date and relative time the site shows goes through here, formatted by `Intl`
 * for the active language's BCP 47 tag (docs/decisions/0071-number-formats.md): `vi` shows 1.234,56,
 * `hi` 12,34,567.00, `ar` ١٢٣ would be Arabic-Indic digits, so digits stay Latin (`nu-latn`) as on
 * bank slips, gateways and the amount fields members type into; separators and grouping follow the language.
 *
 * i18n.ts calls setFormatLocale on start and on every language change; each formatter also takes an
 * explicit tag. Formatters are built once per tag and option set (building one costs milliseconds on a
 * slow phone, and the lobby shows dozens of amounts while it loads).
 */
let activeTag = 'en';
/** Whether the active language is written right to left (times are isolated then, see formatDateTime). */
let rightToLeft = false;

export function setFormatLocale(tag: string, dir: 'ltr' | 'rtl' = 'ltr'): void {
  activeTag = tag;
  rightToLeft = dir === 'rtl';
  // The first formatter of a language loads its locale data (tens of ms on a phone). Built here in a task of
  // its own, it is ready before the lobby's amounts arrive instead of lengthening the render that shows them.
  setTimeout(() => {
    if (activeTag === tag) amountFormat(tag, 2);
  }, 0);
}

/** The BCP 47 tag formatting uses now. */
export function formatLocale(): string {
  return activeTag;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${tag}|${JSON.stringify(options)}`, () => {
    try {
      return new Intl.NumberFormat(tag, { numberingSystem: 'latn', ...options });
    } catch {
      // An unknown currency code from a brand's configuration: plain numbers rather than a blank page.
      const { style: _style, currency: _currency, currencyDisplay: _display, ...plain } = options;
      return new Intl.NumberFormat(tag, { numberingSystem: 'latn', ...plain });
    }
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * SPEC §2.6: times in records and lists are shown as yyyy-MM-dd hh:mm:ss (24-hour clock, Gregorian,
 * the viewer's time zone) in every language; this fixed pattern is the SPEC's, not a locale's.
 * In a right-to-left language the time is wrapped in Unicode's left-to-right isolate (U+2066 … U+2069):
 * otherwise the bidi algorithm lays the date and the clock, two number runs around a space, out right to
 * left ("00:00:00 2026-01-01"), in table cells and inside translated sentences alike.
 */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return '';
  const text = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return rightToLeft ? `\u2066${text}\u2069` : text;
}

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A date (and time) written the way the language writes it, e.g. "25 พ.ย. 2569 14:05" in Thai. */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }, tag = activeTag): string {
  const d = toDate(value);
  if (!d) return '';
  return cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, { numberingSystem: 'latn', ...options })).format(d);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "3 minutes ago", "in 2 days", "yesterday" in the active language, in the largest whole unit. */
export function formatRelative(value: Date | string | number, now: Date | number = Date.now(), tag = activeTag): string {
  const d = toDate(value);
  if (!d) return '';
  const diff = d.getTime() - (typeof now === 'number' ? now : now.getTime());
  const [unit, size] = RELATIVE_UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000];
  const rtf = cached(`r|${tag}`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', numberingSystem: 'latn' } as Intl.RelativeTimeFormatOptions));
  return rtf.format(Math.trunc(diff / size), unit);
}

/** A whole number with the language's grouping (1,234,567; 12,34,567 in Hindi; 1.234.567 in Vietnamese). */
export function formatInteger(value: number | bigint | string, tag = activeTag): string {
  return numberFormat(tag, { maximumFractionDigits: 0 }).format(typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value);
}

/** @deprecated name kept for callers: digits grouped the language's way. */
export function groupThousands(digits: string, tag = activeTag): string {
  return formatInteger(digits, tag);
}

/** Integer minor units as an exact decimal string ("-1234.56"), never through a float. */
export function minorToDecimal(minor: bigint | number | string, fractionDigits = 2): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(fractionDigits);
  const frac = fractionDigits ? `.${(abs % scale).toString().padStart(fractionDigits, '0')}` : '';
  return `${negative ? '-' : ''}${(abs / scale).toString()}${frac}`;
}

/**
 * Integer minor units (ARCHITECTURE "Money rules") to a display string in the active language; formatting
 * is the only place they become decimals. Intl formats the decimal string exactly (no float on the way).
 */
export function formatMinor(minor: bigint | number | string, fractionDigits = 2, tag = activeTag): string {
  const decimal = minorToDecimal(minor, fractionDigits) as Intl.StringNumericLiteral;
  return amountFormat(tag, fractionDigits).format(decimal);
}

function amountFormat(tag: string, fractionDigits: number): Intl.NumberFormat {
  return numberFormat(tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}

/**
 * An amount with the brand currency, placed the language's way ("฿1,234.56", "1.234,56 ₫"). `symbol` is the
 * brand's own symbol: it replaces Intl's when the brand configures a different one (e.g. "RM" for MYR).
 */
export function formatMoney(minor: bigint | number | string, currency: string, options: { symbol?: string; fractionDigits?: number; tag?: string } = {}): string {
  const { fractionDigits = 2, tag = activeTag, symbol } = options;
  const decimal = minorToDecimal(minor, fractionDigits) as Intl.StringNumericLiteral;
  const nf = numberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  if (nf.resolvedOptions().style !== 'currency') return `${symbol ?? `${currency} `}${nf.format(decimal)}`;
  if (!symbol) return nf.format(decimal);
  return nf
    .formatToParts(decimal)
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('');
}
