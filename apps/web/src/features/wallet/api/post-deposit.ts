import type { CreateDeposit, CreateDepositResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /payments/deposits`: a gateway deposit answers with the hosted payment page to go to. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDeposit) => api('/payments/deposits', { method: 'POST', body: input }) as Promise<CreateDepositResult>,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['payments', 'deposits'] }),
  });
}
