import type { Bonus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../site/hooks/use-money.ts';

/** Live wagering progress of a bonus: a bar, the amounts and the percentage (what conversion checks). */
export function WageringBar({ wagering }: { wagering: Bonus['wagering'] }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  return (
    <div className="grid gap-1" data-testid="wagering">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-fg-muted">{t('bonus.progressLabel')}</span>
        <span className="font-semibold tabular-nums" data-testid="wagering-percent">
          {t('bonus.percent', { percent: wagering.percent })}
        </span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-sunken"
        role="progressbar"
        aria-label={t('bonus.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={wagering.percent}
      >
        <div className={`h-full rounded-full transition-[width] ${wagering.met ? 'bg-success' : 'bg-primary'}`} style={{ width: `${wagering.percent}%` }} />
      </div>
      <span className="text-xs text-fg-secondary tabular-nums">{t('bonus.progress', { progress: money(wagering.progress), required: money(wagering.required) })}</span>
    </div>
  );
}
