import { SmsCodeResponseSchema, type LoginSmsRequest, type SmsCodeResponse } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** `POST /auth/sms/login-code`: texts a login code. */
export function requestLoginCode(body: LoginSmsRequest): Promise<SmsCodeResponse> {
  return api('/auth/sms/login-code', { method: 'POST', body, schema: SmsCodeResponseSchema });
}
