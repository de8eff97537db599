import type { FairnessVerifyResult } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet?: number;
}

/** `GET /inhouse/fairness/verify` (public): the round recomputed from its seeds. Pure, so cached for good. */
export const verifyQueryOptions = (input: VerifyInput | null) =>
  queryOptions({
    queryKey: ['inhouse', 'fairness', input],
    queryFn: ({ signal }) =>
      api('/inhouse/fairness/verify', { signal, query: { ...(input as VerifyInput), game: 'slot' } }) as Promise<FairnessVerifyResult>,
    enabled: input !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export function useVerify(input: VerifyInput | null) {
  return useQuery(verifyQueryOptions(input));
}
