import type { LotteryDraw, LotteryGame } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ResultBalls } from './result-balls.tsx';
import { formatSeconds, useCountdown } from './use-countdown.ts';

export interface DrawHeaderProps {
  game: LotteryGame;
  draw: LotteryDraw | null;
  lastDraw: LotteryDraw | null;
}

/** Game name, the open draw with a live countdown to closing, its published seed hash, and the last result. */
export function DrawHeader({ game, draw, lastDraw }: DrawHeaderProps) {
  const { t } = useTranslation('lottery');
  const left = useCountdown(draw?.closesAt);
  return (
    <div className="grid gap-4 rounded-card border border-line bg-elevated p-4 shadow-card sm:grid-cols-[1fr_auto]">
      <div className="min-w-0">
        <h1 className="text-xl font-bold" data-testid="lottery-title">
          {game.name}
        </h1>
        {draw && (
          <p className="mt-1 text-sm text-fg-secondary">
            {t('drawNo', { drawNo: draw.drawNo })} ·{' '}
            <span className="font-semibold text-fg tabular-nums" data-testid="lottery-countdown" aria-live="off">
              {left > 0 ? t('closesIn', { time: formatSeconds(left) }) : t('drawing')}
            </span>
          </p>
        )}
        {draw && (
          <p className="mt-2 truncate font-mono text-xs text-fg-muted" title={draw.seedHash}>
            {t('seedHash')}: {draw.seedHash}
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <span className="text-xs text-fg-muted">{lastDraw ? t('lastResult', { drawNo: lastDraw.drawNo }) : t('noResultYet')}</span>
        <ResultBalls result={lastDraw?.result ?? null} size="lg" />
      </div>
    </div>
  );
}
