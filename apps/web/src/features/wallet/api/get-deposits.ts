import type { Deposit, DepositList } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const PAGE_SIZE = 10;

/** `GET /payments/deposits`: the deposit records, newest first. */
export const depositsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['payments', 'deposits', page],
    queryFn: ({ signal }) => api('/payments/deposits', { query: { page, pageSize: PAGE_SIZE }, signal }) as Promise<DepositList>,
    placeholderData: keepPreviousData,
  });

export function useDeposits(page: number) {
  return useQuery(depositsQueryOptions(page));
}

/** `GET /payments/deposits/:id`, polled while the gateway's callback is still on its way. */
export const depositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payments', 'deposit', id],
    queryFn: ({ signal }) => api(`/payments/deposits/${encodeURIComponent(id)}`, { signal }) as Promise<Deposit>,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? 2000 : false),
  });

export function useDeposit(id: string | null) {
  return useQuery({ ...depositQueryOptions(id ?? ''), enabled: Boolean(id) });
}
