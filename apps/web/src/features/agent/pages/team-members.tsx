import type { TEAM_MEMBER_SORTS, TeamMember } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEAM_MEMBERS_PATH, useTeamMembers, type TeamMembersFilter } from '../api/get-team-members.ts';
import { useAgentProfile } from '../api/get-profile.ts';
import { AgentSection, selectClass, smallInputClass } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { DataGrid, type GridColumn, type GridSort } from '../components/data-grid.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { agentPath } from '../lib/menu.ts';
import { useParentParam } from '../lib/use-parent.ts';
import { PAGE_SIZE, useRange } from '../lib/use-range.ts';
import { useAgentTime } from '../lib/zone-time.ts';

type Sort = (typeof TEAM_MEMBER_SORTS)[number];

/** SPEC §2.8 team management: the downline, drilled down by sub-agent, searched, sorted, paged and exported. */
export function TeamMembersPage() {
  const { t } = useTranslation('agent');
  const formatDateTime = useAgentTime();
  const profile = useAgentProfile();
  const { range, setRange, today } = useRange('month');
  const [parentId, setParent] = useParentParam();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [role, setRole] = useState<'' | 'member' | 'agent'>('');
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [sort, setSort] = useState<GridSort>({ sort: 'createdAt', order: 'desc' });
  const [page, setPage] = useState(1);
  const filter: TeamMembersFilter = {
    ...range,
    parentId,
    scope,
    search: search || undefined,
    role: role || undefined,
    sort: sort.sort as Sort,
    order: sort.order,
    page,
    pageSize: PAGE_SIZE,
  };
  const q = useTeamMembers(filter);
  const reset = <A,>(fn: (a: A) => void) => (a: A) => {
    fn(a);
    setPage(1);
  };

  const columns = useMemo<GridColumn<TeamMember>[]>(
    () => [
      {
        id: 'username',
        header: t('columns.username'),
        sortable: true,
        cell: (m) =>
          m.role === 'agent' && m.downlineCount > 0 ? (
            <button type="button" className="font-semibold text-primary hover:underline" onClick={() => (setParent(m.id), setPage(1))} data-testid={`drill-${m.username}`}>
              {m.username}
            </button>
          ) : (
            <span className="font-semibold">{m.username}</span>
          ),
      },
      { id: 'role', header: t('columns.role'), cell: (m) => t(`roles.${m.role}`) },
      { id: 'status', header: t('columns.status'), cell: (m) => t(`statuses.${m.status}`) },
      { id: 'depth', header: t('columns.depth'), cell: (m) => m.depth, numeric: true },
      { id: 'downlineCount', header: t('columns.downline'), cell: (m) => m.downlineCount, numeric: true },
      { id: 'balance', header: t('columns.balance'), sortable: true, numeric: true, cell: (m) => (m.balance === null ? '—' : <Amount minor={m.balance} />) },
      { id: 'deposits', header: t('figures.deposits'), sortable: true, numeric: true, cell: (m) => <Amount minor={m.deposits} /> },
      { id: 'withdrawals', header: t('figures.withdrawals'), numeric: true, cell: (m) => <Amount minor={m.withdrawals} /> },
      { id: 'turnover', header: t('figures.turnover'), sortable: true, numeric: true, cell: (m) => <Amount minor={m.turnover} /> },
      { id: 'winLoss', header: t('figures.winLoss'), sortable: true, numeric: true, cell: (m) => <Amount minor={m.winLoss} signed /> },
      { id: 'createdAt', header: t('columns.joined'), sortable: true, cell: (m) => formatDateTime(m.createdAt) },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: (m) =>
          m.role === 'member' && profile.features.transfers ? (
            <Link to={agentPath('agentTransfer', { username: m.username })} className="text-primary hover:underline">
              {t('team.transfer')}
            </Link>
          ) : null,
      },
    ],
    [t, setParent, profile.features.transfers, formatDateTime],
  );

  return (
    <AgentSection
      title={t('menu.agentTeam')}
      testId="agent-team"
      actions={
        <>
          {profile.features.registerMembers && (
            <Link to={agentPath('agentRegister')} className="h-8 rounded-xl bg-primary px-3 text-sm leading-8 font-semibold text-primary-contrast hover:bg-primary-strong">
              {t('team.register')}
            </Link>
          )}
          <ExportButton path={TEAM_MEMBERS_PATH} query={filter} fileName="team-members" />
        </>
      }
    >
      <RangeBar value={range} onChange={reset(setRange)} today={today} />
      <div className="flex flex-wrap items-end gap-2">
        <form
          className="flex min-w-48 flex-1 gap-2"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(typed.trim());
            setPage(1);
          }}
        >
          <input className={smallInputClass} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('team.search')} aria-label={t('team.search')} data-testid="team-search" />
          <button type="submit" className="h-9 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-sunken">
            {t('actions.search')}
          </button>
        </form>
        <select className={selectClass} value={role} onChange={(e) => reset(setRole)(e.target.value as typeof role)} aria-label={t('columns.role')} data-testid="team-role">
          <option value="">{t('team.allRoles')}</option>
          <option value="member">{t('roles.member')}</option>
          <option value="agent">{t('roles.agent')}</option>
        </select>
        <select className={selectClass} value={scope} onChange={(e) => reset(setScope)(e.target.value as typeof scope)} aria-label={t('team.scope')} data-testid="team-scope">
          <option value="direct">{t('team.direct')}</option>
          <option value="all">{t('team.everyDepth')}</option>
        </select>
      </div>
      {q.data && <Breadcrumb path={q.data.path} onSelect={(id) => (setParent(id), setPage(1))} />}
      <DataGrid
        columns={columns}
        rows={q.data?.items}
        rowKey={(m) => String(m.id)}
        isPending={q.isPending}
        error={q.error}
        empty={search || role ? t('states.noMatch') : t('team.empty')}
        label={t('menu.agentTeam')}
        sort={sort}
        onSort={reset(setSort)}
        page={page}
        pageSize={q.data?.pageSize}
        total={q.data?.total}
        onPage={setPage}
        testId="team-grid"
      />
    </AgentSection>
  );
}
