import type { LotteryDraw } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /lottery/opened-numbers`: drawn results, newest first, with the revealed seeds. */
export const openedNumbersQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode],
    queryFn: ({ signal }) => api('/lottery/opened-numbers', { query: { gameCode, limit: 10 }, signal }) as Promise<{ list: LotteryDraw[] }>,
    refetchInterval: 20_000,
  });

export function useOpenedNumbers(gameCode: string) {
  return useQuery(openedNumbersQueryOptions(gameCode));
}
