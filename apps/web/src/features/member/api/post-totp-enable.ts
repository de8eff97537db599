import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /auth/totp/enable`: turns the authenticator on with a current code. */
export function enableTotp(code: string): Promise<unknown> {
  return api('/auth/totp/enable', { method: 'POST', body: { code } });
}

export function useEnableTotp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableTotp, onSuccess: () => qc.invalidateQueries({ queryKey: ['members', 'me'] }) });
}
