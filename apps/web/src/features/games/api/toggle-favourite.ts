import { FAVOURITE_THROTTLE_MS, type FavouritesResponse, type Game } from '@app/contracts';
import i18next from 'i18next';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { openModal } from '../../../components/modal/modal-store.ts';
import { api } from '../../../lib/http.ts';
import { currentLanguageCode } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getToken } from '../../../lib/session.ts';
import { GAMES_KEY } from '../lib/params.ts';
import { createThrottle } from '../lib/throttle.ts';
import { favouritesKey } from './get-favourites.ts';

/** POST /games/favourites (idempotent on the server). */
export function addFavouriteRequest(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<unknown> {
  return api('/games/favourites', { method: 'POST', body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
}

/** DELETE /games/favourites/:nodeId. */
export function removeFavouriteRequest(nodeId: number): Promise<unknown> {
  return api(`/games/favourites/${nodeId}`, { method: 'DELETE' });
}

/** SPEC §9: one favourite toggle per 1000 ms, across the page. */
const throttle = createThrottle(FAVOURITE_THROTTLE_MS);

/**
 * SPEC §4 favourites: the heart changes at once (optimistic update of the
 * favourite list in the query cache), adding an id that is already a favourite
 * does nothing, toggles are throttled to one per 1000 ms, and a refusal from
 * the server puts the list back and says why. Returns false when nothing was
 * sent (visitor, throttled, or already a favourite).
 *
 * A plain function over the query cache rather than useMutation: the home page
 * uses it, and the mutation machinery would only add to its first download.
 */
export function toggleFavourite(game: Game, isFavourite: boolean): boolean {
  if (!getToken()) {
    void openModal('login');
    return false;
  }
  const add = !isFavourite;
  const key = favouritesKey(currentLanguageCode());
  const previous = queryClient.getQueryData<FavouritesResponse>(key);
  if (add && previous?.content.some((g) => g.nodeId === game.nodeId)) return false;
  if (!throttle()) return false;

  void queryClient.cancelQueries({ queryKey: key });
  const base: FavouritesResponse = previous ?? { content: [], pageNum: 1, totalPages: 1, total: 0 };
  const content = add ? [{ ...game, favourite: true }, ...base.content] : base.content.filter((g) => g.nodeId !== game.nodeId);
  queryClient.setQueryData<FavouritesResponse>(key, { ...base, content, total: content.length });

  (add ? addFavouriteRequest(game) : removeFavouriteRequest(game.nodeId)).then(
    () => queryClient.invalidateQueries({ queryKey: [GAMES_KEY, 'favourites'] }),
    async (error: unknown) => {
      queryClient.setQueryData(key, previous);
      void queryClient.invalidateQueries({ queryKey: [GAMES_KEY, 'favourites'] });
      const { errorText } = await import('../../../lib/error-text.ts');
      await alertDialog({ tone: 'error', title: i18next.t('games:favourite.failed'), message: errorText(error) });
    },
  );
  return true;
}
