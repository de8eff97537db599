import type { ChangePasswordPayload } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendEncrypted } from '../../../lib/crypto-envelope.ts';

/** `POST /auth/password` (encrypted): changes the login password; other sessions are signed out. */
export function changePassword(payload: ChangePasswordPayload): Promise<unknown> {
  return sendEncrypted('/auth/password', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
