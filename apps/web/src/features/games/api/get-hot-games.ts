import type { HotGamesResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { commonGameQuery, GAMES_KEY, useGameScope, type GameScope } from '../lib/params.ts';

/** GET /games/hot (SPEC §7: merchantCode, isPlatform 2, platform, language, imgSize rx2). */
export function fetchHotGames(language: string, signal?: AbortSignal): Promise<HotGamesResponse> {
  const common = commonGameQuery(language);
  return api('/games/hot', { signal, query: { ...common, merchantCode: common.merchant, isPlatform: 2 } }) as Promise<HotGamesResponse>;
}

export function hotGamesQueryOptions(scope: GameScope) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'hot', scope.language, scope.auth],
    queryFn: ({ signal }) => fetchHotGames(scope.language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHotGames() {
  return useQuery(hotGamesQueryOptions(useGameScope()));
}
