import type { DepositMethods } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /payments/deposit-methods`: methods, limits and the receiving bank account. */
export const depositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'deposit-methods'],
    queryFn: ({ signal }) => api('/payments/deposit-methods', { signal }) as Promise<DepositMethods>,
    staleTime: 60_000,
  });

export function useDepositMethods() {
  return useQuery(depositMethodsQueryOptions());
}
