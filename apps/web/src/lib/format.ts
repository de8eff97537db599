const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §2.6: times are shown as yyyy-MM-dd hh:mm:ss (24-hour clock, the viewer's time zone). */
export function formatDateTime(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** SPEC §5: amounts with 2 decimals and thousands separators; anything missing counts as 0. */
export function formatAmount(value: unknown, locale = 'en-US'): string {
  const n = typeof value === 'number' ? value : Number(value);
  return (Number.isFinite(n) ? n : 0).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Integer minor units (ARCHITECTURE "Money rules") to a display string; formatting is the only place they become decimals. */
export function formatMinor(minor: bigint | number | string, fractionDigits = 2, locale = 'en-US'): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(fractionDigits);
  const whole = (abs / scale).toLocaleString(locale);
  const frac = fractionDigits ? `.${(abs % scale).toString().padStart(fractionDigits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}
