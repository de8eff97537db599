import type { Mission } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/form/tabs.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { useMissions } from '../api/get-missions.ts';
import { LeaderboardTable } from '../components/leaderboard-table.tsx';
import { MissionCard } from '../components/mission-card.tsx';
import { QueryBlock } from '../components/query-block.tsx';

type Tab = 'daily' | 'weekly' | 'leaderboard';

function MissionList({ missions }: { missions: Mission[] }) {
  const { t } = useTranslation('missions');
  if (missions.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted" data-testid="missions-empty">
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {missions.map((m) => (
        <MissionCard key={m.id} mission={m} />
      ))}
    </div>
  );
}

/** SPEC §2.7 mission/leaderboard: daily and weekly missions with progress and claims, and the weekly leaderboard. */
export function MissionsPage() {
  const { t } = useTranslation('missions');
  const [tab, setTab] = useState<Tab>('daily');
  const q = useMissions();
  const count = (list: Mission[] | undefined) => list?.filter((m) => m.claimable).length ?? 0;
  const label = (key: 'daily' | 'weekly', list: Mission[] | undefined) => (count(list) > 0 ? t('tabs.withCount', { label: t(`tabs.${key}`), n: formatInteger(count(list)) }) : t(`tabs.${key}`));
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="missions-title" data-testid="missions-page">
      <div>
        <h1 id="missions-title" className="text-xl font-bold">
          {t('title')}
        </h1>
        <p className="max-w-prose text-sm text-fg-secondary">{t('intro')}</p>
      </div>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'daily', label: label('daily', q.data?.daily), testId: 'missions-tab-daily' },
          { key: 'weekly', label: label('weekly', q.data?.weekly), testId: 'missions-tab-weekly' },
          { key: 'leaderboard', label: t('tabs.leaderboard'), testId: 'missions-tab-leaderboard' },
        ]}
      />
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'leaderboard' ? (
          <LeaderboardTable />
        ) : (
          <QueryBlock isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
            {q.data && <MissionList missions={tab === 'daily' ? q.data.daily : q.data.weekly} />}
          </QueryBlock>
        )}
      </div>
    </section>
  );
}
