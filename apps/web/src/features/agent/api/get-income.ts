import { AgentIncomeSchema, type AgentIncomeQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export type IncomeFilter = Partial<Omit<AgentIncomeQuery, 'format'>>;

export const INCOME_PATH = '/agent/income';

/** `GET /agent/income`: commissions, salaries and dividends per period (`available` false until contracts exist). */
export const incomeQueryOptions = (filter: IncomeFilter) =>
  queryOptions({
    queryKey: ['agent', 'income', filter],
    queryFn: ({ signal }) => api(INCOME_PATH, { signal, query: filter, schema: AgentIncomeSchema }),
    placeholderData: keepPreviousData,
  });

export function useIncome(filter: IncomeFilter) {
  return useQuery(incomeQueryOptions(filter));
}
