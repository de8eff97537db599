import { INITIAL_RNG_VASSALAGE, INHOUSE_VENDOR, type Game, type GameCategory } from '@app/contracts';
import { useCallback, useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { useFavouriteIds } from '../api/get-favourites.ts';
import { useGames } from '../api/get-games.ts';
import { laneOf, useVendorLanes } from '../api/get-vendors.ts';
import { toggleFavourite } from '../api/toggle-favourite.ts';
import { GameIcon } from '../components/game-icons.tsx';
import { GameTile } from '../components/game-tile.tsx';
import { VendorTabs } from '../components/vendor-tabs.tsx';
import { GRID_PAGE_SIZE, VirtualGameGrid } from '../components/virtual-grid.tsx';
import { prefetchLaunch } from '../lib/launch-lazy.ts';
import { useGameScope } from '../lib/params.ts';

const SEARCH_DEBOUNCE_MS = 300;
const ALL_VENDORS = 'ALL';

/** /live /fish /rng /pvp /bgs (SPEC §2.1): vendor tabs, name search and a virtualized grid of the whole catalogue. */
export function Component() {
  const { t } = useTranslation('games');
  const name = useRouteHandle()?.name ?? 'rng';
  const category = name.toUpperCase() as GameCategory;
  const path = `/${name}`;
  const [params] = useSearchParams();
  const { lanes, isPending: lanesPending } = useVendorLanes();
  // `?vassalage=ALL` asks for every vendor explicitly (the slot page would otherwise open on JL).
  const asked = params.get('vassalage')?.toUpperCase() ?? null;
  // The in-house slots page (SPEC §2.5 INHOUSE -> /rng?vassalage=INHOUSE) is its own group: only its vendors, not every slot vendor.
  const inhousePage = category === 'RNG' && asked === INHOUSE_VENDOR;
  const inhouseCards = laneOf(lanes, 'INHOUSE')?.cards ?? [];
  const vendors = inhousePage ? inhouseCards : [...(laneOf(lanes, category)?.cards ?? []), ...(category === 'RNG' ? inhouseCards : [])];

  // The slot page starts on JL (SPEC §9) when no vendor is asked for; other pages start on every vendor.
  const initial = category === 'RNG' && vendors.some((v) => v.vassalage === INITIAL_RNG_VASSALAGE) ? INITIAL_RNG_VASSALAGE : null;
  const vassalage = asked === ALL_VENDORS ? null : (asked ?? initial);
  const inhouse = vassalage === INHOUSE_VENDOR;

  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const query = useDeferredValue(q);

  const scope = useGameScope();
  const filter = { gameType: category, vassalage: vassalage ?? undefined, q: query || undefined } as const;
  const ready = !(category === 'RNG' && lanesPending && !asked);
  const { data, isPending, isError, refetch, isPlaceholderData } = useGames({ ...filter, pageNo: 1, pageSize: GRID_PAGE_SIZE }, { enabled: ready });

  const favourites = useFavouriteIds();
  const renderTile = useCallback((game: Game) => <GameTile game={game} isFavourite={favourites.has(game.nodeId)} onToggleFavourite={toggleFavourite} />, [favourites]);
  const searchId = useId();
  useEffect(prefetchLaunch, []);
  const title = inhouse ? t('category.INHOUSE') : t(`category.${category}`);

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-5 sm:py-6" data-testid="game-list">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
        <div className="relative w-full sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            {t('list.search')}
          </label>
          <GameIcon name="search" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
          <input
            id={searchId}
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('list.searchPlaceholder')}
            maxLength={100}
            className="h-10 w-full rounded-xl border border-line bg-elevated ps-9 pe-3 text-sm text-fg placeholder:text-fg-muted"
            data-testid="game-search"
          />
        </div>
      </div>
      {(inhousePage ? vendors.length > 1 : vendors.length > 0) && <VendorTabs path={path} vendors={vendors} current={vassalage} allTo={category === 'RNG' ? `${path}?vassalage=${ALL_VENDORS}` : path} />}
      <div className="mt-4" aria-busy={isPending || isPlaceholderData}>
        {isError ? (
          <div className="rounded-card border border-line bg-elevated p-8 text-center">
            <p className="text-fg-secondary">{t('list.error')}</p>
            <button type="button" onClick={() => void refetch()} className="mt-3 rounded-lg px-3 py-1.5 font-semibold text-primary hover:bg-sunken">
              {t('common:actions.retry')}
            </button>
          </div>
        ) : isPending || !data ? (
          <div className="grid min-h-64 place-items-center">
            <Spinner size="lg" />
          </div>
        ) : data.total === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-elevated p-8 text-center text-fg-secondary" data-testid="game-list-empty">
            {query ? t('list.noMatch', { q: query }) : t('list.empty')}
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-fg-muted" aria-live="polite" data-testid="game-count">
              {t('list.count', { count: data.total })}
            </p>
            <VirtualGameGrid key={JSON.stringify(filter)} filter={filter} scope={scope} total={data.total} firstPage={data.list} renderTile={renderTile} />
          </>
        )}
      </div>
    </div>
  );
}
