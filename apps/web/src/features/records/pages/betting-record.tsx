import { BET_RECORD_CATEGORIES } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useBetRecords } from '../api/get-bet-records.ts';
import { lastDays, type DateRange } from '../components/date-range.ts';
import { RangePicker } from '../components/range-picker.tsx';
import { RecordState, Signed } from '../components/record-state.tsx';
import { useMoney } from '../../site/hooks/use-money.ts';

const selectClass = 'h-9 rounded-xl border border-line bg-sunken px-2 text-sm';

/** SPEC §2.7 betting record (personalHistoryCopy): every bet of every game, with totals over the range. */
export function BettingRecordPage() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const q = useBetRecords({ range, category: category || undefined, status: status || undefined, pageNo });
  const data = q.data;

  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="bets-title" data-testid="betting-record">
      <h1 id="bets-title" className="text-xl font-bold">
        {t('bets.title')}
      </h1>
      <RangePicker
        value={range}
        onChange={(r) => {
          setRange(r);
          setPageNo(1);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <label className="grid gap-0.5 text-xs text-fg-muted">
          {t('bets.category')}
          <select className={selectClass} value={category} onChange={(e) => (setCategory(e.target.value), setPageNo(1))}>
            <option value="">{t('all')}</option>
            {BET_RECORD_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-0.5 text-xs text-fg-muted">
          {t('bets.status')}
          <select className={selectClass} value={status} onChange={(e) => (setStatus(e.target.value), setPageNo(1))}>
            <option value="">{t('all')}</option>
            {(['PENDING', 'SETTLED', 'CANCELLED'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`bets.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="bets-totals">
          {(['stake', 'validStake', 'payout'] as const).map((k) => (
            <div key={k} className="rounded-xl bg-sunken p-3">
              <dt className="text-xs text-fg-muted">{t(`totals.${k}`)}</dt>
              <dd className="font-semibold tabular-nums">{money(data.totals[k])}</dd>
            </div>
          ))}
          <div className="rounded-xl bg-sunken p-3">
            <dt className="text-xs text-fg-muted">{t('totals.profit')}</dt>
            <dd className="font-semibold">
              <Signed minor={data.totals.profit} format={money} />
            </dd>
          </div>
        </dl>
      )}
      <RecordState isPending={q.isPending} error={q.error} isEmpty={!data?.list.length}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-xs text-fg-muted">
              <tr>
                <th className="py-2 text-start font-normal">{t('columns.time')}</th>
                <th className="py-2 text-start font-normal">{t('columns.game')}</th>
                <th className="py-2 text-end font-normal">{t('columns.stake')}</th>
                <th className="hidden py-2 text-end font-normal sm:table-cell">{t('columns.payout')}</th>
                {/* On a phone the profit is the last column: kept clear of the floating customer-service button. */}
                <th className="py-2 pe-12 text-end font-normal sm:pe-0">{t('columns.profit')}</th>
                <th className="hidden py-2 text-end font-normal sm:table-cell">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.list.map((b) => (
                <tr key={b.id} className="border-t border-line">
                  <td className="py-2 pe-2 text-xs tabular-nums sm:text-sm">{formatDateTime(b.placedAt)}</td>
                  <td className="py-2">
                    <span className="block font-semibold">{b.gameName}</span>
                    <span className="text-xs text-fg-muted">
                      {b.vendor} · {t(`categories.${b.category}`, { defaultValue: b.category })}
                    </span>
                  </td>
                  <td className="py-2 text-end tabular-nums">{money(b.stake)}</td>
                  <td className="hidden py-2 text-end tabular-nums sm:table-cell">{money(b.payout)}</td>
                  <td className="py-2 pe-12 text-end sm:pe-0" data-testid="bet-profit">
                    <Signed minor={b.profit} format={money} />
                  </td>
                  <td className="hidden py-2 text-end sm:table-cell">{t(`bets.statuses.${b.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data && <Pager page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} label={t('pagerLabel')} />}
      </RecordState>
    </section>
  );
}
