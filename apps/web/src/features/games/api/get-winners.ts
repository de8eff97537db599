import { WINNER_BOARD_LIMIT, type WinnersResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { GAMES_KEY, useGameScope, type GameScope } from '../lib/params.ts';

/** GET /games/winners (SPEC §7: gameCategory ALL, limitNum 20). */
export function fetchWinners(language: string, signal?: AbortSignal): Promise<WinnersResponse> {
  return api('/games/winners', { signal, query: { gameCategory: 'ALL', limitNum: WINNER_BOARD_LIMIT, language } }) as Promise<WinnersResponse>;
}

export function winnersQueryOptions(scope: GameScope) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'winners', scope.language],
    queryFn: ({ signal }) => fetchWinners(scope.language, signal),
    staleTime: 60_000,
  });
}

export function useWinners() {
  return useQuery(winnersQueryOptions(useGameScope()));
}
