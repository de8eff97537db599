import { CLIENT_TYPE, FAVOURITE_PAGE_SIZE, GAME_PLATFORM, type FavouritesResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/http.ts';
import { GAMES_KEY, useGameScope, type GameScope } from '../lib/params.ts';

/** GET /games/favourites (SPEC §7: clientType, platform, language, pageNo, pageSize 999, gameType). Needs a token. */
export function fetchFavourites(language: string, signal?: AbortSignal): Promise<FavouritesResponse> {
  return api('/games/favourites', {
    signal,
    query: { clientType: CLIENT_TYPE, platform: GAME_PLATFORM, language, pageNo: 1, pageSize: FAVOURITE_PAGE_SIZE, gameType: 'ALL' },
  }) as Promise<FavouritesResponse>;
}

export const favouritesKey = (language: string) => [GAMES_KEY, 'favourites', language] as const;

export function favouritesQueryOptions(scope: GameScope) {
  return queryOptions({
    queryKey: favouritesKey(scope.language),
    queryFn: ({ signal }) => fetchFavourites(scope.language, signal),
    enabled: scope.auth === 'member',
    staleTime: 60_000,
  });
}

export function useFavourites() {
  return useQuery(favouritesQueryOptions(useGameScope()));
}

/** Node ids the member has favourited (empty for visitors), for the tiles' heart state. */
export function useFavouriteIds(): ReadonlySet<number> {
  const { data } = useFavourites();
  return useMemo(() => new Set((data?.content ?? []).map((g) => g.nodeId)), [data]);
}
