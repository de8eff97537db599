import { LoginResponseSchema, type LoginPayload, type LoginResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendEncrypted } from '../../../lib/crypto-envelope.ts';

/** `POST /auth/login` (encrypted): a session, or a second-factor challenge for an unfamiliar IP. */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  const raw = await sendEncrypted<unknown>('/auth/login', payload);
  return LoginResponseSchema.parse(raw);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
