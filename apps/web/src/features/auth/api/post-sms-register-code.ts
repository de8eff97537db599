import { SmsCodeResponseSchema, type RegisterSmsRequest, type SmsCodeResponse } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** `POST /auth/sms/register-code`: texts the registration verification code. */
export function requestRegisterCode(body: RegisterSmsRequest): Promise<SmsCodeResponse> {
  return api('/auth/sms/register-code', { method: 'POST', body, schema: SmsCodeResponseSchema });
}
