import { AgentProfileSchema } from '@app/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { getToken } from '../../../lib/session.ts';

/** `GET /agent/profile`: header and menu facts (nickname, zone, balance, enabled features). Also the route guard's check. */
export const agentProfileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['agent', 'profile', token],
    queryFn: ({ signal }) => api('/agent/profile', { signal, schema: AgentProfileSchema }),
    staleTime: 30_000,
    retry: false,
  });

/** The profile the /agentHome loader already fetched. */
export function useAgentProfile() {
  return useSuspenseQuery(agentProfileQueryOptions(getToken())).data;
}
