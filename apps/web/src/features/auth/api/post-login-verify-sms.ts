import { SmsCodeResponseSchema, type SmsCodeResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `POST /auth/login/verify/sms`: texts a code to the account's bound mobile for the challenge. */
export function sendChallengeSms(challengeId: string): Promise<SmsCodeResponse> {
  return api('/auth/login/verify/sms', { method: 'POST', body: { challengeId }, schema: SmsCodeResponseSchema });
}

export function useSendChallengeSms() {
  return useMutation({ mutationFn: sendChallengeSms });
}
