import { TotpSetupResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /auth/totp/setup`: a new pending authenticator secret (confirmed by a first code). */
export function setupTotp() {
  return api('/auth/totp/setup', { method: 'POST', schema: TotpSetupResponseSchema });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
