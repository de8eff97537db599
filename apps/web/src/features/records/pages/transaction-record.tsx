import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { lastDays, type DateRange } from '../components/date-range.ts';
import { RangePicker } from '../components/range-picker.tsx';
import { RecordState, Signed } from '../components/record-state.tsx';
import { useMoney } from '../../site/hooks/use-money.ts';

const KINDS = ['DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'BET', 'WIN', 'ROLLBACK', 'BONUS', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'DEMO_GRANT', 'ADJUSTMENT'] as const;

/** SPEC §2.7 account / transaction record (transactionHistory): every movement of the wallet. */
export function TransactionRecordPage() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const q = useTransactions(range, kind || undefined, page);
  const data = q.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="tx-title" data-testid="transaction-record">
      <h1 id="tx-title" className="text-xl font-bold">
        {t('transactions.title')}
      </h1>
      <RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} />
      <label className="grid w-fit gap-0.5 text-xs text-fg-muted">
        {t('transactions.kind')}
        <select className="h-9 rounded-xl border border-line bg-sunken px-2 text-sm" value={kind} onChange={(e) => (setKind(e.target.value), setPage(1))}>
          <option value="">{t('all')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {data && (
        <dl className="grid grid-cols-3 gap-2" data-testid="tx-totals">
          <div className="rounded-xl bg-sunken p-3">
            <dt className="text-xs text-fg-muted">{t('transactions.in')}</dt>
            <dd className="font-semibold tabular-nums">{money(data.totals.in)}</dd>
          </div>
          <div className="rounded-xl bg-sunken p-3">
            <dt className="text-xs text-fg-muted">{t('transactions.out')}</dt>
            <dd className="font-semibold tabular-nums">{money(data.totals.out)}</dd>
          </div>
          <div className="rounded-xl bg-sunken p-3">
            <dt className="text-xs text-fg-muted">{t('transactions.net')}</dt>
            <dd className="font-semibold">
              <Signed minor={data.totals.net} format={money} />
            </dd>
          </div>
        </dl>
      )}
      <RecordState isPending={q.isPending} error={q.error} isEmpty={!data?.items.length}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-xs text-fg-muted">
              <tr>
                <th className="py-2 text-start font-normal">{t('columns.time')}</th>
                <th className="py-2 text-start font-normal">{t('columns.type')}</th>
                <th className="py-2 text-end font-normal">{t('columns.amount')}</th>
                <th className="py-2 text-end font-normal">{t('columns.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((i) => (
                <tr key={i.transferId} className="border-t border-line">
                  <td className="py-2 pe-2 text-xs tabular-nums sm:text-sm">{formatDateTime(i.createdAt)}</td>
                  <td className="py-2">{t(`kinds.${i.kind}`, { defaultValue: i.kind })}</td>
                  <td className="py-2 text-end">
                    <Signed minor={i.amount} format={money} />
                  </td>
                  <td className="py-2 text-end tabular-nums">{money(i.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} totalPages={totalPages} onChange={setPage} label={t('pagerLabel')} />
      </RecordState>
    </section>
  );
}
