import i18next from 'i18next';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';

/** The agent routes' own codes (NOT_IN_DOWNLINE, TRANSFER_LIMIT_EXCEEDED...) first, then the shared catalogue. */
export function agentErrorText(error: unknown): string {
  if (isApiError(error)) {
    const key = `agent:errors.${error.code}`;
    if (i18next.exists(key)) return i18next.t(key);
  }
  return errorText(error);
}
