import i18next from 'i18next';
import { alertDialog } from '../components/modal/message-openers.ts';
import { openModal } from '../components/modal/modal-store.ts';
import { selectIsLogin, selectIsTrial, useSession } from './session.ts';

/**
 * SPEC §5/§6 gate for starting a game and opening the member or account centre.
 * A visitor gets the login popup (and passes once logged in with a real
 * account); a trial account gets the `in_need_true_account` dialog. Resolves
 * true when the caller may go on.
 */
export async function ensurePlayable(): Promise<boolean> {
  if (!selectIsLogin(useSession.getState())) {
    await openModal('login');
    if (!selectIsLogin(useSession.getState())) return false;
  }
  if (selectIsTrial(useSession.getState())) {
    await alertDialog({
      tone: 'warning',
      message: i18next.t('common:gate.in_need_true_account'),
      confirmLabel: i18next.t('common:actions.confirm'),
    });
    return false;
  }
  return true;
}

/** Same gate under the name the member centre uses. */
export const requireRealAccount = ensurePlayable;
