import { RebateClaimResultSchema, RebateOverviewSchema } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /rewards/rebate`: rebate available per category and the claims made. */
export const rebateQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'rebate'],
    queryFn: ({ signal }) => api('/rewards/rebate', { schema: RebateOverviewSchema, signal }),
  });

export function useRebate() {
  return useQuery(rebateQueryOptions());
}

/** `POST /rewards/rebate/claim`: the rebate becomes one bonus; a retried requestId returns the first claim. */
export function useClaimRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api('/rewards/rebate/claim', { method: 'POST', body: { requestId }, schema: RebateClaimResultSchema }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['rewards'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
