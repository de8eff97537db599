import { OutboxListSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /dev/outbox`: SMS and mail the sandbox providers stored. The server does not register it in production. */
export const outboxQueryOptions = (to?: string) =>
  queryOptions({
    queryKey: ['dev', 'outbox', to ?? ''],
    queryFn: ({ signal }) => api('/dev/outbox', { signal, query: { to, limit: 100 }, schema: OutboxListSchema }),
    refetchInterval: 3000,
    retry: false,
  });

export function useOutbox(to?: string) {
  return useQuery(outboxQueryOptions(to));
}
