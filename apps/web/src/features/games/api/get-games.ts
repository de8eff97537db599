import type { GamePage, GameTypeFilter } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { commonGameQuery, GAMES_KEY, useGameScope, type GameScope } from '../lib/params.ts';

export interface GamesFilter {
  gameType?: GameTypeFilter;
  vassalage?: string;
  gameClassify?: string;
  /** Name search (display names in the requested language and English). */
  q?: string;
  pageNo?: number;
  pageSize?: number;
}

/** GET /games (SPEC §7): one page of the catalogue. The server validates its answer, so the client skips zod here. */
export function fetchGames(filter: GamesFilter, language: string, signal?: AbortSignal): Promise<GamePage> {
  return api('/games', { signal, query: { ...commonGameQuery(language), ...filter } }) as Promise<GamePage>;
}

export function gamesQueryOptions(filter: GamesFilter, scope: GameScope) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'list', scope.language, scope.auth, filter],
    queryFn: ({ signal }) => fetchGames(filter, scope.language, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useGames(filter: GamesFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...gamesQueryOptions(filter, useGameScope()), enabled: options.enabled ?? true });
}
