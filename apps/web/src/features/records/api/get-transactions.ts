import type { WalletHistory } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { DateRange } from '../components/date-range.ts';

/** `GET /wallet/transactions`: the transaction record (SPEC §2.7 transactionHistory). */
export const transactionsQueryOptions = (range: DateRange, kind: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', range.from.toISOString(), range.to.toISOString(), kind ?? '', page],
    queryFn: ({ signal }) =>
      api('/wallet/transactions', { query: { from: range.from.toISOString(), to: range.to.toISOString(), kind, page, pageSize: 20 }, signal }) as Promise<WalletHistory>,
    placeholderData: keepPreviousData,
  });

export function useTransactions(range: DateRange, kind: string | undefined, page: number) {
  return useQuery(transactionsQueryOptions(range, kind, page));
}
