import type { LotteryLobby } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /lottery/lobby`: the games of a prize mode with their open draw and last result. */
export const lobbyQueryOptions = (prizeMode: string) =>
  queryOptions({
    queryKey: ['lottery', 'lobby', prizeMode],
    queryFn: ({ signal }) => api('/lottery/lobby', { query: { prizeMode }, signal }) as Promise<LotteryLobby>,
    // Draws close every few minutes: keep the countdowns honest.
    refetchInterval: 15_000,
  });

export function useLobby(prizeMode: string) {
  return useQuery(lobbyQueryOptions(prizeMode));
}
