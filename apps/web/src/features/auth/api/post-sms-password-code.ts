import { SmsCodeResponseSchema, type PasswordSmsRequest, type SmsCodeResponse } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** `POST /auth/sms/password-code`: texts a code for setting a new password by phone (same answer for unknown numbers). */
export function requestPasswordCode(body: PasswordSmsRequest): Promise<SmsCodeResponse> {
  return api('/auth/sms/password-code', { method: 'POST', body, schema: SmsCodeResponseSchema });
}
