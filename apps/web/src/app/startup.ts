import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../features/account/api/get-me.ts';
import { useBalanceStream } from '../features/account/lib/balance-stream.ts';
import { useAnnouncementPopup } from '../features/content/lib/use-announcement-popup.ts';
import { isApiError, onUnauthorized } from '../lib/http.ts';
import { clearSession, setMember, storeMerchantCode, useSession } from '../lib/session.ts';

/**
 * SPEC §2.2/§4 start-up: the merchant code goes to session and local storage;
 * a token (from the URL or session storage) loads member info. Until the
 * accounts API exists a 404 is tolerated and the visitor stays logged out.
 */
export function useStartup(merchantCode: string) {
  useEffect(() => storeMerchantCode(merchantCode), [merchantCode]);
  useEffect(() => onUnauthorized(clearSession), []);

  const token = useSession((s) => s.token);
  const me = useQuery({ ...meQueryOptions(token), retry: (n, e) => n < 2 && !isApiError(e) });
  useEffect(() => {
    if (me.data) setMember(me.data);
  }, [me.data]);
  useEffect(() => {
    if (isApiError(me.error) && me.error.status === 401) clearSession();
  }, [me.error]);
  // The header balance follows the wallet (a spin, a settled bet, a deposit) instead of waiting for the next refetch.
  useBalanceStream(token, useSession((s) => s.member !== null));
  // SPEC §2.6: the announcement popup of the visitor's or member's audience, once per session.
  useAnnouncementPopup(!me.isLoading);
}
