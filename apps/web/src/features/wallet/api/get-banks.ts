import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface PayoutBank {
  code: string;
  /** Stored and sent to the payout provider. */
  name: string;
  /** The bank's name in the country's language. */
  localName: string;
}

export interface PayoutBanks {
  country: string | null;
  banks: PayoutBank[];
}

/** `GET /payments/banks`: the banks of the brand's country to pick at withdrawal (empty: the name is typed). */
export function useBanks() {
  return useQuery(
    queryOptions({
      queryKey: ['payments', 'banks'],
      queryFn: ({ signal }) => api('/payments/banks', { signal }) as Promise<PayoutBanks>,
      staleTime: Infinity,
    }),
  );
}
