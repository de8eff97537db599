import { LoginSuccessSchema, type LoginSuccess, type PhonePasswordPayload } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendEncrypted } from '../../../lib/crypto-envelope.ts';

/** `POST /auth/password/phone` (encrypted): new password by SMS code; logs the account in. */
export async function setPasswordByPhone(payload: PhonePasswordPayload): Promise<LoginSuccess> {
  return LoginSuccessSchema.parse(await sendEncrypted<unknown>('/auth/password/phone', payload));
}

export function useSetPasswordByPhone() {
  return useMutation({ mutationFn: setPasswordByPhone });
}
