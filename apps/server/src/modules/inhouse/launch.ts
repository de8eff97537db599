import { SLOT_GAME_CODE, SLOT_PAGE_PATH } from '@app/contracts';

/** The in-house lotteries and the page of their prize mode (SPEC §2.1: /lottery, /seaLottery, /vnLottery). */
const LOTTERY_PAGES: Record<string, { path: string; prizeMode: string }> = {
  INH_LOTTO_FAST: { path: '/lottery', prizeMode: 'LOTT' },
  INH_LOTTO_E: { path: '/lottery', prizeMode: 'ELOTT' },
  INH_LOTTO_SEA: { path: '/seaLottery', prizeMode: 'SEA' },
  INH_LOTTO_VN: { path: '/vnLottery', prizeMode: 'VN' },
};

/**
 * Where an in-house game launches: a page of this site, not the sandbox provider.
 * The games service asks this for every launch; null means "not an in-house page game".
 * The slot plays in the game popup (its page has its own slim bar); a lottery is a full page
 * with the site around it, so the web navigates there.
 */
export function inhouseLaunch(gameCode: string, language?: string): { url: string; mode: 'iframe' | 'page' } | null {
  if (gameCode === SLOT_GAME_CODE) {
    const query = new URLSearchParams({ gameCode });
    if (language) query.set('language', language);
    return { url: `${SLOT_PAGE_PATH}?${query.toString()}`, mode: 'iframe' };
  }
  const lottery = LOTTERY_PAGES[gameCode];
  if (lottery) {
    const query = new URLSearchParams({ gameCode, lottoView: 'betting', prizeMode: lottery.prizeMode });
    return { url: `${lottery.path}?${query.toString()}`, mode: 'page' };
  }
  return null;
}
