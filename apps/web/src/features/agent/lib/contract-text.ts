import i18next from 'i18next';
import { isApiError } from '../../../lib/http.ts';
import { agentErrorText } from './error-text.ts';

/** The contract routes' own codes (RATE_ABOVE_UPLINE, OFFER_PENDING...) first, then the agent and shared catalogues. */
export function contractErrorText(error: unknown): string {
  if (isApiError(error)) {
    const key = `contracts:errors.${error.code}`;
    if (i18next.exists(key)) return i18next.t(key);
  }
  return agentErrorText(error);
}
