import { TeamMemberListSchema, type TeamMembersQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export type TeamMembersFilter = Partial<Omit<TeamMembersQuery, 'format'>>;

export const TEAM_MEMBERS_PATH = '/agent/team/members';

/** `GET /agent/team/members`: the downline, drilled down by sub-agent, searched, sorted and paged. */
export const teamMembersQueryOptions = (filter: TeamMembersFilter) =>
  queryOptions({
    queryKey: ['agent', 'team', 'members', filter],
    queryFn: ({ signal }) => api(TEAM_MEMBERS_PATH, { signal, query: filter, schema: TeamMemberListSchema }),
    placeholderData: keepPreviousData,
  });

export function useTeamMembers(filter: TeamMembersFilter) {
  return useQuery(teamMembersQueryOptions(filter));
}
