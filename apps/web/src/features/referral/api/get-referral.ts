import { ReferralSummarySchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /rewards/referral`: the member's code, invitation link and totals. */
export const referralQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'referral'],
    queryFn: ({ signal }) => api('/rewards/referral', { schema: ReferralSummarySchema, signal }),
  });

export function useReferral() {
  return useQuery(referralQueryOptions());
}
