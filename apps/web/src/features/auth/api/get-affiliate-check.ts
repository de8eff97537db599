import { AffiliateCheckResponseSchema } from '@app/contracts';
import { api } from '../../../lib/http.ts';

/** `GET /auth/affiliate/check`: is this an agent's invitation code on one of the brand's domains. */
export async function checkAffiliateCode(code: string, domain = window.location.hostname): Promise<boolean> {
  const res = await api('/auth/affiliate/check', { query: { code, domain }, schema: AffiliateCheckResponseSchema });
  return res.valid;
}
