import { SLOT_GAME_CODE, SLOT_PAGE_PATH } from '@app/contracts';

/**
 * Where an in-house game launches: a page of this site, not the sandbox provider.
 * The games service asks this for every launch; null means "not an in-house page game".
 * (The lottery's INHOUSE codes may add theirs here.)
 */
export function inhouseLaunchPath(gameCode: string, language?: string): string | null {
  if (gameCode !== SLOT_GAME_CODE) return null;
  const query = new URLSearchParams({ gameCode });
  if (language) query.set('language', language);
  return `${SLOT_PAGE_PATH}?${query.toString()}`;
}
