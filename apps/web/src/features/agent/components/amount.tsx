import { useMoney } from '../../site/hooks/use-money.ts';

/** An amount in minor units; `signed` colours it by sign (wins green, losses red) and shows the plus. */
export function Amount({ minor, signed = false }: { minor: number; signed?: boolean }) {
  const money = useMoney();
  if (!signed) return <span className="tabular-nums">{money(minor)}</span>;
  const tone = minor > 0 ? 'text-success' : minor < 0 ? 'text-danger' : 'text-fg-secondary';
  return <span className={`tabular-nums ${tone}`}>{`${minor > 0 ? '+' : ''}${money(minor)}`}</span>;
}
