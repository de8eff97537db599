import { isFlagEnabled, type WhitelabelFlag } from '@app/contracts';
import { usePermission } from '../../site/api/get-permission.ts';

/** A whitelabel flag from the permission call (SPEC §1). */
export function useFlag(flag: WhitelabelFlag): boolean {
  return isFlagEnabled(usePermission().whitelabel, flag);
}
