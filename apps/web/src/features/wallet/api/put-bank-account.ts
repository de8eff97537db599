import type { BankAccountState, BindBankAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { bankAccountQueryOptions } from './get-bank-account.ts';

/** `PUT /payments/bank-account`: binds the payout account (payment password required). */
export function useBindBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BindBankAccount) => api('/payments/bank-account', { method: 'PUT', body: input }) as Promise<BankAccountState>,
    onSuccess: (state) => client.setQueryData(bankAccountQueryOptions().queryKey, state),
  });
}
