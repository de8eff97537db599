import type { WithdrawalList } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** `GET /payments/withdrawals`: the withdrawal records, newest first. */
export const withdrawalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['payments', 'withdrawals', page],
    queryFn: ({ signal }) => api('/payments/withdrawals', { query: { page, pageSize: WITHDRAWALS_PAGE_SIZE }, signal }) as Promise<WithdrawalList>,
    placeholderData: keepPreviousData,
    // A payout happens in the back office: keep the list fresh while the page is open.
    refetchInterval: 15_000,
  });

export function useWithdrawals(page: number) {
  return useQuery(withdrawalsQueryOptions(page));
}
