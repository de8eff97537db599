/**
 * Parses what a member types as an amount in major units ("500", "1,250.5") into integer
 * minor units without ever going through a float. Null when it is not a plain amount.
 */
export function parseMajorToMinor(input: string, fractionDigits = 2): number | null {
  const text = input.trim().replace(/,/g, '');
  const match = new RegExp(`^(\\d{1,13})(?:\\.(\\d{0,${fractionDigits}}))?$`).exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const frac = BigInt((match[2] ?? '').padEnd(fractionDigits, '0') || '0');
  const minor = whole * 10n ** BigInt(fractionDigits) + frac;
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}

/** A fresh id for one money request; kept until it succeeds so a retry or double click is served once. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
