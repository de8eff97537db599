import type { Game } from '@app/contracts';
import { useQueries } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { gamesQueryOptions, type GamesFilter } from '../api/get-games.ts';
import type { GameScope } from '../lib/params.ts';
import { GameTileSkeleton } from './game-tile.tsx';

/** Games per request. Tiles are looked up by index, so a page boundary may fall inside a row. */
export const GRID_PAGE_SIZE = 120;
const GAP = 12;
const MIN_TILE = 104;
const NAME_H = 26;

export interface VirtualGameGridProps {
  filter: Omit<GamesFilter, 'pageNo' | 'pageSize'>;
  scope: GameScope;
  total: number;
  /** Page 1, already fetched by the page (it told us the total). */
  firstPage: readonly Game[];
  renderTile: (game: Game) => React.ReactNode;
}

/** Catalogue pages (beyond the first, which the page already has) that rows first..last need. */
export function pagesFor(firstRow: number, lastRow: number, columns: number, total: number, pageSize = GRID_PAGE_SIZE): number[] {
  if (total <= 0) return [];
  const from = Math.floor((firstRow * columns) / pageSize) + 1;
  const to = Math.floor(Math.min(total - 1, (lastRow + 1) * columns - 1) / pageSize) + 1;
  const out: number[] = [];
  for (let p = Math.max(2, from); p <= to; p++) out.push(p);
  return out;
}

function columnsFor(width: number): number {
  return Math.max(3, Math.min(8, Math.floor((width + GAP) / (MIN_TILE + GAP))));
}

/**
 * A window-scrolled, virtualized grid for catalogues of any size (10,000 games
 * and more): only the rows near the viewport are in the DOM, and the pages
 * those rows need are fetched on demand (random access, so dragging the
 * scrollbar to the end does not fetch everything before it). Unloaded tiles
 * show a skeleton of the same size, so nothing shifts when data arrives.
 */
export function VirtualGameGrid({ filter, scope, total, firstPage, renderTile }: VirtualGameGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offsetTop, setOffsetTop] = useState(0);

  useLayoutEffect(() => {
    const el = container.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setOffsetTop(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = width ? columnsFor(width) : 3;
  const tile = width ? (width - (columns - 1) * GAP) / columns : MIN_TILE;
  const rowHeight = Math.round(tile + NAME_H + GAP);
  const rows = Math.ceil(total / columns);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: offsetTop,
  });
  const items = virtualizer.getVirtualItems();

  // Which catalogue pages the rendered rows need.
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const pages = pagesFor(first, last, columns, total);

  const results = useQueries({
    queries: pages.map((pageNo) => ({ ...gamesQueryOptions({ ...filter, pageNo, pageSize: GRID_PAGE_SIZE }, scope), placeholderData: undefined })),
  });
  const loaded = new Map<number, readonly Game[]>([[1, firstPage]]);
  pages.forEach((p, i) => {
    const list = results[i]?.data?.list;
    if (list) loaded.set(p, list);
  });

  return (
    <div ref={container} data-testid="game-grid" data-total={total}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((row) => (
          <div
            key={row.key}
            className="absolute inset-x-0 top-0 grid"
            style={{
              height: rowHeight,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: GAP,
            }}
          >
            {Array.from({ length: columns }, (_, c) => {
              const index = row.index * columns + c;
              if (index >= total) return <div key={c} />;
              const page = Math.floor(index / GRID_PAGE_SIZE) + 1;
              const game = loaded.get(page)?.[index % GRID_PAGE_SIZE];
              return <div key={game ? game.nodeId : `s${index}`}>{game ? renderTile(game) : <GameTileSkeleton />}</div>;
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
