import { ErrorCode } from '@app/contracts';
import { badRequest } from '../../lib/errors.ts';

export interface CountryRule {
  country_code: string;
  country_dialing_code: string;
  mobile_min_digits: number;
  mobile_max_digits: number;
}

export interface Mobile {
  countryDialingCode: string;
  /** National significant number: digits, no trunk 0. */
  national: string;
  /** E.164 */
  e164: string;
}

/** Normalises '+66', '66', '0066' to '+66'. */
export function normalizeDialingCode(code: string | undefined | null): string {
  const digits = (code ?? '').trim().replace(/^\+|^00/, '');
  return /^[0-9]{1,4}$/.test(digits) ? `+${digits}` : '';
}

/**
 * Accepts spaces, dashes, dots, parentheses and a leading trunk 0 (0812345678 in Thailand);
 * refuses anything else with 400 MOBILE_INVALID (details.digits for "{0} digit numbers").
 */
export function parseMobile(raw: string | undefined | null, dialingCode: string | undefined | null, countries: CountryRule[]): Mobile {
  const value = (raw ?? '').trim();
  if (!value) throw badRequest('Mobile number is required', undefined, ErrorCode.MOBILE_REQUIRED);
  const code = normalizeDialingCode(dialingCode || '+66');
  const country = countries.find((c) => c.country_dialing_code === code);
  if (!country) throw badRequest('Unsupported country dialing code', { field: 'countryDialingCode' }, ErrorCode.MOBILE_INVALID);
  let national = value.replace(/[\s\-.()]/g, '');
  if (national.startsWith(code)) national = national.slice(code.length);
  national = national.replace(/^0+/, '');
  const digitsHint = country.mobile_min_digits === country.mobile_max_digits ? country.mobile_max_digits : `${country.mobile_min_digits}-${country.mobile_max_digits}`;
  if (!/^[0-9]+$/.test(national) || national.length < country.mobile_min_digits || national.length > country.mobile_max_digits) {
    throw badRequest(`Please enter ${digitsHint} digit numbers`, { digits: digitsHint }, ErrorCode.MOBILE_INVALID);
  }
  return { countryDialingCode: code, national, e164: `${code}${national}` };
}

export function maskMobile(code: string, national: string): string {
  return `${code} ${national.slice(0, 2)}${'*'.repeat(Math.max(0, national.length - 4))}${national.slice(-2)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return `${local.slice(0, 1)}***${local.length > 1 ? local.slice(-1) : ''}@${domain}`;
}
