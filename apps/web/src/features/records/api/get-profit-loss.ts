import type { ProfitLoss } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { DateRange } from '../components/date-range.ts';

/** `GET /records/profit-loss` (SPEC §2.7 personalProfit). */
export const profitLossQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['records', 'profit-loss', range.from.toISOString(), range.to.toISOString()],
    queryFn: ({ signal }) => api('/records/profit-loss', { query: { from: range.from.toISOString(), to: range.to.toISOString() }, signal }) as Promise<ProfitLoss>,
    placeholderData: keepPreviousData,
  });

export function useProfitLoss(range: DateRange) {
  return useQuery(profitLossQueryOptions(range));
}
