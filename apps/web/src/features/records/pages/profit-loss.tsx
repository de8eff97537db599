import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfitLoss } from '../api/get-profit-loss.ts';
import { lastDays, type DateRange } from '../components/date-range.ts';
import { RangePicker } from '../components/range-picker.tsx';
import { RecordState, Signed } from '../components/record-state.tsx';
import { useMoney } from '../../site/hooks/use-money.ts';

/** SPEC §2.7 profit and loss (personalProfit): results per game category and the wallet's movements. */
export function ProfitLossPage() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const q = useProfitLoss(range);
  const data = q.data;

  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="pl-title" data-testid="profit-loss">
      <h1 id="pl-title" className="text-xl font-bold">
        {t('profitLoss.title')}
      </h1>
      <RangePicker value={range} onChange={setRange} />
      <RecordState isPending={q.isPending} error={q.error} isEmpty={false}>
        {data && (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <div className="col-span-2 rounded-xl bg-sunken p-3 sm:col-span-1">
                <dt className="text-xs text-fg-muted">{t('totals.profit')}</dt>
                <dd className="text-lg font-bold" data-testid="pl-profit">
                  <Signed minor={data.totals.profit} format={money} />
                </dd>
              </div>
              {(['validStake', 'payout'] as const).map((k) => (
                <div key={k} className="rounded-xl bg-sunken p-3">
                  <dt className="text-xs text-fg-muted">{t(`totals.${k}`)}</dt>
                  <dd className="font-semibold tabular-nums">{money(data.totals[k])}</dd>
                </div>
              ))}
              <div className="rounded-xl bg-sunken p-3">
                <dt className="text-xs text-fg-muted">{t('profitLoss.bets')}</dt>
                <dd className="font-semibold tabular-nums">{data.totals.bets}</dd>
              </div>
              {(['deposits', 'withdrawals', 'bonus', 'transfers'] as const).map((k) => (
                <div key={k} className="rounded-xl bg-sunken p-3">
                  <dt className="text-xs text-fg-muted">{t(`profitLoss.wallet.${k}`)}</dt>
                  <dd className="font-semibold tabular-nums">{money(data.wallet[k])}</dd>
                </div>
              ))}
            </dl>
            {data.categories.length === 0 ? (
              <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted">{t('profitLoss.noBets')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[32rem] text-sm">
                  <thead className="text-xs text-fg-muted">
                    <tr>
                      <th className="py-2 text-start font-normal">{t('columns.category')}</th>
                      <th className="py-2 text-end font-normal">{t('profitLoss.bets')}</th>
                      <th className="py-2 text-end font-normal">{t('totals.validStake')}</th>
                      <th className="py-2 text-end font-normal">{t('totals.payout')}</th>
                      <th className="py-2 text-end font-normal">{t('totals.profit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.categories.map((c) => (
                      <tr key={c.category} className="border-t border-line">
                        <td className="py-2">{t(`categories.${c.category}`, { defaultValue: c.category })}</td>
                        <td className="py-2 text-end tabular-nums">{c.bets}</td>
                        <td className="py-2 text-end tabular-nums">{money(c.validStake)}</td>
                        <td className="py-2 text-end tabular-nums">{money(c.payout)}</td>
                        <td className="py-2 text-end">
                          <Signed minor={c.profit} format={money} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </RecordState>
    </section>
  );
}
