import type { VipLevel, VipOverview } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { memberPath } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useVip } from '../api/vip.ts';
import { QueryState } from '../components/query-state.tsx';

const STATUS_TONE = { REACHED: 'bg-success/15 text-success', NEXT: 'bg-primary/15 text-primary', LOCKED: 'bg-sunken text-fg-muted' } as const;

function useLevelName() {
  const { t } = useTranslation('rewards');
  return (l: Pick<VipLevel, 'code' | 'name'>) => t(`vip.levels.${l.code}`, { defaultValue: l.name });
}

function Progress({ label, current, required, percent }: { label: string; current: number; required: number; percent: number }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-fg-muted">{label}</span>
        <span className="font-semibold tabular-nums">{t('bonus.percent', { percent })}</span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-sunken" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={`h-full rounded-full ${percent >= 100 ? 'bg-success' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-fg-secondary tabular-nums">{t('vip.progress', { current: money(current), required: money(required) })}</span>
    </div>
  );
}

function CurrentLevel({ data }: { data: VipOverview }) {
  const { t } = useTranslation('rewards');
  const levelName = useLevelName();
  const current = data.levels.find((l) => l.level === data.level);
  const next = data.next ? data.levels.find((l) => l.level === data.next!.level) : undefined;
  return (
    <div className="grid gap-4 rounded-xl border border-line p-4 md:grid-cols-[auto_1fr] md:items-start" data-testid="vip-current">
      <div className="flex items-center gap-3">
        <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <Icon name="crown" className="size-7" />
        </span>
        <div>
          <p className="text-sm text-fg-muted">{t('vip.current')}</p>
          <p className="text-2xl font-bold" data-testid="vip-level" data-level={data.level}>
            {current ? levelName(current) : t('vip.none')}
          </p>
          {current && <p className="text-xs text-fg-secondary">{t('vip.levelLabel', { level: current.level })}</p>}
        </div>
      </div>
      {data.next && next ? (
        <div className="grid gap-3" data-testid="vip-next">
          <p className="font-semibold">{t('vip.next', { name: levelName(next) })}</p>
          <Progress label={t('vip.turnover')} {...data.next.turnover} />
          <Progress label={t('vip.deposits')} {...data.next.deposit} />
        </div>
      ) : (
        <p className="font-semibold text-success">{t('vip.top')}</p>
      )}
    </div>
  );
}

function LevelCard({ level }: { level: VipLevel }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const levelName = useLevelName();
  return (
    <article className={`grid gap-2 rounded-xl border p-4 ${level.status === 'NEXT' ? 'border-primary' : 'border-line'}`} data-testid="vip-level-card" data-status={level.status}>
      <header className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs text-fg-muted">{t('vip.levelLabel', { level: level.level })}</p>
          <h3 className="text-lg font-bold">{levelName(level)}</h3>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[level.status]}`}>{t(`vip.status.${level.status}`)}</span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('vip.turnover')}</dt>
        <dd className="text-end font-medium tabular-nums">{money(level.minTurnover)}</dd>
        <dt className="text-fg-muted">{t('vip.deposits')}</dt>
        <dd className="text-end font-medium tabular-nums">{money(level.minDeposit)}</dd>
        <dt className="text-fg-muted">{t('vip.levelUpBonus')}</dt>
        <dd className="text-end font-bold text-accent tabular-nums">{level.levelUpBonus > 0 ? money(level.levelUpBonus) : t('vip.noBonus')}</dd>
        {level.levelUpBonus > 0 && (
          <>
            <dt className="text-fg-muted">{t('terms.wagering')}</dt>
            <dd className="text-end">{level.terms.wageringMultiplier === 0 ? t('terms.noWagering') : t('terms.multiplier', { count: level.terms.wageringMultiplier })}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** VIP levels in the member centre: the level, progress to the next, each level's requirements and level-up bonus. */
export function VipPage() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const q = useVip();
  const client = useQueryClient();
  const granted = q.data?.newlyGranted ?? 0;
  // A read that granted level-up bonuses changed the bonus balance.
  useEffect(() => {
    if (granted > 0) void client.invalidateQueries({ queryKey: ['rewards', 'bonuses'] });
  }, [granted, client]);
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="vip-title" data-testid="vip-page">
      <div>
        <h1 id="vip-title" className="text-xl font-bold">
          {t('vip.title')}
        </h1>
        <p className="max-w-prose text-sm text-fg-secondary">{t('vip.intro')}</p>
      </div>
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <CurrentLevel data={q.data} />
          {granted > 0 && (
            <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-success">
              <span>{t('vip.granted', { amount: money(granted) })}</span>
              <Link to={memberPath('bonusDetails')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                {t('centre.viewBonus')}
              </Link>
            </div>
          )}
          {q.data.bonusesPaused && (
            <p role="note" className="rounded-lg bg-sunken p-3 text-sm text-fg-secondary">
              {t('vip.paused')}
            </p>
          )}
          <h2 className="font-semibold">{t('vip.levelsTitle')}</h2>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {q.data.levels.map((l) => (
              <LevelCard key={l.level} level={l} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
