/** "1,234.5" as typed (major units, at most two decimals) → minor units; null when not a positive amount. */
export function parseMajor(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}
