import { TeamProfitLossSchema, type TeamProfitLossQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export type ProfitLossFilter = Partial<Omit<TeamProfitLossQuery, 'format'>>;

export const PROFIT_LOSS_PATH = '/agent/team/profit-loss';

/** `GET /agent/team/profit-loss`: one row per direct member and per sub-agent team, with totals. */
export const profitLossQueryOptions = (filter: ProfitLossFilter) =>
  queryOptions({
    queryKey: ['agent', 'team', 'profit-loss', filter],
    queryFn: ({ signal }) => api(PROFIT_LOSS_PATH, { signal, query: filter, schema: TeamProfitLossSchema }),
    placeholderData: keepPreviousData,
  });

export function useProfitLoss(filter: ProfitLossFilter) {
  return useQuery(profitLossQueryOptions(filter));
}
