import type { SlotState } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const slotKeys = {
  all: ['inhouse', 'slot'] as const,
  state: (token: string | null) => ['inhouse', 'slot', 'state', token] as const,
  rounds: (token: string | null, pageSize: number) => ['inhouse', 'slot', 'rounds', token, pageSize] as const,
};

/** `GET /inhouse/slot/state`: seeds, nonce, balance, bet levels, paytable and lines. */
export const slotStateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: slotKeys.state(token),
    queryFn: ({ signal }) => api('/inhouse/slot/state', { signal }) as Promise<SlotState>,
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export function useSlotState() {
  const token = useSession((s) => s.token);
  return useQuery(slotStateQueryOptions(token));
}
