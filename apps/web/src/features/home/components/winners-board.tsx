import { BIGGEST_WINS_SHOWN, type Winner } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../../games/api/get-winners.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { winAmountText } from '../lib/win-amount.ts';

function WinnerList({ title, winners, testId, symbol }: { title: string; winners: readonly Winner[]; testId: string; symbol: string }) {
  const { t } = useTranslation('home');
  const id = useId();
  return (
    <div className="min-w-0 rounded-card border border-line bg-elevated p-3 shadow-card" data-testid={testId}>
      <h3 id={id} className="mb-2 px-1 text-sm font-bold text-fg-secondary uppercase">
        {title}
      </h3>
      {winners.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-fg-muted">{t('winners.empty')}</p>
      ) : (
        <ol aria-labelledby={id} className="flex flex-col divide-y divide-line">
          {winners.slice(0, BIGGEST_WINS_SHOWN).map((w, i) => (
            <li key={`${w.customerName}-${w.gameCode}-${i}`} className="flex items-center gap-3 px-1 py-2" data-testid="winner">
              <img src={w.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-lg bg-sunken object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">
                  <bdi>{w.customerName}</bdi>
                </p>
                <p dir="auto" className="truncate text-xs text-fg-muted">
                  {w.gameName}
                  {w.prize ? ` · ${w.prize}` : ''}
                </p>
              </div>
              <p className="shrink-0 text-sm font-bold text-success tabular-nums" data-testid="winner-amount">
                {symbol}
                {winAmountText(w.winAmount)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** SPEC §2.3 winners: jackpot winners and biggest wins (first 9 each), amounts with 2 decimals and separators. */
export function WinnersBoard() {
  const { t } = useTranslation('home');
  const { data, isPending } = useWinners();
  const symbol = usePermission().brand.currencySymbol;
  const headingId = useId();
  return (
    <section className="mt-7" aria-labelledby={headingId} data-testid="section-WINNERS">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-bold sm:text-lg">
        <svg viewBox="0 0 24 24" className="size-5 text-primary" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8" strokeLinecap="round" />
        </svg>
        {t('sections.WINNERS')}
      </h2>
      {isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          <div className="h-72 animate-pulse rounded-card bg-elevated" />
          <div className="h-72 animate-pulse rounded-card bg-elevated" />
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <WinnerList title={t('winners.jackpot')} winners={data?.jackpotWinners ?? []} testId="jackpot-winners" symbol={symbol} />
          <WinnerList title={t('winners.biggest')} winners={data?.biggestWins ?? []} testId="biggest-wins" symbol={symbol} />
        </div>
      )}
    </section>
  );
}
