import { LeaderboardSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /rewards/leaderboard`: this week's top members by valid turnover and the caller's rank. */
export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'leaderboard'],
    queryFn: ({ signal }) => api('/rewards/leaderboard', { schema: LeaderboardSchema, signal }),
    refetchInterval: 60_000,
  });

export function useLeaderboard(enabled = true) {
  return useQuery({ ...leaderboardQueryOptions(), enabled });
}
