import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `PUT /auth/security/bank-name`: binds the bank account holder name (a second-factor answer). */
export function bindBankName(bankAccountName: string): Promise<unknown> {
  return api('/auth/security/bank-name', { method: 'PUT', body: { bankAccountName } });
}

export function useBindBankName() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: bindBankName, onSuccess: () => qc.invalidateQueries({ queryKey: ['members', 'me'] }) });
}
