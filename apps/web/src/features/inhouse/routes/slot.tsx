import { ErrorCode, SLOT_GAME_CODE, type SlotSpinResult, type SlotState, type SlotSymbolCode } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatMinor } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/http.ts';
import { useSlotState } from '../api/get-slot-state.ts';
import { useSpin } from '../api/spin-slot.ts';
import { LineWins } from '../components/line-wins.tsx';
import { Money } from '../components/money.tsx';
import { Paytable } from '../components/paytable.tsx';
import { ReelGrid } from '../components/reel-grid.tsx';
import { RoundsList } from '../components/rounds-list.tsx';
import { SeedsPanel } from '../components/seeds-panel.tsx';
import { fairnessLink } from '../lib/fairness-link.ts';
import { isSpinKey, newRequestId } from '../lib/request-id.ts';

/** What the reels show before the first spin. */
const RESTING: SlotSymbolCode[][] = [
  ['CROWN', 'WILD', 'GEM'],
  ['BELL', 'STAR', 'MOON'],
  ['WILD', 'SCATTER', 'DROP'],
  ['LEAF', 'GEM', 'CROWN'],
  ['MOON', 'BELL', 'STAR'],
];
/** The reels keep turning at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 450;

function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * /inhouse/slot: the Lotus provably fair slot. Works inside the lobby's game popup (iframe)
 * and on its own page; it has its own slim bar instead of the site header.
 */
export function Component() {
  const { t } = useTranslation('inhouse');
  const state = useSlotState();
  const embedded = isEmbedded();

  return (
    <div className="min-h-dvh bg-canvas text-fg" data-testid="slot-page">
      <header className="sticky top-0 z-10 flex h-14 items-center gap-3 border-b border-line bg-header px-3 sm:px-5">
        {!embedded && (
          <Link to="/rng?vassalage=INHOUSE" className={buttonClass({ variant: 'ghost', size: 'sm' })} data-testid="slot-back">
            <span aria-hidden="true">‹</span>
            {t('slot.back')}
          </Link>
        )}
        {/* Inside the popup the dialog already shows the game's name. */}
        <h1 className={embedded ? 'sr-only' : 'min-w-0 flex-1 truncate text-base font-bold sm:text-lg'}>
          <span className="sm:hidden">{t('slot.shortTitle')}</span>
          <span className="hidden sm:inline">{t('slot.title')}</span>
        </h1>
        {embedded && <span className="flex-1" />}
        {state.data && (
          <span className="rounded-full border border-line bg-sunken px-3 py-1 text-sm font-semibold" data-testid="slot-balance" aria-live="polite">
            <span className="sr-only">{t('slot.balance')} </span>
            <Money amount={state.data.balance} currency={state.data.currency} />
          </span>
        )}
        <Link to="/fairness" className="hidden text-sm font-semibold text-primary underline sm:inline" target={embedded ? '_blank' : undefined}>
          {t('slot.fairnessLink')}
        </Link>
      </header>
      {state.isPending ? (
        <div className="grid min-h-[60dvh] place-items-center">
          <Spinner size="lg" />
        </div>
      ) : state.isError ? (
        <div className="mx-auto max-w-md px-4 py-16 text-center" role="alert" data-testid="slot-error">
          <p className="text-lg font-semibold">{isApiError(state.error, ErrorCode.TRIAL_NOT_ALLOWED) ? t('slot.trial') : errorText(state.error)}</p>
          <Button className="mt-4" variant="outline" onClick={() => void state.refetch()}>
            {t('slot.retry')}
          </Button>
        </div>
      ) : (
        <SlotGame state={state.data} embedded={embedded} />
      )}
    </div>
  );
}

function SlotGame({ state, embedded }: { state: SlotState; embedded: boolean }) {
  const { t } = useTranslation('inhouse');
  const spin = useSpin();
  const [bet, setBet] = useState(state.betLevels[0] ?? 100);
  const [last, setLast] = useState<SlotSpinResult | null>(null);
  const [animating, setAnimating] = useState(false);
  const [focusLine, setFocusLine] = useState<number | null>(null);
  // Server seeds revealed by rotation in this visit, by their hash: the last round's link can then carry the seed.
  const [revealedSeeds, setRevealedSeeds] = useState<Record<string, string>>({});
  const busy = animating || spin.isPending;
  // Guards against a second spin (key repeat, double click) before React re-renders.
  const busyRef = useRef(false);
  useEffect(() => {
    busyRef.current = busy;
  }, [busy]);

  const levelIndex = Math.max(0, state.betLevels.indexOf(bet));
  const changeBet = (step: number) => {
    const next = state.betLevels[Math.min(state.betLevels.length - 1, Math.max(0, levelIndex + step))];
    if (next !== undefined) setBet(next);
  };

  const doSpin = useCallback(() => {
    if (busyRef.current) return;
    busyRef.current = true;
    setAnimating(true);
    setFocusLine(null);
    const started = Date.now();
    const settle = (fn: () => void) => setTimeout(fn, Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
    spin.mutate(
      { bet, requestId: newRequestId() },
      {
        onSuccess: (result) =>
          settle(() => {
            setLast(result);
            setAnimating(false);
          }),
        onError: () => settle(() => setAnimating(false)),
      },
    );
  }, [bet, spin]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSpinKey(event)) return;
      event.preventDefault();
      doSpin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doSpin]);

  const lowBalance = state.balance < bet;
  const status = busy ? t('slot.spinning') : last ? (last.payout > 0 ? t('slot.won') : t('slot.noWin')) : t('slot.ready');

  return (
    <div className="mx-auto grid max-w-6xl gap-4 p-3 sm:p-5 lg:grid-cols-[minmax(0,1fr)_360px]">
      <section className="space-y-3" aria-label={t('slot.gameLabel')}>
        {/* Short screens (the game popup) keep the whole 5 x 3 window and the spin button in view. */}
        <div className="mx-auto w-full max-w-[calc((100dvh-19rem)*5/3)] min-w-[min(100%,18rem)]">
          <ReelGrid reels={last?.reels ?? RESTING} lineWins={last?.lineWins} scatterCount={last?.scatterCount} focusLine={focusLine} spinning={busy} />
        </div>

        <div className="flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-elevated px-4 py-2 shadow-card" aria-live="polite" data-testid="slot-status">
          <span className="text-sm text-fg-secondary">{status}</span>
          {last && !busy && (
            <span className={`text-xl font-extrabold ${last.payout > 0 ? 'text-success' : 'text-fg-muted'}`} data-testid="slot-win">
              <Money amount={last.payout} currency={last.currency} />
              {last.payout > 0 && <span className="ms-2 text-sm font-semibold">{t('slot.multiplier', { value: +last.multiplier.toFixed(2) })}</span>}
            </span>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-elevated p-3 shadow-card">
          <div className="flex items-center gap-2" role="group" aria-label={t('slot.betLabel')}>
            <Button variant="outline" size="sm" onClick={() => changeBet(-1)} disabled={busy || levelIndex === 0} aria-label={t('slot.betDown')} data-testid="bet-down">
              <span aria-hidden="true">−</span>
            </Button>
            <output className="min-w-24 text-center" data-testid="bet-amount" aria-live="polite">
              <span className="block text-xs text-fg-muted">{t('slot.bet')}</span>
              <Money amount={bet} currency={state.currency} className="font-bold" />
            </output>
            <Button
              variant="outline"
              size="sm"
              onClick={() => changeBet(1)}
              disabled={busy || levelIndex === state.betLevels.length - 1}
              aria-label={t('slot.betUp')}
              data-testid="bet-up"
            >
              <span aria-hidden="true">+</span>
            </Button>
          </div>
          <p className="hidden text-xs text-fg-muted sm:block">{t('slot.lineBet', { lines: state.lines.length, amount: formatMinor(bet / state.lines.length) })}</p>
          <Button size="lg" className="w-full sm:ms-auto sm:w-auto sm:min-w-36" onClick={doSpin} busy={busy} aria-keyshortcuts="Space Enter" data-testid="spin-button">
            {t('slot.spin')}
          </Button>
          <p className="w-full text-xs text-fg-muted">{t('slot.keyboardHint')}</p>
          {lowBalance && !busy && <p className="w-full text-sm text-warning">{t('slot.lowBalance')}</p>}
          {spin.isError && !busy && (
            <p role="alert" className="w-full text-sm text-danger" data-testid="spin-error">
              {errorText(spin.error)}
            </p>
          )}
        </div>

        {last && !busy && (
          <div className="space-y-2 rounded-2xl bg-elevated p-3 shadow-card">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h2 className="font-semibold">{t('wins.title')}</h2>
              <Link
                to={fairnessLink({
                  serverSeed: revealedSeeds[last.serverSeedHash],
                  serverSeedHash: last.serverSeedHash,
                  clientSeed: last.clientSeed,
                  nonce: last.nonce,
                  bet: last.bet,
                })}
                target={embedded ? '_blank' : undefined}
                className="text-sm font-semibold text-primary underline"
                data-testid="verify-round"
              >
                {t('slot.verifyRound', { nonce: last.nonce })}
              </Link>
            </div>
            <LineWins lineWins={last.lineWins} scatter={{ count: last.scatterCount, payout: last.scatterWin }} currency={last.currency} onFocusLine={setFocusLine} />
          </div>
        )}
      </section>

      <aside className="space-y-4">
        <div className="rounded-2xl bg-elevated p-4 shadow-card">
          <SeedsPanel
            state={state}
            onRotated={(r) => setRevealedSeeds((seeds) => ({ ...seeds, [r.previous.serverSeedHash]: r.previous.serverSeed }))}
          />
        </div>
        <div className="rounded-2xl bg-elevated p-4 shadow-card">
          <h2 className="mb-2 font-semibold">{t('rounds.title')}</h2>
          <RoundsList />
        </div>
        <details className="rounded-2xl bg-elevated p-4 shadow-card" data-testid="paytable-toggle">
          <summary className="cursor-pointer font-semibold">{t('paytable.title')}</summary>
          <div className="mt-3">
            <Paytable paytable={state.paytable} />
          </div>
        </details>
        <p className="px-1 text-xs text-fg-muted">{t('slot.gameCode', { code: SLOT_GAME_CODE })}</p>
      </aside>
    </div>
  );
}
