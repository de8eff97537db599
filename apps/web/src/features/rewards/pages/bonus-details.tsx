import type { Bonus } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useBonuses, useConvertBonus } from '../api/bonuses.ts';
import { rewardErrorText } from '../components/reward-error.ts';
import { useRewardTitle } from '../lib/reward-title.ts';
import { WageringBar } from '../components/wagering-bar.tsx';
import { QueryState } from '../components/query-state.tsx';

const STATUS_TONE = { ACTIVE: 'bg-primary/15 text-primary', CONVERTED: 'bg-success/15 text-success', FORFEITED: 'bg-danger/15 text-danger' } as const;

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation(['rewards', 'records']);
  const titleOf = useRewardTitle();
  const money = useMoney();
  const convert = useConvertBonus();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const onConvert = () =>
    convert.mutate(bonus.id, {
      onSuccess: (r) => setMessage({ tone: 'ok', text: t('bonus.converted', { amount: money(r.paid) }) }),
      onError: (e) => setMessage({ tone: 'error', text: rewardErrorText(e, t) }),
    });
  return (
    <article className="grid gap-3 rounded-xl border border-line bg-elevated p-4" data-testid="bonus-card" data-status={bonus.status}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-fg-muted">{t(`source.${bonus.source}`)}</p>
          <h3 className="font-semibold">{titleOf(bonus)}</h3>
        </div>
        <div className="text-end">
          <p className="text-lg font-bold tabular-nums">{money(bonus.amount)}</p>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[bonus.status]}`}>{t(`bonus.status.${bonus.status}`)}</span>
        </div>
      </header>
      <WageringBar wagering={bonus.wagering} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('terms.games')}</dt>
        <dd>{bonus.categories.length === 0 ? t('terms.allGames') : bonus.categories.map((c) => t(`records:categories.${c}`, { defaultValue: c })).join(', ')}</dd>
        <dt className="text-fg-muted">{t('terms.maxCashout')}</dt>
        <dd>{bonus.maxCashout === null ? t('terms.noCap') : money(bonus.maxCashout)}</dd>
      </dl>
      <p className="text-xs text-fg-secondary">
        {t('bonus.granted', { date: formatDateTime(bonus.grantedAt) })}
        {' · '}
        {t('bonus.expires', { date: formatDateTime(bonus.expiresAt) })}
      </p>
      {bonus.status !== 'ACTIVE' && (
        <div className="grid gap-1 rounded-lg bg-sunken p-3 text-sm" data-testid="bonus-outcome">
          {bonus.convertedAmount > 0 && <p className="text-success">{t('bonus.paid', { amount: money(bonus.convertedAmount) })}</p>}
          {bonus.forfeitedAmount > 0 && <p className="text-danger">{t('bonus.lost', { amount: money(bonus.forfeitedAmount) })}</p>}
          {bonus.forfeitReason && <p className="text-fg-secondary">{t(`bonus.reason.${bonus.forfeitReason}`)}</p>}
        </div>
      )}
      {bonus.status === 'ACTIVE' && bonus.wagering.met && (
        <Button onClick={onConvert} busy={convert.isPending} data-testid="bonus-convert">
          {t('bonus.convert')}
        </Button>
      )}
      {message && (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`text-sm ${message.tone === 'error' ? 'text-danger' : 'text-success'}`}>
          {message.text}
        </p>
      )}
    </article>
  );
}

/** SPEC §2.7 bonus details: running bonuses with live turnover progress, expiry, and every conversion or forfeit. */
export function BonusDetailsPage() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const q = useBonuses();
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="bonus-title" data-testid="bonus-details">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="bonus-title" className="text-xl font-bold">
            {t('bonus.title')}
          </h1>
          <p className="max-w-prose text-sm text-fg-secondary">{t('bonus.intro')}</p>
        </div>
        {q.data && (
          <div className="rounded-xl bg-sunken px-4 py-2 text-end">
            <p className="text-xs text-fg-muted">{t('bonus.balance')}</p>
            <p className="text-xl font-bold tabular-nums" data-testid="bonus-balance">
              {money(q.data.bonusBalance)}
            </p>
          </div>
        )}
      </header>
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <h2 className="font-semibold">{t('bonus.active')}</h2>
          {q.data.active.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line p-6 text-center text-fg-muted" data-testid="bonus-empty">
              <p>{t('bonus.empty')}</p>
              <div className="flex flex-wrap justify-center gap-2">
                <Link to="/promotions" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('bonus.promotions')}
                </Link>
                <Link to={memberPath('rewardCenter')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  {t('bonus.rewards')}
                </Link>
              </div>
            </div>
          ) : (
            <div className="grid gap-3 lg:grid-cols-2">
              {q.data.active.map((b) => (
                <BonusCard key={b.id} bonus={b} />
              ))}
            </div>
          )}
          <h2 className="font-semibold">{t('bonus.history')}</h2>
          {q.data.history.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('bonus.noHistory')}</p>
          ) : (
            <div className="grid gap-3 lg:grid-cols-2">
              {q.data.history.map((b) => (
                <BonusCard key={b.id} bonus={b} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
