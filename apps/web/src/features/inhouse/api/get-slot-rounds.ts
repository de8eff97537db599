import type { SlotRoundPage } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { slotKeys } from './get-slot-state.ts';

/** `GET /inhouse/slot/rounds`: the member's latest rounds (first page). */
export const slotRoundsQueryOptions = (token: string | null, pageSize = 10) =>
  queryOptions({
    queryKey: slotKeys.rounds(token, pageSize),
    queryFn: ({ signal }) => api('/inhouse/slot/rounds', { signal, query: { pageNo: 1, pageSize } }) as Promise<SlotRoundPage>,
    enabled: Boolean(token),
    staleTime: 10_000,
  });

export function useSlotRounds(pageSize = 10) {
  const token = useSession((s) => s.token);
  return useQuery(slotRoundsQueryOptions(token, pageSize));
}
