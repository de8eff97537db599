import { currentTag } from './i18n.ts';

/** The console language's tag; English reads day-month like en-GB. Latin digits in every language. */
const locale = () => {
  const tag = currentTag();
  return `${tag === 'en' ? 'en-GB' : tag}-u-nu-latn`;
};

/** Integer minor units (satang) -> "฿1,234.50" in the console's language. */
export function money(minor: number | bigint | string | null | undefined, currency = 'THB'): string {
  if (minor === null || minor === undefined) return '–';
  const n = Number(minor) / 100;
  try {
    return new Intl.NumberFormat(locale(), { style: 'currency', currency, minimumFractionDigits: 2 }).format(n);
  } catch {
    return n.toFixed(2);
  }
}

export function count(n: number | null | undefined): string {
  if (n === null || n === undefined) return '–';
  return new Intl.NumberFormat(locale()).format(n);
}

/** "2026-11-25 18:20" in the browser's time zone. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Baht typed by an operator ("1,250.5") -> satang, or null when it is not an amount. */
export function parseBaht(text: string): number | null {
  const clean = text.replace(/[,\s฿]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', frac = ''] = clean.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return clean.startsWith('-') ? -minor : minor;
}
