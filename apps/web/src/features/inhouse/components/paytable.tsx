import type { SlotPaytable } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { SlotSymbol } from './slot-symbol.tsx';

/** Pays per symbol (in line bets), scatter pays (in total bets), RTP and the rules in short. */
export function Paytable({ paytable }: { paytable: SlotPaytable }) {
  const { t } = useTranslation('inhouse');
  return (
    <div className="space-y-3 text-sm" data-testid="paytable">
      <table className="w-full border-separate border-spacing-y-1">
        <caption className="pb-1 text-start text-fg-secondary">{t('paytable.caption')}</caption>
        <thead>
          <tr className="text-xs text-fg-muted">
            <th scope="col" className="text-start font-medium">
              {t('paytable.symbol')}
            </th>
            {[3, 4, 5].map((n) => (
              <th key={n} scope="col" className="text-end font-medium">
                {t('paytable.ofAKind', { n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paytable.lines.map((row) => (
            <tr key={row.symbol}>
              <th scope="row" className="flex items-center gap-2 text-start font-medium">
                <SlotSymbol symbol={row.symbol} className="size-7" />
                <span>{t(`symbols.${row.symbol}`)}</span>
              </th>
              {row.pays.map((p, i) => (
                <td key={i} className="text-end tabular-nums">
                  {t('paytable.times', { value: p })}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="flex items-center gap-2 text-start font-medium">
              <SlotSymbol symbol="SCATTER" className="size-7" />
              <span>{t('symbols.SCATTER')}</span>
            </th>
            {paytable.scatter.map((p, i) => (
              <td key={i} className="text-end tabular-nums">
                {t('paytable.timesTotal', { value: p })}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <ul className="list-disc space-y-1 ps-5 text-fg-secondary">
        <li>{t('rules.lines')}</li>
        <li>{t('rules.wild')}</li>
        <li>{t('rules.scatter')}</li>
        <li>{t('rules.rtp', { rtp: (paytable.rtp * 100).toFixed(2) })}</li>
      </ul>
    </div>
  );
}
