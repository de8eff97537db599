import type { LotteryLobby } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ResultBalls } from './result-balls.tsx';
import { formatSeconds, useCountdown } from './use-countdown.ts';

type Entry = LotteryLobby['list'][number];

function LobbyCard({ entry, onPick }: { entry: Entry; onPick: (gameCode: string) => void }) {
  const { t } = useTranslation('lottery');
  const left = useCountdown(entry.currentDraw?.closesAt);
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(entry.game.gameCode)}
        className="flex w-full flex-col gap-3 rounded-card border border-line bg-elevated p-4 text-start shadow-card hover:border-primary"
        data-testid={`lottery-game-${entry.game.gameCode}`}
      >
        <span className="flex w-full items-center justify-between gap-2">
          <span className="font-semibold">{entry.game.name}</span>
          <span className="text-xs text-fg-muted">{t('everyMinutes', { count: entry.game.drawMinutes })}</span>
        </span>
        <ResultBalls result={entry.lastDraw?.result ?? null} />
        <span className="text-sm tabular-nums text-fg-secondary">{left > 0 ? t('closesIn', { time: formatSeconds(left) }) : t('drawing')}</span>
      </button>
    </li>
  );
}

/** The lobby view (lottoView=lobby): every game of the prize mode with its countdown and last result. */
export function LotteryLobbyView({ entries, onPick }: { entries: Entry[]; onPick: (gameCode: string) => void }) {
  const { t } = useTranslation('lottery');
  if (entries.length === 0) return <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted">{t('noGames')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="lottery-lobby">
      {entries.map((e) => (
        <LobbyCard key={e.game.gameCode} entry={e} onPick={onPick} />
      ))}
    </ul>
  );
}
