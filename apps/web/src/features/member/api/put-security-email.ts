import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `PUT /auth/security/email`: binds the email used as a second factor and for password resets. */
export function bindEmail(email: string): Promise<unknown> {
  return api('/auth/security/email', { method: 'PUT', body: { email } });
}

export function useBindEmail() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: bindEmail, onSuccess: () => qc.invalidateQueries({ queryKey: ['members', 'me'] }) });
}
