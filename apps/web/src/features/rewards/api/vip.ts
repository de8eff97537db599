import { VipOverviewSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /rewards/vip`: level, progress to the next one, every level (level-up bonuses are granted on this read). */
export const vipQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'vip'],
    queryFn: ({ signal }) => api('/rewards/vip', { schema: VipOverviewSchema, signal }),
  });

export function useVip() {
  return useQuery(vipQueryOptions());
}
