import { useEffect } from 'react';
import { openModal } from '../../../components/modal/modal-store.ts';
import { currentLanguageCode } from '../../../lib/i18n.ts';
import { afterLoadIdle } from '../../../lib/idle.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session.ts';

/** Session-storage flag per audience (SPEC §2.6: "shown unless a session flag says 'closed'"). */
export const popupFlagKey = (execution: 'A' | 'B' | 'F') => `announcementPopup:${execution}`;

/**
 * SPEC §2.6 announcement popup: a visitor gets the anonymous (B) popups, a member the logged-in (A) ones,
 * and on the first-time login also the F ones. Closing it writes 'closed' to session storage, so it
 * does not come back in this browser session; a new audience (signing in) has its own flag. It opens once
 * the page has loaded and the browser is idle.
 */
export function useAnnouncementPopup(ready: boolean): void {
  const token = useSession((s) => s.token);
  const signedIn = useSession((s) => s.member !== null);
  const firstLogin = useSession((s) => s.firstTimeLogin);
  const execution: 'A' | 'B' | 'F' | null = !ready ? null : !token ? 'B' : !signedIn ? null : firstLogin ? 'F' : 'A';

  useEffect(() => {
    if (!execution || session.get(popupFlagKey(execution)) === 'closed') return;
    const controller = new AbortController();
    const language = currentLanguageCode();
    // After the page has loaded and painted: the popup is not what the visitor came for, and opening it
    // while the lobby renders made the longest task of a phone's first seconds (bench/README.md, Lighthouse).
    void afterLoadIdle(controller.signal)
      .then(() => import('../api/get-announcements.ts'))
      .then(async ({ fetchPopups, popupsQueryKey }) => {
        const res = await fetchPopups(execution, language, controller.signal);
        if (controller.signal.aborted || res.popup.length === 0) return;
        // The dialog reads the same query: seeded here, it opens at its final size (a bottom sheet that
        // grew from a spinner to the list moved its top edge: a layout shift Lighthouse counted).
        queryClient.setQueryData(popupsQueryKey(execution, language), res);
        await openModal('announcement', { execution });
        session.set(popupFlagKey(execution), 'closed');
        // The first-login popup includes the logged-in ones: they count as seen too.
        if (execution === 'F') session.set(popupFlagKey('A'), 'closed');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [execution]);
}
