import type { WalletBalance } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /wallet/balance`: the available balance shown above the money forms. */
export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: ({ signal }) => api('/wallet/balance', { signal }) as Promise<WalletBalance>,
  });

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions());
}
