import { formatMinor } from '../../../lib/format.ts';

/**
 * SPEC §5 winner amounts: coerced to a number (0 when missing or unreadable)
 * and shown with 2 decimals and thousands separators. The API sends integer
 * minor units (1234567 = 12,345.67).
 */
export function winAmountText(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  const minor = Number.isFinite(n) ? Math.trunc(n) : 0;
  return formatMinor(minor);
}
