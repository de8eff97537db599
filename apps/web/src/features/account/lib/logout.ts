import i18next from 'i18next';
import { withLoader } from '../../../components/global-loader.tsx';
import { afterClose } from '../../../components/modal/after-close.ts';
import { confirmDialog } from '../../../components/modal/message-openers.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, setLoggingOut } from '../../../lib/session.ts';
import { deleteSession } from '../api/delete-session.ts';
import { closeBalanceStream } from './balance-stream.ts';

/**
 * SPEC §4 logout: confirm, loader, `DELETE` the session, clear session storage
 * (the merchant code is stored again), drop member data, back to `home`.
 * Resolves false when the member cancels.
 */
export async function logout(goHome: () => void, options: { confirm?: boolean } = {}): Promise<boolean> {
  setLoggingOut(true);
  try {
    return await logoutNow(goHome, options);
  } finally {
    setLoggingOut(false);
  }
}

async function logoutNow(goHome: () => void, { confirm = true }: { confirm?: boolean }): Promise<boolean> {
  if (confirm) {
    await i18next.loadNamespaces('account');
    if (!(await confirmDialog({ message: i18next.t('account:logout.confirm'), confirmLabel: i18next.t('account:logout.action') }))) return false;
    // Let the dialog's history entry go first, so the way home is not undone by its Back.
    await new Promise<void>((resolve) => afterClose(resolve));
  }
  await withLoader(async () => {
    // Nothing signed is left running when the session ends (each would come back 401 in the
    // console): the balance stream closes and calls still in flight are aborted first.
    closeBalanceStream();
    await queryClient.cancelQueries();
    // A session that is already gone server-side is still cleared here.
    await deleteSession().catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ queryKey: ['members'] });
    queryClient.removeQueries({ queryKey: ['auth', 'sessions'] });
  });
  goHome();
  return true;
}
