import { AgentTransactionListSchema, type AgentTransactionsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export type TransactionsFilter = Partial<Omit<AgentTransactionsQuery, 'format'>>;

export const TRANSACTIONS_PATH = '/agent/transactions';

/** `GET /agent/transactions`: money movements of the downline (or the agent's own wallet). */
export const agentTransactionsQueryOptions = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: ['agent', 'transactions', filter],
    queryFn: ({ signal }) => api(TRANSACTIONS_PATH, { signal, query: filter, schema: AgentTransactionListSchema }),
    placeholderData: keepPreviousData,
  });

export function useAgentTransactions(filter: TransactionsFilter) {
  return useQuery(agentTransactionsQueryOptions(filter));
}
