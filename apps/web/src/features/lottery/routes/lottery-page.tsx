import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { lobbyQueryOptions, useLobby } from '../api/get-lobby.ts';
import { BetBuilder } from '../components/bet-builder.tsx';
import { DrawHeader } from '../components/draw-header.tsx';
import { LotteryLobbyView } from '../components/lottery-lobby.tsx';
import { MyBets } from '../components/my-bets.tsx';
import { OpenedNumbers } from '../components/opened-numbers.tsx';
import { formatSeconds, useCountdown } from '../components/use-countdown.ts';

/** SPEC §2.1: /lottery, /seaLottery and /vnLottery, each for its prize mode. */
const MODE_OF_ROUTE: Record<string, string> = { lottery: 'LOTT', seaLottery: 'SEA', vnLottery: 'VN' };
const MODES = new Set(['LOTT', 'ELOTT', 'SEA', 'VN', 'ZY']);

/** Only paths on this site are followed back (never an open redirect). */
function safeBackUrl(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * In-house lottery page (login required by the route). `lottoView=lobby` or no gameCode shows
 * the lobby of the prize mode; otherwise the betting view of `gameCode`.
 */
export function Component() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const routeName = useRouteHandle()?.name ?? 'lottery';
  const queried = params.get('prizeMode') ?? '';
  const prizeMode = MODES.has(queried) ? queried : (MODE_OF_ROUTE[routeName] ?? 'LOTT');
  const gameCode = params.get('gameCode');
  const backUrl = safeBackUrl(params.get('backUrl'));
  const lobby = useLobby(prizeMode);
  const client = useQueryClient();
  const symbol = usePermission().brand.currencySymbol;

  const entry = lobby.data?.list.find((e) => e.game.gameCode === gameCode);
  const showLobby = params.get('lottoView') === 'lobby' || !gameCode;
  const closesIn = useCountdown(entry?.currentDraw?.closesAt);
  // When the open draw closes, fetch the next one (and the result of the one just drawn).
  useEffect(() => {
    if (entry && closesIn === 0) {
      const id = window.setTimeout(() => void client.invalidateQueries({ queryKey: lobbyQueryOptions(prizeMode).queryKey }), 3000);
      return () => window.clearTimeout(id);
    }
  }, [closesIn, entry, client, prizeMode]);

  function pick(code: string) {
    const next = new URLSearchParams(params);
    next.set('gameCode', code);
    next.set('lottoView', 'betting');
    setParams(next);
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-4 px-3 py-4 sm:px-4" aria-label={t(`modes.${prizeMode}`)}>
      <nav className="flex items-center justify-between gap-2 text-sm">
        <Link to={backUrl} className="font-semibold text-primary hover:underline">
          ← {t('back')}
        </Link>
        {!showLobby && (
          <button type="button" className="font-semibold text-primary hover:underline" onClick={() => setParams(new URLSearchParams({ prizeMode, lottoView: 'lobby' }))}>
            {t('allGames')}
          </button>
        )}
      </nav>
      {lobby.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : lobby.error ? (
        <p className="rounded-card border border-line bg-elevated p-6 text-danger" role="alert">
          {errorText(lobby.error)}
        </p>
      ) : showLobby || !entry ? (
        <>
          <h1 className="text-xl font-bold">{t(`modes.${prizeMode}`)}</h1>
          {gameCode && !entry && <p className="text-sm text-danger">{t('unknownGame')}</p>}
          <LotteryLobbyView entries={lobby.data.list} onPick={pick} />
        </>
      ) : (
        <>
          <DrawHeader game={entry.game} draw={entry.currentDraw} lastDraw={entry.lastDraw} />
          {entry.currentDraw && closesIn > 0 ? (
            <BetBuilder key={entry.currentDraw.drawNo} game={entry.game} draw={entry.currentDraw} currencySymbol={symbol} />
          ) : (
            <p className="rounded-card border border-line bg-elevated p-4 text-center text-fg-secondary" role="status">
              {t('betweenDraws', { time: formatSeconds(closesIn) })}
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <MyBets gameCode={entry.game.gameCode} currencySymbol={symbol} />
            <OpenedNumbers gameCode={entry.game.gameCode} />
          </div>
          <p className="text-xs text-fg-muted">{t('fairnessNote')}</p>
        </>
      )}
    </section>
  );
}
