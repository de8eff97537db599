import { BET_RECORD_CATEGORIES, type TeamBet } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_BETS_PATH, useTeamBets, type TeamBetsFilter } from '../api/get-team-bets.ts';
import { AgentSection, selectClass, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { DataGrid, type GridColumn } from '../components/data-grid.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { FilterField } from '../components/filter-field.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { useUsernameFilter } from '../lib/use-username-filter.ts';
import { PAGE_SIZE, useRange } from '../lib/use-range.ts';
import { useAgentTime } from '../lib/zone-time.ts';

const STATUSES = ['PENDING', 'SETTLED', 'CANCELLED'] as const;
type Category = (typeof BET_RECORD_CATEGORIES)[number];
type Status = (typeof STATUSES)[number];

/** SPEC §2.8 team betting: every bet of the downline by member, category, status and day, with totals. */
export function TeamBetsPage() {
  const { t } = useTranslation('agent');
  const formatDateTime = useAgentTime();
  const { range, setRange, today } = useRange('last7');
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<Category | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const user = useUsernameFilter(() => setPage(1));
  const filter: TeamBetsFilter = { ...range, username: user.applied, category: category || undefined, status: status || undefined, page, pageSize: PAGE_SIZE };
  const q = useTeamBets(filter);
  const totals = q.data?.totals;

  const columns = useMemo<GridColumn<TeamBet>[]>(
    () => [
      { id: 'placedAt', header: t('columns.time'), cell: (b) => formatDateTime(b.placedAt) },
      { id: 'username', header: t('columns.username'), cell: (b) => <span className="font-semibold">{b.username}</span> },
      { id: 'game', header: t('columns.game'), cell: (b) => `${b.gameName} · ${b.vendor}` },
      { id: 'category', header: t('columns.category'), cell: (b) => t(`categories.${b.category}`, { defaultValue: b.category }) },
      { id: 'stake', header: t('columns.stake'), numeric: true, cell: (b) => <Amount minor={b.stake} />, footer: totals && <Amount minor={totals.stake} /> },
      { id: 'payout', header: t('figures.payout'), numeric: true, cell: (b) => <Amount minor={b.payout} />, footer: totals && <Amount minor={totals.payout} /> },
      { id: 'winLoss', header: t('figures.winLoss'), numeric: true, cell: (b) => <Amount minor={b.winLoss} signed />, footer: totals && <Amount minor={totals.winLoss} signed /> },
      { id: 'status', header: t('columns.status'), cell: (b) => t(`betStatuses.${b.status}`) },
    ],
    [t, totals, formatDateTime],
  );

  return (
    <AgentSection title={t('menu.agentBets')} testId="agent-bets" actions={<ExportButton path={TEAM_BETS_PATH} query={filter} fileName="team-bets" />}>
      <RangeBar value={range} onChange={(r) => (setRange(r), setPage(1))} today={today} />
      <div className="flex flex-wrap items-end gap-2">
        <UsernameSearch value={user.typed} onChange={user.setTyped} onSubmit={user.submit} label={t('columns.username')} testId="bets-username" />
        <FilterField label={t('columns.category')}>
          <select className={selectClass} value={category} onChange={(e) => (setCategory(e.target.value as Category | ''), setPage(1))} data-testid="bets-category">
            <option value="">{t('states.all')}</option>
            {BET_RECORD_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t('columns.status')}>
          <select className={selectClass} value={status} onChange={(e) => (setStatus(e.target.value as Status | ''), setPage(1))} data-testid="bets-status">
            <option value="">{t('states.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`betStatuses.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      {totals && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="bets-totals">
          <Stat label={t('figures.bets')}>{totals.bets}</Stat>
          <Stat label={t('figures.turnover')}>
            <Amount minor={totals.stake} />
          </Stat>
          <Stat label={t('figures.validTurnover')}>
            <Amount minor={totals.validStake} />
          </Stat>
          <Stat label={t('figures.winLoss')}>
            <Amount minor={totals.winLoss} signed />
          </Stat>
        </dl>
      )}
      <DataGrid
        columns={columns}
        rows={q.data?.items}
        rowKey={(b) => b.id}
        isPending={q.isPending}
        error={q.error}
        empty={t('states.emptyRange')}
        label={t('menu.agentBets')}
        page={page}
        pageSize={q.data?.pageSize}
        total={q.data?.total}
        onPage={setPage}
        testId="bets-grid"
      />
    </AgentSection>
  );
}
