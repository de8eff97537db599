import type { Reward } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useClaimReward, useRewards } from '../api/bonuses.ts';
import { rewardErrorText } from '../components/reward-error.ts';
import { useRewardTitle } from '../lib/reward-title.ts';
import { TermsList } from '../components/terms-list.tsx';
import { QueryState } from '../components/query-state.tsx';

function RewardCard({ reward, onClaimed }: { reward: Reward; onClaimed?: () => void }) {
  const { t } = useTranslation('rewards');
  const titleOf = useRewardTitle();
  const money = useMoney();
  const claim = useClaimReward();
  const [error, setError] = useState<string | null>(null);
  const onClaim = () => claim.mutate(reward.id, { onSuccess: () => onClaimed?.(), onError: (e) => setError(rewardErrorText(e, t)) });
  return (
    <article className="grid gap-3 rounded-xl border border-line bg-elevated p-4" data-testid="reward-card" data-status={reward.status}>
      <header className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs text-fg-muted">{t(`source.${reward.source}`)}</p>
          <h3 className="font-semibold">{titleOf(reward)}</h3>
        </div>
        <p className="text-lg font-bold text-accent tabular-nums">{money(reward.amount)}</p>
      </header>
      <TermsList terms={reward.terms} />
      {reward.status === 'CLAIMABLE' ? (
        <>
          <p className="text-xs text-fg-secondary">{t('centre.claimUntil', { date: formatDateTime(reward.claimUntil) })}</p>
          <Button onClick={onClaim} busy={claim.isPending} data-testid="reward-claim">
            {t('centre.claim')}
          </Button>
        </>
      ) : (
        <p className="text-sm font-semibold text-fg-secondary">{t(`centre.status.${reward.status}`)}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </article>
  );
}

/** SPEC §2.7 reward centre (rewardCenter): rewards to claim, each with its bonus terms, and what was claimed. */
export function RewardCentrePage() {
  const { t } = useTranslation('rewards');
  const q = useRewards();
  const [justClaimed, setJustClaimed] = useState(false);
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="centre-title" data-testid="reward-centre">
      <div>
        <h1 id="centre-title" className="text-xl font-bold">
          {t('centre.title')}
        </h1>
        <p className="max-w-prose text-sm text-fg-secondary">{t('centre.intro')}</p>
      </div>
      {justClaimed && (
        <p role="status" className="text-sm text-success">
          {t('centre.claimed')}
        </p>
      )}
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <h2 className="font-semibold">{t('centre.claimable')}</h2>
          {q.data.claimable.length === 0 ? (
            <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted" data-testid="rewards-empty">
              {t('centre.empty')}
            </p>
          ) : (
            <div className="grid gap-3 lg:grid-cols-2">
              {q.data.claimable.map((r) => (
                <RewardCard key={r.id} reward={r} onClaimed={() => setJustClaimed(true)} />
              ))}
            </div>
          )}
          {q.data.history.length > 0 && (
            <>
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-semibold">{t('centre.history')}</h2>
                <Link to={memberPath('bonusDetails')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('centre.viewBonus')}
                </Link>
              </div>
              <div className="grid gap-3 lg:grid-cols-2">
                {q.data.history.map((r) => (
                  <RewardCard key={r.id} reward={r} />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
