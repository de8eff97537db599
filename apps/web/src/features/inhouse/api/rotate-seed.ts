import type { SlotRotateResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /inhouse/slot/rotate-seed`: reveals the old server seed; the rounds list now shows it. */
export function useRotateSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/inhouse/slot/rotate-seed', { method: 'POST', body: {} }) as Promise<SlotRotateResult>,
    onSuccess: () => client.invalidateQueries({ queryKey: ['inhouse', 'slot'] }),
  });
}
