import i18next, { type TFunction } from 'i18next';
import { CLIENT_ERROR, isApiError } from './http.ts';

/** Codes whose server message is meant for the user as it is (SPEC §8: the failed SMS request shows the provider's message). */
const SERVER_WORDED = new Set(['SMS_FAILED']);

interface ErrorDetails {
  digits?: number;
  retryAfterSeconds?: number;
}

/**
 * The translated message for any error (SPEC §8). Server codes map to
 * `errors:codes.<CODE>`; the server's English text is never shown, except for
 * the codes listed in SERVER_WORDED.
 */
export function errorText(error: unknown, t: TFunction = i18next.t): string {
  if (!isApiError(error)) return t('errors:codes.INTERNAL_ERROR');
  if (SERVER_WORDED.has(error.code) && error.message) return error.message;
  const details = (error.details && typeof error.details === 'object' && !Array.isArray(error.details) ? error.details : {}) as ErrorDetails;
  const key = `errors:codes.${error.code}`;
  if (i18next.exists(key)) {
    return t(key, {
      digits: details.digits ?? '',
      minutes: details.retryAfterSeconds ? Math.max(1, Math.ceil(details.retryAfterSeconds / 60)) : 15,
    });
  }
  if (error.status === 0) return t(`errors:codes.${CLIENT_ERROR.NETWORK}`);
  if (error.status === 429) return t('errors:codes.TOO_MANY_REQUESTS');
  return t('errors:codes.INTERNAL_ERROR');
}
