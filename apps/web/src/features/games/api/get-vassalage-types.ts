import type { VassalageTypesResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { GAMES_KEY, useGameScope } from '../lib/params.ts';

/** GET /games/vassalage-types (SPEC §7): which game types a vendor offers, with counts. Needs a token. */
export function fetchVassalageTypes(vassalage: string, signal?: AbortSignal): Promise<VassalageTypesResponse> {
  return api('/games/vassalage-types', { signal, query: { vassalage } }) as Promise<VassalageTypesResponse>;
}

export function vassalageTypesQueryOptions(vassalage: string, enabled: boolean) {
  return queryOptions({
    queryKey: [GAMES_KEY, 'vassalage-types', vassalage],
    queryFn: ({ signal }) => fetchVassalageTypes(vassalage, signal),
    enabled: enabled && Boolean(vassalage),
    staleTime: 5 * 60_000,
  });
}

export function useVassalageTypes(vassalage: string) {
  return useQuery(vassalageTypesQueryOptions(vassalage, useGameScope().auth === 'member'));
}
