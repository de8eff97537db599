import { ErrorCode, type LaunchResponse } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { ensurePlayable } from '../../../lib/gates.ts';
import { isApiError } from '../../../lib/http.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { fetchLaunch } from '../api/launch-game.ts';
import { laneOf, usePrizeMode, useVendorLanes } from '../api/get-vendors.ts';

type State = { kind: 'loading' } | { kind: 'ready'; launch: LaunchResponse } | { kind: 'gated' } | { kind: 'error'; message: string };

/**
 * /seamless (and /lottert, /vnlottery, /sealottery): a game on a page of its
 * own, without the side menu. The game comes from `gameCode` (+ `vassalage`);
 * the lottery pages default to the lottery lane of the current prize mode.
 */
export function Component() {
  const { t } = useTranslation('games');
  const name = useRouteHandle()?.name ?? 'seamless';
  const [params] = useSearchParams();
  const { lanes, isPending } = useVendorLanes();
  const prize = usePrizeMode();
  const fallback = name === 'seamless' ? undefined : laneOf(lanes, prize === 'ELOTT' ? 'ELOTT' : 'LOTT')?.cards.find((c) => c.gameCode);
  const gameCode = params.get('gameCode') ?? fallback?.gameCode ?? null;
  const vassalage = params.get('vassalage') ?? fallback?.vassalage ?? undefined;
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!gameCode) return;
    const controller = new AbortController();
    void (async () => {
      if (!(await ensurePlayable())) return setState({ kind: 'gated' });
      try {
        const launch = await fetchLaunch({ gameCode, vassalage }, controller.signal);
        setState({ kind: 'ready', launch });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: isApiError(error, ErrorCode.GAME_MAINTENANCE) || isApiError(error, ErrorCode.VENDOR_MAINTENANCE) ? t('launch.maintenance') : errorText(error) });
      }
    })();
    return () => controller.abort();
  }, [gameCode, vassalage, t]);

  const view: State = !gameCode && !isPending ? { kind: 'error', message: t('page.noGame') } : state;

  if (view.kind === 'ready') {
    return (
      <iframe
        src={view.launch.url}
        title={t('popup.frameTitle', { name: t(`page.${name}`) })}
        className="block h-[calc(100dvh-var(--header-h))] w-full border-0 bg-sunken"
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        data-testid="game-frame"
      />
    );
  }
  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 text-center">
      {view.kind === 'loading' ? (
        <Spinner size="lg" />
      ) : (
        <div>
          <h1 className="text-xl font-bold">{t(`page.${name}`)}</h1>
          <p className="mt-2 text-fg-secondary">{view.kind === 'gated' ? t('page.needLogin') : view.message}</p>
          <Link to="/" className={`${buttonClass({ variant: 'outline' })} mt-5`}>
            {t('common:comingSoon.back')}
          </Link>
        </div>
      )}
    </div>
  );
}
