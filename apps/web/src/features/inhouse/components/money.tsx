import { formatMinor } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

/** Minor units with the brand's currency symbol (or the currency code when the symbol is unknown). */
export function Money({ amount, currency, className = '' }: { amount: number; currency: string; className?: string }) {
  const symbol = useSession((s) => (s.member?.currency === currency ? s.member.currencySymbol : undefined));
  return (
    <span className={`tabular-nums ${className}`}>
      {symbol ?? `${currency} `}
      {formatMinor(amount)}
    </span>
  );
}
