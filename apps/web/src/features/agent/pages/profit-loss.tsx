import type { ProfitLossRow } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFIT_LOSS_PATH, useProfitLoss, type ProfitLossFilter } from '../api/get-profit-loss.ts';
import { AgentSection, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { DataGrid, type GridColumn, type GridSort } from '../components/data-grid.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { useParentParam } from '../lib/use-parent.ts';
import { PAGE_SIZE, useRange } from '../lib/use-range.ts';
import { useUsernameFilter } from '../lib/use-username-filter.ts';

type Sort = NonNullable<ProfitLossFilter['sort']>;

/** SPEC §2.8 user profit and loss: one row per direct member and per sub-agent team, drilled down by sub-agent. */
export function ProfitLossPage() {
  const { t } = useTranslation('agent');
  const { range, setRange, today } = useRange('last7');
  const [parentId, setParent] = useParentParam();
  const [sort, setSort] = useState<GridSort>({ sort: 'turnover', order: 'desc' });
  const [page, setPage] = useState(1);
  const user = useUsernameFilter(() => setPage(1));
  const filter: ProfitLossFilter = { ...range, parentId, search: user.applied, sort: sort.sort as Sort, order: sort.order, page, pageSize: PAGE_SIZE };
  const q = useProfitLoss(filter);
  const totals = q.data?.totals;

  const columns = useMemo<GridColumn<ProfitLossRow>[]>(
    () => [
      {
        id: 'username',
        header: t('columns.username'),
        sortable: true,
        cell: (r) =>
          r.kind === 'agent' ? (
            <button type="button" className="font-semibold text-primary hover:underline" onClick={() => (setParent(r.id), setPage(1))} data-testid={`pl-drill-${r.username}`}>
              {t('profitLoss.team', { name: r.username })}
            </button>
          ) : (
            <span className="font-semibold">{r.username}</span>
          ),
        footer: t('states.total'),
      },
      { id: 'members', header: t('columns.members'), numeric: true, cell: (r) => r.members },
      { id: 'bets', header: t('figures.bets'), numeric: true, cell: (r) => r.bets, footer: totals?.bets },
      { id: 'turnover', header: t('figures.turnover'), sortable: true, numeric: true, cell: (r) => <Amount minor={r.turnover} />, footer: totals && <Amount minor={totals.turnover} /> },
      { id: 'validTurnover', header: t('figures.validTurnover'), numeric: true, cell: (r) => <Amount minor={r.validTurnover} />, footer: totals && <Amount minor={totals.validTurnover} /> },
      { id: 'winLoss', header: t('figures.winLoss'), sortable: true, numeric: true, cell: (r) => <Amount minor={r.winLoss} signed />, footer: totals && <Amount minor={totals.winLoss} signed /> },
      { id: 'bonuses', header: t('figures.bonuses'), numeric: true, cell: (r) => <Amount minor={r.bonuses} />, footer: totals && <Amount minor={totals.bonuses} /> },
      { id: 'deposits', header: t('figures.deposits'), sortable: true, numeric: true, cell: (r) => <Amount minor={r.deposits} />, footer: totals && <Amount minor={totals.deposits} /> },
      { id: 'withdrawals', header: t('figures.withdrawals'), numeric: true, cell: (r) => <Amount minor={r.withdrawals} />, footer: totals && <Amount minor={totals.withdrawals} /> },
      { id: 'netProfit', header: t('figures.netProfit'), numeric: true, cell: (r) => <Amount minor={r.netProfit} signed />, footer: totals && <Amount minor={totals.netProfit} signed /> },
    ],
    [t, totals, setParent],
  );

  return (
    <AgentSection title={t('menu.agentProfitLoss')} testId="agent-profit-loss" actions={<ExportButton path={PROFIT_LOSS_PATH} query={filter} fileName="team-profit-loss" />}>
      <RangeBar value={range} onChange={(r) => (setRange(r), setPage(1))} today={today} />
      <UsernameSearch value={user.typed} onChange={user.setTyped} onSubmit={user.submit} label={t('columns.username')} testId="pl-search" />
      {q.data && <Breadcrumb path={q.data.path} onSelect={(id) => (setParent(id), setPage(1))} />}
      {totals && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="pl-totals">
          <Stat label={t('figures.turnover')}>
            <Amount minor={totals.turnover} />
          </Stat>
          <Stat label={t('figures.winLoss')}>
            <Amount minor={totals.winLoss} signed />
          </Stat>
          <Stat label={t('figures.bonuses')}>
            <Amount minor={totals.bonuses} />
          </Stat>
          <Stat label={t('figures.netProfit')}>
            <Amount minor={totals.netProfit} signed />
          </Stat>
        </dl>
      )}
      <p className="text-xs text-fg-muted">{t('profitLoss.note')}</p>
      <DataGrid
        columns={columns}
        rows={q.data?.items}
        rowKey={(r) => `${r.kind}-${r.id}`}
        isPending={q.isPending}
        error={q.error}
        empty={t('states.emptyRange')}
        label={t('menu.agentProfitLoss')}
        sort={sort}
        onSort={(s) => (setSort(s), setPage(1))}
        page={page}
        pageSize={q.data?.pageSize}
        total={q.data?.total}
        onPage={setPage}
        testId="pl-grid"
      />
    </AgentSection>
  );
}
