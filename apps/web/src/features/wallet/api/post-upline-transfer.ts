import type { CreateUplineTransfer, UplineTransfer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /payments/upline-transfers`: once per requestId. */
export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUplineTransfer) => api('/payments/upline-transfers', { method: 'POST', body: input }) as Promise<UplineTransfer>,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['payments', 'upline-transfers'] });
      void client.invalidateQueries({ queryKey: ['members', 'me'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
