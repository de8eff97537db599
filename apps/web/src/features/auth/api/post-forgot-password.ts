import { ForgotPasswordResponseSchema, type ForgotPasswordRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /auth/password/forgot` (form-urlencoded, SPEC §7): mails a reset link when the pair matches; always answers the same. */
export function forgotPassword(form: ForgotPasswordRequest) {
  return api('/auth/password/forgot', { method: 'POST', form, schema: ForgotPasswordResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
