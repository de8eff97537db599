import { INCOME_KINDS, type AgentIncomeItem } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INCOME_PATH, useIncome, type IncomeFilter } from '../api/get-income.ts';
import { AgentSection, selectClass, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { DataGrid, type GridColumn } from '../components/data-grid.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { FilterField } from '../components/filter-field.tsx';
import { LineChart } from '../components/line-chart.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { useCompactNumber } from '../lib/use-compact.ts';
import { PAGE_SIZE, useRange } from '../lib/use-range.ts';
import { useAgentTime } from '../lib/zone-time.ts';

type Kind = (typeof INCOME_KINDS)[number];

/**
 * SPEC §2.8 my income: commissions, salaries and dividends per period, with an income-by-period chart.
 * Until agent contracts exist the API answers `available: false` and the page says so plainly.
 */
function Income({ fixedKind, title, testId }: { fixedKind?: Kind; title: string; testId: string }) {
  const { t } = useTranslation('agent');
  const formatDateTime = useAgentTime();
  const { range, setRange, today } = useRange('last30');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<Kind | ''>(fixedKind ?? '');
  const filter: IncomeFilter = { ...range, kind: kind || undefined, page, pageSize: PAGE_SIZE };
  const q = useIncome(filter);
  const data = q.data;
  const format = useCompactNumber();
  const chart = useMemo(
    () => ({
      labels: (data?.byPeriod ?? []).map((p) => p.period),
      series: [{ label: t('income.amount'), values: (data?.byPeriod ?? []).map((p) => p.amount / 100), tone: 'primary' as const }],
    }),
    [data, t],
  );

  const columns = useMemo<GridColumn<AgentIncomeItem>[]>(
    () => [
      { id: 'period', header: t('columns.period'), cell: (i) => i.period },
      { id: 'kind', header: t('columns.kind'), cell: (i) => t(`incomeKinds.${i.kind}`) },
      { id: 'base', header: t('income.base'), numeric: true, cell: (i) => <Amount minor={i.base} /> },
      { id: 'rate', header: t('income.rate'), numeric: true, cell: (i) => i.rate },
      { id: 'amount', header: t('income.amount'), numeric: true, cell: (i) => <Amount minor={i.amount} />, footer: data && <Amount minor={data.totals.amount} /> },
      { id: 'status', header: t('columns.status'), cell: (i) => t(`incomeStatuses.${i.status}`) },
      { id: 'paidAt', header: t('income.paidAt'), cell: (i) => (i.paidAt ? formatDateTime(i.paidAt) : '—') },
    ],
    [t, data, formatDateTime],
  );

  if (data && !data.available) {
    return (
      <AgentSection title={title} testId={testId}>
        <div className="rounded-card border border-dashed border-line p-8 text-center" data-testid="income-unavailable">
          <p className="text-lg font-semibold">{t('income.unavailableTitle')}</p>
          <p className="mx-auto mt-2 max-w-lg text-fg-secondary">{t('income.unavailableBody')}</p>
        </div>
      </AgentSection>
    );
  }

  return (
    <div className="grid gap-4">
      <AgentSection title={title} testId={testId} actions={<ExportButton path={INCOME_PATH} query={filter} fileName="income" />}>
        <RangeBar value={range} onChange={(r) => (setRange(r), setPage(1))} today={today} />
        {!fixedKind && (
          <FilterField label={t('columns.kind')}>
            <select className={`${selectClass} w-fit`} value={kind} onChange={(e) => (setKind(e.target.value as Kind | ''), setPage(1))} data-testid="income-kind">
              <option value="">{t('states.all')}</option>
              {INCOME_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`incomeKinds.${k}`)}
                </option>
              ))}
            </select>
          </FilterField>
        )}
        {data && (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Stat label={t('income.total')}>
              <Amount minor={data.totals.amount} />
            </Stat>
            <Stat label={t('income.entries')}>{data.total}</Stat>
          </dl>
        )}
        {chart.labels.length > 0 && <LineChart kind="bars" labels={chart.labels} xLabel={t('columns.period')} series={chart.series} format={format} label={t('income.chartLabel')} testId="income-chart" />}
        <DataGrid
          columns={columns}
          rows={data?.items}
          rowKey={(i) => i.id}
          isPending={q.isPending}
          error={q.error}
          empty={t('states.emptyRange')}
          label={title}
          page={page}
          pageSize={data?.pageSize}
          total={data?.total}
          onPage={setPage}
          testId="income-grid"
        />
      </AgentSection>
    </div>
  );
}

export function IncomePage() {
  const { t } = useTranslation('agent');
  return <Income title={t('menu.agentIncome')} testId="agent-income" />;
}
