import type { Game } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { useFavouriteIds, useFavourites } from '../api/get-favourites.ts';
import { useRecentGames } from '../api/get-recent.ts';
import { toggleFavourite } from '../api/toggle-favourite.ts';
import { GameTile } from '../components/game-tile.tsx';

function GameGrid({ games, testId }: { games: readonly Game[]; testId: string }) {
  const ids = useFavouriteIds();
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8" data-testid={testId}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} isFavourite={ids.has(game.nodeId)} onToggleFavourite={toggleFavourite} />
        </li>
      ))}
    </ul>
  );
}

function State({ pending, error, empty, onRetry }: { pending: boolean; error: boolean; empty: string; onRetry: () => void }) {
  const { t } = useTranslation('games');
  if (pending)
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner size="lg" />
      </div>
    );
  return (
    <div className="rounded-card border border-dashed border-line bg-elevated p-8 text-center" data-testid="account-games-empty">
      <p className="text-fg-secondary">{error ? t('list.error') : empty}</p>
      {error ? (
        <button type="button" onClick={onRetry} className={`${buttonClass({ variant: 'outline' })} mt-4`}>
          {t('common:actions.retry')}
        </button>
      ) : (
        <Link to="/rng" className={`${buttonClass()} mt-4`}>
          {t('account.browse')}
        </Link>
      )}
    </div>
  );
}

function Favourites() {
  const { t } = useTranslation('games');
  const { data, isPending, isError, refetch } = useFavourites();
  const games = data?.content ?? [];
  if (isPending || isError || games.length === 0) return <State pending={isPending} error={isError} empty={t('account.noFavourites')} onRetry={() => void refetch()} />;
  return <GameGrid games={games} testId="favourite-games" />;
}

function Recent() {
  const { t } = useTranslation('games');
  const { data, isPending, isError, refetch } = useRecentGames();
  const games = data?.list ?? [];
  if (isPending || isError || games.length === 0) return <State pending={isPending} error={isError} empty={t('account.noRecent')} onRetry={() => void refetch()} />;
  return <GameGrid games={games} testId="recent-games" />;
}

/** /favorite and /recent (SPEC §2.1 account game lists; both need login, the route guard sees to it). */
export function Component() {
  const { t } = useTranslation('games');
  const name = useRouteHandle()?.name === 'recent' ? 'recent' : 'favorite';
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-5 sm:py-6">
      <div className="mb-4 flex items-center gap-2">
        <h1 className="text-xl font-bold sm:text-2xl">{t(`account.${name}`)}</h1>
        <nav aria-label={t('account.switch')} className="ms-auto flex gap-1">
          <Link to="/favorite" className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${name === 'favorite' ? 'bg-sunken text-primary' : 'text-fg-secondary hover:text-fg'}`} aria-current={name === 'favorite' ? 'page' : undefined}>
            {t('account.favorite')}
          </Link>
          <Link to="/recent" className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${name === 'recent' ? 'bg-sunken text-primary' : 'text-fg-secondary hover:text-fg'}`} aria-current={name === 'recent' ? 'page' : undefined}>
            {t('account.recent')}
          </Link>
        </nav>
      </div>
      {name === 'favorite' ? <Favourites /> : <Recent />}
    </div>
  );
}
