import type { TeamFigures, TeamTrendPoint } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/form/tabs.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTeamOverview } from '../api/get-team-overview.ts';
import { AgentSection, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { DataGrid, type GridColumn } from '../components/data-grid.tsx';
import { LineChart, type ChartSeries } from '../components/line-chart.tsx';
import { agentErrorText } from '../lib/error-text.ts';
import { useCompactNumber } from '../lib/use-compact.ts';

type Period = 'today' | 'yesterday' | 'month';
type Trend = 'money' | 'people';

const MONEY: (keyof TeamFigures)[] = ['deposits', 'withdrawals', 'turnover', 'validTurnover', 'payout', 'winLoss', 'bonuses'];
const COUNTS: (keyof TeamFigures)[] = ['teamSize', 'newMembers', 'activeMembers', 'bets'];
const major = (minor: number) => minor / 100;

/** SPEC §2.8 default page agentTeamOverview: today / yesterday / this month, the 30-day trend and the team by depth. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const q = useTeamOverview();
  const compact = useCompactNumber();
  const [period, setPeriod] = useState<Period>('today');
  const [trend, setTrend] = useState<Trend>('money');
  const data = q.data;

  const chart = useMemo(() => {
    const points: TeamTrendPoint[] = data?.trend ?? [];
    const labels = points.map((p) => p.date.slice(5));
    const series: ChartSeries[] =
      trend === 'money'
        ? [
            { label: t('figures.turnover'), values: points.map((p) => major(p.turnover)), tone: 'primary' },
            { label: t('figures.deposits'), values: points.map((p) => major(p.deposits)), tone: 'success' },
            { label: t('figures.winLoss'), values: points.map((p) => major(p.winLoss)), tone: 'danger' },
          ]
        : [
            { label: t('figures.activeMembers'), values: points.map((p) => p.activeMembers), tone: 'primary' },
            { label: t('figures.newMembers'), values: points.map((p) => p.newMembers), tone: 'accent' },
          ];
    return { labels, series };
  }, [data, trend, t]);

  const depthColumns = useMemo<GridColumn<NonNullable<typeof data>['depth'][number]>[]>(
    () => [
      { id: 'depth', header: t('columns.depth'), cell: (r) => t('overview.level', { n: r.depth }) },
      { id: 'members', header: t('columns.members'), cell: (r) => r.members, numeric: true },
      { id: 'agents', header: t('columns.agents'), cell: (r) => r.agents, numeric: true },
      { id: 'activeMembers', header: t('figures.activeMembers'), cell: (r) => r.activeMembers, numeric: true },
      { id: 'deposits', header: t('figures.deposits'), cell: (r) => <Amount minor={r.deposits} />, numeric: true },
      { id: 'turnover', header: t('figures.turnover'), cell: (r) => <Amount minor={r.turnover} />, numeric: true },
      { id: 'winLoss', header: t('figures.winLoss'), cell: (r) => <Amount minor={r.winLoss} signed />, numeric: true },
    ],
    [t],
  );

  if (q.isPending) {
    return (
      <div className="grid min-h-[40dvh] place-items-center">
        <Spinner label={t('states.loading')} />
      </div>
    );
  }
  if (!data) {
    return (
      <AgentSection title={t('menu.agentTeamOverview')} testId="agent-overview">
        <p className="text-danger" role="alert">
          {agentErrorText(q.error)}
        </p>
      </AgentSection>
    );
  }
  const figures = data.periods[period];
  return (
    <div className="grid gap-4">
      <AgentSection title={t('menu.agentTeamOverview')} testId="agent-overview" actions={<span className="text-xs text-fg-muted">{t('overview.asOf', { date: data.today, zone: data.timeZone })}</span>}>
        <Tabs<Period>
          label={t('overview.period')}
          value={period}
          onChange={setPeriod}
          tabs={(['today', 'yesterday', 'month'] as const).map((p) => ({ key: p, label: t(`overview.periods.${p}`), testId: `overview-${p}` }))}
        />
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="overview-figures">
          {COUNTS.map((k) => (
            <Stat key={k} label={t(`figures.${k}`)} testId={`figure-${k}`}>
              {figures[k]}
            </Stat>
          ))}
          {MONEY.map((k) => (
            <Stat key={k} label={t(`figures.${k}`)} testId={`figure-${k}`}>
              <Amount minor={figures[k]} signed={k === 'winLoss'} />
            </Stat>
          ))}
        </dl>
      </AgentSection>
      <AgentSection title={t('overview.trend')} testId="agent-trend">
        <Tabs<Trend>
          label={t('overview.trend')}
          value={trend}
          onChange={setTrend}
          tabs={[
            { key: 'money', label: t('overview.trendMoney'), testId: 'trend-money' },
            { key: 'people', label: t('overview.trendPeople'), testId: 'trend-people' },
          ]}
        />
        {chart.labels.length ? (
          <LineChart labels={chart.labels} xLabel={t('overview.day')} series={chart.series} format={compact} label={t('overview.trendLabel')} testId="trend-chart" />
        ) : (
          <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted">{t('states.emptyRange')}</p>
        )}
      </AgentSection>
      <AgentSection title={t('overview.depth')} testId="agent-depth">
        <DataGrid columns={depthColumns} rows={data.depth} rowKey={(r) => String(r.depth)} isPending={false} error={null} empty={t('overview.noTeam')} label={t('overview.depth')} />
      </AgentSection>
    </div>
  );
}
