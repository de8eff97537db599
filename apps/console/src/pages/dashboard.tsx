import type { DailyFigures, Dashboard } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineChart } from '../components/line-chart.tsx';
import { Card, ErrorState, PageHeader, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { count, dateTime, money } from '../lib/format.ts';

type Kpi = { key: keyof Omit<DailyFigures, 'date'>; kind: 'money' | 'count' };
const KPIS: Kpi[] = [
  { key: 'deposits', kind: 'money' },
  { key: 'withdrawals', kind: 'money' },
  { key: 'ggr', kind: 'money' },
  { key: 'validTurnover', kind: 'money' },
  { key: 'newMembers', kind: 'count' },
  { key: 'activeMembers', kind: 'count' },
];

function change(today: number, yesterday: number): { text: string; tone: string } {
  if (yesterday === 0) return { text: today === 0 ? '±0%' : '—', tone: 'text-fg-muted' };
  const pct = ((today - yesterday) / Math.abs(yesterday)) * 100;
  return { text: `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`, tone: pct > 0 ? 'text-success' : pct < 0 ? 'text-danger' : 'text-fg-muted' };
}

/** Today vs yesterday (site time zone), the pending queues and 14 days of money in a chart. */
export function DashboardPage() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => call<Dashboard>('/operator/dashboard', { signal }), refetchInterval: 60_000 });
  const d = q.data;
  const chart = useMemo(() => {
    if (!d) return null;
    const major = (v: number) => v / 100;
    return {
      days: d.series.map((s) => s.date),
      series: [
        { label: t('dashboard.kpi.deposits'), colorVar: '--c-success', values: d.series.map((s) => major(s.deposits)) },
        { label: t('dashboard.kpi.withdrawals'), colorVar: '--c-danger', values: d.series.map((s) => major(s.withdrawals)) },
        { label: t('dashboard.kpi.ggr'), colorVar: '--c-primary', values: d.series.map((s) => major(s.ggr)) },
      ],
    };
  }, [d, t]);
  const compact = useMemo(() => new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }), []);
  const formatAxis = useMemo(() => (v: number) => compact.format(v), [compact]);

  if (q.isPending) return <Spinner />;
  if (q.error) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const queues = [
    { key: 'depositsPending', n: d!.queues.depositsPending, to: '/payments' },
    { key: 'withdrawalsPending', n: d!.queues.withdrawalsPending, to: '/payments?tab=withdrawals' },
    { key: 'adjustmentsPending', n: d!.queues.adjustmentsPending, to: '/adjustments' },
    { key: 'agentApplicationsPending', n: d!.queues.agentApplicationsPending, to: null },
  ] as const;
  return (
    <div data-testid="dashboard-page">
      <PageHeader title={t('nav.dashboard')}>
        <span className="text-xs text-fg-muted">{t('dashboard.generated', { time: dateTime(d!.generatedAt), zone: d!.timeZone })}</span>
      </PageHeader>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {KPIS.map((k) => {
          const today = d!.today[k.key];
          const yesterday = d!.yesterday[k.key];
          const c = change(today, yesterday);
          const show = (v: number) => (k.kind === 'money' ? money(v, d!.currency) : count(v));
          return (
            <Card key={k.key} testId={`kpi-${k.key}`} className="!p-3">
              <p className="text-xs font-semibold text-fg-muted">{t(`dashboard.kpi.${k.key}`)}</p>
              <p className="mt-1 text-lg font-extrabold tabular-nums" data-testid="kpi-today">
                {show(today)}
              </p>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-xs">
                <span className={`font-semibold tabular-nums ${c.tone}`}>{c.text}</span>
                <span className="text-fg-muted">
                  {t('dashboard.yesterday')} <span className="tabular-nums">{show(yesterday)}</span>
                </span>
              </p>
            </Card>
          );
        })}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Card title={t('dashboard.chartTitle')}>{chart && <LineChart days={chart.days} series={chart.series} label={t('dashboard.chartTitle')} xLabel={t('dashboard.day')} format={formatAxis} />}</Card>
        <Card title={t('dashboard.queues')}>
          <ul className="grid gap-2">
            {queues.map((x) => (
              <li key={x.key} className="flex items-center justify-between gap-2 text-sm">
                {x.to ? (
                  <Link to={x.to} className="text-accent hover:underline">
                    {t(`dashboard.queue.${x.key}`)}
                  </Link>
                ) : (
                  <span>{t(`dashboard.queue.${x.key}`)}</span>
                )}
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${x.n ? 'bg-warning/15 text-warning' : 'bg-sunken text-fg-muted'}`} data-testid={`queue-${x.key}`}>
                  {count(x.n)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
