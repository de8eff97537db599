import type { DailyFigures, DailyReport } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Button, ErrorState, Field, Input, PageHeader, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { download } from '../lib/csv.ts';
import { count, money } from '../lib/format.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);
/** The default range: the last 7 days up to today (computed once per page load). */
const defaultRange = () => ({ to: day(new Date()), from: day(new Date(Date.now() - 6 * 86_400_000)) });
const MONEY = ['deposits', 'withdrawals', 'stake', 'validTurnover', 'payout', 'ggr', 'bonuses'] as const;
const COUNTS = ['bets', 'newMembers', 'activeMembers'] as const;

/** Site-wide figures per day for a range (at most 93 days), with totals and the server's CSV. */
export function ReportsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(defaultRange);
  const to = params.get('to') ?? initial.to;
  const from = params.get('from') ?? initial.from;
  const [csvError, setCsvError] = useState<string | null>(null);
  const q = useQuery({
    queryKey: ['report', from, to],
    queryFn: ({ signal }) => call<DailyReport>('/operator/reports/daily', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
  const currency = q.data?.currency ?? 'THB';
  const columns = useMemo<Column<Omit<DailyFigures, 'date'> & { date: string }>[]>(
    () => [
      { id: 'date', header: t('reports.date'), cell: (r) => <span className="tabular-nums">{r.date}</span> },
      ...MONEY.map((k) => ({ id: k, header: t(`dashboard.kpi.${k}`), numeric: true, cell: (r: DailyFigures) => money(r[k], currency) })),
      ...COUNTS.map((k) => ({ id: k, header: t(`dashboard.kpi.${k}`), numeric: true, cell: (r: DailyFigures) => count(r[k]) })),
    ],
    [t, currency],
  );
  async function exportCsv() {
    setCsvError(null);
    try {
      download(`daily-report-${from}-${to}.csv`, await call<string>('/operator/reports/daily', { query: { from, to, format: 'csv' }, text: true }));
    } catch (err) {
      setCsvError(errorText(err));
    }
  }
  return (
    <div data-testid="reports-page">
      <PageHeader title={t('nav.reports')}>
        <Button tone="primary" onClick={() => void exportCsv()} data-testid="report-export">
          {t('audit.export')}
        </Button>
      </PageHeader>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('reports.from')}>
          <Input type="date" value={from} max={to} onChange={(e) => e.target.value && setParams({ from: e.target.value, to }, { replace: true })} data-testid="report-from" />
        </Field>
        <Field label={t('reports.to')}>
          <Input type="date" value={to} min={from} onChange={(e) => e.target.value && setParams({ from, to: e.target.value }, { replace: true })} data-testid="report-to" />
        </Field>
      </div>
      {csvError && (
        <p className="mb-3 text-sm text-danger" role="alert">
          {csvError}
        </p>
      )}
      {q.isPending ? (
        <Spinner />
      ) : q.error && !q.data ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <DataTable columns={columns} rows={[...q.data.days, { ...q.data.totals, date: t('reports.total') }]} rowKey={(r) => r.date} label={t('nav.reports')} />
      )}
    </div>
  );
}
