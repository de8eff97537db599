import type { AgentReport, DailyFigures, DailyReport, GameReport, VendorReport } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Button, Empty, ErrorState, Field, Input, PageHeader, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { download } from '../lib/csv.ts';
import { count, money } from '../lib/format.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);
/** The default range: the last 7 days up to today (computed once per page load). */
const defaultRange = () => ({ to: day(new Date()), from: day(new Date(Date.now() - 6 * 86_400_000)) });
const MONEY = ['deposits', 'withdrawals', 'stake', 'validTurnover', 'payout', 'ggr', 'bonuses'] as const;
const COUNTS = ['bets', 'newMembers', 'activeMembers'] as const;

type Kind = 'daily' | 'games' | 'vendors' | 'agents';
const KINDS: Kind[] = ['daily', 'games', 'vendors', 'agents'];
const BET_MONEY = ['stake', 'validTurnover', 'payout', 'ggr'] as const;
type BetRow = { bets: number; stake: number; validTurnover: number; payout: number; ggr: number; activeMembers?: number };

/** Money and count columns shared by the game, vendor and agent tables. */
function betColumns<T extends BetRow>(t: (k: string) => string, currency: string): Column<T>[] {
  return [
    { id: 'bets', header: t('dashboard.kpi.bets'), numeric: true, cell: (r) => count(r.bets) },
    ...BET_MONEY.map((k) => ({ id: k, header: t(`dashboard.kpi.${k}`), numeric: true, cell: (r: T) => money(r[k], currency) })),
    { id: 'activeMembers', header: t('dashboard.kpi.activeMembers'), numeric: true, cell: (r) => (r.activeMembers === undefined ? '' : count(r.activeMembers)) },
  ];
}

/** Per game, vendor or top-level agent team over the same days, with the server's CSV. */
function BreakdownTable({ kind, from, to }: { kind: Exclude<Kind, 'daily'>; from: string; to: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['report', kind, from, to],
    queryFn: ({ signal }) => call<GameReport | VendorReport | AgentReport>(`/operator/reports/${kind}`, { query: { from, to }, signal }),
    // Keep the rows while the days change, never from another tab (other columns).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? keepPreviousData(previous) : undefined),
  });
  const currency = q.data?.currency ?? 'THB';
  const columns = useMemo(() => {
    if (kind === 'games') {
      return [
        { id: 'game', header: t('reportsExtra.col.game'), cell: (r: GameReport['rows'][number]) => (r.gameCode ? <span><bdi className="font-medium">{r.gameName || r.gameCode}</bdi> <span className="text-xs text-fg-muted">{r.gameCode}</span></span> : t('reports.total')) },
        { id: 'vendor', header: t('reportsExtra.col.vendor'), cell: (r: GameReport['rows'][number]) => r.vendor },
        ...betColumns<GameReport['rows'][number]>(t, currency),
      ] as Column<object>[];
    }
    if (kind === 'vendors') {
      return [
        { id: 'vendor', header: t('reportsExtra.col.vendor'), cell: (r: VendorReport['rows'][number]) => <span className="font-medium">{r.vendor}</span> },
        { id: 'games', header: t('reportsExtra.col.games'), numeric: true, cell: (r: VendorReport['rows'][number]) => (r.games ? count(r.games) : '') },
        ...betColumns<VendorReport['rows'][number]>(t, currency),
      ] as Column<object>[];
    }
    return [
      { id: 'agent', header: t('reportsExtra.col.agent'), cell: (r: AgentReport['rows'][number]) => <bdi className="font-medium">{r.username}</bdi> },
      ...betColumns<AgentReport['rows'][number]>(t, currency),
      ...(['deposits', 'withdrawals', 'bonuses'] as const).map((k) => ({ id: k, header: t(`dashboard.kpi.${k}`), numeric: true, cell: (r: AgentReport['rows'][number]) => money(r[k], currency) })),
    ] as Column<object>[];
  }, [kind, t, currency]);
  if (q.isPending) return <Spinner />;
  if (q.error && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const data = q.data;
  if (!data.rows.length) return <Empty>{t(`reportsExtra.empty.${kind}`)}</Empty>;
  const rows: object[] =
    'totals' in data
      ? [...data.rows, kind === 'games' ? { ...data.totals, vendor: '', gameCode: '', gameName: '', category: '' } : { ...data.totals, vendor: t('reports.total'), games: 0 }]
      : data.rows;
  const key = (r: object) => {
    const row = r as { gameCode?: string; vendor?: string; agentId?: number };
    if (kind === 'agents') return String(row.agentId);
    return kind === 'games' ? `${row.vendor}|${row.gameCode}` : row.vendor || 'total';
  };
  return (
    <>
      {kind === 'agents' && <p className="mb-2 text-sm text-fg-secondary">{t('reportsExtra.agentsHint')}</p>}
      <DataTable columns={columns} rows={rows} rowKey={key} label={t(`reportsExtra.tab.${kind}`)} />
    </>
  );
}

/** Site-wide figures per day for a range (at most 93 days), and the same days per game, vendor and agent team, each with the server's CSV. */
export function ReportsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(defaultRange);
  const to = params.get('to') ?? initial.to;
  const from = params.get('from') ?? initial.from;
  const kind: Kind = KINDS.includes(params.get('tab') as Kind) ? (params.get('tab') as Kind) : 'daily';
  const [csvError, setCsvError] = useState<string | null>(null);
  const setRange = (next: { from: string; to: string }) => setParams({ ...next, ...(kind === 'daily' ? {} : { tab: kind }) }, { replace: true });
  const q = useQuery({
    queryKey: ['report', from, to],
    queryFn: ({ signal }) => call<DailyReport>('/operator/reports/daily', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    enabled: kind === 'daily',
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
      download(`${kind}-report-${from}-${to}.csv`, await call<string>(`/operator/reports/${kind}`, { query: { from, to, format: 'csv' }, text: true }));
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
      <div role="tablist" className="mb-3 flex gap-1 overflow-x-auto border-b border-line">
        {KINDS.map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={kind === k}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${kind === k ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
            onClick={() => setParams({ from, to, ...(k === 'daily' ? {} : { tab: k }) }, { replace: true })}
            data-testid={`report-tab-${k}`}
          >
            {t(`reportsExtra.tab.${k}`)}
          </button>
        ))}
      </div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('reports.from')}>
          <Input type="date" value={from} max={to} onChange={(e) => e.target.value && setRange({ from: e.target.value, to })} data-testid="report-from" />
        </Field>
        <Field label={t('reports.to')}>
          <Input type="date" value={to} min={from} onChange={(e) => e.target.value && setRange({ from, to: e.target.value })} data-testid="report-to" />
        </Field>
      </div>
      {csvError && (
        <p className="mb-3 text-sm text-danger" role="alert">
          {csvError}
        </p>
      )}
      {kind !== 'daily' ? (
        <BreakdownTable kind={kind} from={from} to={to} />
      ) : q.isPending ? (
        <Spinner />
      ) : q.error && !q.data ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <DataTable columns={columns} rows={[...q.data.days, { ...q.data.totals, date: t('reports.total') }]} rowKey={(r) => r.date} label={t('nav.reports')} />
      )}
    </div>
  );
}
