import { MissionListSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /rewards/missions`: today's and this week's missions with progress, and how many can be claimed. */
export const missionsQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'missions'],
    queryFn: ({ signal }) => api('/rewards/missions', { schema: MissionListSchema, signal }),
    refetchInterval: 60_000,
  });

export function useMissions() {
  return useQuery(missionsQueryOptions());
}
