import { isNumberBet, isValidSelection, lotteryPayout, type LotteryBetType, type LotteryDraw, type LotteryGame } from '@app/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatMinor } from '../../../lib/format.ts';
import { newRequestId, parseMajorToMinor } from '../../../lib/amount.ts';
import { ensurePlayable } from '../../../lib/gates.ts';
import { fetchQuickPick } from '../api/get-virtual-numbers.ts';
import { usePlaceBets, type SlipItem } from '../api/place-bets.ts';

export interface BetBuilderProps {
  game: LotteryGame;
  draw: LotteryDraw;
  currencySymbol: string;
}

const CHIPS = [1000, 5000, 10000, 50000];

/** Pick a bet, a number when it takes one, and a stake; collect them on a slip; place the slip once. */
export function BetBuilder({ game, draw, currencySymbol }: BetBuilderProps) {
  const { t } = useTranslation('lottery');
  const [betType, setBetType] = useState<LotteryBetType>('NUMBER3');
  const [selection, setSelection] = useState('');
  const [stakeText, setStakeText] = useState('10');
  const [slip, setSlip] = useState<SlipItem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const place = usePlaceBets();
  // One id per slip content: a retry of the same slip (after a timeout) is paid once.
  const requestId = useMemo(() => newRequestId(), [slip, draw.drawNo]); // eslint-disable-line react-hooks/exhaustive-deps
  const odds = Object.fromEntries(game.betTypes.map((b) => [b.betType, b.oddsX100])) as Record<LotteryBetType, number>;
  const money = (minor: number | bigint) => `${currencySymbol}${formatMinor(minor)}`;
  const total = slip.reduce((s, i) => s + i.stake, 0);
  const digits = betType === 'NUMBER3' ? 3 : 2;

  function add(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const sel = isNumberBet(betType) ? selection.trim() : '';
    if (!isValidSelection(betType, sel)) return setFormError(t('errors.selection', { digits }));
    const stake = parseMajorToMinor(stakeText);
    if (stake === null || stake < game.minStake || stake > game.maxStake) {
      return setFormError(t('errors.stake', { min: money(game.minStake), max: money(game.maxStake) }));
    }
    setFormError(null);
    setSlip((s) => [...s, { betType, selection: sel, stake }]);
    setSelection('');
  }

  async function quickPick() {
    if (!isNumberBet(betType)) return;
    try {
      setSelection(await fetchQuickPick(game.gameCode, betType === 'NUMBER3' ? 'NUMBER3' : 'NUMBER2'));
    } catch (error) {
      setFormError(errorText(error));
    }
  }

  async function submit() {
    setNotice(null);
    if (!(await ensurePlayable())) return;
    place.mutate(
      { gameCode: game.gameCode, drawNo: draw.drawNo, items: slip, requestId },
      {
        onSuccess: (data) => {
          setSlip([]);
          setNotice(t('placed', { count: data.bets.length, balance: money(data.balance) }));
        },
      },
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <form onSubmit={add} className="rounded-card border border-line bg-elevated p-4 shadow-card" aria-labelledby="bet-builder-title" noValidate>
        <h2 id="bet-builder-title" className="mb-3 font-semibold">
          {t('chooseBet')}
        </h2>
        <div role="radiogroup" aria-label={t('betType')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {game.betTypes.map(({ betType: type }) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={betType === type}
              onClick={() => {
                setBetType(type);
                setSelection('');
                setFormError(null);
              }}
              className={`rounded-xl border px-3 py-2 text-start text-sm ${betType === type ? 'border-primary bg-primary/10 font-semibold' : 'border-line hover:bg-sunken'}`}
              data-testid={`bet-type-${type}`}
            >
              <span className="block">{t(`betTypes.${type}`)}</span>
              <span className="block text-xs text-fg-muted">{t('pays', { odds: (odds[type] / 100).toFixed(2) })}</span>
            </button>
          ))}
        </div>
        <p className="mt-2 text-xs text-fg-muted">{t(`hints.${betType}`)}</p>

        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {isNumberBet(betType) && (
            <label className="grid gap-1 text-sm">
              <span>{t('number', { digits })}</span>
              <span className="flex gap-2">
                <input
                  value={selection}
                  onChange={(e) => setSelection(e.target.value.replace(/\D/g, '').slice(0, digits))}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={digits}
                  className="h-10 w-full rounded-xl border border-line bg-sunken px-3 font-mono text-lg tracking-[0.4em]"
                  data-testid="lottery-number"
                />
                <Button variant="outline" className="whitespace-nowrap" onClick={() => void quickPick()} data-testid="lottery-quick-pick">
                  {t('quickPick')}
                </Button>
              </span>
            </label>
          )}
          <label className="grid gap-1 text-sm">
            <span>{t('stake', { symbol: currencySymbol })}</span>
            <input
              value={stakeText}
              onChange={(e) => setStakeText(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              className="h-10 rounded-xl border border-line bg-sunken px-3 tabular-nums"
              data-testid="lottery-stake"
            />
            <span className="flex flex-wrap gap-1.5">
              {CHIPS.map((c) => (
                <button key={c} type="button" className="rounded-full border border-line px-2.5 py-0.5 text-xs hover:bg-sunken" onClick={() => setStakeText(formatMinor(c).replace(/,/g, ''))}>
                  {money(c)}
                </button>
              ))}
            </span>
          </label>
        </div>
        {formError && (
          <p className="mt-3 text-sm text-danger" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" variant="outline" className="mt-4" data-testid="lottery-add">
          {t('addToSlip')}
        </Button>
      </form>

      <section className="rounded-card border border-line bg-elevated p-4 shadow-card" aria-labelledby="slip-title">
        <h2 id="slip-title" className="mb-3 font-semibold">
          {t('slip')}
        </h2>
        {slip.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('slipEmpty')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="lottery-slip">
            {slip.map((item, i) => (
              <li key={i} className="flex items-center justify-between gap-2 rounded-xl bg-sunken px-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">{t(`betTypes.${item.betType}`)}</span> {item.selection && <span className="font-mono">{item.selection}</span>}
                  <span className="block text-xs text-fg-muted">
                    {money(item.stake)} → {t('mayWin', { amount: money(lotteryPayout(BigInt(item.stake), odds[item.betType])) })}
                  </span>
                </span>
                <button type="button" className="rounded-full px-2 text-fg-muted hover:text-danger" onClick={() => setSlip((s) => s.filter((_, j) => j !== i))} aria-label={t('remove')}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 flex justify-between text-sm">
          <span>{t('total')}</span>
          <span className="font-semibold tabular-nums">{money(total)}</span>
        </p>
        {place.error && (
          <p className="mt-2 text-sm text-danger" role="alert" data-testid="lottery-error">
            {errorText(place.error)}
          </p>
        )}
        <p className="mt-2 text-sm text-success" role="status" data-testid="lottery-notice">
          {notice}
        </p>
        <Button block className="mt-3" disabled={slip.length === 0} busy={place.isPending} onClick={() => void submit()} data-testid="lottery-place">
          {t('placeBets')}
        </Button>
      </section>
    </div>
  );
}
