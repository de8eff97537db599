import { LoginSuccessSchema, type LoginSuccess, type TwoFactorVerifyRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /auth/login/verify`: answers the second-factor challenge; success is the login body. */
export function verifyLogin(body: TwoFactorVerifyRequest): Promise<LoginSuccess> {
  return api('/auth/login/verify', { method: 'POST', body, schema: LoginSuccessSchema });
}

export function useVerifyLogin() {
  return useMutation({ mutationFn: verifyLogin });
}
