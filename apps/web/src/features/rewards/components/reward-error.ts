import { RewardErrorCode } from '@app/contracts';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';

const OWN = new Set<string>([...Object.values(RewardErrorCode), 'PROOF_TOO_MANY', 'PROOF_TOO_LARGE', 'PROOF_INVALID']);

/** Rewards' own error codes read from the rewards namespace; every other code the app-wide way (SPEC §8). */
export function rewardErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && OWN.has(error.code)) return t(`rewards:errors.${error.code}`);
  return errorText(error);
}
