import type { SlotLineWin } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from './money.tsx';
import { SlotSymbol } from './slot-symbol.tsx';

export interface LineWinsProps {
  lineWins: readonly SlotLineWin[];
  scatter?: { count: number; payout?: number; multiplier?: number };
  currency?: string;
  onFocusLine?: (line: number | null) => void;
}

/** Each paying line (pointing at one draws only that line on the reels) and the scatter win. */
export function LineWins({ lineWins, scatter, currency, onFocusLine }: LineWinsProps) {
  const { t } = useTranslation('inhouse');
  const scatterPays = scatter && scatter.count >= 3;
  if (lineWins.length === 0 && !scatterPays) return <p className="text-sm text-fg-muted">{t('wins.none')}</p>;
  return (
    <ul className="space-y-1 text-sm" data-testid="line-wins" onMouseLeave={() => onFocusLine?.(null)}>
      {lineWins.map((w) => (
        <li key={w.line}>
          <button
            type="button"
            className="flex w-full items-center gap-2 rounded-lg px-2 py-1 text-start hover:bg-sunken focus-visible:bg-sunken"
            onMouseEnter={() => onFocusLine?.(w.line)}
            onFocus={() => onFocusLine?.(w.line)}
            onBlur={() => onFocusLine?.(null)}
            data-testid={`line-win-${w.line}`}
          >
            <span className="w-16 shrink-0 font-semibold">{t('wins.line', { line: w.line })}</span>
            <SlotSymbol symbol={w.symbol} className="size-6 shrink-0" />
            <span className="flex-1 text-fg-secondary">{t('wins.count', { n: w.count, symbol: t(`symbols.${w.symbol}`) })}</span>
            <span className="font-semibold">
              {w.payout !== undefined && currency ? <Money amount={w.payout} currency={currency} /> : t('wins.lineBets', { value: w.multiplier })}
            </span>
          </button>
        </li>
      ))}
      {scatterPays && (
        <li className="flex items-center gap-2 px-2 py-1" data-testid="scatter-win">
          <span className="w-16 shrink-0 font-semibold">{t('wins.scatter')}</span>
          <SlotSymbol symbol="SCATTER" className="size-6 shrink-0" />
          <span className="flex-1 text-fg-secondary">{t('wins.scatterCount', { n: scatter.count })}</span>
          <span className="font-semibold">
            {scatter.payout !== undefined && currency ? (
              <Money amount={scatter.payout} currency={currency} />
            ) : (
              t('wins.totalBets', { value: scatter.multiplier ?? 0 })
            )}
          </span>
        </li>
      )}
    </ul>
  );
}
