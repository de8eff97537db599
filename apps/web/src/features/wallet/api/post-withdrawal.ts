import type { CreateWithdrawal, Withdrawal } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /payments/withdrawals`: holds the amount until the back office pays it out. */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWithdrawal) => api('/payments/withdrawals', { method: 'POST', body: input }) as Promise<Withdrawal>,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['payments', 'withdrawals'] });
      void client.invalidateQueries({ queryKey: ['members', 'me'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
