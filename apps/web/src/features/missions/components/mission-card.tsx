import type { Mission } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useClaimMission } from '../api/claim-mission.ts';
import { missionErrorText } from './mission-error.ts';

export interface MissionCardProps {
  mission: Mission;
}

/** The operator's title in the reader's language, else the task in words: what counts, how much (money or a number of bets). */
export function useMissionTitle(): (m: Mission) => string {
  const { t } = useTranslation(['missions', 'games']);
  const money = useMoney();
  const language = useLanguageStore((s) => s.language.code);
  return (m) => {
    const own = m.titles.find((x) => x.language === language.toUpperCase());
    if (own) return own.title;
    if (m.metric === 'BETS') return t('missions:metric.BETS', { target: formatInteger(m.target) });
    if (m.metric === 'DEPOSIT_AMOUNT') return t('missions:metric.DEPOSIT_AMOUNT', { amount: money(m.target) });
    if (m.category) return t('missions:metric.VALID_TURNOVER_CATEGORY', { amount: money(m.target), category: t(`games:category.${m.category}`) });
    return t('missions:metric.VALID_TURNOVER', { amount: money(m.target) });
  };
}

/** One mission: progress bar, prize and its bonus terms, claim button once complete (SPEC §2.7 mission). */
export function MissionCard({ mission: m }: MissionCardProps) {
  const { t } = useTranslation('missions');
  const money = useMoney();
  const title = useMissionTitle();
  const claim = useClaimMission();
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const amount = (n: number) => (m.metric === 'BETS' ? formatInteger(n) : money(n));
  const onClaim = () => {
    setError(null);
    claim.mutate(m.id, { onSuccess: () => setPaid(true), onError: (e) => setError(missionErrorText(e, t)) });
  };
  return (
    <article className="grid gap-3 rounded-xl border border-line bg-elevated p-4" data-testid="mission-card" data-code={m.code} data-claimable={m.claimable}>
      <header className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">{title(m)}</h3>
        <p className="shrink-0 text-end">
          <span className="block text-xs text-fg-muted">{t('prize')}</span>
          <span className="text-lg font-bold text-accent tabular-nums">{money(m.prize)}</span>
        </p>
      </header>
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-fg-muted">{t('progress')}</span>
          <span className="font-semibold tabular-nums" data-testid="mission-progress">
            {t('progressCount', { progress: amount(m.progress), target: amount(m.target) })}
          </span>
        </div>
        <div className="h-2.5 overflow-hidden rounded-full bg-sunken" role="progressbar" aria-label={title(m)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={m.percent}>
          <div className={`h-full rounded-full transition-[width] ${m.completed ? 'bg-success' : 'bg-primary'}`} style={{ width: `${m.percent}%` }} />
        </div>
      </div>
      <p className="text-xs text-fg-secondary">
        {t('prizeTerms', { multiplier: formatInteger(m.wageringMultiplier) })} · {t('resets', { date: formatDate(m.periodEnd, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      {m.claimable ? (
        <Button onClick={onClaim} busy={claim.isPending} data-testid="mission-claim">
          {t('claim')}
        </Button>
      ) : (
        <p className={`text-sm font-semibold ${m.claimed ? 'text-success' : 'text-fg-secondary'}`} data-testid="mission-status">
          {m.claimed ? t('claimed') : t('inProgress')}
        </p>
      )}
      {paid && (
        <p role="status" className="text-sm text-success">
          {t('claimedNote', { amount: money(m.prize) })}{' '}
          <Link to={memberPath('bonusDetails')} className="font-semibold underline">
            {t('viewBonus')}
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </article>
  );
}
