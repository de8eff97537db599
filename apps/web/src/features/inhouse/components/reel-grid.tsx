import { SLOT_SYMBOLS, type SlotLineWin, type SlotSymbolCode } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotSymbol } from './slot-symbol.tsx';

export interface ReelGridProps {
  /** reels[reel][row], 5 x 3. */
  reels: readonly (readonly SlotSymbolCode[])[];
  lineWins?: readonly SlotLineWin[];
  /** Only this line is drawn (e.g. the one the player points at); otherwise all winning lines. */
  focusLine?: number | null;
  /** Scatters on screen: 3 or more pay, and are then highlighted. */
  scatterCount?: number;
  spinning?: boolean;
  testId?: string;
}

const REELS = [0, 1, 2, 3, 4];
const ROWS = [0, 1, 2];

/** Random faces while the reels spin; purely cosmetic, the result comes from the server. */
function useSpinningFaces(active: boolean): SlotSymbolCode[][] | null {
  const [faces, setFaces] = useState<SlotSymbolCode[][] | null>(null);
  useEffect(() => {
    if (!active) return;
    const roll = () =>
      setFaces(REELS.map(() => ROWS.map(() => SLOT_SYMBOLS[Math.floor(Math.random() * SLOT_SYMBOLS.length)] as SlotSymbolCode)));
    roll();
    const timer = setInterval(roll, 90);
    return () => clearInterval(timer);
  }, [active]);
  return active ? faces : null;
}

/**
 * The 5 x 3 window. Winning cells get a ring and winning paylines are drawn over the grid
 * (cells have no gap between them, so cell centres sit exactly at (reel + 0.5, row + 0.5)).
 */
export function ReelGrid({ reels, lineWins = [], focusLine = null, scatterCount = 0, spinning = false, testId = 'slot-reels' }: ReelGridProps) {
  const { t } = useTranslation('inhouse');
  const faces = useSpinningFaces(spinning);
  const shown = faces ?? reels;
  const drawn = spinning ? [] : lineWins.filter((w) => focusLine === null || w.line === focusLine);
  const winning = new Set(drawn.flatMap((w) => w.rows.slice(0, w.count).map((row, reel) => `${reel}:${row}`)));

  return (
    <div className="relative rounded-2xl bg-sunken p-1.5 shadow-card" data-testid={testId} aria-busy={spinning || undefined}>
      <div className="grid grid-cols-5" role="grid" aria-label={t('slot.reelsLabel')}>
        {ROWS.map((row) => (
          <div key={row} role="row" className="contents">
            {REELS.map((reel) => {
              const symbol = shown[reel]?.[row] ?? 'LEAF';
              const hit = winning.has(`${reel}:${row}`) || (!spinning && focusLine === null && scatterCount >= 3 && symbol === 'SCATTER');
              return (
                <div key={reel} role="gridcell" className="p-1" data-testid={`cell-${reel}-${row}`} data-symbol={symbol} data-win={hit || undefined}>
                  <div
                    className={`grid aspect-square place-items-center rounded-xl bg-elevated transition-[box-shadow,transform] ${
                      hit ? 'ring-3 ring-primary scale-[1.03]' : ''
                    } ${spinning ? 'opacity-80 blur-[1px]' : ''}`}
                  >
                    <SlotSymbol symbol={symbol} className="size-[78%]" decorative={spinning} />
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {drawn.length > 0 && (
        <svg className="pointer-events-none absolute inset-1.5" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" data-testid="win-lines">
          {drawn.map((w) => (
            <polyline
              key={w.line}
              points={w.rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
              className="fill-none stroke-primary"
              strokeWidth="6"
              strokeLinejoin="round"
              strokeLinecap="round"
              opacity="0.75"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
