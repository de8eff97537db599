import type { ContractKind, Settlement } from '@app/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContracts, useSettlements } from '../api/contracts.ts';
import { AgentSection, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { DataGrid, type GridColumn } from '../components/data-grid.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { TierTable } from '../components/tier-table.tsx';
import { PAGE_SIZE, useRange } from '../lib/use-range.ts';
import { useAgentTime } from '../lib/zone-time.ts';

/**
 * SPEC §2.8 dividend, daily, hourly and real-time salary pages (each in the menu only while its contract
 * is active): the contract in force with its tiers, then every settled period with its figures, the
 * tier reached, the amount and its status, so each payment can be followed from the figures.
 */
function SettlementsPage({ kind, menuKey, testId }: { kind: ContractKind; menuKey: string; testId: string }) {
  const { t } = useTranslation('contracts');
  const { t: ta } = useTranslation('agent');
  const formatDateTime = useAgentTime();
  const { range, setRange, today } = useRange('last7');
  const [page, setPage] = useState(1);
  const q = useSettlements({ kind, ...range, page, pageSize: PAGE_SIZE });
  const active = useContracts({ direction: 'received', status: 'ACTIVE', kind, page: 1, pageSize: 1 });
  const contract = active.data?.items[0];
  const data = q.data;
  const dividend = kind === 'DIVIDEND';

  const columns = useMemo<GridColumn<Settlement>[]>(
    () => [
      { id: 'period', header: t('settlements.period'), cell: (s) => s.period },
      { id: 'members', header: t('settlements.activeMembers'), numeric: true, cell: (s) => s.activeMembers },
      dividend
        ? { id: 'netLoss', header: t('settlements.netLoss'), numeric: true, cell: (s) => <Amount minor={s.netLoss} signed /> }
        : { id: 'turnover', header: t('settlements.turnover'), numeric: true, cell: (s) => <Amount minor={s.turnover} /> },
      ...(dividend ? [{ id: 'carryIn', header: t('settlements.carryIn'), numeric: true, cell: (s: Settlement) => <Amount minor={s.carryIn} /> }] : []),
      { id: 'tier', header: t('settlements.tier'), numeric: true, cell: (s) => s.tier ?? t('settlements.noTier') },
      { id: 'rate', header: t('settlements.rate'), numeric: true, cell: (s) => `${s.rate} %` },
      { id: 'gross', header: t('settlements.gross'), numeric: true, cell: (s) => <Amount minor={s.gross} /> },
      { id: 'downline', header: t('settlements.downline'), numeric: true, cell: (s) => <Amount minor={s.downline} /> },
      {
        id: 'amount',
        header: t('settlements.amount'),
        numeric: true,
        cell: (s) => (
          <span className="font-semibold" data-testid="settlement-amount">
            <Amount minor={s.amount} />
          </span>
        ),
        footer: data && <Amount minor={data.totals.amount} />,
      },
      ...(dividend ? [{ id: 'carryOut', header: t('settlements.carryOut'), numeric: true, cell: (s: Settlement) => <Amount minor={s.carryOut} /> }] : []),
      { id: 'status', header: t('settlements.status'), cell: (s) => <span data-status={s.status}>{t(`settlementStatuses.${s.status}`)}</span> },
      { id: 'paidAt', header: t('settlements.paidAt'), cell: (s) => (s.paidAt ? formatDateTime(s.paidAt) : '—') },
    ],
    [t, data, dividend, formatDateTime],
  );

  return (
    <div className="grid gap-4">
      <AgentSection title={ta(`menu.${menuKey}`)} testId={testId}>
        <p className="text-sm text-fg-secondary">{t(`settlements.hint.${kind}`)}</p>
        <div className="grid gap-2" data-testid="current-contract">
          <h2 className="text-base font-semibold">{t('current.title')}</h2>
          {contract ? (
            <>
              <p className="text-sm text-fg-secondary">
                {[
                  t('current.since', { date: formatDateTime(contract.acceptedAt ?? contract.createdAt) }),
                  t('current.from', { name: contract.uplineUsername ?? t('page.platform') }),
                  t(`periodTypes.${contract.periodType}`),
                ].join(' · ')}
              </p>
              <TierTable tiers={contract.tiers} reached={data?.items[0]?.tier} testId="current-tiers" />
            </>
          ) : (
            active.data && <p className="text-sm text-fg-secondary">{t('current.none')}</p>
          )}
        </div>
        <RangeBar value={range} onChange={(r) => (setRange(r), setPage(1))} today={today} />
        {data && (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Stat label={t('settlements.total')} testId="settlements-total">
              <Amount minor={data.totals.amount} />
            </Stat>
            <Stat label={t('settlements.periods')}>{data.total}</Stat>
          </dl>
        )}
        <DataGrid
          columns={columns}
          rows={data?.items}
          rowKey={(s) => s.id}
          isPending={q.isPending}
          error={q.error}
          empty={t('settlements.empty')}
          label={ta(`menu.${menuKey}`)}
          page={page}
          pageSize={data?.pageSize}
          total={data?.total}
          onPage={setPage}
          testId="settlements-grid"
        />
      </AgentSection>
    </div>
  );
}

export const DividendPage = () => <SettlementsPage kind="DIVIDEND" menuKey="agentDividend" testId="agent-dividend" />;
export const DailySalaryPage = () => <SettlementsPage kind="DAILY_SALARY" menuKey="agentDailySalary" testId="agent-daily-salary" />;
export const HourlySalaryPage = () => <SettlementsPage kind="HOURLY_SALARY" menuKey="agentHourlySalary" testId="agent-hourly-salary" />;
export const RealtimeSalaryPage = () => <SettlementsPage kind="REALTIME_SALARY" menuKey="agentRealtimeSalary" testId="agent-realtime-salary" />;
