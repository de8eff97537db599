import { CaptchaSchema, type Captcha } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** `GET /auth/captcha`: a single-use image captcha (answer kept server-side). Never cached: every call is a new challenge. */
export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return api('/auth/captcha', { schema: CaptchaSchema, signal });
}
