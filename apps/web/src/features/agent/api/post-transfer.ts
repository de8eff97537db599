import { AgentTransferResultSchema, type AgentTransfer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /agent/transfers`: agent wallet to a downline member, idempotent by requestId. */
export function useAgentTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentTransfer) => api('/agent/transfers', { method: 'POST', body, schema: AgentTransferResultSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent'] });
      void client.invalidateQueries({ queryKey: ['members', 'me'] });
    },
  });
}
