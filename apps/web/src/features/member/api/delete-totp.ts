import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `DELETE /auth/totp`: turns the authenticator off (needs a current code). */
export function disableTotp(code: string): Promise<unknown> {
  return api('/auth/totp', { method: 'DELETE', body: { code } });
}

export function useDisableTotp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: () => qc.invalidateQueries({ queryKey: ['members', 'me'] }) });
}
