import { TeamBetListSchema, type TeamBetsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export type TeamBetsFilter = Partial<Omit<TeamBetsQuery, 'format'>>;

export const TEAM_BETS_PATH = '/agent/team/bets';

/** `GET /agent/team/bets`: the downline's bets by member, category, status and day range, with totals. */
export const teamBetsQueryOptions = (filter: TeamBetsFilter) =>
  queryOptions({
    queryKey: ['agent', 'team', 'bets', filter],
    queryFn: ({ signal }) => api(TEAM_BETS_PATH, { signal, query: filter, schema: TeamBetListSchema }),
    placeholderData: keepPreviousData,
  });

export function useTeamBets(filter: TeamBetsFilter) {
  return useQuery(teamBetsQueryOptions(filter));
}
