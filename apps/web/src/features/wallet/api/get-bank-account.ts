import type { BankAccountState } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /payments/bank-account`: the bound payout account (number masked), or null. */
export const bankAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'bank-account'],
    queryFn: ({ signal }) => api('/payments/bank-account', { signal }) as Promise<BankAccountState>,
  });

export function useBankAccount() {
  return useQuery(bankAccountQueryOptions());
}
