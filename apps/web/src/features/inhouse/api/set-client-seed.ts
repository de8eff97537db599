import type { SlotState } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { slotKeys } from './get-slot-state.ts';

/** `PUT /inhouse/slot/client-seed`: the answer is the new state. */
export function useSetClientSeed() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (clientSeed: string) => api('/inhouse/slot/client-seed', { method: 'PUT', body: { clientSeed } }) as Promise<SlotState>,
    onSuccess: (state) => client.setQueryData(slotKeys.state(token), state),
  });
}
