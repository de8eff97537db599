import { FAVOURITE_THROTTLE_MS, type FavouritesResponse, type Game } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { openModal } from '../../../components/modal/modal-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { api } from '../../../lib/http.ts';
import { currentLanguageCode } from '../../../lib/i18n.ts';
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

interface ToggleVars {
  game: Game;
  add: boolean;
}

/** SPEC §9: one favourite toggle per 1000 ms, across the page. */
const throttle = createThrottle(FAVOURITE_THROTTLE_MS);

/**
 * SPEC §4 favourites: the heart changes at once (optimistic update of the
 * favourite list), adding an id that is already a favourite does nothing, and
 * a refusal from the server puts the list back and says why.
 */
export function useToggleFavourite() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ game, add }: ToggleVars) => (add ? addFavouriteRequest(game) : removeFavouriteRequest(game.nodeId)),
    onMutate: async ({ game, add }) => {
      const key = favouritesKey(currentLanguageCode());
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<FavouritesResponse>(key);
      const base: FavouritesResponse = previous ?? { content: [], pageNum: 1, totalPages: 1, total: 0 };
      const content = add ? [{ ...game, favourite: true }, ...base.content] : base.content.filter((g) => g.nodeId !== game.nodeId);
      qc.setQueryData<FavouritesResponse>(key, { ...base, content, total: content.length });
      return { key, previous };
    },
    onError: (error, _vars, context) => {
      if (context) qc.setQueryData(context.key, context.previous);
      void alertDialog({ tone: 'error', title: i18next.t('games:favourite.failed'), message: errorText(error) });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [GAMES_KEY, 'favourites'] }),
  });

  /** Returns false when nothing was sent (visitor, throttled, or already in that state). */
  const toggle = (game: Game, isFavourite: boolean): boolean => {
    if (!getToken()) {
      void openModal('login');
      return false;
    }
    const add = !isFavourite;
    const current = qc.getQueryData<FavouritesResponse>(favouritesKey(currentLanguageCode()));
    if (add && current?.content.some((g) => g.nodeId === game.nodeId)) return false;
    if (!throttle()) return false;
    mutation.mutate({ game, add });
    return true;
  };
  return { toggle, isPending: mutation.isPending };
}
