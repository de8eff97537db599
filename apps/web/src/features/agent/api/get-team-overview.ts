import { TeamOverviewSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /agent/team/overview`: today / yesterday / this month, depth breakdown and the 30-day trend. */
export const teamOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'team', 'overview'],
    queryFn: ({ signal }) => api('/agent/team/overview', { signal, schema: TeamOverviewSchema }),
    staleTime: 30_000,
  });

export function useTeamOverview() {
  return useQuery(teamOverviewQueryOptions());
}
