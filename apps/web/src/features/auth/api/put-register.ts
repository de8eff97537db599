import { LoginSuccessSchema, type LoginSuccess, type RegisterRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export type RegisterType = 'username' | 'mobile';

/** `PUT /auth/register` or `PUT /auth/register/mobile`: creates the account and logs it in. */
export function register({ type, body }: { type: RegisterType; body: RegisterRequest }): Promise<LoginSuccess> {
  return api(type === 'mobile' ? '/auth/register/mobile' : '/auth/register', { method: 'PUT', body, schema: LoginSuccessSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
