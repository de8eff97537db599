import type { SlotSpinResult, SlotState } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { slotKeys } from './get-slot-state.ts';

export interface SpinInput {
  bet: number;
  /** One per press of the spin button: a retry after a lost answer is paid once. */
  requestId: string;
}

/** Network trouble or a timeout: the spin may have happened, so ask again with the same requestId. */
function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

async function postSpin(input: SpinInput): Promise<SlotSpinResult> {
  const send = () => api('/inhouse/slot/spin', { method: 'POST', body: input, timeoutMs: 15_000 }) as Promise<SlotSpinResult>;
  try {
    return await send();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return send();
  }
}

/** `POST /inhouse/slot/spin`; updates the nonce and balance in place and refreshes the header balance. */
export function useSpin() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: postSpin,
    onSuccess: (result) => {
      client.setQueryData<SlotState>(slotKeys.state(token), (old) =>
        old ? { ...old, balance: result.balance, nonce: Math.max(old.nonce, result.nonce + 1) } : old,
      );
      void client.invalidateQueries({ queryKey: ['inhouse', 'slot', 'rounds'] });
      void client.invalidateQueries({ queryKey: ['members', 'me'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
