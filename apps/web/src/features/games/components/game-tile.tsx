import { showsPlayNow, type Game } from '@app/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { launchGameLazy } from '../lib/launch-lazy.ts';
import { GameIcon } from './game-icons.tsx';

export interface GameTileProps {
  game: Game;
  isFavourite: boolean;
  /** Omitted where a heart makes no sense (vendor cards). */
  onToggleFavourite?: (game: Game, isFavourite: boolean) => void;
  /** The first tiles of the home page load eagerly; every other image waits until it is near the viewport. */
  eager?: boolean;
}

/**
 * SPEC §2.9 game tile: image, display name and PLAY NOW for every type except
 * RNG; clicking the tile launches the game. The image has fixed dimensions so
 * the grid never shifts while artwork arrives.
 */
export const GameTile = memo(function GameTile({ game, isFavourite, onToggleFavourite, eager = false }: GameTileProps) {
  const { t } = useTranslation('games');
  return (
    <div className="group relative min-w-0" data-testid="game-tile" data-game-code={game.gameCode}>
      <button
        type="button"
        onClick={() => void launchGameLazy(game)}
        className="block w-full rounded-xl text-start focus-visible:outline-offset-2"
        aria-describedby={game.maintenance ? `mt-${game.nodeId}` : undefined}
      >
        <span className="relative block aspect-square overflow-hidden rounded-xl bg-sunken">
          <img
            src={game.iconUrl}
            alt=""
            width={240}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`size-full object-cover transition-transform duration-300 group-hover:scale-105 ${game.maintenance ? 'opacity-50 grayscale' : ''}`}
          />
          {game.isHot === 1 && (
            <span className="absolute start-1.5 top-1.5 rounded-md bg-danger px-1.5 py-0.5 text-[10px] font-bold text-primary-contrast uppercase">
              {t('tile.hot')}
            </span>
          )}
          {game.maintenance && (
            <span id={`mt-${game.nodeId}`} className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-elevated/90 py-1 text-xs font-semibold text-fg">
              <GameIcon name="wrench" className="size-3.5" />
              {t('tile.maintenance')}
            </span>
          )}
          {showsPlayNow(game.gameType) && !game.maintenance && (
            <span className="absolute inset-x-2 bottom-2 rounded-lg bg-primary py-1 text-center text-[11px] font-bold text-primary-contrast uppercase shadow-card group-hover:bg-primary-strong"
              data-testid="play-now">
              {t('tile.playNow')}
            </span>
          )}
        </span>
        <span dir="auto" className="mt-1.5 block truncate px-0.5 text-xs font-semibold text-fg sm:text-sm" data-testid="game-name">
          {game.displayName}
        </span>
      </button>
      {onToggleFavourite && (
        <button
          type="button"
          onClick={() => onToggleFavourite(game, isFavourite)}
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'favourite.remove' : 'favourite.add', { name: game.displayName })}
          className={`absolute end-1 top-1 grid size-8 place-items-center rounded-full bg-elevated/85 shadow-card ${isFavourite ? 'text-danger' : 'text-fg'} hover:scale-110`}
          data-testid="favourite-toggle"
        >
          <GameIcon name="heart" filled={isFavourite} className="size-4.5" />
        </button>
      )}
    </div>
  );
});

/** Placeholder with the tile's exact footprint, shown while a page of the catalogue loads. */
/**
 * A tile's placeholder. `animated={false}` for rows below the fold that have not been scrolled to yet:
 * every iteration of a CSS animation is an event React dispatches from its root, and a hundred pulsing
 * placeholders nobody sees made a main-thread task every two seconds while the lobby loads on a phone.
 */
export function GameTileSkeleton({ animated = true }: { animated?: boolean }) {
  const pulse = animated ? 'animate-pulse ' : '';
  return (
    <div className="min-w-0" aria-hidden="true">
      <div className={`${pulse}aspect-square rounded-xl bg-sunken`} />
      <div className={`${pulse}mt-1.5 h-4 w-3/4 rounded bg-sunken`} />
    </div>
  );
}
