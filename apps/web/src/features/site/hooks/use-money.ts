import { formatMinor } from '../../../lib/format.ts';
import { usePermission } from '../api/get-permission.ts';

/** Formats integer minor units with the brand's currency symbol (the only place they become decimals). */
export function useMoney(): (minor: number) => string {
  const symbol = usePermission().brand.currencySymbol;
  return (minor) => (minor < 0 ? `-${symbol}${formatMinor(-minor)}` : `${symbol}${formatMinor(minor)}`);
}
