const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §2.6: times are shown as yyyy-MM-dd hh:mm:ss (24-hour clock, the viewer's time zone). */
export function formatDateTime(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Thousands separators as the brand shows money (1,234,567), without Intl: every toLocaleString
 * with a locale builds a new number formatter, which costs milliseconds on a slow phone, and the
 * lobby shows dozens of amounts while it loads.
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer minor units (ARCHITECTURE "Money rules") to a display string; formatting is the only place they become decimals. */
export function formatMinor(minor: bigint | number | string, fractionDigits = 2): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(fractionDigits);
  const whole = groupThousands((abs / scale).toString());
  const frac = fractionDigits ? `.${(abs % scale).toString().padStart(fractionDigits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}
