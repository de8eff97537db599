import { MissionErrorCode } from '@app/contracts';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/error-text.ts';
import { isApiError } from '../../../lib/http.ts';

const OWN = new Set<string>(Object.values(MissionErrorCode));

/** Missions' own error codes from the missions namespace; every other code the app-wide way (SPEC §8). */
export function missionErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && OWN.has(error.code)) return t(`missions:errors.${error.code}`);
  return errorText(error);
}
