import { formatMoney } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';
import { usePermission } from '../api/get-permission.ts';

/**
 * Formats integer minor units as money in the brand currency, the active language's way ("฿1,234.56",
 * "1.234,56 ₫"), with the brand's own symbol (the only place minor units become decimals).
 */
export function useMoney(): (minor: number) => string {
  const { currency, currencySymbol } = usePermission().brand;
  const tag = useLanguageStore((s) => s.language.tag);
  return (minor) => formatMoney(minor, currency, { symbol: currencySymbol, tag });
}
