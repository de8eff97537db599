import { PointsErrorCode } from '@app/contracts';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';

const OWN = new Set<string>(Object.values(PointsErrorCode));

/** Points' own error codes read from the points namespace; every other code the app-wide way (SPEC §8). */
export function pointsErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && OWN.has(error.code)) return t(`points:errors.${error.code}`);
  if (isApiError(error, 'FEATURE_DISABLED')) return t('points:disabled');
  return errorText(error);
}
