import { CLIENT_TYPE, RECENT_PAGE_SIZE, type RecentResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { GAMES_KEY, useGameScope, type GameScope } from '../lib/params.ts';

/** GET /games/recent (SPEC §7: page, pageSize 20, gameType, language, clientType). Needs a token. */
export function fetchRecentGames(language: string, signal?: AbortSignal): Promise<RecentResponse> {
  return api('/games/recent', { signal, query: { page: 1, pageSize: RECENT_PAGE_SIZE, gameType: 'ALL', language, clientType: CLIENT_TYPE } }) as Promise<RecentResponse>;
}

export function recentGamesQueryOptions(scope: GameScope) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'recent', scope.language, scope.auth],
    queryFn: ({ signal }) => fetchRecentGames(scope.language, signal),
    enabled: scope.auth === 'member',
    staleTime: 0,
  });
}

export function useRecentGames() {
  return useQuery(recentGamesQueryOptions(useGameScope()));
}
