import { AGENT_TRANSACTION_KINDS, type AgentTransaction } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTIONS_PATH, useAgentTransactions, type TransactionsFilter } from '../api/get-transactions.ts';
import { AgentSection, selectClass, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { DataGrid, type GridColumn } from '../components/data-grid.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { FilterField } from '../components/filter-field.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { PAGE_SIZE, useRange } from '../lib/use-range.ts';
import { useAgentTime } from '../lib/zone-time.ts';
import { useUsernameFilter } from '../lib/use-username-filter.ts';

type Kind = (typeof AGENT_TRANSACTION_KINDS)[number];

/** SPEC §2.8 transaction details: deposits, withdrawals, transfers and bonuses of the team or of the agent's own wallet. */
export function TransactionsPage() {
  const { t } = useTranslation('agent');
  const formatDateTime = useAgentTime();
  const { range, setRange, today } = useRange('last7');
  const [page, setPage] = useState(1);
  const [scope, setScope] = useState<'team' | 'self'>('team');
  const [kind, setKind] = useState<Kind | ''>('');
  const user = useUsernameFilter(() => setPage(1));
  const filter: TransactionsFilter = { ...range, scope, kind: kind || undefined, username: scope === 'team' ? user.applied : undefined, page, pageSize: PAGE_SIZE };
  const q = useAgentTransactions(filter);
  const totals = q.data?.totals;

  const columns = useMemo<GridColumn<AgentTransaction>[]>(
    () => [
      { id: 'createdAt', header: t('columns.time'), cell: (x) => formatDateTime(x.createdAt) },
      { id: 'username', header: t('columns.username'), cell: (x) => <span className="font-semibold">{x.username}</span> },
      { id: 'kind', header: t('columns.kind'), cell: (x) => t(`kinds.${x.kind}`, { defaultValue: x.kind }) },
      { id: 'counterparty', header: t('columns.counterparty'), cell: (x) => x.counterparty ?? '—' },
      { id: 'amount', header: t('columns.amount'), numeric: true, cell: (x) => <Amount minor={x.amount} signed /> },
      { id: 'balanceAfter', header: t('columns.balanceAfter'), numeric: true, cell: (x) => <Amount minor={x.balanceAfter} /> },
    ],
    [t, formatDateTime],
  );

  return (
    <AgentSection title={t('menu.agentTransactions')} testId="agent-transactions" actions={<ExportButton path={TRANSACTIONS_PATH} query={filter} fileName="transactions" />}>
      <RangeBar value={range} onChange={(r) => (setRange(r), setPage(1))} today={today} />
      <div className="flex flex-wrap items-end gap-2">
        <FilterField label={t('transactions.whose')}>
          <select className={selectClass} value={scope} onChange={(e) => (setScope(e.target.value as 'team' | 'self'), setPage(1))} data-testid="tx-scope">
            <option value="team">{t('transactions.team')}</option>
            <option value="self">{t('transactions.self')}</option>
          </select>
        </FilterField>
        <FilterField label={t('columns.kind')}>
          <select className={selectClass} value={kind} onChange={(e) => (setKind(e.target.value as Kind | ''), setPage(1))} data-testid="tx-kind">
            <option value="">{t('states.all')}</option>
            {AGENT_TRANSACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </FilterField>
        {scope === 'team' && <UsernameSearch value={user.typed} onChange={user.setTyped} onSubmit={user.submit} label={t('columns.username')} testId="tx-username" />}
      </div>
      {totals && (
        <dl className="grid grid-cols-3 gap-2" data-testid="tx-totals">
          <Stat label={t('transactions.in')}>
            <Amount minor={totals.in} />
          </Stat>
          <Stat label={t('transactions.out')}>
            <Amount minor={totals.out} />
          </Stat>
          <Stat label={t('transactions.net')}>
            <Amount minor={totals.in - totals.out} signed />
          </Stat>
        </dl>
      )}
      <DataGrid
        columns={columns}
        rows={q.data?.items}
        rowKey={(x) => x.id}
        isPending={q.isPending}
        error={q.error}
        empty={t('states.emptyRange')}
        label={t('menu.agentTransactions')}
        page={page}
        pageSize={q.data?.pageSize}
        total={q.data?.total}
        onPage={setPage}
        testId="tx-grid"
      />
    </AgentSection>
  );
}
