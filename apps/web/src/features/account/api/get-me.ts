import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { MemberSummary } from '../../../lib/session.ts';

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['members', 'me', token],
    queryFn: ({ signal }) => api('/members/me', { signal }) as Promise<MemberSummary>,
    enabled: Boolean(token),
    staleTime: 15_000,
  });
