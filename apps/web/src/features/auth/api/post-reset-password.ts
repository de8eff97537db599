import type { ResetPasswordRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /auth/password/reset`: sets a new password with the single-use token of the mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<unknown> {
  return api('/auth/password/reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
