import { ErrorCode, type Game, type VendorCard } from '@app/contracts';
import i18next from 'i18next';
import { withLoader } from '../../../components/global-loader.tsx';
import { navigateTo as routerNavigate } from '../../../lib/navigation.ts';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { openModal } from '../../../components/modal/modal-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { ensurePlayable } from '../../../lib/gates.ts';
import { isApiError } from '../../../lib/http.ts';
import { clearSession } from '../../../lib/session.ts';
import { fetchLaunch, type LaunchTarget } from '../api/launch-game.ts';

export interface LaunchRequest extends LaunchTarget {
  /** Shown as the popup title. */
  name: string;
  /** Known from the catalogue: saves a round trip to learn the game is closed. */
  maintenance?: boolean;
}

export type LaunchOutcome = 'iframe' | 'window' | 'page' | 'blocked' | 'gated' | 'maintenance' | 'failed';

/** Props of the game popup (registered as 'game' in app/modals.ts). */
export interface GamePopupProps {
  url: string;
  title: string;
}

const maintenanceMessage = () => alertDialog({ tone: 'warning', message: i18next.t('games:launch.maintenance') });

/**
 * SPEC §5 launch flow: a visitor gets the login popup, a trial account the
 * in_need_true_account dialog, a game under maintenance a message; otherwise
 * the game opens in the game popup's iframe, or in a new window when the
 * provider asks for one (a blocked popup gets the 'allow popups' message).
 */
export async function launchGame(request: LaunchRequest): Promise<LaunchOutcome> {
  if (!(await ensurePlayable())) return 'gated';
  if (request.maintenance) {
    await maintenanceMessage();
    return 'maintenance';
  }
  let launch;
  try {
    launch = await withLoader(() => fetchLaunch(request));
  } catch (error) {
    if (isApiError(error, ErrorCode.GAME_MAINTENANCE) || isApiError(error, ErrorCode.VENDOR_MAINTENANCE)) {
      await maintenanceMessage();
      return 'maintenance';
    }
    if (isApiError(error, ErrorCode.TRIAL_NOT_ALLOWED)) {
      await alertDialog({ tone: 'warning', message: i18next.t('games:launch.needRealAccount') });
      return 'gated';
    }
    if (isApiError(error) && error.status === 401) {
      clearSession();
      void openModal('login');
      return 'gated';
    }
    await alertDialog({ tone: 'error', message: errorText(error) });
    return 'failed';
  }
  if (launch.mode === 'page') {
    // An in-site game page (the in-house lotteries): a normal navigation, so Back returns to the lobby.
    await routerNavigate(launch.url);
    return 'page';
  }
  if (launch.mode === 'window') {
    const win = window.open(launch.url, '_blank');
    if (!win) {
      await alertDialog({ tone: 'warning', message: i18next.t('games:launch.allowPopups') });
      return 'blocked';
    }
    win.opener = null;
    return 'window';
  }
  void openModal<void, GamePopupProps>('game', { url: launch.url, title: request.name });
  return 'iframe';
}

export function launchGameOf(game: Pick<Game, 'gameCode' | 'vassalage' | 'displayName' | 'maintenance'>): Promise<LaunchOutcome> {
  return launchGame({ gameCode: game.gameCode, vassalage: game.vassalage, name: game.displayName, maintenance: game.maintenance });
}

/** A vendor card launches its single game (sports books, lotteries); cards without one have no direct launch. */
export function launchVendorCard(card: VendorCard): Promise<LaunchOutcome> | null {
  if (!card.gameCode) return null;
  return launchGame({ gameCode: card.gameCode, vassalage: card.vassalage, name: card.name, maintenance: card.maintenance });
}
