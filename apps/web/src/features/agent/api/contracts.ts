import {
  ContractConsolidatedSchema,
  ContractListSchema,
  ContractSchema,
  SettlementListSchema,
  type ContractAccept,
  type ContractKind,
  type ContractListQuery,
  type ContractOffer,
  type SettlementListQuery,
} from '@app/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /agent/contracts/consolidated` (SPEC §7): enabled kinds and the offers waiting for an answer (the popup). */
export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'contracts', 'consolidated'],
    queryFn: ({ signal }) => api('/agent/contracts/consolidated', { signal, schema: ContractConsolidatedSchema }),
  });

export function useConsolidated() {
  return useQuery(consolidatedQueryOptions());
}

export type ContractFilter = Partial<ContractListQuery>;

/** `GET /agent/contracts`: both sides' history, newest first. */
export function useContracts(filter: ContractFilter) {
  return useQuery({
    queryKey: ['agent', 'contracts', 'list', filter],
    queryFn: ({ signal }) => api('/agent/contracts', { signal, query: filter, schema: ContractListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /agent/settlements`: the caller's settled periods of a kind (tier reached, amount, status). */
export function useSettlements(filter: Partial<SettlementListQuery> & { kind: ContractKind }) {
  return useQuery({
    queryKey: ['agent', 'settlements', filter],
    queryFn: ({ signal }) => api('/agent/settlements', { signal, query: filter, schema: SettlementListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** After any answer: the flags, the menu (profile features), the lists and the income all change. */
function useInvalidateAgent() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['agent'] });
}

/** `POST /agent/contracts`: an offer to a direct sub-agent. */
export function useOfferContract() {
  const done = useInvalidateAgent();
  return useMutation({
    mutationFn: (body: ContractOffer) => api('/agent/contracts', { method: 'POST', body, schema: ContractSchema }),
    onSuccess: done,
  });
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** `POST /agent/contracts/{id}/accept|reject|terminate`. */
export function useContractAction() {
  const done = useInvalidateAgent();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: ContractAction; body?: Partial<ContractAccept> & { reason?: string } }) =>
      api(`/agent/contracts/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: body ?? {}, schema: ContractSchema }),
    onSuccess: done,
  });
}
