import type { LotteryBet } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface BetPage {
  list: LotteryBet[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** `GET /lottery/bets`: the member's own bets of a game. */
export const myBetsQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'bets', gameCode],
    queryFn: ({ signal }) => api('/lottery/bets', { query: { gameCode, pageSize: 10 }, signal }) as Promise<BetPage>,
    refetchInterval: 20_000,
  });

export function useMyBets(gameCode: string) {
  return useQuery(myBetsQueryOptions(gameCode));
}
