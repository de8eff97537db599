import { GAMES_PER_SLIDE_COLUMN, SLIDE_SPACING_PX, VENDOR_ROW_MAX_ITEMS } from '@app/contracts';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameIcon, type GameIconName } from './game-icons.tsx';

export interface GameRowProps<T> {
  title: string;
  icon?: GameIconName;
  /** 'more games' link; vendor-type sections have none (SPEC §2.3). */
  moreTo?: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Games stack two per slide column (SPEC §9); vendor cards one. */
  perColumn?: number;
  /** Extra content beside the title (the hot-game counter). */
  aside?: ReactNode;
  testId?: string;
  loading?: boolean;
  skeleton?: ReactNode;
  /**
   * Placeholder columns while loading (6 fill a desktop view). A row below the fold that has not been
   * scrolled to yet shows one: the row keeps its height, and the lobby's first render has a few hundred
   * fewer elements to style and lay out on a phone.
   */
  skeletonColumns?: number;
}

/** SPEC §2.3: the arrow pager appears only when a row has more than 12 items. */
export const PAGER_THRESHOLD = VENDOR_ROW_MAX_ITEMS;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A lobby row (SPEC §2.3/§9): 6 slides per view on wide screens (4 on tablets,
 * 3 on phones), 13 px apart, two games per slide column. It scrolls natively
 * (swipe, trackpad, keyboard) with snap points; the arrows page by one view.
 */
export function GameRow<T>({ title, icon, moreTo, items, itemKey, renderItem, perColumn = GAMES_PER_SLIDE_COLUMN, aside, testId, loading, skeleton, skeletonColumns = 6 }: GameRowProps<T>) {
  const { t } = useTranslation('games');
  const headingId = useId();
  const scrollerId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const showPager = items.length > PAGER_THRESHOLD;
  // Only the first view is rendered at first; the rest of a long row follows when the visitor reaches for it
  // (scrolls or swipes the row, pages it, or tabs into it). Rendering it on an idle moment instead cost a
  // whole-row commit, style and layout of ~30 more tiles while a phone was still loading the lobby
  // (docs/ux-decisions.md "Lobby rows").
  const [full, setFull] = useState(false);
  const partial = !full && items.length > PAGER_THRESHOLD;
  const expand = useCallback(() => setFull(true), []);
  const shown = partial ? items.slice(0, PAGER_THRESHOLD) : items;

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = Math.abs(el.scrollLeft);
    setEdges({ start: left <= 1, end: left + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  const onScroll = () => {
    if (partial) expand();
    measure();
  };

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // The observer reports once right after the browser's own layout (and on every resize), so
    // reading the scroll geometry there forces no extra layout while the lobby renders.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, items.length, full]);

  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    // The rest of the row is rendered before the first page so there is somewhere to scroll to.
    if (partial) flushSync(expand);
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * (el.clientWidth + SLIDE_SPACING_PX), behavior: 'smooth' });
  };

  const columns = chunk(shown, perColumn);
  const columnStyle = { width: `calc((100% - (var(--per) - 1) * ${SLIDE_SPACING_PX}px) / var(--per))` };

  return (
    <section className="mt-7" aria-labelledby={headingId} data-testid={testId}>
      <div className="mb-3 flex h-8 items-center gap-2">
        {icon && <GameIcon name={icon} className="size-5 text-primary" />}
        <h2 id={headingId} className="truncate text-base font-bold sm:text-lg">
          {title}
        </h2>
        {aside}
        <div className="ms-auto flex shrink-0 items-center gap-1">
          {moreTo && (
            <Link to={moreTo} className="rounded-lg px-2 py-1 text-sm font-semibold whitespace-nowrap text-primary hover:bg-sunken" data-testid="more-games">
              {t('row.more')}
            </Link>
          )}
          {showPager && (
            <>
              <button
                type="button"
                onClick={() => page(-1)}
                disabled={edges.start}
                aria-controls={scrollerId}
                aria-label={t('row.previous', { title })}
                className="grid size-8 place-items-center rounded-full border border-line text-fg hover:bg-sunken disabled:opacity-40"
                data-testid="row-prev"
              >
                <GameIcon name="chevronStart" className="size-4 rtl:rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => page(1)}
                disabled={edges.end && !partial}
                aria-controls={scrollerId}
                aria-label={t('row.next', { title })}
                className="grid size-8 place-items-center rounded-full border border-line text-fg hover:bg-sunken disabled:opacity-40"
                data-testid="row-next"
              >
                <GameIcon name="chevronEnd" className="size-4 rtl:rotate-180" />
              </button>
            </>
          )}
        </div>
      </div>
      <div
        id={scrollerId}
        ref={scroller}
        onScroll={onScroll}
        onFocus={partial ? expand : undefined}
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain [--per:3] sm:[--per:4] lg:[--per:6] [&::-webkit-scrollbar]:hidden"
        style={{ gap: SLIDE_SPACING_PX }}
      >
        {loading && columns.length === 0
          ? Array.from({ length: skeletonColumns }, (_, i) => (
              <div key={i} className="flex shrink-0 flex-col" style={{ ...columnStyle, gap: SLIDE_SPACING_PX }}>
                {Array.from({ length: perColumn }, (_, j) => (
                  <div key={j}>{skeleton}</div>
                ))}
              </div>
            ))
          : columns.map((column, c) => (
              <div key={itemKey(column[0] as T)} className="flex shrink-0 snap-start flex-col" style={{ ...columnStyle, gap: SLIDE_SPACING_PX }} data-testid="slide">
                {column.map((item, r) => (
                  <div key={itemKey(item)}>{renderItem(item, c * perColumn + r)}</div>
                ))}
              </div>
            ))}
      </div>
    </section>
  );
}
