import { SessionListSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /auth/sessions`: the member's own live sessions. */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: ({ signal }) => api('/auth/sessions', { signal, schema: SessionListSchema }),
  staleTime: 10_000,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
